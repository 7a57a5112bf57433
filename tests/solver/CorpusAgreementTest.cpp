// Both engines on every test of the public corpus (../shared/corpus or $CLMM_CORPUS) under each
// built-in model: the same states, classes, verdicts and Ok/No, with every witness of the Z3
// engine re-checked. A test may be skipped (the explicit engine does not finish within its time
// limit; the Z3 engine must still decide it) only when it is named in kExpectedSkips, so corpus
// coverage cannot shrink unnoticed; the numbers of files, ill-formed tests and compared tests
// are exact.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>

#include "litmus/Parser.h"
#include "tests/cli/Run.h"
#include "tests/solver/AgreementUtil.h"
#include "litmus/Elaborate.h"

namespace clmm::agreement {
namespace {

constexpr double kExplicitTimeout = 4;  // seconds; the explicit engine needs < 2 s on the rest

// The tests the explicit engine may fail to finish within kExplicitTimeout, under every model,
// each with the reason. Any other test that times out fails the test; a listed test that does
// finish is compared like the rest.
const std::map<std::string, std::string> kExpectedSkips = {
    {"dat3m/portedFromC11/manual/TSan.litmus",
     "two compare-exchange retry loops: the coherence orders of their write-backs explode"},
};

// Under AddressSanitizer (a Debug build, several times slower) the explicit engine also misses
// the time limit on these compare-exchange loop tests; the normal build must finish them.
#if defined(__SANITIZE_ADDRESS__)
const std::map<std::string, std::string> kSlowUnderSanitizers = {
    {"herd-legacy/RSPTests/RSP_Test8.litmus", "compare-exchange loops"},
    {"herd-legacy/RSPTests/RSP_Test9.litmus", "compare-exchange loops"},
    {"herd-legacy/RSPTests/RSP_Test11.litmus", "compare-exchange loops"},
};
#else
const std::map<std::string, std::string> kSlowUnderSanitizers = {};
#endif

constexpr size_t kCorpusFiles = 97;  // .litmus files in ../shared/corpus (corpus README 3)
constexpr int kIllFormed = 12;       // rejected by the strict front end (tests/cli/CorpusParseTest.cpp),
                                     // less those read with --herd-compat's orders (Run.h)

void agreeOnCorpus(const std::string& corpus, const std::string& m) {
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(corpus))
    if (entry.is_regular_file() && entry.path().extension() == ".litmus") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  int agree = 0, illFormed = 0;
  std::vector<std::string> skipped;
  for (const auto& file : files) {
    const std::string rel = file.substr(corpus.size() + 1);
    SCOPED_TRACE(m + " " + rel);
    std::optional<Program> p;
    try {
      auto source = SourceFile::read(file);
      DiagnosticSink sink(source);
      // The tests rejected only for invalid orders or atomic types are read as --herd-compat
      // reads them (tests/cli/Run.h), so that they keep running.
      p = elaborateProgram(parseLitmus(source, sink, clmm::test::needsHerdCompatOrders(file)), sink);
    } catch (const BadInput&) {
      ++illFormed;  // rejected by the front end (tests/cli/CorpusParseTest.cpp lists them)
      continue;
    }
    TestResult s = runSmt(*p, m);
    TestResult e = runExplicit(*p, m, kExplicitTimeout);
    if (!e.decided) {
      EXPECT_TRUE(s.decided) << s.unknownReason;
      EXPECT_TRUE(kExpectedSkips.count(rel) || kSlowUnderSanitizers.count(rel)) << "the explicit engine did not finish a test not named in kExpectedSkips ("
                                             << e.unknownReason << "): corpus coverage would shrink";
      skipped.push_back(rel + " (" + e.unknownReason + "; smt: " +
                        (s.decided ? std::string(verdictName(s.verdict)) : "unknown") + ")");
      continue;
    }
    EXPECT_TRUE(sameAnswers(e, s));
    ++agree;
  }
  EXPECT_EQ(files.size(), kCorpusFiles);
  EXPECT_EQ(illFormed, kIllFormed);
  EXPECT_EQ(agree + static_cast<int>(skipped.size()), static_cast<int>(kCorpusFiles) - kIllFormed);
  std::cout << "[ agreement ] " << m << ": " << agree << " corpus tests agree, " << illFormed
            << " ill-formed, " << skipped.size() << " skipped because the explicit engine timed out\n";
  for (const auto& s : skipped) std::cout << "[ agreement ]   skipped: " << s << "\n";
}

TEST(CorpusAgreement, Opencl) {
  CLMM_REQUIRE_CORPUS(corpus);
  agreeOnCorpus(corpus, "opencl");
}

TEST(CorpusAgreement, OpenclScoped) {
  CLMM_REQUIRE_CORPUS(corpus);
  agreeOnCorpus(corpus, "opencl-scoped");
}

TEST(CorpusAgreement, OpenclSpec) {
  CLMM_REQUIRE_CORPUS(corpus);
  agreeOnCorpus(corpus, "opencl-spec");
}

TEST(CorpusAgreement, OpenclLax) {
  CLMM_REQUIRE_CORPUS(corpus);
  agreeOnCorpus(corpus, "opencl-lax");
}

// Remote scope promotion: the RSP tests' remote operations are promoted here (the engines take
// any model; the command line refuses remote operations under the other models).
TEST(CorpusAgreement, OpenclRsp) {
  CLMM_REQUIRE_CORPUS(corpus);
  agreeOnCorpus(corpus, "opencl-rsp");
}

}  // namespace
}  // namespace clmm::agreement
