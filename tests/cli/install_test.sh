#!/usr/bin/env bash
# `cmake --install` puts the binary, the man page and the bash completion in place; the man page
# lists every subcommand of the installed binary; the completion completes subcommands, options,
# model names and check names. Usage: install_test.sh BUILD_DIR
set -euo pipefail
build="$1"
prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
bin="$prefix/bin/clmm" man="$prefix/share/man/man1/clmm.1" comp="$prefix/share/bash-completion/completions/clmm"
for f in "$bin" "$man" "$comp"; do [ -f "$f" ] || { echo "install_test: $f not installed"; exit 1; }; done
subs="$("$bin" --help | sed -n '/^Subcommands:/,$s/^  \([a-z-]*\) .*/\1/p')"
[ -n "$subs" ] || { echo "install_test: no subcommands in clmm --help"; exit 1; }
for s in $subs; do
  grep -q "^\.SS $s\$" "$man" || { echo "install_test: the man page lacks subcommand $s"; exit 1; }
done
grep -q '^\.TH CLMM 1' "$man" || { echo "install_test: no .TH header"; exit 1; }
# The installed page names the command, never the build directory it was written in.
if grep -n -F -- "$(cd "$build" && pwd)" "$man"; then echo "install_test: the man page holds the build directory"; exit 1; fi
grep -q '^Usage: clmm check' "$man" || { echo "install_test: the man page's usage lines do not say 'clmm'"; exit 1; }
if command -v man >/dev/null 2>&1; then
  rendered="$(MANWIDTH=100 man -l "$man" 2>/dev/null || true)"
  grep -q -- "--max-events" <<<"$rendered" || { echo "install_test: man cannot render the page"; exit 1; }
fi

# Completion: run _clmm on a command line and print the candidates.
complete_line() {
  PATH="$prefix/bin:$PATH" bash -c '
    source "$1"; shift
    COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 ))
    _clmm
    printf "%s\n" "${COMPREPLY[@]}"' _ "$comp" "$@"
}
expect() {  # expect WANTED WORDS...: WANTED is among the candidates
  local want="$1"; shift
  local offered
  offered="$(complete_line "$@")"  # (not piped into grep -q: under pipefail its early exit fails the pipe)
  grep -qx -- "$want" <<<"$offered" || { echo "install_test: completing '$*' does not offer $want"; echo "$offered"; exit 1; }
}
expect check clmm ch
expect models clmm mo
expect --model clmm check --mo
expect --explain clmm check --ex
expect opencl-scoped clmm check --model opencl-s
expect ptx clmm check -m p
expect smt clmm check --engine s
expect CohG clmm check --skip C
expect show clmm models s
echo "install_test: ok ($(echo $subs | wc -w) subcommands in the man page; completion ok)"
