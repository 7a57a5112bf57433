// The AMDGPU differential fuzzer's generator: bytes -> a small valid AMDGPU litmus test (see
// AmdgpuGenerator.h). Every choice is bounded so that the explicit engine stays fast: two or three
// wavefronts and at most 6 memory instructions in all.
#include "tests/fuzz/AmdgpuGenerator.h"

#include <set>
#include <sstream>
#include <vector>

#include "tests/fuzz/Generator.h"

namespace clmm::fuzz {
namespace {

// One family's spelling of what the generator writes (docs/amdgpu.md, "The dialect").
struct Family {
  const char* processor;
  const char* mode;  // the mode a test may run in besides the default: "tgsplit" or "cumode"
  const char* width; // the unit suffix of loads and stores: "dword" or "b32"
  bool lds11;        // ds_load_b32 / ds_store_b32 (GFX11+) rather than ds_read_b32 / ds_write_b32
  std::vector<std::string> bits;     // cache bits of memory instructions
  std::vector<std::string> caches;   // invalidations and write-backs, spelled out
  int waitStyle;     // 0: s_waitcnt; 1: s_waitcnt and the _vscnt forms (GFX10-GFX11); 2: GFX12's s_wait_*
};

const Family kFamilies[] = {
    {"gfx90a", "tgsplit", "dword", false, {"glc", "slc"},
     {"buffer_wbinvl1_vol", "buffer_wbinvl1", "buffer_invl2", "buffer_wbl2"}, 0},
    {"gfx942", "tgsplit", "dword", false, {"sc0", "sc1", "nt"},
     {"buffer_inv sc1", "buffer_inv sc0 sc1", "buffer_inv sc0", "buffer_wbl2 sc1", "buffer_wbl2 sc0 sc1"}, 0},
    {"gfx1030", "cumode", "dword", false, {"glc", "slc", "dlc"}, {"buffer_gl0_inv", "buffer_gl1_inv"}, 1},
    {"gfx1100", "cumode", "b32", true, {"glc", "slc", "dlc"}, {"buffer_gl0_inv", "buffer_gl1_inv"}, 1},
    {"gfx1200", "cumode", "b32", true, {"scope:SCOPE_SE", "scope:SCOPE_DEV", "scope:SCOPE_SYS"},
     {"global_inv scope:SCOPE_SE", "global_inv scope:SCOPE_DEV", "global_inv scope:SCOPE_SYS",
      "global_wb scope:SCOPE_DEV", "global_wb scope:SCOPE_SYS"}, 2},
};

const char* const kRmws[] = {"add", "sub", "and", "or", "xor", "smin", "smax", "swap"};

class Gen {
 public:
  explicit Gen(Choices& c) : c_(c) {}

  std::string run() {
    f_ = &kFamilies[c_.below(sizeof kFamilies / sizeof *kFamilies)];
    const bool mode = c_.chance(30);
    tgsplit_ = mode && std::string(f_->mode) == "tgsplit";
    const int threads = c_.chance(25) ? 3 : 2;
    budget_ = 6;
    fineGrained_ = c_.chance(20);
    for (int t = 0; t < threads; ++t) {
      Unit u;
      u.wg = static_cast<int>(c_.below(2));
      u.agent = c_.chance(15) ? 1 : 0;
      units_.push_back(u);
    }
    std::vector<std::vector<std::string>> columns;
    for (int t = 0; t < threads; ++t) columns.push_back(thread(t, threads));
    std::ostringstream out;
    out << "AMDGPU " << f_->processor << (mode ? std::string(":") + f_->mode : "") << " fuzz\n{ ";
    if (fineGrained_) out << "fine_grained ";
    out << "x=" << c_.below(2) << "; y=0; ";
    if (used_.count("l")) out << "l=0; ";
    out << "}\n";
    size_t rows = 0;
    for (const auto& col : columns) rows = std::max(rows, col.size());
    for (int t = 0; t < threads; ++t)
      out << (t ? " | " : " ") << "P" << t << "@wg " << units_[t].wg << ",agent " << units_[t].agent;
    out << " ;\n";
    for (size_t r = 0; r < rows; ++r) {
      for (int t = 0; t < threads; ++t) out << (t ? " | " : " ") << (r < columns[t].size() ? columns[t][r] : "");
      out << " ;\n";
    }
    out << condition();
    return out.str();
  }

 private:
  struct Unit {
    int wg = 0, agent = 0;
    std::set<int> written;  // registers written
  };

  std::string pick(const std::vector<std::string>& v) { return v[c_.below(static_cast<unsigned>(v.size()))]; }

  // The LDS location belongs to work-group 0 of agent 0 (in tgsplit mode there is none).
  bool mayUseLds(int t) const { return !tgsplit_ && units_[t].wg == 0 && units_[t].agent == 0; }

  // Any of the bits; GFX12's scopes are one field, so one of them at most.
  std::string bits() {
    if (f_->waitStyle == 2) return c_.chance(40) ? " " + pick(f_->bits) : "";
    std::string s;
    for (const auto& b : f_->bits)
      if (c_.chance(30)) s += " " + b;
    return s;
  }

  std::string value(int t) {
    if (!units_[t].written.empty() && c_.chance(20)) return "r" + std::to_string(*units_[t].written.begin());
    return std::to_string(1 + c_.below(2));
  }

  int newReg(int t) {
    int r = static_cast<int>(c_.below(3));
    units_[t].written.insert(r);
    return r;
  }

  std::string global() { return c_.chance(50) ? "x" : "y"; }

  std::string unit(const char* what) {
    const char* prefix = c_.chance(15) ? "flat_" : "global_";
    return std::string(prefix) + what + "_" + f_->width;
  }

  // Operands are chosen one statement at a time (the operands of `+` are unsequenced: one input
  // would give different tests with different compilers).
  std::string memory(int t) {
    --budget_;
    const bool lds = mayUseLds(t) && c_.chance(25);
    const unsigned kind = c_.below(7);
    if (lds) {
      used_.insert("l");
      if (kind < 3) return std::string(f_->lds11 ? "ds_load_b32" : "ds_read_b32") + " " + reg(t) + ", [l]";
      if (kind < 5) return std::string(f_->lds11 ? "ds_store_b32" : "ds_write_b32") + " [l], " + value(t);
      std::string v = value(t);
      if (kind == 5) return "ds_add_rtn_u32 " + reg(t) + ", [l], " + v;
      if (c_.chance(50)) return "ds_add_u32 [l], " + v;
      return "ds_wrxchg_rtn_b32 " + reg(t) + ", [l], " + v;
    }
    if (kind < 3) {
      std::string mnemonic = unit("load"), r = reg(t), l = global();
      return mnemonic + " " + r + ", [" + l + "]" + bits();
    }
    if (kind < 5) {
      std::string mnemonic = unit("store"), l = global(), v = value(t);
      return mnemonic + " [" + l + "], " + v + bits();
    }
    const std::string op = kRmws[c_.below(sizeof kRmws / sizeof *kRmws)];
    std::string l = global(), v = value(t);
    if (kind == 5) return "global_atomic_" + op + " [" + l + "], " + v + bits();
    if (c_.chance(30)) {
      std::string cmp = std::to_string(c_.below(2)), r = reg(t);
      return "global_atomic_cmpswap " + r + ", [" + l + "], " + cmp + ", " + v + bits();
    }
    std::string r = reg(t);
    return "global_atomic_" + op + " " + r + ", [" + l + "], " + v + bits();
  }

  // A register written by this instruction (chosen before the operands that may read one).
  std::string reg(int t) { return "r" + std::to_string(newReg(t)); }

  std::string wait() {
    const std::string n = c_.chance(70) ? "0" : std::to_string(1 + c_.below(3));
    switch (f_->waitStyle) {
      case 2: {
        static const char* const waits[] = {"s_wait_loadcnt ", "s_wait_storecnt ", "s_wait_dscnt "};
        if (c_.chance(15)) return c_.chance(50) ? "s_wait_loadcnt_dscnt 0" : "s_wait_storecnt_dscnt 0";
        return waits[c_.below(3)] + n;
      }
      case 1:
        if (c_.chance(40)) {
          static const char* const waits[] = {"s_waitcnt_vscnt null, ", "s_waitcnt_vmcnt null, ",
                                              "s_waitcnt_lgkmcnt null, "};
          return waits[c_.below(3)] + n;
        }
        [[fallthrough]];
      default:
        switch (c_.below(4)) {
          case 0: return "s_waitcnt vmcnt(" + n + ")";
          case 1: return "s_waitcnt lgkmcnt(" + n + ")";
          case 2: return "s_waitcnt vmcnt(" + n + ") lgkmcnt(0)";
          default: return "s_waitcnt 0";
        }
    }
  }

  std::vector<std::string> thread(int t, int threads) {
    std::vector<std::string> code;
    const int steps = 1 + static_cast<int>(c_.below(5));
    int labels = 0;
    for (int i = 0; i < steps; ++i) {
      const unsigned kind = c_.below(12);
      if (kind < 5 && budget_ > 0) {
        code.push_back(memory(t));
      } else if (kind < 8) {
        code.push_back(wait());
      } else if (kind < 10) {
        code.push_back(pick(f_->caches));
      } else if (kind == 10 && threads > 1) {
        code.push_back("s_barrier");
      } else if (!units_[t].written.empty() && budget_ > 0 && c_.chance(50)) {
        // A forward branch over the next memory instruction, or a spin loop on a load.
        const std::string r = "r" + std::to_string(*units_[t].written.rbegin());
        const std::string label = "L" + std::to_string(labels++);
        if (c_.chance(60)) {
          std::string branch = c_.chance(50) ? "beq " : "bne ";
          code.push_back(branch + r + ", " + std::to_string(c_.below(2)) + ", " + label);
          code.push_back(memory(t));
          code.push_back(label + ":");
        } else {
          --budget_;
          const int s = newReg(t);
          code.push_back(label + ":");
          std::string mnemonic = unit("load"), l = global();
          code.push_back(mnemonic + " r" + std::to_string(s) + ", [" + l + "]" + bits());
          if (c_.chance(50)) code.push_back(wait());
          code.push_back("beq r" + std::to_string(s) + ", 0, " + label);
        }
      } else {
        std::string v = value(t), r = reg(t);
        code.push_back("v_mov_b32 " + r + ", " + v);
      }
    }
    return code;
  }

  std::string condition() {
    std::vector<std::string> atoms;
    for (size_t t = 0; t < units_.size(); ++t)
      for (int r : units_[t].written)
        if (c_.chance(60))
          atoms.push_back(std::to_string(t) + ":r" + std::to_string(r) + "=" + std::to_string(c_.below(3)));
    if (atoms.empty() || c_.chance(20)) {
      std::string l = global();
      atoms.push_back(l + "=" + std::to_string(c_.below(3)));
    }
    std::string s = c_.chance(15) ? "~exists (" : c_.chance(10) ? "forall (" : "exists (";
    for (size_t i = 0; i < atoms.size() && i < 3; ++i) s += (i ? " /\\ " : "") + atoms[i];
    return s + ")\n";
  }

  Choices& c_;
  const Family* f_ = nullptr;
  std::vector<Unit> units_;
  std::set<std::string> used_;
  int budget_ = 0;
  bool fineGrained_ = false;
  bool tgsplit_ = false;
};

}  // namespace

std::string generateAmdgpuLitmus(const uint8_t* data, size_t size) {
  Choices c(data, size);
  return Gen(c).run();
}

}  // namespace clmm::fuzz
