// `clmm check` options that select what is checked: --model FILE (a user's model, with located
// errors), --skip CHECK (switching an axiom off), --timeout (an undecided result, exit 3).
#include <gtest/gtest.h>

#include "tests/cli/Run.h"

using clmm::test::runClmm;

TEST(ModelOption, UsersModelFileIsLoadedFromDisk) {
  // SB is allowed by the OpenCL models, forbidden by sequential consistency.
  auto allowed = runClmm({"check", "--engine", "enumerate", "tests/data/sb_relaxed.litmus"});
  ASSERT_EQ(allowed.rc, 0) << allowed.err;
  EXPECT_NE(allowed.out.find("Verdict allowed"), std::string::npos);
  auto sc = runClmm({"check", "--engine", "enumerate", "--model", "tests/data/user-model.cat",
                     "tests/data/sb_relaxed.litmus"});
  ASSERT_EQ(sc.rc, 0) << sc.err;
  EXPECT_NE(sc.out.find("model tests/data/user-model.cat"), std::string::npos);
  EXPECT_NE(sc.out.find("Verdict forbidden"), std::string::npos);
  EXPECT_NE(sc.out.find("States 3"), std::string::npos);
}

TEST(ModelOption, ErrorsInAModelFileAreLocated) {
  auto r = runClmm({"check", "--model", "tests/data/bad-model.cat", "tests/data/sb_relaxed.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err.rfind("tests/data/bad-model.cat:4:", 0), 0u) << r.err;
  EXPECT_NE(r.err.find("error:"), std::string::npos);
  EXPECT_NE(r.err.find('^'), std::string::npos);
  auto missing = runClmm({"check", "--model", "tests/data/no-such-model.cat", "tests/data/sb_relaxed.litmus"});
  EXPECT_EQ(missing.rc, 2);
  EXPECT_NE(missing.err.find("tests/data/no-such-model.cat: error: cannot open file"), std::string::npos)
      << missing.err;
}

// A name that is neither a built-in model nor a file: the built-ins are listed and the nearest
// one suggested (issue 17).
TEST(ModelOption, UnknownModelNameSuggestsTheNearestBuiltIn) {
  auto r = runClmm({"check", "-m", "opencl-scope", "examples/basics/mp_dev.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "opencl-scope: error: 'opencl-scope' is neither a built-in model nor a model file (built-in "
                   "models: opencl, opencl-scoped, opencl-spec, opencl-lax, opencl-rsp, ptx, amdgpu-gfx90a, amdgpu-gfx942, "
                   "amdgpu-gfx10, amdgpu-gfx11, amdgpu-gfx12, amdgpu-gfx90a-tgsplit, amdgpu-gfx942-tgsplit, "
                   "amdgpu-gfx10-cu, amdgpu-gfx11-cu, amdgpu-gfx12-cu); did you mean "
                   "'opencl-scoped'?\n");
  auto far = runClmm({"check", "-m", "x86tso", "examples/basics/mp_dev.litmus"});
  EXPECT_EQ(far.rc, 2);
  EXPECT_EQ(far.err.find("did you mean"), std::string::npos) << far.err;
  EXPECT_NE(far.err.find("is neither a built-in model nor a model file"), std::string::npos) << far.err;
}

// herd's single-dash long options are named with clmm's spelling, not split into short options.
TEST(ModelOption, HerdStyleOptionsNameClmmsSpelling) {
  auto r = runClmm({"check", "-model", "opencl", "examples/basics/mp_dev.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "clmm: error: '-model' is herd's option; clmm spells it --model NAME (or -m NAME) (see clmm "
                   "check --help)\n");
  for (const char* opt : {"-skipcheck", "-show", "-o", "-through"}) {
    auto o = runClmm({"check", opt, "x", "examples/basics/mp_dev.litmus"});
    EXPECT_EQ(o.rc, 2) << opt;
    EXPECT_NE(o.err.find(std::string("'") + opt + "' is herd's option; clmm spells it"), std::string::npos) << o.err;
  }
}

TEST(ModelOption, SkipSwitchesAnAxiomOff) {
  auto r = runClmm({"check", "--engine", "enumerate", "--skip", "CohG", "--skip", "HbG",
                    "examples/basics/mp_dev.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err;
  auto unknownCheck = runClmm({"check", "--skip", "NoSuchAxiom", "examples/basics/mp_dev.litmus"});
  EXPECT_EQ(unknownCheck.rc, 2);
  EXPECT_NE(unknownCheck.err.find("model 'opencl' has no check named 'NoSuchAxiom'"), std::string::npos);
}

TEST(ModelOption, UnknownEngineIsAUsageError) {
  auto r = runClmm({"check", "--engine", "magic", "examples/basics/mp_dev.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_NE(r.err.find("unknown engine 'magic'"), std::string::npos);
}

TEST(ModelOption, TimeoutGivesUnknownAndExitCode3) {
  // Twelve relaxed stores to one location by four work-items: the explicit engine must
  // enumerate 12!/(3!^4) interleavings of coherence, far more than 0.2 s allows.
  std::string path = clmm::test::uniqueTempPath("slow.litmus");
  std::string text = "OpenCL slow\n{ x=0; }\n";
  for (int t = 0; t < 4; ++t) {
    text += "P" + std::to_string(t) + "@wg " + std::to_string(t) + ", dev 0 (global atomic_int* x) {\n";
    for (int k = 0; k < 3; ++k)
      text += "  atomic_store_explicit(x, " + std::to_string(t * 3 + k + 1) + ", memory_order_relaxed);\n";
    text += "}\n";
  }
  text += "exists (x=1)\n";
  std::ofstream(path) << text;
  auto r = runClmm({"check", "--engine", "enumerate", "--timeout", "0.2", path});
  EXPECT_EQ(r.rc, 3) << r.out << r.err;
  EXPECT_NE(r.out.find("Unknown: timeout after"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("Verdict"), std::string::npos) << "an unknown result must not look like a verdict";
  auto j = runClmm({"check", "--engine", "enumerate", "--timeout", "0.2", "--format", "json", path});
  EXPECT_EQ(j.rc, 3);
  EXPECT_NE(j.out.find("\"verdict\":\"unknown\""), std::string::npos) << j.out;
  std::filesystem::remove(path);
}

TEST(Limits, TooManyEventsIsUnknownWithTheReason) {
  auto r = runClmm({"check", "--max-events", "3", "examples/basics/mp_dev.litmus"});
  EXPECT_EQ(r.rc, 3);
  EXPECT_NE(r.out.find("Unknown: the test has 6 events, more than --max-events 3"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("Verdict"), std::string::npos);
  auto json = runClmm({"check", "--format", "json", "--max-events", "3", "examples/basics/mp_dev.litmus"});
  EXPECT_EQ(json.rc, 3);
  EXPECT_NE(json.out.find("\"verdict\":\"unknown\""), std::string::npos);
}

TEST(Limits, MemoryCapTurnsAnOversizedProblemIntoUnknown) {
  // 1 MB is below what any process needs, so the explicit engine stops at its first check.
  std::string path = clmm::test::uniqueTempPath("mem.litmus");
  std::string text = "OpenCL mem\n{ x=0; }\n";
  for (int t = 0; t < 4; ++t) {
    text += "P" + std::to_string(t) + "@wg " + std::to_string(t) + ", dev 0 (global atomic_int* x) {\n";
    for (int k = 0; k < 3; ++k)
      text += "  atomic_store_explicit(x, " + std::to_string(t * 3 + k + 1) + ", memory_order_relaxed);\n";
    text += "}\n";
  }
  text += "exists (x=1)\n";
  std::ofstream(path) << text;
  auto r = runClmm({"check", "--engine", "enumerate", "--max-memory", "1", path});
  EXPECT_EQ(r.rc, 3) << r.out << r.err;
  EXPECT_NE(r.out.find("Unknown: memory limit of 1 MB reached"), std::string::npos) << r.out;
  std::filesystem::remove(path);
}

TEST(Limits, OptionsAreCheckedLikeAnyOther) {
  auto r = runClmm({"check", "--max-events", "-5", "examples/basics/mp_dev.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_NE(r.err.find("--max-events"), std::string::npos) << r.err;
}

TEST(ModelsCommand, ListsEachBuiltInModelWithItsChecks) {
  auto r = runClmm({"models"});
  ASSERT_EQ(r.rc, 0) << r.err;
  for (const char* m : {"opencl:", "opencl-scoped:", "opencl-spec:", "opencl-lax:", "opencl-rsp:", "ptx:",
                        "amdgpu-gfx90a:", "amdgpu-gfx942:", "amdgpu-gfx10:", "amdgpu-gfx11:", "amdgpu-gfx12:",
                        "amdgpu-gfx90a-tgsplit:", "amdgpu-gfx942-tgsplit:", "amdgpu-gfx10-cu:", "amdgpu-gfx11-cu:",
                        "amdgpu-gfx12-cu:"})
    EXPECT_NE(("\n" + r.out).find(std::string("\n") + m), std::string::npos) << m << "\n" << r.out;
  // opencl's line names its checks and flags, and describes the model in words.
  std::string line = r.out.substr(0, r.out.find('\n'));
  EXPECT_EQ(line.rfind("opencl: OpenCL 2.0 with the simplified SC axiom of POPL 2016. checks: ", 0), 0u) << line;
  for (const char* c : {"CohG", "Rmw", "SC", "data_race", "barrier_divergence"})
    EXPECT_NE(line.find(c), std::string::npos) << c << " missing from " << line;
  auto names = runClmm({"models", "--names"});
  EXPECT_EQ(names.out, "opencl\nopencl-scoped\nopencl-spec\nopencl-lax\nopencl-rsp\nptx\namdgpu-gfx90a\namdgpu-gfx942\n"
                       "amdgpu-gfx10\namdgpu-gfx11\namdgpu-gfx12\namdgpu-gfx90a-tgsplit\namdgpu-gfx942-tgsplit\n"
                       "amdgpu-gfx10-cu\namdgpu-gfx11-cu\namdgpu-gfx12-cu\n");
}

TEST(ModelsCommand, ShowPrintsTheModelFileAndIncludedFiles) {
  auto r = runClmm({"models", "show", "opencl"});
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(r.out.rfind("\"opencl\"\n", 0), 0u) << r.out.substr(0, 80);
  EXPECT_NE(r.out.find("include \"opencl-base.cat\""), std::string::npos);
  auto base = runClmm({"models", "show", "opencl-base.cat"});
  ASSERT_EQ(base.rc, 0) << base.err;
  EXPECT_NE(base.out.find("as data_race"), std::string::npos);
}

TEST(ModelsCommand, ShowOfAnUnknownNameListsTheFiles) {
  auto r = runClmm({"models", "show", "opencl-scope"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("clmm: error: 'opencl-scope' is not a built-in model file (built-in files: amdgpu-base, "
                       "amdgpu-cu-queue, amdgpu-gfx10, amdgpu-gfx10-cu, amdgpu-gfx11, amdgpu-gfx11-cu, amdgpu-gfx12, "
                       "amdgpu-gfx12-cu, amdgpu-gfx12-levels, amdgpu-gfx90a, amdgpu-gfx90a-levels, "
                       "amdgpu-gfx90a-tgsplit, amdgpu-gfx942, amdgpu-gfx942-levels, amdgpu-gfx942-tgsplit, "
                       "amdgpu-one-cu, amdgpu-rdna, amdgpu-rdna-wgp, cos, "
                       "opencl, opencl-base, opencl-lax, opencl-rsp, opencl-scoped, opencl-spec, ptx, sc, stdlib)"),
            std::string::npos)
      << r.err;
}

// Without --model, each test is checked under its dialect's model: a PTX test under ptx, an
// OpenCL test under opencl, also side by side in one run (OpenCL's model would call a PTX test's
// weak accesses races). The result is the one --model ptx gives.
TEST(ModelOption, WithoutAModelEachTestTakesItsDialectsModel) {
  const std::string ptx = "examples/ptx/mp_rel_acq_gpu.litmus", cl = "examples/basics/mp_dev.litmus";
  auto both = runClmm({"check", "--format", "brief", ptx, cl});
  ASSERT_EQ(both.rc, 0) << both.err;
  auto named = runClmm({"check", "--format", "brief", "-m", "ptx", ptx});
  ASSERT_EQ(named.rc, 0) << named.err;
  auto lines = clmm::test::lines(both.out);
  ASSERT_GE(lines.size(), 2u) << both.out;
  EXPECT_EQ(lines[0], clmm::test::lines(named.out)[0]);
  EXPECT_NE(lines[0].find("ptx"), std::string::npos) << lines[0];
  EXPECT_NE(lines[1].find("opencl"), std::string::npos) << lines[1];
  // Named, OpenCL's model applies to the PTX test too.
  auto opencl = runClmm({"check", "--format", "brief", "-m", "opencl", ptx});
  EXPECT_NE(clmm::test::lines(opencl.out)[0].find("opencl"), std::string::npos) << opencl.out;
  // --skip takes a check of either model (the results then differ from the expectations: exit 1,
  // not a usage error); a name of neither is refused.
  auto skip = runClmm({"check", "--format", "brief", "--skip", "Causality", ptx, cl});
  EXPECT_EQ(skip.rc, 1) << skip.err;
  EXPECT_NE(skip.out.find("mp_rel_acq_gpu.litmus [ptx, checks skipped: --skip Causality] allowed"), std::string::npos)
      << skip.out;
  // ... and only the model that has the check says it was skipped.
  EXPECT_NE(skip.out.find("mp_dev.litmus [opencl] forbidden"), std::string::npos) << skip.out;
  auto bad = runClmm({"check", "--skip", "Nonesuch", ptx, cl});
  EXPECT_EQ(bad.rc, 2);
  EXPECT_NE(bad.err.find("has no check named 'Nonesuch'"), std::string::npos) << bad.err;
}
