// Generators of random litmus tests for the engine tests (fixed seeds in the callers): small
// programs of atomic accesses, fences and branches, and programs of identical work-items.
#pragma once

#include <initializer_list>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace clmm::agreement {

// A random program: 2 or 3 work-items in one or two work-groups, each a few accesses to two
// atomic locations and one plain location, with random orders, scopes, fences and branches.
inline std::string randomProgram(std::mt19937& rng, int index) {
  auto pick = [&](std::initializer_list<const char*> xs) { return *(xs.begin() + rng() % xs.size()); };
  auto scope = [&] { return pick({"memory_scope_work_group", "memory_scope_device"}); };
  std::ostringstream s;
  s << "OPENCL random" << index << "\n{ [x]=0; [y]=0; [z]=0; }\n";
  const int threads = 2 + static_cast<int>(rng() % 2);
  std::vector<std::string> atoms;
  for (int t = 0; t < threads; ++t) {
    s << "P" << t << "@wg " << rng() % 2 << ", dev 0 (global atomic_int* x, global atomic_int* y, global int* z) {\n";
    int regs = 0;
    const int statements = 1 + static_cast<int>(rng() % 3);
    for (int k = 0; k < statements; ++k) {
      const char* loc = pick({"x", "y"});
      std::string value = regs > 0 && rng() % 3 == 0 ? "r" + std::to_string(regs - 1) : std::to_string(1 + rng() % 2);
      switch (rng() % 7) {
        case 0:
        case 1:
          s << "  atomic_store_explicit(" << loc << ", " << value << ", "
            << pick({"memory_order_relaxed", "memory_order_release", "memory_order_seq_cst"}) << ", " << scope() << ");\n";
          break;
        case 2:
        case 3:
          s << "  int r" << regs++ << " = atomic_load_explicit(" << loc << ", "
            << pick({"memory_order_relaxed", "memory_order_acquire", "memory_order_seq_cst"}) << ", " << scope() << ");\n";
          break;
        case 4:
          s << "  int r" << regs++ << " = atomic_fetch_add_explicit(" << loc << ", 1, "
            << pick({"memory_order_relaxed", "memory_order_acq_rel", "memory_order_seq_cst"}) << ", " << scope() << ");\n";
          break;
        case 5:
          s << "  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, "
            << pick({"memory_order_release", "memory_order_acquire", "memory_order_seq_cst"}) << ", " << scope() << ");\n";
          break;
        case 6:
          if (regs > 0) s << "  if (r" << regs - 1 << " == 1) { *z = " << value << "; }\n";
          else s << "  int r" << regs++ << " = *z;\n";
          break;
      }
    }
    s << "}\n";
    for (int r = 0; r < regs; ++r) atoms.push_back(std::to_string(t) + ":r" + std::to_string(r) + "=" + std::to_string(rng() % 2));
  }
  if (atoms.empty()) atoms.push_back("x=1");
  std::string cond;
  for (size_t i = 0; i < atoms.size(); ++i) cond += (i ? " /\\ " : "") + atoms[i];
  s << "exists (" << cond << ")\n";
  return s.str();
}

// Identical work-items whose registers the condition names (events/Symmetry.h): the Z3 engine
// keeps one execution per permutation of them and adds every image of each state it finds
// (with runSmt's self-check, each image's permuted execution is re-checked too). A random
// body copied into 2 or 3 work-items (one work-group, or each alone in its own), another
// work-item beside them, and a condition over registers of some copies and the final x.
inline std::string symmetricProgram(std::mt19937& rng, int index) {
  auto pick = [&](std::initializer_list<const char*> xs) { return *(xs.begin() + rng() % xs.size()); };
  std::ostringstream body;
  int regs = 0;
  // The first statement always writes (an anchor for the symmetry breaking).
  body << "  int r" << regs++ << " = atomic_fetch_add_explicit(" << pick({"x", "y"}) << ", " << 1 + rng() % 2 << ", "
       << pick({"memory_order_relaxed", "memory_order_acq_rel", "memory_order_seq_cst"}) << ");\n";
  const int more = static_cast<int>(rng() % 2);
  for (int k = 0; k < more; ++k) {
    switch (rng() % 4) {
      case 0:
        body << "  atomic_store_explicit(" << pick({"x", "y"}) << ", " << 3 + rng() % 2 << ", "
             << pick({"memory_order_relaxed", "memory_order_release"}) << ");\n";
        break;
      case 1:
        body << "  int r" << regs++ << " = atomic_load_explicit(" << pick({"x", "y"}) << ", "
             << pick({"memory_order_relaxed", "memory_order_acquire"}) << ");\n";
        break;
      case 2:
        body << "  int r" << regs++ << " = atomic_fetch_add_explicit(" << pick({"x", "y"}) << ", 1, memory_order_relaxed);\n";
        break;
      case 3:
        body << "  if (r0 == 0) { *z = 1; }\n";
        break;
    }
  }
  const int copies = 2 + static_cast<int>(rng() % 2);
  const bool ownGroups = rng() % 2 == 0;
  std::ostringstream s;
  s << "OPENCL symmetric" << index << "\n{ [x]=0; [y]=0; [z]=0; }\n";
  for (int t = 0; t < copies; ++t)
    s << "P" << t << "@wg " << (ownGroups ? t : 0) << ", dev 0 (global atomic_int* x, global atomic_int* y, global int* z) {\n"
      << body.str() << "}\n";
  s << "P" << copies << "@wg " << (ownGroups ? copies : 0) << ", dev 0 (global atomic_int* x, global atomic_int* y, global int* z) {\n"
    << "  int r0 = atomic_load_explicit(" << pick({"x", "y"}) << ", memory_order_acquire);\n}\n";
  std::vector<std::string> atoms;
  for (int t = 0; t < copies; ++t)
    if (t == 0 || rng() % 2 == 0)
      atoms.push_back(std::to_string(t) + ":r" + std::to_string(rng() % regs) + "=" + std::to_string(rng() % 3));
  if (rng() % 2 == 0) atoms.push_back(std::to_string(copies) + ":r0=" + std::to_string(rng() % 3));
  if (rng() % 2 == 0) atoms.push_back("x=" + std::to_string(rng() % 4));
  std::string cond;
  for (size_t i = 0; i < atoms.size(); ++i) cond += (i ? " /\\ " : "") + atoms[i];
  s << "exists (" << cond << ")\n";
  return s.str();
}

}  // namespace clmm::agreement
