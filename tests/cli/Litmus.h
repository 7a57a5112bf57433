// Litmus texts and a text check that several tests share: store buffering and message passing
// with relaxed atomics (any expectation comments after their header), and the fetch_add test
// whose Z3 encoding grows fast.
#pragma once

#include <string>

namespace clmm::test {

// Whether `text` holds `part`.
inline bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Store buffering with relaxed atomics: allowed under opencl, forbidden under sequential
// consistency. `comments` (whole lines, each ending in '\n') stand between the header and the
// initial state.
inline std::string storeBufferingRelaxed(const std::string& comments = "") {
  return "OPENCL SB\n" + comments +
         "{ x=0; y=0; }\n"
         "P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {\n"
         "  atomic_store_explicit(x, 1, memory_order_relaxed);\n"
         "  int r0 = atomic_load_explicit(y, memory_order_relaxed);\n}\n"
         "P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {\n"
         "  atomic_store_explicit(y, 1, memory_order_relaxed);\n"
         "  int r1 = atomic_load_explicit(x, memory_order_relaxed);\n}\n"
         "exists (0:r0=0 /\\ 1:r1=0)\n";
}

// Message passing with relaxed atomics: allowed under opencl. `comments` as above.
inline std::string messagePassingRelaxed(const std::string& comments = "") {
  return "OPENCL MP\n" + comments +
         "{ d=0; f=0; }\n"
         "P0@wg 0, dev 0 (global atomic_int* d, global atomic_int* f) {\n"
         "  atomic_store_explicit(d, 1, memory_order_relaxed);\n"
         "  atomic_store_explicit(f, 1, memory_order_relaxed);\n}\n"
         "P1@wg 1, dev 0 (global atomic_int* d, global atomic_int* f) {\n"
         "  int r0 = atomic_load_explicit(f, memory_order_relaxed);\n"
         "  int r1 = atomic_load_explicit(d, memory_order_relaxed);\n}\n"
         "exists (1:r0=1 /\\ 1:r1=0)\n";
}

// `n` work-items of one work-group, each a relaxed fetch_add on one location: the Z3 engine's
// encoding grows as n^3, its queries by hundreds of megabytes (issue 13's reproducer;
// bench/README.md, RMW-n).
inline std::string fetchAddLitmus(int n) {
  std::string text = "OPENCL RMW" + std::to_string(n) + "\n{ x=0; }\n";
  for (int i = 0; i < n; ++i)
    text += "P" + std::to_string(i) +
            "@wg 0, dev 0 (global atomic_int* x) {\n"
            "  int r0 = atomic_fetch_add_explicit(x, 1, memory_order_relaxed);\n}\n";
  return text + "exists (0:r0=0)\n";
}

}  // namespace clmm::test
