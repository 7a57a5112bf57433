// `clmm check --explain` on catalogue tests: which checks forbid the condition (the exact minimum
// set, alternatives, the smt engine's unsat core), the events of the failing check's cycle,
// which events race and the reason given, why allowed states are allowed, a user's own model,
// and the JSON field.
#include <gtest/gtest.h>

#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

namespace clmm::test {
namespace {

// The --explain text of one catalogue test under one model (explicit engine unless given).
std::string explain(const std::string& test, const std::string& model, const std::string& engine = "enumerate") {
  RunResult r = runClmm({"check", "-q", "--explain", "--engine", engine, "-m", model, "examples/catalogue/" + test + ".litmus"});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  return r.out;
}

bool has(const std::string& text, const std::string& piece) { return text.find(piece) != std::string::npos; }

#define EXPECT_HAS(text, piece) EXPECT_TRUE(has(text, piece)) << "missing: " << (piece) << "\n---\n" << (text)

TEST(ExplainForbidden, MessagePassingNamesCoherenceAndItsCycle) {
  std::string out = explain("mp_dev_two_groups", "opencl");
  EXPECT_HAS(out, "Why forbidden: no consistent execution ends in a state where (1:r0=1 /\\ 1:r1=0)");
  EXPECT_HAS(out, "forbidden by: CohG\n");
  EXPECT_HAS(out, "another minimum set: NaRfG");  // the stale read is also not a visible side effect
  EXPECT_HAS(out, "found exactly, trying every smaller set");
  // The cycle, event by event: d reads the initial value, overwritten by a, sequenced before the
  // release b, which synchronises with c, sequenced before d.
  EXPECT_HAS(out, "CohG (irreflexive (rf^-1)? ; mo ; rf? ; ghb) fails on this cycle:\n"
                  "      d: P1 R data=0 na\n"
                  "        <-rf-       init(data)=0\n"
                  "        -mo->       a: P0 W data=1 na\n"
                  "        -sb->       b: P0 W flag=1 rel dev\n"
                  "        -ra_sw_G->  c: P1 R flag=1 acq dev   [b -rf-> c]\n"
                  "        -sb->       back to d\n");
  EXPECT_HAS(out, "it also fails: NaRfG");
}

TEST(ExplainForbidden, StoreBufferingScCycleUnderOpencl) {
  std::string out = explain("sb_sc_dev", "opencl");
  EXPECT_HAS(out, "forbidden by: SC\n");
  EXPECT_HAS(out, "SC (acyclic (SC * SC) & scp) fails on this cycle:\n"
                  "      a: P0 W x=1 sc dev\n"
                  "        -sb->  b: P0 R y=0 sc dev\n"
                  "        -fr->  c: P1 W y=1 sc dev   [b <-rf- init(y) -mo-> c]\n"
                  "        -sb->  d: P1 R x=0 sc dev\n"
                  "        -fr->  back to a   [d <-rf- init(x) -mo-> a]\n");
}

TEST(ExplainForbidden, SpecTotalOrderTriesEveryOrder) {
  std::string out = explain("sb_sc_dev", "opencl-spec");
  EXPECT_HAS(out, "forbidden by: SC\n");
  EXPECT_HAS(out, "SC fails: each of the 6 total orders containing (SC * SC) & (mo | hb) fails one of the block's "
                  "checks (ScRead on 6)");
  EXPECT_HAS(out, "for example, under the order a < b < c < d:");
  EXPECT_HAS(out, "ScRead (empty (rf ; [R & SC]) \\ (last | (([W \\ SC] ; vsse) \\ (hb ; last)))) fails on this pair:");
  EXPECT_HAS(out, "and (init(x), d) is not in last | (([W \\ SC] ; vsse) \\ (hb ; last))");
}

TEST(ExplainForbidden, SpecTotalOrderWithACyclicBase) {
  // 2+2W with seq_cst stores: mo and sb already form a cycle, so no order S can contain them.
  Scratch s;
  std::string file = s.write("w22.litmus", R"(OPENCL W22
{ x=0; y=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store(x, 1);
  atomic_store(y, 2);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store(y, 1);
  atomic_store(x, 2);
}
exists (x=1 /\ y=1)
)");
  RunResult r = runClmm({"check", "-q", "--explain", "--engine", "enumerate", "-m", "opencl-spec", file});
  EXPECT_HAS(r.out, "SC fails: no total order contains (SC * SC) & (mo | hb), which has this cycle:\n"
                    "      a: P0 W x=1 sc dev\n"
                    "        -sb->  b: P0 W y=2 sc dev\n"
                    "        -mo->  c: P1 W y=1 sc dev\n"
                    "        -sb->  d: P1 W x=2 sc dev\n"
                    "        -mo->  back to a\n");
}

TEST(ExplainForbidden, TwoChecksNeededShowOneCandidateEach) {
  // The POPL'16 example: with x=1 before x=2 in mo the SC axiom fails; the other coherence
  // order contradicts what P1 reads. Neither check alone excludes both candidates.
  std::string out = explain("sc_load_sees_relaxed_store", "opencl");
  EXPECT_HAS(out, "forbidden by: CohG, SC\n");
  EXPECT_HAS(out,
             "with only these checks on, no execution ends in such a state, and with any smaller set on, one does");
  EXPECT_HAS(out, "and fails CohG:");
  EXPECT_HAS(out, "and fails SC:");
  EXPECT_HAS(out, "-fr->  back to d   [g <-rf- a -mo-> d]");
}

TEST(ExplainForbidden, SmtEngineGivesItsUnsatCore) {
  std::string out = explain("iriw_sc_dev", "opencl-scoped", "smt");
  EXPECT_HAS(out, "forbidden by: SC\n");
  EXPECT_HAS(out, "(the smt engine's unsat core over the model's checks)");
  EXPECT_HAS(out, "-ra_sw_G->  b: P1 R x=1 sc dev   [a -rf-> b]");
}

TEST(ExplainForbidden, ImpossibleValuesNeedNoCheck) {
  Scratch s;
  std::string file = s.write("impossible.litmus", R"(OPENCL impossible
{ x=0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=2)
)");
  RunResult r = runClmm({"check", "-q", "--explain", "--engine", "enumerate", file});
  EXPECT_HAS(r.out, "no candidate execution ends in such a state at all");
}

TEST(ExplainRacy, WorkGroupScopeAcrossWorkGroups) {
  std::string out = explain("mp_wg_two_groups", "opencl");
  EXPECT_HAS(out, "Why racy: 2 states are reached only by executions with undefined behaviour");
  // The data accesses race, and so do the flag accesses themselves.
  EXPECT_HAS(out, "a: P0 W data=1 na and d: P1 R data=0 na both access data (global memory), and a writes");
  EXPECT_HAS(out, "P0 is in work-group 0 of device 0; P1 is in work-group 1 of device 0");
  EXPECT_HAS(out, "a and d are non-atomic, so only happens-before can order them");
  EXPECT_HAS(out, "- P0 -> P1: c reads the value of b, so b and c could synchronise, ordering a before d, but the "
                  "scopes of b and c are not inclusive: work_group scope across two work-groups (P0 in work-group 0, "
                  "P1 in work-group 1)");
  EXPECT_HAS(out, "both accesses are atomic, but their scopes are not inclusive: work_group scope across two "
                  "work-groups");
  // When the flag is not seen, nothing flows between the work-items.
  EXPECT_HAS(out, "- no synchronisation between P0 and P1 orders these accesses");
}

// Two readings of inclusion (docs/models.md): scopes that differ but each cover the other
// work-item fail only the conservative one; a scope that does not reach the other work-item
// fails both, and the explanation names which scope falls short.
TEST(ExplainRacy, ScopesThatDifferButCoverEachOther) {
  std::string out = explain("mp_mixed_scopes", "opencl");
  EXPECT_HAS(out, "both accesses are atomic, but their scopes are not inclusive: their scopes differ (work_group "
                  "and device): each covers the other work-item, but this model's inclusion needs equal scopes "
                  "(the conservative reading; opencl-lax takes the other)");
  EXPECT_HAS(explain("mp_mixed_scopes", "opencl-lax"), "Why forbidden");
}

TEST(ExplainRacy, AScopeThatDoesNotCoverTheOtherWorkItem) {
  Scratch s;
  std::string file = s.write("mixed_two_groups.litmus", R"(OPENCL mixed_two_groups
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global int* x, global atomic_int* y) {
  *x = 1;
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group);
}
P1@wg 1, dev 0 (global int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);
}
exists (1:r0=1)
)");
  for (const std::string m : {"opencl", "opencl-lax"}) {
    RunResult r = runClmm({"check", "-q", "--explain", "--engine", "enumerate", "-m", m, file});
    EXPECT_HAS(r.out, "both accesses are atomic, but their scopes are not inclusive: the work_group scope of P0's "
                      "access does not cover P1 (P1 is in work-group 1)");
  }
}

TEST(ExplainRacy, FenceFlagsMissTheDataRegion) {
  std::string out = explain("mp_fences_local_flag", "opencl-scoped");
  EXPECT_HAS(out, "data_race: a: P0 W data=1 na  vs  f: P1 R data=0 na");
  EXPECT_HAS(out, "so the release fence b and the acquire fence e could synchronise, ordering a before f, but the "
                  "fence b has only CLK_LOCAL_MEM_FENCE while data is in global memory; the fence e has only "
                  "CLK_LOCAL_MEM_FENCE while data is in global memory");
  out = explain("mp_local_data_global_fences", "opencl");
  EXPECT_HAS(out, "the value flows through flag, which is in global memory while data is in local memory");
}

TEST(ExplainRacy, Barriers) {
  std::string out = explain("barrier_two_groups", "opencl");
  EXPECT_HAS(out, "P0 and P1 both reach a barrier labelled B1, but in different work-groups (0 and 1): a barrier "
                  "synchronises only the work-items of one work-group, so the two work-items share no barrier");
  out = explain("barrier_local_flag", "opencl-spec");
  EXPECT_HAS(out, "P0 and P1 both reach barrier B1, but it has CLK_LOCAL_MEM_FENCE only and data is in global memory");
  out = explain("barrier_divergence", "opencl");
  EXPECT_HAS(out, "barrier_divergence: c: P1 barrier B1 entry global wg");
  EXPECT_HAS(out, "the work-items of work-group 0 arrive at different barriers at their arrival 1: P0 reaches no "
                  "barrier, P1 reaches B1; every work-item of the work-group must reach the same sequence of barriers");
}

TEST(ExplainRacy, BrokenReleaseSequence) {
  std::string out = explain("release_sequence_broken", "opencl");
  EXPECT_HAS(out, "a: P0 W data=1 na and f: P2 R data=0 na both access data");
  EXPECT_HAS(out, "- P0 -> P2: e reads the value of d, written by P1 after P0's release store b in coherence order; d "
                  "is not a read-modify-write, so it ends the release sequence of b and e does not synchronise with b");
}

TEST(ExplainRacy, NoSynchronisationAtAll) {
  Scratch s;
  std::string file = s.write("plain.litmus", R"(OPENCL plain
{ x=0; }
P0@wg 0, dev 0 (global int* x) {
  *x = 1;
}
P1@wg 0, dev 0 (global int* x) {
  int r0 = *x;
}
exists (1:r0=1)
)");
  RunResult r = runClmm({"check", "-q", "--explain", "--engine", "enumerate", file});
  EXPECT_HAS(r.out, "(the same work-group)");
  EXPECT_HAS(r.out, "- no synchronisation between P0 and P1 orders these accesses (no value flows from one to the "
                    "other through memory, and they share no barrier)");
}

TEST(ExplainAllowed, EachAllowedStateHasAnExecution) {
  std::string out = explain("sb_sc_wg_same_group", "opencl");
  EXPECT_HAS(out, "Why allowed: an execution without undefined behaviour reaches each allowed state");
  EXPECT_HAS(out, "State 0:r0=0 1:r1=0 (satisfies the condition):\n"
                  "    P0 (work-group 0, device 0)\n"
                  "      a: W x=1 sc wg                  line 16\n"
                  "      b: R y=0 sc wg                  line 17\n");
  EXPECT_HAS(out, "reads-from: init(y) -> b, init(x) -> d");
  // Why the SC axiom did not forbid it: its condition is false in this execution.
  EXPECT_HAS(out, "SC does not apply to this execution: its condition is false: (empty (SC \\ s_all) and empty "
                  "(SC \\ FGA)) or (empty (SC \\ s_dev) and empty (SC & FGA))");
  size_t states = 0;
  for (size_t at = 0; (at = out.find("\n  State ", at)) != std::string::npos; ++at) ++states;
  EXPECT_EQ(states, 4u);
}

TEST(ExplainModel, AUserModelIsExplainedThroughItsOwnDefinitions) {
  // Sequential consistency as a user writes it: `com` is unfolded (undocumented), `fr` labels its
  // edges (documented: one of the model's named relations), `po` (sb restricted to memory
  // accesses, an & filter) is unfolded to sb.
  Scratch s;
  std::string model = s.write("sc-mine.cat", R"("sc-mine"
(** from-read *)
let fr = (rf^-1 ; mo) \ id
let po = sb & ((R | W) * (R | W))
let com = rf | mo | fr
acyclic po | com as Sequential
)");
  std::string out = runClmm({"check", "-q", "--explain", "--engine", "enumerate", "--model", model,
                             "examples/catalogue/sb_relaxed.litmus"})
                        .out;
  EXPECT_HAS(out, "forbidden by: Sequential\n");
  EXPECT_HAS(out, "Sequential (acyclic po | com) fails on this cycle:\n"
                  "      a: P0 W x=1 rlx dev\n"
                  "        -sb->  b: P0 R y=0 rlx dev\n"
                  "        -fr->  c: P1 W y=1 rlx dev   [b <-rf- init(y) -mo-> c]\n");
}

TEST(ExplainFormats, JsonCarriesTheExplanation) {
  RunResult r = runClmm({"check", "-q", "--explain", "--engine", "enumerate", "--format", "json",
                         "examples/catalogue/mp_wg_same_group.litmus"});
  EXPECT_EQ(r.rc, 0);
  EXPECT_HAS(r.out, "\"explanation\":\"Explanation of MP_wg_same_group under opencl\\nWhy forbidden:");
  r = runClmm({"check", "-q", "--explain", "--engine", "enumerate", "--format", "brief",
               "examples/catalogue/mp_wg_same_group.litmus"});
  EXPECT_HAS(r.out, "ok      examples/catalogue/mp_wg_same_group.litmus [opencl] forbidden\nExplanation of");
}

}  // namespace
}  // namespace clmm::test
