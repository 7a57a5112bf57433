# bash completion for clmm: subcommands, their options (read from `clmm SUBCOMMAND --help`, so
# they follow the binary), model names (`clmm models --names`), check names for --skip, and files.
_clmm() {
  local cur prev words cword
  _init_completion 2>/dev/null || { cur="${COMP_WORDS[COMP_CWORD]}"; prev="${COMP_WORDS[COMP_CWORD-1]}"; words=("${COMP_WORDS[@]}"); cword=$COMP_CWORD; }
  local clmm="${words[0]}" sub="" i
  for ((i = 1; i < cword; i++)); do
    case "${words[i]}" in -*) ;; *) sub="${words[i]}"; break ;; esac
  done
  case "$prev" in
    --model|-m|--source-model|--target-model)
      COMPREPLY=($(compgen -W "$("$clmm" models --names 2>/dev/null)" -- "$cur")); compopt -o default 2>/dev/null; return ;;
    --skip)
      local model="opencl" j
      for ((j = 1; j < cword; j++)); do [[ "${words[j]}" == --model || "${words[j]}" == -m ]] && model="${words[j+1]}"; done
      COMPREPLY=($(compgen -W "$("$clmm" models 2>/dev/null | sed -n "s/^$model: .*checks: \([^;]*\); flags: \(.*\)/\1 \2/p")" -- "$cur")); return ;;
    --engine) COMPREPLY=($(compgen -W "auto enumerate smt" -- "$cur")); return ;;
    --format) COMPREPLY=($(compgen -W "text brief json herd" -- "$cur")); return ;;
    --mapping|--expect|--junit|--dot|--svg|--html|-o) compopt -o default 2>/dev/null; COMPREPLY=(); return ;;
  esac
  if [ -z "$sub" ]; then
    local subs
    subs="$("$clmm" --help 2>/dev/null | sed -n '/^Subcommands:/,$s/^  \([a-z-]*\) .*/\1/p')"
    COMPREPLY=($(compgen -W "$subs --help --version --verbose --max-events --max-memory --max-input-size" -- "$cur"))
    return
  fi
  if [[ "$cur" == -* ]]; then
    local opts
    opts="$("$clmm" "$sub" --help 2>/dev/null | grep -o -- '--[a-z][a-z-]*' | sort -u)"
    COMPREPLY=($(compgen -W "$opts" -- "$cur"))
    return
  fi
  if [ "$sub" = models ]; then
    COMPREPLY=($(compgen -W "show $("$clmm" models --names 2>/dev/null)" -- "$cur")); return
  fi
  compopt -o default 2>/dev/null
  COMPREPLY=($(compgen -f -- "$cur"))
}
complete -F _clmm clmm
