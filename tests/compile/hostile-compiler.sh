#!/bin/sh
# A hostile stand-in for a team's compiler (tests/cli/SpawnTest.cpp, issue 37):
#   hostile-compiler.sh MODE {src} {out} FIXTURE
# zero: makes {out} a link to /dev/zero; fifo: makes it a FIFO; hang: never ends; options:
# refuses any argument that starts with '-' (as a compiler reads an option), else copies FIXTURE
# to {out}.
mode=$1
shift
case $mode in
  zero) ln -s /dev/zero "$2" ;;
  fifo) mkfifo "$2" ;;
  hang) exec sleep 300 ;;
  options)
    for a in "$@"; do
      case $a in -*) echo "hostile-compiler: unknown option '$a'" >&2; exit 6 ;; esac
    done
    cp "$3" "$2" ;;
  *) echo "hostile-compiler: unknown mode '$mode'" >&2; exit 2 ;;
esac
