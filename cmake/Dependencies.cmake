# Finds every third-party dependency of clmm and fails configuration with a message that names
# the Debian package to install when one is missing.

function(clmm_missing what package)
  message(FATAL_ERROR
    "clmm: ${what} not found. Install it with:\n"
    "    sudo apt-get install -y ${package}\n"
    "(or run the first command of README.md, which installs every dependency)")
endfunction()

# ANTLR: the 4.7.2 tool (Debian package antlr4) generates code that the 4.9 runtime accepts.
find_program(ANTLR4_TOOL NAMES antlr4)
if(NOT ANTLR4_TOOL)
  clmm_missing("the ANTLR4 tool (antlr4)" "antlr4")
endif()
find_package(antlr4-runtime CONFIG QUIET)
if(NOT antlr4-runtime_FOUND)
  clmm_missing("the ANTLR4 C++ runtime" "libantlr4-runtime-dev uuid-dev")
endif()
find_library(UUID_LIBRARY uuid)
if(NOT UUID_LIBRARY)
  clmm_missing("libuuid (needed by the ANTLR4 runtime)" "uuid-dev")
endif()
# The runtime's exported target carries neither its include directory nor libuuid.
add_library(clmm_antlr4 INTERFACE)
target_include_directories(clmm_antlr4 SYSTEM INTERFACE ${ANTLR4_INCLUDE_DIR})
target_link_libraries(clmm_antlr4 INTERFACE antlr4_shared ${UUID_LIBRARY})
# The 4.9 runtime's misc/InterpreterDataReader.h, which clmm does not use, does not compile with
# clang (it default-constructs a Vocabulary whose const members forbid that): clang builds (the
# fuzz targets) include a copy of antlr4-runtime.h, made here, without that one header.
if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  file(READ ${ANTLR4_INCLUDE_DIR}/antlr4-runtime.h CLMM_ANTLR4_HEADER)
  string(REPLACE "#include \"misc/InterpreterDataReader.h\"" "" CLMM_ANTLR4_HEADER "${CLMM_ANTLR4_HEADER}")
  file(WRITE ${CMAKE_BINARY_DIR}/antlr4-clang/antlr4-runtime.h "${CLMM_ANTLR4_HEADER}")
  target_include_directories(clmm_antlr4 BEFORE INTERFACE ${CMAKE_BINARY_DIR}/antlr4-clang)
endif()

# Z3 ships a pkg-config file but no CMake package configuration.
find_package(PkgConfig QUIET)
if(NOT PKG_CONFIG_FOUND)
  clmm_missing("pkg-config" "pkg-config")
endif()
pkg_check_modules(Z3 QUIET IMPORTED_TARGET z3)
if(NOT Z3_FOUND)
  clmm_missing("Z3 (libz3-dev)" "libz3-dev")
endif()

find_package(Boost 1.74 QUIET)
if(NOT Boost_FOUND OR NOT EXISTS "${Boost_INCLUDE_DIRS}/boost/graph/strong_components.hpp")
  clmm_missing("Boost.Graph" "libboost-graph-dev")
endif()

find_package(spdlog CONFIG QUIET)
if(NOT spdlog_FOUND)
  clmm_missing("spdlog" "libspdlog-dev")
endif()

find_package(nlohmann_json 3 CONFIG QUIET)
if(NOT nlohmann_json_FOUND)
  clmm_missing("nlohmann JSON" "nlohmann-json3-dev")
endif()

# clmm serve's HTTP server.
pkg_check_modules(HTTPLIB QUIET IMPORTED_TARGET cpp-httplib)
if(NOT HTTPLIB_FOUND)
  clmm_missing("cpp-httplib" "libcpp-httplib-dev")
endif()

find_package(CLI11 CONFIG QUIET)
if(NOT CLI11_FOUND)
  clmm_missing("CLI11" "libcli11-dev")
endif()

if(CLMM_BUILD_TESTS)
  find_package(GTest CONFIG QUIET)
  if(NOT GTest_FOUND)
    find_package(GTest MODULE QUIET)
  endif()
  if(NOT GTest_FOUND)
    clmm_missing("GoogleTest" "libgtest-dev")
  endif()
endif()
