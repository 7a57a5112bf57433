// Every single weakening of the code of a forbidden AMDGPU test makes a difference: for each test
// of examples/amdgpu and tests/amdgpu/after-inv whose expectation is "forbidden", each wait, invalidation and write-back is
// dropped in turn, and each cache bit, scope and counter of an instruction; the mutant must be
// allowed, unless the table below lists it with the reason the model does not need it (each such
// row is a place where the code is stronger than the hardware description asks: docs/amdgpu.md,
// "What the weakenings found"). A model under which a weakening changes nothing is wrong, or
// the code it weakens is stronger than needed: the table says which.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "tests/Sampling.h"
#include "tests/cli/Run.h"

namespace {

using clmm::test::runClmm;
using clmm::test::slurp;

struct Mutant {
  std::string what;  // "drop 'buffer_wbinvl1_vol' (line 12)", "drop 'glc' (line 10)"
  std::string text;
};

bool isCodeOp(const std::string& cell) {
  for (const char* p : {"s_wait", "buffer_wbinvl1", "buffer_invl2", "buffer_wbl2", "buffer_inv", "buffer_gl0_inv",
                        "buffer_gl1_inv", "global_inv", "global_wb"})
    if (cell.rfind(p, 0) == 0) return true;
  return false;
}

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

// The code rows are the lines between the thread header (the first line with "P0") and the
// condition; each '|'-separated cell holds at most one instruction.
std::vector<Mutant> mutantsOf(const std::string& text) {
  std::vector<std::string> lines;
  for (size_t at = 0; at <= text.size();) {
    size_t nl = text.find('\n', at);
    lines.push_back(text.substr(at, nl == std::string::npos ? std::string::npos : nl - at));
    if (nl == std::string::npos) break;
    at = nl + 1;
  }
  auto join = [&](const std::vector<std::string>& ls) {
    std::string out;
    for (size_t i = 0; i < ls.size(); ++i) out += ls[i] + (i + 1 < ls.size() ? "\n" : "");
    return out;
  };
  std::vector<Mutant> out;
  bool code = false;
  static const std::regex bit(R"(\s(glc|slc|dlc|sc0|sc1|nt|scope:SCOPE_[A-Z]+|vmcnt\(0\)|lgkmcnt\(0\))\b)");
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string& line = lines[i];
    if (!code) {
      code = line.find("P0") != std::string::npos && line.find('{') == std::string::npos &&
             line.find('"') == std::string::npos && line.rfind("AMDGPU", 0) != 0;
      continue;
    }
    if (line.rfind("exists", 0) == 0 || line.rfind("~exists", 0) == 0 || line.rfind("forall", 0) == 0) break;
    size_t from = 0;
    while (from < line.size()) {
      size_t bar = line.find_first_of("|;", from);
      if (bar == std::string::npos) bar = line.size();
      std::string cell = trim(line.substr(from, bar - from));
      const std::string where = " (line " + std::to_string(i + 1) + ")";
      if (isCodeOp(cell)) {
        std::vector<std::string> copy = lines;
        copy[i] = line.substr(0, from) + std::string(bar - from, ' ') + line.substr(bar);
        out.push_back({"drop '" + cell + "'" + where, join(copy)});
      }
      const std::string segment = line.substr(from, bar - from);
      // A bit of a memory instruction, or one counter of a wait that names two.
      const bool twoCounters = segment.find("vmcnt(0)") != std::string::npos && segment.find("lgkmcnt(0)") != std::string::npos;
      for (std::sregex_iterator m(segment.begin(), segment.end(), bit), end; m != end; ++m) {
        const std::string word = (*m)[1];
        const bool counter = word.find("cnt(") != std::string::npos;
        if (counter && !twoCounters) continue;  // the whole wait is dropped above
        if (!counter && isCodeOp(cell)) continue;  // a cache operation's scope: see below
        std::vector<std::string> copy = lines;
        std::string weaker = segment;
        weaker.replace(static_cast<size_t>(m->position(0)), static_cast<size_t>(m->length(0)),
                       std::string(static_cast<size_t>(m->length(0)), ' '));
        copy[i] = line.substr(0, from) + weaker + line.substr(bar);
        out.push_back({"drop '" + word + "' of '" + cell + "'" + where, join(copy)});
      }
      from = bar + 1;
    }
  }
  return out;
}

// Weakenings the model does not need, each with its reason (docs/amdgpu.md).
const std::map<std::string, std::string>& notNeeded() {
  // The flag of a message-passing test: the read that sees the flag is the evidence; where it
  // reads decides only whether it may see an older value (progress, coherence), which message
  // passing does not observe. Store buffering and CoRR tests catch the same bits.
  static const std::string flagRead = "the flag load's value is the evidence: its cache bit decides only how old a value it may read";
  static const std::string flagWrite = "the flag store's value is the evidence: where it is performed decides only when it is seen";
  static const std::string sameAddress =
      "one wavefront's reads of one address never go back, wherever they read (one channel, one line: own_read_read)";
  static const std::string remoteValue =
      "a coarse-grained store reaches another agent only through memory: the value read there is the evidence (remote_read)";
  static const std::string arrivesLater =
      "a store arrives at the point of coherence after it was issued, by eviction if not written through "
      "(docs/amdgpu.md, \"Stores that arrive later\")";
  static const std::string rmwReturn = "on an atomic the bit asks for the old value (the destination gives it here), not for coherence";
  static const std::map<std::string, std::string> table = {
      {"gfx10_mp_agent.litmus: drop 'glc' of 'global_load_b32 r0, [y] glc dlc' (line 8)", flagRead},
      {"gfx10_mp_agent.litmus: drop 'dlc' of 'global_load_b32 r0, [y] glc dlc' (line 8)", flagRead},
      {"gfx11_mp_agent.litmus: drop 'glc' of 'global_load_b32 r0, [y] glc dlc' (line 8)", flagRead},
      {"gfx11_mp_agent.litmus: drop 'dlc' of 'global_load_b32 r0, [y] glc dlc' (line 8)",
       "on GFX11 glc alone reads the L2 (the table omits dlc there; docs/amdgpu.md)"},
      {"gfx11_mp_wg.litmus: drop 'glc' of 'global_load_b32 r0, [y] glc' (line 7)", flagRead},
      {"gfx12_mp_agent.litmus: drop 'scope:SCOPE_DEV' of 'global_load_b32 r0, [y] scope:SCOPE_DEV' (line 6)", flagRead},
      {"gfx12_mp_agent.litmus: drop 'scope:SCOPE_DEV' of 'global_store_b32 [y], 1 scope:SCOPE_DEV' (line 8)",
       "stores write through to the L2 whatever their scope (the model's reading of GFX12; docs/amdgpu.md)"},
      {"gfx90a_lb_agent_waits.litmus: drop 'glc' of 'global_load_dword r0, [x] glc' (line 6)",
       "glc decides where a load reads, not when it completes: the wait orders the store after it"},
      {"gfx90a_lb_agent_waits.litmus: drop 'glc' of 'global_load_dword r1, [y] glc' (line 6)",
       "glc decides where a load reads, not when it completes: the wait orders the store after it"},
      {"gfx90a_mp_agent.litmus: drop 'glc' of 'global_load_dword r0, [y] glc' (line 10)", flagRead},
      {"gfx90a_mp_system.litmus: drop 'glc' of 'global_load_dword r0, [y] glc' (line 8)", flagRead},
      {"gfx942_mp_agent.litmus: drop 'sc1' of 'global_load_dword r0, [y] sc1' (line 8)", flagRead},
      {"gfx12_mp_system.litmus: drop 'scope:SCOPE_SYS' of 'global_load_b32 r0, [y] scope:SCOPE_SYS' (line 8)", flagRead},
      {"gfx12_mp_system.litmus: drop 'scope:SCOPE_SYS' of 'global_store_b32 [y], 1 scope:SCOPE_SYS' (line 11)",
       "the flag store's value is the evidence: where it is performed decides only when it is seen"},
      {"gfx90a_mp_agent_flat.litmus: drop 'slc' of 'flat_store_dword [x], 1 slc' (line 8)",
       "slc is a streaming hint: the model reads no coherence from it"},
      {"gfx90a_mp_agent_flat.litmus: drop 'glc' of 'flat_load_dword r0, [y] glc' (line 8)", flagRead},
      {"gfx942_mp_agent_nt.litmus: drop 'nt' of 'global_store_dword [x], 1 nt' (line 6)",
       "nt is a non-temporal hint: the model reads no coherence from it"},
      {"gfx942_mp_agent_nt.litmus: drop 'sc1' of 'global_load_dword r0, [y] sc1' (line 6)", flagRead},
      {"gfx942_mp_agent_nt.litmus: drop 'sc1' of 'global_store_dword [y], 1 sc1' (line 9)",
       "the flag store's value is the evidence: where it is performed decides only when it is seen"},
      {"gfx942_mp_agent.litmus: drop 'sc1' of 'global_store_dword [y], 1 sc1' (line 11)",
       "the flag store's value is the evidence: where it is performed decides only when it is seen"},
      {"gfx12_mp_wg.litmus: drop 'scope:SCOPE_SE' of 'global_load_b32 r0, [y] scope:SCOPE_SE' (line 13)", flagRead},
      {"gfx12_mp_wg.litmus: drop 'scope:SCOPE_SE' of 'global_store_b32 [y], 1 scope:SCOPE_SE' (line 15)", flagWrite},
      {"gfx90a_tgsplit_mp_wg.litmus: drop 'glc' of 'global_load_dword r0, [y] glc' (line 11)", flagRead},
      {"gfx942_mp_system.litmus: drop 'sc0' of 'global_load_dword r0, [y] sc0 sc1' (line 12)", flagRead},
      {"gfx942_mp_system.litmus: drop 'sc1' of 'global_load_dword r0, [y] sc0 sc1' (line 12)", flagRead},
      {"gfx942_mp_system.litmus: drop 'sc0' of 'global_store_dword [y], 1 sc0 sc1' (line 15)", flagWrite},
      {"gfx942_mp_system.litmus: drop 'sc1' of 'global_store_dword [y], 1 sc0 sc1' (line 15)", flagWrite},
      {"gfx942_rmw_atomicity_agent.litmus: drop 'sc0' of 'global_atomic_add r0, [x], 1 sc0' (line 9)",
       "\"Atomic read-modify-write instructions implicitly bypass the L1 cache. Therefore, they do not use the sc0 bit "
       "for coherence and instead use it to indicate if the instruction returns the original value\""},
      {"gfx942_rmw_atomicity_agent.litmus: drop 'sc0' of 'global_atomic_add r1, [x], 1 sc0' (line 9)",
       "\"Atomic read-modify-write instructions implicitly bypass the L1 cache. Therefore, they do not use the sc0 bit "
       "for coherence and instead use it to indicate if the instruction returns the original value\""},
      {"gfx90a_rmw_atomicity_agent.litmus: drop 'glc' of 'global_atomic_add r0, [x], 1 glc' (line 9)", rmwReturn},
      {"gfx90a_rmw_atomicity_agent.litmus: drop 'glc' of 'global_atomic_add r1, [x], 1 glc' (line 9)", rmwReturn},
      {"gfx90a_wrc_agent.litmus: drop 'glc' of 'global_load_dword r0, [x] glc' (line 9)",
       "the value read is the evidence: another work-group's store reaches this CU's L1 only through the L2"},
      {"gfx90a_wrc_agent.litmus: drop 'glc' of 'global_load_dword r1, [y] glc' (line 9)", flagRead},
      {"gfx942_tgsplit_mp_wg.litmus: drop 'sc0' of 'global_load_dword r0, [y] sc0' (line 12)", flagRead},
      {"gfx942_tgsplit_mp_wg.litmus: drop 'sc0' of 'global_store_dword [y], 1 sc0' (line 14)", flagWrite},
      {"gfx11_cumode_mp_agent.litmus: drop 'glc' of 'global_load_b32 r0, [y] glc' (line 9)", flagRead},
      {"gfx90a_isa2_agent.litmus: drop 'glc' of 'global_load_dword r0, [y] glc' (line 10)", flagRead},
      {"gfx90a_isa2_agent.litmus: drop 'glc' of 'global_load_dword r1, [z] glc' (line 10)", flagRead},
      {"gfx12_mp_lds_data_global_flag.litmus: drop 'scope:SCOPE_SE' of 'global_load_b32 r0, [y] scope:SCOPE_SE' (line 12)", flagRead},
      {"gfx12_mp_lds_data_global_flag.litmus: drop 'scope:SCOPE_SE' of 'global_store_b32 [y], 1 scope:SCOPE_SE' (line 14)", flagWrite},
      {"gfx12_mp_lds_data_dscnt1.litmus: drop 'scope:SCOPE_SE' of 'global_load_b32 r0, [y] scope:SCOPE_SE' (line 10)", flagRead},
      {"gfx12_mp_lds_data_dscnt1.litmus: drop 'scope:SCOPE_SE' of 'global_store_b32 [y], 1 scope:SCOPE_SE' (line 13)", flagWrite},
      {"gfx90a_corr_agent.litmus: drop 'glc' of 'global_load_dword r0, [x] glc' (line 7)", sameAddress},
      {"gfx90a_corr_agent.litmus: drop 'glc' of 'global_load_dword r1, [x] glc' (line 8)", sameAddress},
      {"gfx12_corr_agent.litmus: drop 'scope:SCOPE_DEV' of 'global_load_b32 r0, [x] scope:SCOPE_DEV' (line 9)", sameAddress},
      {"gfx12_corr_agent.litmus: drop 'scope:SCOPE_DEV' of 'global_load_b32 r1, [x] scope:SCOPE_DEV' (line 10)", sameAddress},
      {"gfx90a_mp_agent_vmcnt1.litmus: drop 'glc' of 'global_load_dword r0, [y] glc' (line 10)", flagRead},
      {"gfx90a_mp_agent_vmcnt3.litmus: drop 'glc' of 'global_load_dword r0, [y] glc' (line 9)", flagRead},
      {"gfx12_mp_agent_storecnt2.litmus: drop 'scope:SCOPE_DEV' of 'global_load_b32 r0, [y] scope:SCOPE_DEV' (line 8)", flagRead},
      {"gfx12_mp_agent_storecnt2.litmus: drop 'scope:SCOPE_DEV' of 'global_store_b32 [y], 1 scope:SCOPE_DEV' (line 12)",
       "stores write through to the L2 whatever their scope (the model's reading of GFX12; docs/amdgpu.md)"},
      {"gfx12_mp_agent_no_wb.litmus: drop 'scope:SCOPE_DEV' of 'global_store_b32 [y], 1 scope:SCOPE_DEV' (line 12)",
       "stores write through to the L2 whatever their scope (the model's reading of GFX12; docs/amdgpu.md)"},
      // tests/amdgpu/after-inv: the value another agent's (or another work-group's) store gave a
      // load is the evidence that the store had reached the point of coherence it was read from.
      {"gfx90a_iriw_system_coarse_plain_after_inv.litmus: drop 'buffer_wbl2' (line 14)", remoteValue},
      {"gfx90a_iriw_system_coarse_plain_after_inv.litmus: drop 's_waitcnt vmcnt(0)' (line 13)", remoteValue},
      {"gfx90a_iriw_system_coarse_plain_after_inv.litmus: drop 's_waitcnt vmcnt(0)' (line 15)", remoteValue},
      {"gfx90a_iriw_system_coarse_plain_after_inv.litmus: drop 'glc' of 'global_load_dword r0, [x] glc' (line 16)", remoteValue},
      {"gfx90a_iriw_system_coarse_plain_after_inv.litmus: drop 'glc' of 'global_load_dword r2, [y] glc' (line 16)", remoteValue},
      {"gfx90a_isa2_agent_plain_after_inv.litmus: drop 's_waitcnt vmcnt(0)' (line 13)", flagRead},
      {"gfx90a_isa2_agent_plain_after_inv.litmus: drop 'buffer_wbinvl1_vol' (line 14)", flagRead},
      {"gfx90a_isa2_agent_plain_after_inv.litmus: drop 'glc' of 'global_load_dword r1, [z] glc' (line 13)", flagRead},
      // 2+2W: each second store is issued after the first is at the agent's point of coherence,
      // and arrives there after it was issued, with sc1 or (evicted later) without it.
      {"gfx942_2+2w_agent_sc1.litmus: drop 'sc1' of 'global_store_dword [x], 2 sc1' (line 11)", arrivesLater},
      {"gfx942_2+2w_agent_sc1.litmus: drop 'sc1' of 'global_store_dword [y], 2 sc1' (line 11)", arrivesLater},
  };
  return table;
}

TEST(AmdgpuWeakening, EveryWeakeningOfAForbiddenTestIsCaught) {
  std::set<std::string> listedSeen;
  int mutants = 0;
  std::vector<std::filesystem::directory_entry> entries;
  for (const char* dir : {"/examples/amdgpu", "/tests/amdgpu/after-inv"})
    for (const auto& entry : std::filesystem::directory_iterator(std::string(CLMM_SOURCE_DIR) + dir)) entries.push_back(entry);
  std::sort(entries.begin(), entries.end());
  entries = clmm::test::sampledUnderSanitizers(entries, "the AMDGPU tests");
  std::set<std::string> names;  // the files whose mutants ran (a sample of them under the sanitizers)
  for (const auto& entry : entries) names.insert(entry.path().filename().string());
  for (const auto& entry : entries) {
    const std::string path = entry.path().string();
    const std::string text = slurp(path);
    if (text.find("forbidden *)") == std::string::npos) continue;
    const std::string name = entry.path().filename().string();
    for (const Mutant& m : mutantsOf(text)) {
      ++mutants;
      const std::string key = name + ": " + m.what;
      const std::string file = clmm::test::uniqueTempPath(name);
      std::ofstream(file) << m.text;
      auto r = runClmm({"check", "--format", "brief", file});
      std::filesystem::remove(file);
      const bool allowed = r.out.find("allowed") != std::string::npos;
      ASSERT_TRUE(allowed || r.out.find("forbidden") != std::string::npos) << key << "\n" << r.out << r.err;
      auto listed = notNeeded().find(key);
      if (listed != notNeeded().end()) {
        listedSeen.insert(key);
        EXPECT_FALSE(allowed) << key << " is caught now: remove it from notNeeded()";
      } else {
        EXPECT_TRUE(allowed) << key << " changes nothing: the model is wrong, or list it with the reason";
      }
    }
  }
  EXPECT_GT(mutants, 20 / static_cast<int>(clmm::test::kSanitizerStride));
  for (const auto& [key, reason] : notNeeded()) {
    if (names.count(key.substr(0, key.find(':')))) {
      EXPECT_TRUE(listedSeen.count(key)) << key << " is not a mutant any more";
    }
  }
}

}  // namespace
