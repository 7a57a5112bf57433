// Issue 37 through the binary: a model's include stays in the model's folder and quotes nothing
// of a file it refuses (item 1); no report is written over an input (item 3); generated files
// never share a name (item 4); names from any input are escaped in plots, text and tables (item
// 11); a dangling *.litmus link in a directory is bad input (item 12).
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "tests/cli/Litmus.h"
#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

namespace {

namespace fs = std::filesystem;
using clmm::test::has;
using clmm::test::runClmm;
using clmm::test::Scratch;
using clmm::test::slurp;

const std::string kMp = std::string(CLMM_SOURCE_DIR) + "/examples/catalogue/mp_dev_two_groups.litmus";
const char* kSecret = "token=ghp_0123456789secret\n";

// --- item 1: includes ---

TEST(ModelInclude, RefusesFilesOutsideTheModelsFolderAndQuotesNothingOfThem) {
  Scratch s;
  const std::string secret = s.write("secret.txt", kSecret);
  s.write("m/abs.cat", "include \"" + secret + "\"\n");
  s.write("m/up.cat", "let x = po\ninclude \"../secret.txt\"\n");
  fs::create_symlink("../secret.txt", s.path("m/link.cat"));
  s.write("m/via-link.cat", "include \"link.cat\"\n");
  const std::string folder = "a model includes only files in its own folder (" + s.path("m") +
                             ") and its subfolders, or clmm's built-in models by their name (include "
                             "\"opencl-base.cat\")";
  struct Case {
    const char* model;
    std::string error;
  };
  for (const Case& c : {Case{"abs.cat", "abs.cat:1:1: error: cannot include '" + secret + "': an absolute path; "},
                        Case{"up.cat",
                             "up.cat:2:1: error: cannot include '../secret.txt': a path out of the model's "
                             "folder; "},
                        Case{"via-link.cat",
                             "via-link.cat:1:1: error: cannot include 'link.cat': a symbolic link out "
                             "of the model's folder; "}}) {
    auto r = runClmm({"check", "-m", s.path("m") + "/" + c.model, kMp});
    EXPECT_EQ(r.rc, 2) << c.model;
    EXPECT_TRUE(has(r.err, c.error + folder)) << r.err;
    EXPECT_FALSE(has(r.err, "ghp_")) << r.err;
  }
}

TEST(ModelInclude, AnIncludedFilesErrorQuotesItsOffendingTokenOnly) {
  Scratch s;
  s.write("m/notes.txt", kSecret);
  s.write("m/main.cat", "include \"notes.txt\"\n");
  auto r = runClmm({"check", "-m", s.path("m/main.cat"), kMp});
  EXPECT_EQ(r.rc, 2);
  EXPECT_TRUE(has(r.err, s.path("m/notes.txt") + ":1:6: error: expected a statement (let, include, acyclic, "
                                                 "irreflexive, empty, flag, undefined_unless, total or show), found "
                                                 "'='\n  =\n  ^\n"))
      << r.err;
  EXPECT_FALSE(has(r.err, "ghp_")) << r.err;
  // A file the user named is quoted whole, as before.
  s.write("m/named.cat", "token=ghp_named\n");
  r = runClmm({"check", "-m", s.path("m/named.cat"), kMp});
  EXPECT_TRUE(has(r.err, "  token=ghp_named\n       ^\n")) << r.err;
}

TEST(ModelInclude, SubfoldersAndBuiltInModelsStillWork) {
  Scratch s;
  s.write("m/lib/base.cat", "include \"../shared.cat\"\n");
  s.write("m/shared.cat", "include \"opencl.cat\"\n");
  s.write("m/main.cat", "\"main\"\ninclude \"lib/base.cat\"\n");
  auto r = runClmm({"check", "-q", "-m", s.path("m/main.cat"), kMp});
  EXPECT_EQ(r.rc, 0) << r.err;
}

// --- item 3: a report over an input ---

TEST(ReportOverInput, IsRefusedBeforeAnythingIsWritten) {
  Scratch s;
  const std::string test = s.write("T.litmus", slurp(kMp));
  const std::string table = s.write("exp.csv", "path,model,verdict\nT.litmus,opencl,forbidden\n");
  const std::string observed =
      s.write("R.json", slurp(std::string(CLMM_SOURCE_DIR) + "/tests/hardware/data/observed-allowed.json"));
  fs::create_hard_link(test, s.path("hard.xml"));
  struct Case {
    std::vector<std::string> args;
    std::string error;
  };
  const std::vector<Case> cases = {
      {{"check", "--expect", table, "--write-expect", table, test},
       "clmm: error: --write-expect " + table + " is the input of --expect (" + table + ")"},
      {{"check", "--junit", test, test}, "clmm: error: --junit " + test + " is a test given as input (" + test + ")"},
      {{"check", "--junit", s.path("hard.xml"), test},
       "clmm: error: --junit " + s.path("hard.xml") + " is a test given as input (" + test + ")"},
      {{"check", "--junit", s.path("x.xml"), "--write-expect", s.path("./x.xml"), test},
       "clmm: error: --write-expect " + s.path("./x.xml") +
           " is the file of --junit too: one report would overwrite "
           "the other; name two files"},
      {{"compare", "--observed", observed, "--junit", observed, kMp},
       "clmm: error: --junit " + observed + " is the input of --observed (" + observed + ")"},
      {{"compile-check", "--emit", s.path("emit"), "--junit", test, test},
       "clmm: error: --junit " + test + " is a test given as input"},
      {{"validate", "--mapping", std::string(CLMM_SOURCE_DIR) + "/axioms/mappings/ra-fences-sc.map", "--junit", test,
        test},
       "clmm: error: --junit " + test + " is a test given as input"},
  };
  const std::string before = slurp(test), tableBefore = slurp(table), observedBefore = slurp(observed);
  for (const auto& c : cases) {
    auto r = runClmm(c.args);
    EXPECT_EQ(r.rc, 2) << c.args[0] << " " << c.args[1] << "\n" << r.err;
    EXPECT_TRUE(has(r.err, c.error)) << r.err;
    EXPECT_EQ(slurp(test), before);
    EXPECT_EQ(slurp(table), tableBefore);
    EXPECT_EQ(slurp(observed), observedBefore);
  }
}

TEST(ReportOverInput, MutantsAreNotWrittenOverTheTestsGiven) {
  Scratch s;
  const std::string test = s.write("t/mp.litmus", slurp(kMp));
  auto r = runClmm({"mutate", test, "-o", s.path("t")});
  ASSERT_EQ(r.rc, 0) << r.err;
  // Mutate again, the earlier mutants among the inputs: a mutant would be written over one of them.
  std::string mutant;
  for (const auto& e : fs::directory_iterator(s.path("t")))
    if (e.path().filename() != "mp.litmus" && e.path().extension() == ".litmus") mutant = e.path().string();
  ASSERT_FALSE(mutant.empty());
  s.write(fs::path(mutant).lexically_relative(s.path()).string(), "// edited by hand\n" + slurp(mutant));
  const std::string edited = slurp(mutant);
  r = runClmm({"mutate", s.path("t"), "-o", s.path("t")});
  EXPECT_EQ(r.rc, 2) << r.out;
  EXPECT_TRUE(has(r.err, "would overwrite the test")) << r.err;
  EXPECT_TRUE(has(r.err, "given as input; write the mutants into another directory")) << r.err;
  EXPECT_EQ(slurp(mutant), edited);
}

TEST(ReportOverInput, APlotIsNotWrittenOverTheObservedReport) {
  Scratch s;
  const std::string observed = s.write(
      "p/mp_dev_two_groups.svg", slurp(std::string(CLMM_SOURCE_DIR) + "/tests/hardware/data/observed-allowed.json"));
  const std::string before = slurp(observed);
  auto r = runClmm({"compare", "-q", "--plot", s.path("p"), "--observed", observed, kMp});
  EXPECT_EQ(r.rc, 2) << r.out;
  EXPECT_TRUE(has(r.err, "clmm: error: --plot: the histogram " + observed +
                             " would overwrite the input of --observed (" + observed +
                             "); write the plots into another directory\n"))
      << r.err;
  EXPECT_EQ(slurp(observed), before);
}

TEST(ReportOverInput, TheHarnessIsNotWrittenOverATestGiven) {
  Scratch s;
  const std::string test = s.write("h/README.md", slurp(kMp));
  auto r = runClmm({"harness", "--backend", "opencl", "-o", s.path("h"), test});
  EXPECT_EQ(r.rc, 2) << r.out;
  EXPECT_TRUE(has(r.err, "clmm: error: the harness's README.md in " + s.path("h") + " would overwrite the test " +
                             test + " given as input; write the harness into another directory\n"))
      << r.err;
  EXPECT_EQ(slurp(test), slurp(kMp));
  EXPECT_FALSE(fs::exists(s.path("h/build.sh")));
}

// --- item 4: generated names ---

TEST(GeneratedNames, MutantsOfTwoTestsOfOneNameAreAllWritten) {
  Scratch s;
  const std::string a = s.write("a/mp.litmus", slurp(kMp)), b = s.write("b/mp.litmus", slurp(kMp));
  auto r = runClmm({"mutate", a, b, "-o", s.path("out")});
  ASSERT_EQ(r.rc, 0) << r.err;
  std::set<std::string> files;
  for (const auto& e : fs::directory_iterator(s.path("out")))
    if (e.path().extension() == ".litmus") files.insert(e.path().filename().string());
  // Every row of the index names a file of its own, and every mutant file is in the index.
  std::string index = slurp(s.path("out/index.csv"));
  size_t rows = 0;
  std::set<std::string> named;
  for (size_t at = index.find('\n') + 1; at < index.size(); at = index.find('\n', at) + 1) {
    size_t comma = index.find("\",\"", at);
    size_t end = index.find('"', comma + 3);
    named.insert(index.substr(comma + 3, end - comma - 3));
    ++rows;
  }
  EXPECT_EQ(named.size(), rows) << index;
  EXPECT_EQ(named, files) << index;
  EXPECT_TRUE(has(r.out, std::to_string(files.size()) + " that the model no longer forbids written")) << r.out;
  EXPECT_GT(files.size(), 2u);
}

TEST(GeneratedNames, PicturesOfTwoTestsOfOneNameAreRefused) {
  Scratch s;
  const std::string a = s.write("a/mp.litmus", slurp(kMp)), b = s.write("b/mp.litmus", slurp(kMp));
  auto r = runClmm({"check", "--dot", s.path("pics"), a, b});
  EXPECT_EQ(r.rc, 2);
  EXPECT_TRUE(has(r.err, "clmm: error: --dot: the tests " + a + " and " + b +
                             " would draw pictures of the same names (mp.*): draw them in two runs, into two "
                             "directories\n"))
      << r.err;
  EXPECT_FALSE(fs::exists(s.path("pics")) && !fs::is_empty(s.path("pics")));
  const std::string model = s.write("x/opencl.cat", "include \"opencl-spec.cat\"\n");
  r = runClmm({"check", "--dot", s.path("pics"), "-m", "opencl", "-m", model, a});
  EXPECT_EQ(r.rc, 2);
  EXPECT_TRUE(has(r.err, "clmm: error: --dot: the models opencl and " + model +
                             " would draw pictures of the same names (opencl.*)"))
      << r.err;
}

// --- item 11: names from input in every output ---

TEST(NamesInOutputs, DeviceAndModelNamesAreEscaped) {
  Scratch s;
  std::string report = slurp(std::string(CLMM_SOURCE_DIR) + "/tests/hardware/data/observed-allowed.json");
  const std::string device = "\"device\": \"";
  report.replace(report.find(device) + device.size(), 0, "evil\\u001b[31m ");
  const std::string observed = s.write("R.json", report);
  auto r = runClmm({"compare", "-q", "--plot", s.path("plots"), "--observed", observed, kMp});
  EXPECT_EQ(r.rc, 0) << r.err;
  const std::string svg = slurp(s.path("plots/mp_dev_two_groups.svg"));
  EXPECT_EQ(svg.find('\x1b'), std::string::npos);
  EXPECT_TRUE(has(svg, "evil\\x1b[31m")) << svg.substr(0, 400);
  EXPECT_FALSE(has(r.out, "\x1b")) << r.out;

  const std::string model = s.write("m/evil\x1b[31m.cat", "include \"opencl.cat\"\n");
  for (const char* format : {"text", "brief"}) {
    r = runClmm({"check", "--format", format, "-m", model, kMp});
    EXPECT_EQ(r.rc, 0) << r.err;
    EXPECT_EQ(r.out.find('\x1b'), std::string::npos) << format;
    EXPECT_TRUE(has(r.out, "evil\\x1b[31m.cat")) << r.out;
  }
  // Expectations bind to a declared name, never a file name: --write-expect refuses the untitled
  // model, its file named escaped; with --expect-name the table is written and reads back.
  r = runClmm({"check", "-q", "--write-expect", s.path("t.csv"), "-m", model, kMp});
  EXPECT_EQ(r.rc, 2) << r.err;
  EXPECT_EQ(r.err.find('\x1b'), std::string::npos) << r.err;
  EXPECT_TRUE(has(r.err, "evil\\x1b[31m.cat declares no name")) << r.err;
  r = runClmm({"check", "-q", "--write-expect", s.path("t.csv"), "--expect-name", model + "=evil", "-m", model, kMp});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(slurp(s.path("t.csv")).find('\x1b'), std::string::npos);
  r = runClmm({"check", "-q", "--require-expectations", "--expect", s.path("t.csv"), "--expect-name", model + "=evil",
               "-m", model, kMp});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
}

// --- item 12: a dangling link in a directory ---

TEST(DirectoryInputs, ADanglingLitmusLinkIsBadInput) {
  Scratch s;
  s.write("suite/mp.litmus", slurp(kMp));
  fs::create_symlink("gone.litmus", s.path("suite/dangling.litmus"));
  auto r = runClmm({"check", "-q", s.path("suite")});
  EXPECT_EQ(r.rc, 2) << r.out;
  EXPECT_TRUE(has(r.err, s.path("suite/dangling.litmus") +
                             ": error: cannot open file: a symbolic link to a file that does not exist (a dangling "
                             "link)"))
      << r.err;
}

}  // namespace
