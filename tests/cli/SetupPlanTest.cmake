# `bash .ci/setup clmm` (the README's first command) installs only what building clmm needs and
# builds only clmm and its man page: no GoogleTest, clang, PoCL or Chromium, no tests,
# no fuzz build; `bash .ci/setup` (the suite's command) installs and builds those. Reads the plan
# that CLMM_SETUP_DRY_RUN=1 prints. Run: cmake -DSOURCE=DIR -P SetupPlanTest.cmake
function(plan out)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env CLMM_SETUP_DRY_RUN=1 bash ${SOURCE}/.ci/setup ${ARGN}
                  OUTPUT_VARIABLE text RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "setup plan: bash .ci/setup ${ARGN} exited ${rc}")
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

plan(clmm clmm)
foreach(suite_only libgtest-dev clang libclang-rt pocl chromium libpng-dev opencl-headers llvm-spirv spirv-tools)
  if(clmm MATCHES "${suite_only}")
    message(FATAL_ERROR "setup plan: bash .ci/setup clmm installs ${suite_only}, which building clmm does not need:\n${clmm}")
  endif()
endforeach()
foreach(line "packages: build-essential cmake ninja-build pkg-config antlr4 libantlr4-runtime-dev uuid-dev libz3-dev"
             "libcpp-httplib-dev libjs-codemirror graphviz" "targets: clmm clmm_manpage\n" "fuzz: no\n" "tests: off")
  string(FIND "${clmm}" "${line}" at)
  if(at LESS 0)
    message(FATAL_ERROR "setup plan: bash .ci/setup clmm lacks '${line}':\n${clmm}")
  endif()
endforeach()

plan(all)
foreach(line "libgtest-dev" "chromium chromium-driver python3-selenium" "pocl-opencl-icd" "clang-15 llvm-spirv-15 spirv-tools" "tests: on" "targets: all"
             "fuzz: yes")
  string(FIND "${all}" "${line}" at)
  if(at LESS 0)
    message(FATAL_ERROR "setup plan: bash .ci/setup lacks '${line}':\n${all}")
  endif()
endforeach()
message(STATUS "setup plan: ok")
