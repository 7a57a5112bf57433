// Where the tests find the source tree and the clmm binary. The paths are compiled into one small
// generated file (TestPaths.cpp.in), not into every test object, so that test objects do not
// depend on where the checkout lies and a compiler cache shares them between clones. Every test
// source gets this header through the compiler's -include (tests/CMakeLists.txt).
#pragma once

namespace clmm::test {
const char* sourceDir();   // the source tree (tests run there)
const char* clmmBinary();  // the clmm binary of this build
}  // namespace clmm::test

#define CLMM_SOURCE_DIR (::clmm::test::sourceDir())
#define CLMM_BINARY (::clmm::test::clmmBinary())
