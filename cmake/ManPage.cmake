# Writes the man page clmm.1 from the binary's own --help texts (the program's and each
# subcommand's), so the page cannot drift from the options. Run by the build:
#   cmake -DCLMM=path/to/clmm -DOUTPUT=clmm.1 -DVERSION=x.y.z -P ManPage.cmake
function(roff_escape text out)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  string(REPLACE "-" "\\-" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

execute_process(COMMAND ${CLMM} --help OUTPUT_VARIABLE top RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "ManPage.cmake: ${CLMM} --help failed (${rc})")
endif()
# CLI11 prints the binary's path in each "Usage:" line: the installed page says "clmm", never the
# build directory it was written in.
string(REPLACE "${CLMM}" "clmm" top "${top}")
# The subcommands: the first word of each line of the "Subcommands:" section.
string(REGEX MATCH "Subcommands:\n.*" section "${top}")
string(REGEX MATCHALL "\n  [a-z-]+" words "${section}")
set(page ".TH CLMM 1 \"\" \"clmm ${VERSION}\" \"User Commands\"\n")
string(APPEND page ".SH NAME\nclmm \\- an axiomatic checker for the OpenCL 2.x scoped memory model\n")
string(APPEND page ".SH SYNOPSIS\n.B clmm\n[\\fIOPTIONS\\fR] \\fISUBCOMMAND\\fR [\\fISUBCOMMAND OPTIONS\\fR] \\fIPATH\\fR...\n")
string(APPEND page ".SH DESCRIPTION\nclmm reads OpenCL (and PTX) litmus tests, builds their events, and classifies every "
                   "reachable final state as allowed, forbidden or racy under a memory model written as data, with "
                   "two engines (explicit enumeration and the Z3 SMT solver), and explains why. "
                   "The documentation is in the docs/ folder of the source tree.\n")
roff_escape("${top}" esc)
string(APPEND page ".SH OPTIONS\n.nf\n${esc}.fi\n.SH SUBCOMMANDS\n")
foreach(w ${words})
  string(STRIP "${w}" sub)
  execute_process(COMMAND ${CLMM} ${sub} --help OUTPUT_VARIABLE help RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "ManPage.cmake: ${CLMM} ${sub} --help failed (${rc})")
  endif()
  string(REPLACE "${CLMM}" "clmm" help "${help}")
  roff_escape("${help}" esc)
  string(APPEND page ".SS ${sub}\n.nf\n${esc}.fi\n")
endforeach()
string(APPEND page ".SH EXIT STATUS\n0 every result as expected; 1 an expectation mismatch (or an unsound lowering); "
                   "2 bad input or usage; 3 an unknown result or internal error; 4 output that could not be written; "
                   "130 and 143 interrupted by SIGINT or SIGTERM.\n")
file(WRITE ${OUTPUT} "${page}")
