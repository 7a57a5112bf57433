// clmm-function-lengths [ROOT] [MAX]: lists the functions of the layered folders under ROOT
// (default: the source tree it was built from) longer than MAX lines (default 100), longest
// first, as "FILE:LINE: NAME: N lines" (Architecture.h says how a function is found).
#include <cstdlib>
#include <iostream>
#include <string>

#include "tests/architecture/Architecture.h"

int main(int argc, char** argv) {
  const std::string root = argc > 1 ? argv[1] : CLMM_SOURCE_DIR;
  const int max = argc > 2 ? std::atoi(argv[2]) : 100;
  if (argc > 3 || max <= 0) {
    std::cerr << "usage: clmm-function-lengths [ROOT] [MAX]  (MAX: a positive number of lines)\n";
    return 2;
  }
  const auto found = clmm::arch::longFunctions(root, {}, max);
  for (const auto& f : found) std::cout << f.file << ":" << f.line << ": " << f.name << ": " << f.lines << " lines\n";
  std::cout << found.size() << (found.size() == 1 ? " function" : " functions") << " over " << max << " lines\n";
  return 0;
}
