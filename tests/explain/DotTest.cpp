// `clmm check --dot DIR / --svg DIR`: one Graphviz file per execution explained, with nested
// clusters (device > work-group > work-item), styled edges, the failing check's numbered cycle,
// the racing pair, a legend of the styles used, initial writes only when read; SVG through
// Graphviz's dot, and the errors: dot missing (simulated with PATH), directory not creatable,
// a picture that cannot be written, dot failing; the directed cycle, the legend's words, the
// divergence mark, --state and the stable file names.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

namespace clmm::test {
namespace {

namespace fs = std::filesystem;

std::set<std::string> filesIn(const std::string& dir) {
  std::set<std::string> out;
  for (const auto& e : fs::directory_iterator(dir)) out.insert(e.path().filename().string());
  return out;
}

bool has(const std::string& text, const std::string& piece) { return text.find(piece) != std::string::npos; }

#define EXPECT_HAS(text, piece) EXPECT_TRUE(has(text, piece)) << "missing: " << (piece) << "\n---\n" << (text)

// Runs clmm with a given PATH (and the usual working directory).
RunResult runWithPath(const std::string& path, const std::vector<std::string>& args) {
  return runClmm(args, "", {"PATH=" + path});
}

TEST(Dot, OneFilePerExecutionShown) {
  Scratch s;
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--dot", s.path("pics"), "-m", "opencl", "-m",
                         "opencl-spec", "examples/catalogue/mp_dev_two_groups.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err;
  // Per model: the forbidden candidate, then the two allowed states.
  EXPECT_EQ(filesIn(s.path("pics")),
            (std::set<std::string>{"mp_dev_two_groups.opencl.forbidden-CohG.1-r0=1_1-r1=0.dot",
                                   "mp_dev_two_groups.opencl.allowed.1-r0=0_1-r1=-1.dot",
                                   "mp_dev_two_groups.opencl.allowed.1-r0=1_1-r1=1.dot",
                                   "mp_dev_two_groups.opencl-spec.forbidden-CohG.1-r0=1_1-r1=0.dot",
                                   "mp_dev_two_groups.opencl-spec.allowed.1-r0=0_1-r1=-1.dot",
                                   "mp_dev_two_groups.opencl-spec.allowed.1-r0=1_1-r1=1.dot"}));
  // --explain names the pictures.
  r = runClmm({"check", "-q", "--engine", "enumerate", "--explain", "--dot", s.path("pics"),
               "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_HAS(r.out, "    picture: " + s.path("pics") + "/mp_dev_two_groups.opencl.forbidden-CohG.1-r0=1_1-r1=0.dot\n");
}

TEST(Dot, ClustersEdgesCycleAndLegend) {
  Scratch s;
  RunResult r = runClmm(
      {"check", "-q", "--engine", "enumerate", "--dot", s.path("pics"), "examples/catalogue/mp_dev_two_groups.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err;
  std::string dot = slurp(s.path("pics/mp_dev_two_groups.opencl.forbidden-CohG.1-r0=1_1-r1=0.dot"));
  ASSERT_FALSE(dot.empty());
  EXPECT_EQ(dot.rfind("digraph \"MP_dev_two_groups\" {", 0), 0u);
  // Nesting: device 0 holds work-groups 0 and 1, each holding its work-item.
  size_t dev = dot.find("subgraph cluster_dev0 {"), wg0 = dot.find("subgraph cluster_wg0 {"),
         p0 = dot.find("subgraph cluster_P0 {"), wg1 = dot.find("subgraph cluster_wg1 {"),
         p1 = dot.find("subgraph cluster_P1 {");
  ASSERT_NE(dev, std::string::npos);
  EXPECT_LT(dev, wg0);
  EXPECT_LT(wg0, p0);
  EXPECT_LT(p0, wg1);
  EXPECT_LT(wg1, p1);
  // Events with their values, order and scope; the read initial value is drawn.
  EXPECT_HAS(dot, "label=\"a: W data=1\\nnon-atomic\\nline 15\"");
  EXPECT_HAS(dot, "label=\"c: R flag=1\\nacq dev\\nline 20\"");
  EXPECT_HAS(dot, "label=\"initially\\ndata = 0\"");
  // The CohG cycle, numbered in order, in the cycle's style, a directed cycle: its first step
  // (d <-rf- init(data)) is drawn the way the cycle walks, from d (e5) to the initial write (e0),
  // as rf^-1; rf outside the cycle in its own style.
  EXPECT_HAS(dot, "e5 -> e0 [color=\"#ff7f0e\", fontcolor=\"#ff7f0e\", label=\"(1) rf^-1\"");
  EXPECT_FALSE(has(dot, "e0 -> e5 [")) << dot;
  EXPECT_HAS(dot, "label=\"(2) mo\"");
  EXPECT_HAS(dot, "label=\"(3) sb\"");
  EXPECT_HAS(dot, "label=\"(4) ra_sw_G\"");
  EXPECT_HAS(dot, "label=\"(5) sb\"");
  EXPECT_HAS(dot, "[color=\"#d62728\", fontcolor=\"#d62728\", label=\"rf\"");
  EXPECT_HAS(dot, "fails CohG: its cycle is drawn in orange, numbered");
  // The legend: one table whose first row is its title, the styles used and only those, then
  // every relation name drawn, mo and ra_sw_G included, in words.
  EXPECT_FALSE(has(dot, "cluster_legend")) << dot;
  EXPECT_HAS(dot, "<tr><td colspan=\"2\"><b>legend</b></td></tr><tr><td align=\"left\"><font color=\"#d62728\">");
  EXPECT_HAS(dot, "rf: reads from");
  EXPECT_HAS(dot, "the failing check's cycle, in order");
  EXPECT_FALSE(has(dot, "data race")) << dot;
  EXPECT_HAS(dot, "<td align=\"right\">mo</td><td align=\"left\" balign=\"left\">coherence (modification) order:");
  EXPECT_HAS(dot, "<td align=\"right\">rf^-1</td><td align=\"left\" balign=\"left\">rf walked backwards: an edge of rf");
  EXPECT_HAS(dot,
             "<td align=\"right\">ra_sw_G</td><td align=\"left\" balign=\"left\">release/acquire "
             "synchronises-with at the global region");
  EXPECT_HAS(dot, "<td align=\"right\">sb</td>");
}

TEST(Dot, AllowedAndRacyPictures) {
  Scratch s;
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--dot", s.path("pics"),
                         "examples/catalogue/barrier_global.litmus", "examples/catalogue/mp_wg_two_groups.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err;
  // The reader sees the write: nobody reads the initial value, which is left out; the barrier
  // synchronisation is drawn.
  std::string allowed = slurp(s.path("pics/barrier_global.opencl.allowed.1-r0=1.dot"));
  EXPECT_FALSE(has(allowed, "initially")) << allowed;
  EXPECT_HAS(allowed, "label=\"sw\"");
  EXPECT_HAS(allowed, "sw: synchronises with");
  EXPECT_FALSE(has(allowed, "failing check")) << allowed;
  // The racy state: the racing pairs joined by edges labelled with the flag, the events filled.
  std::string racy = slurp(s.path("pics/mp_wg_two_groups.opencl.racy.1-r0=1_1-r1=0.dot"));
  EXPECT_HAS(racy, "data race: a and d, b and c");
  size_t races = 0;
  for (size_t at = 0; (at = racy.find("label=\"data_race\"", at)) != std::string::npos; ++at) ++races;
  EXPECT_EQ(races, 2u) << racy;
  EXPECT_HAS(racy, "fillcolor=\"#ffd6d6\"");
  EXPECT_HAS(racy, "events with undefined behaviour");
  // The flag's words are its documentation comment in opencl-base.cat.
  EXPECT_HAS(racy, "<td align=\"right\">data_race</td><td align=\"left\" balign=\"left\">a data race:");
}

// Barrier divergence: the work-item that skips the barrier is outlined, says so in its label,
// and gets a dashed box saying what it does; the legend says what the outline means.
TEST(Dot, DivergenceMarksTheWorkItemThatSkips) {
  Scratch s;
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--dot", s.path("pics"),
                         "examples/catalogue/barrier_divergence.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err;
  std::string racy = slurp(s.path("pics/barrier_divergence.opencl.racy.0-r0=0.dot"));
  EXPECT_HAS(racy,
             "subgraph cluster_P0 {\n        label=\"P0: skips barrier B1\"; style=\"rounded,filled\"; "
             "fillcolor=\"#fff0f0\"; color=\"#d62728\"");
  EXPECT_HAS(racy, "diverges_P0 [label=\"skips barrier B1\"");
  EXPECT_HAS(racy, "subgraph cluster_P1 {\n        label=\"P1\";");  // P1 reaches it
  EXPECT_HAS(racy, "a work-item that does not reach the barriers the others of its unit reach");
  // No divergence in the allowed state: nothing marked.
  std::string allowed = slurp(s.path("pics/barrier_divergence.opencl.allowed.0-r0=1.dot"));
  EXPECT_FALSE(has(allowed, "diverges_")) << allowed;
}

// --state limits the pictures and the text to the executions ending in such a state; file
// names do not depend on what else is shown.
TEST(Dot, StateLimitsWhatIsShown) {
  Scratch s;
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--explain", "--dot", s.path("pics"), "--state",
                         "1:r0=1 /\\ 1:r1=0", "examples/catalogue/mp_dev_two_groups.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(filesIn(s.path("pics")),
            (std::set<std::string>{"mp_dev_two_groups.opencl.forbidden-CohG.1-r0=1_1-r1=0.dot"}));
  EXPECT_HAS(r.out, "  (only the executions ending in a state where 1:r0=1 /\\ 1:r1=0, as --state asks: 1 shown)\n");
  EXPECT_FALSE(has(r.out, "Why allowed")) << r.out;
  // Another state: only that allowed one, under the same name as without --state.
  Scratch t;
  r = runClmm({"check", "-q", "--engine", "enumerate", "--dot", t.path("pics"), "--state", "~(1:r0=1) \\/ false",
               "examples/catalogue/mp_dev_two_groups.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(filesIn(t.path("pics")), (std::set<std::string>{"mp_dev_two_groups.opencl.allowed.1-r0=0_1-r1=-1.dot"}));
}

TEST(Dot, StateErrors) {
  const std::string test = "examples/catalogue/mp_dev_two_groups.litmus";
  struct Case {
    std::string state, message;
  } cases[] = {
      {"1:r0=1 /\\",
       "clmm: error: --state '1:r0=1 /\\': column 10: expected an atom such as 1:r0=1 or x=0 at the end\n"},
      {"exists (1:r0=1)",
       "clmm: error: --state 'exists (1:r0=1)': column 1: give the state only, without the quantifier 'exists'\n"},
      {"1:r0", "clmm: error: --state '1:r0': column 5: expected '=' and a value after '1:r0'\n"},
      {"(1:r0=1", "clmm: error: --state '(1:r0=1': column 8: expected ')' to close the '('\n"},
      {"1:r0=1 1:r1=0",
       "clmm: error: --state '1:r0=1 1:r1=0': column 8: unexpected '1': expected '/\\', '\\/', '=>' or the end\n"},
      {"1r0=1",
       "clmm: error: --state '1r0=1': column 2: expected ':' after the work-item number (a register is written "
       "1:r0)\n"},
  };
  for (const auto& c : cases) {
    RunResult r = runClmm({"check", "-q", "--explain", "--state", c.state, test});
    EXPECT_EQ(r.rc, 2) << c.state;
    EXPECT_EQ(r.err, c.message);
    EXPECT_EQ(r.out, "") << c.state;
  }
  RunResult r = runClmm({"check", "-q", "--explain", "--state", "1:r5=0", test});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.err, "clmm: error: --state names 1:r5, which MP_dev_two_groups (" + test +
                       ") does not observe; its observables are 1:r0, 1:r1\n");
  EXPECT_FALSE(has(r.out, "Verdict")) << r.out;  // a bad input: no result that looks like a verdict
  r = runClmm({"check", "-q", "--state", "1:r0=1", test});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.err, "clmm: error: --state limits what --explain, --dot, --svg and --html show: give one of them too\n");
}

TEST(Svg, MissingDotIsReportedNamingThePackage) {
  Scratch s;
  RunResult r = runWithPath(s.path(), {"check", "-q", "--svg", s.path("svg"), "examples/catalogue/sb_relaxed.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.err,
            "clmm: error: --svg needs Graphviz's `dot` program, which is not on PATH: install the package graphviz "
            "(Debian and Ubuntu: apt-get install graphviz), or write .dot files with --dot DIR\n");
  EXPECT_EQ(r.out, "");
  EXPECT_FALSE(fs::exists(s.path("svg")));
}

TEST(Svg, RendersWithGraphviz) {
  if (!clmm::findProgram("dot")) GTEST_SKIP() << "Graphviz's dot is not installed";
  Scratch s;
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--explain", "--svg", s.path("svg"),
                         "examples/catalogue/sb_sc_dev.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err;
  std::string svg = slurp(s.path("svg/sb_sc_dev.opencl.forbidden-SC.0-r0=0_1-r1=0.svg"));
  EXPECT_HAS(svg, "<svg");
  EXPECT_HAS(svg, "SB_sc_dev under opencl");
  EXPECT_HAS(r.out, "picture: " + s.path("svg") + "/sb_sc_dev.opencl.forbidden-SC.0-r0=0_1-r1=0.svg");
}

TEST(Svg, DotThatFailsIsAnError) {
  Scratch s;
  s.write("bin/dot", "#!/bin/sh\nexit 1\n");
  fs::permissions(s.path("bin/dot"), fs::perms::owner_all);
  RunResult r = runWithPath(s.path("bin") + ":/usr/bin:/bin", {"check", "-q", "--engine", "enumerate", "--svg",
                                                               s.path("svg"), "examples/catalogue/sb_relaxed.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_HAS(r.err, "clmm: error: Graphviz's dot failed (exit status 1) rendering '" + s.path("svg") +
                        "/sb_relaxed.opencl.allowed.0-r0=0_1-r1=0.svg'\n");
}

TEST(Dot, DirectoryThatCannotBeCreated) {
  Scratch s;
  std::string file = s.write("plain-file", "x");
  RunResult r = runClmm({"check", "-q", "--dot", file + "/pics", "examples/catalogue/sb_relaxed.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_HAS(r.err, "clmm: error: --dot: cannot create the directory '" + file + "/pics'");
  r = runClmm({"check", "-q", "--svg", file + "/pics", "examples/catalogue/sb_relaxed.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_HAS(r.err, "clmm: error: --svg: cannot create the directory '" + file + "/pics'");
}

TEST(Dot, PictureThatCannotBeWritten) {
  Scratch s;
  fs::create_directories(s.path("pics/sb_relaxed.opencl.allowed.0-r0=0_1-r1=0.dot"));  // a directory in the way
  RunResult r = runClmm(
      {"check", "-q", "--engine", "enumerate", "--dot", s.path("pics"), "examples/catalogue/sb_relaxed.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_HAS(r.err, "clmm: error: cannot write the picture '" + s.path("pics") +
                        "/sb_relaxed.opencl.allowed.0-r0=0_1-r1=0.dot'\n");
  EXPECT_TRUE(fs::exists(s.path("pics/sb_relaxed.opencl.allowed.0-r0=0_1-r1=1.dot")));  // the others are written
}

}  // namespace
}  // namespace clmm::test
