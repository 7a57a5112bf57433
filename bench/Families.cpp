// Text generation of the benchmark families (see Families.h).
#include "bench/Families.h"

#include <functional>
#include <sstream>

namespace clmm::bench {
namespace {

std::string order(bool seqCst) { return seqCst ? "memory_order_seq_cst" : "memory_order_relaxed"; }

// "P3@wg 3, dev 0 (global atomic_int* a, global int* b) {"
std::string header(int thread, const std::vector<std::string>& params) {
  std::string s = "P" + std::to_string(thread) + "@wg " + std::to_string(thread) + ", dev 0 (";
  for (size_t i = 0; i < params.size(); ++i) s += (i ? ", " : "") + params[i];
  return s + ") {\n";
}

std::string init(const std::vector<std::string>& locations) {
  std::string s = "{\n";
  for (const auto& l : locations) s += "  [" + l + "] = 0;\n";
  return s + "}\n\n";
}

std::string conjunction(const std::vector<std::string>& atoms) {
  std::string s;
  for (size_t i = 0; i < atoms.size(); ++i) s += (i ? " /\\ " : "") + atoms[i];
  return "exists (" + s + ")\n";
}

// A ring of `n` threads over x0 .. x(n-1): thread i's `body` (its statements) uses its own
// location and the next one's, and `atom` is its part of the condition.
FamilyTest ring(const std::string& name, int n,
                const std::function<std::string(const std::string& mine, const std::string& next)>& body,
                const std::function<std::string(int thread, const std::string& mine)>& atom) {
  FamilyTest t;
  t.name = name;
  std::ostringstream s;
  s << "OPENCL " << t.name << "\n\n";
  std::vector<std::string> locs, atoms;
  for (int i = 0; i < n; ++i) locs.push_back("x" + std::to_string(i));
  s << init(locs);
  for (int i = 0; i < n; ++i) {
    std::string mine = locs[i], next = locs[(i + 1) % n];
    s << header(i, {"global atomic_int* " + mine, "global atomic_int* " + next});
    s << body(mine, next) << "}\n\n";
    atoms.push_back(atom(i, mine));
  }
  s << conjunction(atoms);
  t.text = s.str();
  return t;
}

}  // namespace

FamilyTest storeBuffering(int n, bool seqCst) {
  return ring(
      "SB-" + std::to_string(n) + (seqCst ? "-sc" : "-rlx"), n,
      [&](const std::string& mine, const std::string& next) {
        return "  atomic_store_explicit(" + mine + ", 1, " + order(seqCst) + ", memory_scope_device);\n" +
               "  int r0 = atomic_load_explicit(" + next + ", " + order(seqCst) + ", memory_scope_device);\n";
      },
      [](int i, const std::string&) { return std::to_string(i) + ":r0=0"; });
}

FamilyTest twoPlusTwoWrites(int n) {
  return ring(
      "2+2W-" + std::to_string(n), n,
      [](const std::string& mine, const std::string& next) {
        return "  atomic_store_explicit(" + mine + ", 2, memory_order_relaxed, memory_scope_device);\n" +
               "  atomic_store_explicit(" + next + ", 1, memory_order_relaxed, memory_scope_device);\n";
      },
      [](int, const std::string& mine) { return mine + "=2"; });
}

FamilyTest iriw(int readers) {
  FamilyTest t;
  t.name = "IRIW-" + std::to_string(readers);
  std::ostringstream s;
  s << "OPENCL " << t.name << "\n\n" << init({"x", "y"});
  const std::string params[] = {"global atomic_int* x", "global atomic_int* y"};
  s << header(0, {params[0]}) << "  atomic_store_explicit(x, 1, memory_order_seq_cst, memory_scope_device);\n}\n\n";
  s << header(1, {params[1]}) << "  atomic_store_explicit(y, 1, memory_order_seq_cst, memory_scope_device);\n}\n\n";
  std::vector<std::string> atoms;
  for (int r = 0; r < readers; ++r) {
    const int t2 = r + 2;
    const char* first = r % 2 == 0 ? "x" : "y";
    const char* second = r % 2 == 0 ? "y" : "x";
    s << header(t2, {params[0], params[1]});
    s << "  int r0 = atomic_load_explicit(" << first << ", memory_order_seq_cst, memory_scope_device);\n";
    s << "  int r1 = atomic_load_explicit(" << second << ", memory_order_seq_cst, memory_scope_device);\n";
    s << "}\n\n";
    atoms.push_back(std::to_string(t2) + ":r0=1");
    atoms.push_back(std::to_string(t2) + ":r1=0");
  }
  s << conjunction(atoms);
  t.text = s.str();
  return t;
}

FamilyTest coherenceOfWrites(int n, int k) {
  FamilyTest t;
  t.name = "COW-" + std::to_string(n) + "x" + std::to_string(k);
  std::ostringstream s;
  s << "OPENCL " << t.name << "\n\n" << init({"x"});
  std::vector<std::string> atoms;
  for (int i = 0; i < n; ++i) {
    s << header(i, {"global atomic_int* x"});
    for (int j = 0; j < k; ++j)
      s << "  atomic_store_explicit(x, " << i * k + j + 1 << ", memory_order_relaxed, memory_scope_device);\n";
    s << "  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);\n}\n\n";
    atoms.push_back(std::to_string(i) + ":r0=" + std::to_string(i * k + k));
  }
  atoms.push_back("x=" + std::to_string(k));
  s << conjunction(atoms);
  t.text = s.str();
  return t;
}

FamilyTest messagePassingChain(int n) {
  FamilyTest t;
  t.name = "MP-chain-" + std::to_string(n);
  std::ostringstream s;
  s << "OPENCL " << t.name << "\n\n";
  std::vector<std::string> locs = {"data"};
  for (int i = 1; i <= n; ++i) locs.push_back("f" + std::to_string(i));
  s << init(locs);
  const std::string rel = "memory_order_release, memory_scope_device";
  const std::string acq = "memory_order_acquire, memory_scope_device";
  s << header(0, {"global int* data", "global atomic_int* f1"});
  s << "  *data = 1;\n  atomic_store_explicit(f1, 1, " << rel << ");\n}\n\n";
  for (int i = 1; i < n; ++i) {
    std::string in = "f" + std::to_string(i), out = "f" + std::to_string(i + 1);
    s << header(i, {"global atomic_int* " + in, "global atomic_int* " + out});
    s << "  int r0 = atomic_load_explicit(" << in << ", " << acq << ");\n";
    s << "  atomic_store_explicit(" << out << ", r0, " << rel << ");\n}\n\n";
  }
  std::string last = "f" + std::to_string(n);
  s << header(n, {"global int* data", "global atomic_int* " + last});
  s << "  int r0 = atomic_load_explicit(" << last << ", " << acq << ");\n";
  s << "  int r1 = -1;\n  if (r0 == 1) {\n    r1 = *data;\n  }\n}\n\n";
  s << conjunction({std::to_string(n) + ":r0=1", std::to_string(n) + ":r1=0"});
  t.text = s.str();
  return t;
}

FamilyTest readModifyWrites(int n, bool twoLocations) {
  FamilyTest t;
  t.name = (twoLocations ? "RMW2-" : "RMW-") + std::to_string(n);
  std::ostringstream s;
  s << "OPENCL " << t.name << "\n\n" << (twoLocations ? init({"x", "y"}) : init({"x"}));
  for (int i = 0; i < n; ++i) {
    s << "P" << i << "@wg 0, dev 0 (global atomic_int* x" << (twoLocations ? ", global atomic_int* y" : "") << ") {\n";
    if (twoLocations) {
      s << "  int r0 = atomic_fetch_add_explicit(x, 1, memory_order_acq_rel);\n";
      s << "  int r1 = atomic_fetch_add_explicit(y, 1, memory_order_acq_rel);\n";
    } else {
      s << "  int r0 = atomic_fetch_add_explicit(x, 1, memory_order_relaxed);\n";
    }
    s << "}\n\n";
  }
  s << (twoLocations ? conjunction({"0:r0=0", "0:r1=0"}) : conjunction({"0:r0=0"}));
  t.text = s.str();
  return t;
}

FamilyTest increments(int n, int k) {
  FamilyTest t;
  t.name = "INC-" + std::to_string(n) + "x" + std::to_string(k);
  std::ostringstream s;
  s << "OPENCL " << t.name << "\n\n";
  std::vector<std::string> locs, atoms;
  for (int i = 0; i < k; ++i) locs.push_back("x" + std::to_string(i));
  s << init(locs);
  for (int i = 0; i < k; ++i) {
    s << "P" << i << "@wg 0, dev 0 (global int* " << locs[i] << ") {\n";
    for (int c = 1; c <= n; ++c) s << "  *" << locs[i] << " += " << c << ";\n";
    s << "}\n\n";
    atoms.push_back(locs[i] + "=" + std::to_string(n * (n + 1) / 2));
  }
  s << conjunction(atoms);
  t.text = s.str();
  return t;
}

std::vector<std::string> familyNames() { return {"sb-rlx", "sb-sc", "2+2w", "iriw", "cow", "mpchain", "rmw", "rmw2", "inc"}; }

std::optional<FamilyTest> familyTest(const std::string& family, int n, int k) {
  if (family == "sb-rlx") return storeBuffering(n, false);
  if (family == "sb-sc") return storeBuffering(n, true);
  if (family == "2+2w") return twoPlusTwoWrites(n);
  if (family == "iriw") return iriw(n);
  if (family == "cow") return coherenceOfWrites(n, k > 0 ? k : n);
  if (family == "mpchain") return messagePassingChain(n);
  if (family == "rmw") return readModifyWrites(n, false);
  if (family == "rmw2") return readModifyWrites(n, true);
  if (family == "inc") return increments(n, k > 0 ? k : 1);
  return std::nullopt;
}

}  // namespace clmm::bench
