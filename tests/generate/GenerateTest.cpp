// clmm generate (docs/generate.md): cycles become the tests they should (placement, values,
// names, one test per rotation), bad cycles are located errors (tests/generate/bad), classic
// shapes get their known verdicts through both engines, both engines agree on random samples
// of OpenCL and PTX tests, output is reproducible from the seed, and the committed golden
// sample (tests/generate/golden) is what the generator writes today.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>

#include "generate/Suite.h"
#include "tests/cli/Run.h"

namespace fs = std::filesystem;
using clmm::test::runClmm;
using clmm::test::slurp;

namespace {

clmm::gen::GenTest build(const std::string& cycle, clmm::gen::Target t = clmm::gen::Target::Opencl) {
  return clmm::gen::buildTest(clmm::gen::parseCycle(cycle, t));
}

// Every file of a directory, by name.
std::map<std::string, std::string> filesOf(const std::string& dir) {
  std::map<std::string, std::string> out;
  for (const auto& e : fs::directory_iterator(dir)) out[e.path().filename().string()] = slurp(e.path().string());
  return out;
}

// "NAME -> verdict" from `clmm check --format brief`.
std::map<std::string, std::string> verdicts(const std::string& dir, const std::string& engine,
                                            const std::string& model) {
  auto r = runClmm({"check", "-q", "--engine", engine, "--format", "brief", "-m", model, dir});
  EXPECT_EQ(r.rc, 0) << r.err;
  std::map<std::string, std::string> out;
  for (const auto& line : clmm::test::lines(r.out)) {
    auto slash = line.rfind('/'), bracket = line.find(" [");
    if (slash == std::string::npos || bracket == std::string::npos || line.rfind("- ", 0) != 0) continue;
    std::string name = line.substr(slash + 1, line.find(".litmus") - slash - 1);
    std::string rest = line.substr(line.find("] ", bracket) + 2);
    out[name] = rest.substr(0, rest.find(' '));
  }
  return out;
}

}  // namespace

TEST(GenerateBuild, MessagePassingHasItsShapeValuesAndCondition) {
  auto t = build("PodWW rel.dev Rfe acq.dev PodRR Fre");
  EXPECT_EQ(t.name, "MP+rlx-rel+acq-rlx");
  EXPECT_EQ(t.cycle, "rlx.dev PodWW rel.dev Rfe acq.dev PodRR rlx.dev Fre");
  ASSERT_EQ(t.threads.size(), 2u);
  EXPECT_NE(t.threads[0].wg, t.threads[1].wg);  // Rfe: another work-group of the device
  EXPECT_EQ(t.threads[0].dev, t.threads[1].dev);
  std::string text = clmm::gen::emitTest(t);
  EXPECT_NE(text.find("exists (1:r0=1 /\\ 1:r1=0)"), std::string::npos) << text;
}

TEST(GenerateBuild, PlacementFollowsTheLevelsOfTheExternalEdges) {
  auto sg = build("PodWW Rfe.sg PodRR Fre.sg");
  EXPECT_EQ(sg.threads[0].wg, sg.threads[1].wg);
  EXPECT_NE(sg.threads[0].sg, sg.threads[1].sg);
  auto wi = build("PodWW Rfe.wi PodRR Fre.wi");
  EXPECT_EQ(wi.threads[0].sg, wi.threads[1].sg);
  auto dev = build("PodWW Rfe.dev PodRR Fre.dev");
  EXPECT_NE(dev.threads[0].dev, dev.threads[1].dev);
  // wg, wg, sg round three work-items: the two joined by the sg edge share a work-group.
  auto mixed = build("Rfe.wg PodRW Rfe.wg PodRR Fre.sg");
  int same = 0;
  for (size_t a = 0; a < 3; ++a)
    for (size_t b = a + 1; b < 3; ++b) same += mixed.threads[a].wg == mixed.threads[b].wg ? 1 : 0;
  EXPECT_EQ(same, 1);
}

TEST(GenerateBuild, RotationsAndRenamingsMakeOneTest) {
  auto a = build("PodWR Fre PodWR Fre");
  auto b = build("Fre PodWR Fre PodWR");
  EXPECT_EQ(a.name, b.name);
  EXPECT_EQ(clmm::gen::emitTest(a), clmm::gen::emitTest(b));
  auto c = build("acq PodRR Fre PodWW rel Rfe");
  auto d = build("PodWW rel Rfe acq PodRR Fre");
  EXPECT_EQ(clmm::gen::emitTest(c), clmm::gen::emitTest(d));
  // Every cycle of the vocabulary once: no two tests of a suite are the same text.
  clmm::gen::SuiteOptions o;
  o.size = 4;
  auto suite = clmm::gen::generateSuite(o);
  std::map<std::string, std::string> seen;
  for (const auto& t : suite) {
    std::string body = clmm::gen::emitTest(t);
    body = body.substr(body.find('{'));  // without the name and the cycle
    EXPECT_TRUE(seen.emplace(body, t.name).second) << t.name << " repeats " << seen[body];
  }
  EXPECT_GT(suite.size(), 10000u);
}

TEST(GenerateBuild, CoherenceCycleWrapsRoundOneLocation) {
  // CoRR: the second read reads the value before the first's, 0, where the cycle wraps round.
  auto t = build("Rfe PosRR Fre");
  EXPECT_NE(clmm::gen::emitTest(t).find("exists (1:r0=1 /\\ 1:r1=0)"), std::string::npos) << clmm::gen::emitTest(t);
  auto w = build("PodWW Coe PodWW Coe");
  EXPECT_NE(clmm::gen::emitTest(w).find("exists (x=2 /\\ y=2)"), std::string::npos) << clmm::gen::emitTest(w);
}

// DpCtrl: what follows the read (or an Rmw, whose value is its read's) runs in an if on the value
// the cycle gives it, the fence of DpCtrldR.ORDER... first; the registers are declared before.
TEST(GenerateBuild, ControlDependenciesPutTheRestInAnIf) {
  auto t = build("na PodWW rel Rfe acq DpCtrldR.acq.wg na Fre");
  EXPECT_EQ(t.name, "MP+na-rel+acq-ctrl-Facq.wg-na");
  EXPECT_EQ(t.cycle, "na PodWW rel.dev Rfe acq.dev DpCtrldR.acq.wg.g na Fre");
  std::string text = clmm::gen::emitTest(t);
  EXPECT_NE(text.find("  int r0 = 0;\n  int r1 = 0;\n  r0 = atomic_load_explicit(y, memory_order_acquire, "
                      "memory_scope_device);\n  if (r0 == 1) {\n    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, "
                      "memory_order_acquire, memory_scope_work_group);\n    r1 = *x;\n  }\n}\n"),
            std::string::npos)
      << text;
  auto rmw = build("na PodWW rel Rfe acq Rmw rlx DpCtrldR na Fre");
  EXPECT_EQ(rmw.cycle, "acq.dev Rmw rlx.dev DpCtrldR na Fre na PodWW rel.dev Rfe");
  EXPECT_NE(clmm::gen::emitTest(rmw).find("r0 = atomic_exchange_explicit(x, 2, memory_order_acquire, "
                                          "memory_scope_device);\n  if (r0 == 1) {\n    r1 = *y;\n  }"),
            std::string::npos)
      << clmm::gen::emitTest(rmw);
  // The fence after an Rmw's write is written too.
  auto fenced = build("PodWW Rfe Rmw FdWR Fre");
  EXPECT_EQ(fenced.name, "PodWW-Rfe-Rmw-PodWR-Fre+rlx-rlx+rmw.rlx-Fsc-rlx");
}

TEST(GenerateBuild, BarriersArePaddedSoNoWorkGroupDiverges) {
  auto t = build("BdWR Fre.sg PodWR Fre.sg");
  std::string text = clmm::gen::emitTest(t);
  size_t count = 0;
  for (size_t p = text.find("work_group_barrier"); p != std::string::npos; p = text.find("work_group_barrier", p + 1))
    ++count;
  EXPECT_EQ(count, 2u) << text;
}

// Work-items of one sub-group meet one sequence of sub-group and work-group barriers: P1 (one
// sub-group barrier) gets P0's work-group barrier after it, never before (the audit of
// bench/audit found 5 of 1 716 generated tests waiting forever when each kind was padded alone).
// Orders that cannot be padded so make no test (tests/generate/bad/barrier_orders_differ).
TEST(GenerateBuild, BarriersOfASubGroupArePaddedInOneOrder) {
  auto t = build("BdWW.sg BdWR Fre.wi BdWR.sg Fre.wi");
  ASSERT_EQ(t.threads.size(), 2u);
  std::vector<std::vector<std::string>> scopes;
  for (const auto& th : t.threads) {
    scopes.emplace_back();
    for (const auto& in : th.code)
      if (in.kind == clmm::gen::Instr::Barrier) scopes.back().push_back(in.fence.scope);
  }
  EXPECT_EQ(scopes[0], (std::vector<std::string>{"sg", "wg"}));
  EXPECT_EQ(scopes[1], scopes[0]);
  std::string dir = clmm::test::uniqueTempPath("padded");
  auto g = runClmm({"generate", "--cycle", "BdWW.sg BdWR Fre.wi BdWR.sg Fre.wi", "-o", dir});
  ASSERT_EQ(g.rc, 0) << g.err;
  for (const char* engine : {"enumerate", "smt"}) {
    auto r = runClmm({"check", "--engine", engine, "--format", "brief", dir});
    EXPECT_EQ(r.rc, 0) << r.out << r.err;
    EXPECT_EQ(r.out.find("liveness"), std::string::npos) << r.out;
  }
  fs::remove_all(dir);
}

TEST(GenerateCli, BadCyclesAreLocatedErrors) {
  std::string dir = std::string(CLMM_SOURCE_DIR) + "/tests/generate/bad";
  int cases = 0;
  for (const auto& e : fs::directory_iterator(dir)) {
    if (e.path().extension() != ".args") continue;
    ++cases;
    std::vector<std::string> args = {"generate"};
    for (const auto& a : clmm::test::lines(slurp(e.path().string()))) args.push_back(a);
    std::string out = clmm::test::uniqueTempPath("bad");
    args.push_back("-o");
    args.push_back(out);
    auto r = runClmm(args);
    std::string expected = slurp(fs::path(e.path()).replace_extension(".expected").string());
    EXPECT_EQ(r.rc, 2) << e.path();
    EXPECT_EQ(clmm::test::lines(r.err).at(0), clmm::test::lines(expected).at(0)) << e.path();
    EXPECT_FALSE(fs::exists(out)) << e.path();
  }
  EXPECT_GE(cases, 33);
}

TEST(GenerateCli, AnOutputDirectoryThatCannotBeMadeIsExitFour) {
  std::string file = clmm::test::uniqueTempPath("plain-file");
  std::ofstream(file) << "not a directory\n";
  auto r = runClmm({"generate", "--cycle", "PodWR Fre PodWR Fre", "-o", file + "/suite"});
  EXPECT_EQ(r.rc, 4);
  EXPECT_EQ(r.err.rfind("clmm: error: " + file + "/suite: cannot create directory: ", 0), 0u) << r.err;
  EXPECT_NE(r.err.find(" (after 0 tests were written)\n"), std::string::npos) << r.err;
  fs::remove(file);
}

TEST(GenerateCli, ClassicShapesHaveTheirVerdictsUnderBothEngines) {
  // (cycle, verdict under opencl): release/acquire at device scope forbids the weak outcome;
  // work-group scope across work-groups is a race; inside one work-group it synchronises.
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"PodWW rel.dev Rfe acq.dev PodRR Fre", "forbidden"},
      {"PodWW Rfe PodRR Fre", "allowed"},
      {"PodWW rel.wg Rfe acq.wg PodRR Fre", "racy"},
      {"PodWW rel.wg Rfe.sg acq.wg PodRR Fre.sg", "forbidden"},
      {"PodWW rel.sg Rfe.wi acq.sg PodRR Fre.wi", "forbidden"},
      {"sc PodWR sc Fre sc PodWR sc Fre", "forbidden"},
      {"PodWR Fre PodWR Fre", "allowed"},
      {"PodRW Rfe PodRW Rfe", "allowed"},
      {"acq PodRW rel Rfe acq PodRW rel Rfe", "forbidden"},
      {"sc Rfe sc PodRR sc Fre sc Rfe sc PodRR sc Fre", "forbidden"},
      {"Rfe acq PodRR Fre Rfe acq PodRR Fre", "allowed"},
      {"sc PodWW sc Coe sc PodWW sc Coe", "forbidden"},
      {"PodWW Coe PodWW Coe", "allowed"},
      {"Rfe PodRW rel Rfe acq PodRR Fre", "forbidden"},
      {"PodWW rel Rfe acq PodRW rel Rfe acq PodRR Fre", "forbidden"},
      {"PodWW rel Rfe PodRW rel Rfe acq PodRR Fre", "allowed"},
      {"PodWW rel.wg Rfe acq.wg PodRW rel.wg Rfe acq.wg PodRR Fre", "racy"},
      {"Rfe PosRR Fre", "forbidden"},
      {"FdWW.rel.dev Rfe FdRR.acq.dev Fre", "forbidden"},
      {"BdWR Fre.sg BdWR Fre.sg", "forbidden"},
      {"BdWR Fre BdWR Fre", "allowed"},
      // Plain data behind a control dependency: race-free only where the flag synchronises.
      {"na PodWW rel Rfe acq DpCtrldR na Fre", "forbidden"},
      {"na PodWW rel Rfe rlx DpCtrldR na Fre", "racy"},
      {"na FdWW.rel.dev rlx Rfe rlx DpCtrldR.acq.dev na Fre", "forbidden"},
      {"na PodWW rel Rfe acq Rmw rlx DpCtrldR na Fre", "forbidden"},
  };
  std::string dir = clmm::test::uniqueTempPath("classic");
  std::map<std::string, std::string> expected;
  for (const auto& [cycle, verdict] : cases) {
    std::string one = dir + "/" + std::to_string(expected.size());
    auto r = runClmm({"generate", "--cycle", cycle, "-o", one});
    ASSERT_EQ(r.rc, 0) << cycle << r.err;
    expected[build(cycle).name] = verdict;
  }
  ASSERT_EQ(expected.size(), cases.size());
  for (const std::string engine : {"enumerate", "smt"}) {
    auto got = verdicts(dir, engine, "opencl");
    for (const auto& [name, verdict] : expected) EXPECT_EQ(got[name], verdict) << name << " with " << engine;
  }
  fs::remove_all(dir);
}

TEST(GenerateCli, ClassicPtxShapesHaveTheirVerdictsUnderBothEngines) {
  // Morally strong pairs synchronise (.gpu between CTAs); a .cta pair between CTAs does not; a
  // red is a link of the chain from a release to an acquire (examples/ptx/mp_red_release_sequence).
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"PodWW rel Rfe acq PodRR Fre", "forbidden"},
      {"PodWW rel.cta Rfe acq.cta PodRR Fre", "allowed"},
      {"PodWW rel.cta Rfe.thr acq.cta PodRR Fre.thr", "forbidden"},
      {"PodWW Rfe PodRR Fre", "allowed"},
      {"weak FdWW.ar rlx Rfe rlx FdRR.ar weak Fre", "forbidden"},
      {"weak FdWW.ar weak Rfe FdRR.ar weak Fre", "allowed"},  // a weak flag write makes no release pattern
      {"FdWR.sc Fre FdWR.sc Fre", "forbidden"},
      {"PodWR Fre PodWR Fre", "allowed"},
      {"PodWW rel Coe red.rlx Rfe acq PodRR Fre", "forbidden"},
      {"PodWW rel Coe red.rlx Rfe PodRR Fre", "allowed"},
      {"Rfe PosRR Fre", "forbidden"},
  };
  std::string dir = clmm::test::uniqueTempPath("classic-ptx");
  std::map<std::string, std::string> expected;
  for (const auto& [cycle, verdict] : cases) {
    std::string one = dir + "/" + std::to_string(expected.size());
    auto r = runClmm({"generate", "--target", "ptx", "--cycle", cycle, "-o", one});
    ASSERT_EQ(r.rc, 0) << cycle << r.err;
    expected[build(cycle, clmm::gen::Target::Ptx).name] = verdict;
  }
  ASSERT_EQ(expected.size(), cases.size());
  for (const std::string engine : {"enumerate", "smt"}) {
    auto got = verdicts(dir, engine, "ptx");
    for (const auto& [name, verdict] : expected) EXPECT_EQ(got[name], verdict) << name << " with " << engine;
  }
  fs::remove_all(dir);
}

TEST(GenerateCli, EnginesAgreeOnRandomSamples) {
  for (const std::string target : {"opencl", "ptx"}) {
    std::string dir = clmm::test::uniqueTempPath("sample-" + target);
    auto r = runClmm({"generate", "--target", target, "--sample", target == "opencl" ? "200" : "120", "--seed", "11",
                      "--size", "6", "-o", dir});
    ASSERT_EQ(r.rc, 0) << r.err;
    std::string model = target == "ptx" ? "ptx" : "opencl";
    auto a = verdicts(dir, "enumerate", model);
    auto b = verdicts(dir, "smt", model);
    EXPECT_GE(a.size(), target == "opencl" ? 200u : 120u);
    EXPECT_EQ(a, b) << target;
    fs::remove_all(dir);
  }
}

TEST(GenerateCli, TheSameSeedWritesTheSameBytes) {
  std::string a = clmm::test::uniqueTempPath("seed-a"), b = clmm::test::uniqueTempPath("seed-b"),
              c = clmm::test::uniqueTempPath("seed-c");
  ASSERT_EQ(runClmm({"generate", "--sample", "40", "--seed", "9", "--size", "6", "-o", a}).rc, 0);
  ASSERT_EQ(runClmm({"generate", "--sample", "40", "--seed", "9", "--size", "6", "-o", b}).rc, 0);
  ASSERT_EQ(runClmm({"generate", "--sample", "40", "--seed", "10", "--size", "6", "-o", c}).rc, 0);
  EXPECT_EQ(filesOf(a), filesOf(b));
  EXPECT_NE(filesOf(a), filesOf(c));
  EXPECT_EQ(filesOf(a).size(), 42u);  // 40 tests, index.csv, index.json
  for (const auto& d : {a, b, c}) fs::remove_all(d);
}

TEST(GenerateCli, EachIndexedCycleBuildsItsTestAgain) {
  std::string dir = clmm::test::uniqueTempPath("roundtrip");
  ASSERT_EQ(runClmm({"generate", "--target", "ptx", "--sample", "30", "--seed", "4", "--size", "6", "-o", dir}).rc, 0);
  auto files = filesOf(dir);
  auto rows = clmm::test::lines(files["index.csv"]);
  ASSERT_EQ(rows.size(), 31u);
  for (size_t i = 1; i < rows.size(); ++i) {
    // name,target,threads,cycle,annotations,placement (no field holds a comma)
    std::vector<std::string> f;
    std::string cur;
    for (char ch : rows[i] + ",") {
      if (ch == ',')
        f.push_back(cur), cur.clear();
      else
        cur += ch;
    }
    auto t = build(f.at(3), clmm::gen::Target::Ptx);
    EXPECT_EQ(t.name, f[0]);
    EXPECT_EQ(clmm::gen::emitTest(t), files[f[0] + ".litmus"]);
  }
  auto r = runClmm({"parse", dir});
  EXPECT_EQ(r.rc, 0) << r.err;
  fs::remove_all(dir);
}

TEST(GenerateCli, GoldenSampleIsWhatTheGeneratorWrites) {
  // Regenerate with: clmm generate --sample 24 --seed 2026 --size 6 -o tests/generate/golden/opencl
  //             and: clmm generate --target ptx --sample 16 --seed 2026 --size 6 -o tests/generate/golden/ptx
  for (const std::string target : {"opencl", "ptx"}) {
    std::string golden = std::string(CLMM_SOURCE_DIR) + "/tests/generate/golden/" + target;
    std::string dir = clmm::test::uniqueTempPath("golden-" + target);
    auto r = runClmm({"generate", "--target", target, "--sample", target == "opencl" ? "24" : "16", "--seed", "2026",
                      "--size", "6", "-o", dir});
    ASSERT_EQ(r.rc, 0) << r.err;
    EXPECT_EQ(filesOf(dir), filesOf(golden)) << target;
    auto p = runClmm({"parse", golden});
    EXPECT_EQ(p.rc, 0) << p.err;
    fs::remove_all(dir);
  }
}
