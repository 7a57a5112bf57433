// clmm-bench-gen FAMILY N [K]: prints one instance of a benchmark family (bench/Families.h)
// as a litmus test on stdout.
#include <cstdlib>
#include <iostream>
#include <string>

#include "bench/Families.h"

int main(int argc, char** argv) {
  auto usage = [] {
    std::cerr << "usage: clmm-bench-gen FAMILY N [K]   (FAMILY:";
    for (const auto& f : clmm::bench::familyNames()) std::cerr << " " << f;
    std::cerr << "; N >= 1; K: COW's stores per work-item, INC's work-items)\n";
    return 2;
  };
  if (argc < 3 || argc > 4) return usage();
  int n = std::atoi(argv[2]), k = argc == 4 ? std::atoi(argv[3]) : 0;
  if (n < 1 || (argc == 4 && k < 1)) return usage();
  auto t = clmm::bench::familyTest(argv[1], n, k);
  if (!t) return usage();
  std::cout << t->text;
  return 0;
}
