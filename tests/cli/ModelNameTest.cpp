// Expectations bind to the name a model declares (its title line) or --expect-name gives, never
// to its file's name (issue 43, item 8): an edited copy of herd's opencl.cat saved as opencl.cat
// does not take the built-in opencl's expectations; a file declaring a built-in's name is warned
// of; every refusal and its message.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "tests/TestPaths.h"
#include "tests/cli/Litmus.h"
#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

using clmm::test::lines;
using clmm::test::runClmm;
using clmm::test::Scratch;
using clmm::test::storeBufferingRelaxed;

namespace {

// tests/data/user-model.cat (sequential consistency) without its title line, under `title`.
std::string scModel(const std::string& title) {
  std::ifstream in(std::string(CLMM_SOURCE_DIR) + "/tests/data/user-model.cat");
  std::stringstream text;
  text << in.rdbuf();
  std::string body = text.str();
  body = body.substr(body.find('\n') + 1);  // drop "user-model"
  return title.empty() ? body : title + "\n" + body;
}

// Store buffering, forbidden under sequential consistency, allowed under opencl; `comment`
// holds its expectations.
std::string sb(const std::string& comment) { return storeBufferingRelaxed(comment + "\n"); }

const char* kOpenclExpect = "// clmm-expect: opencl allowed";

}  // namespace

TEST(ModelName, AnEditedHerdCopyNamedOpenclDoesNotTakeTheBuiltinsExpectations) {
  Scratch s;
  auto test = s.write("sb.litmus", sb(kOpenclExpect));
  for (const std::string title : {"\"OpenCL\" withoutsc", "OpenCL", ""}) {
    auto cat = s.write("opencl.cat", scModel(title));
    auto r = runClmm({"check", "--format", "brief", "-m", cat, test});
    EXPECT_EQ(r.rc, 0) << title << "\n" << r.out << r.err;
    EXPECT_EQ(r.out, "-       " + test + " [" + cat + "] forbidden (no expectation)\n"
                     "0 passed, 0 failed, 0 unknown, 1 without expectation\n")
        << title;
    EXPECT_EQ(r.err, "") << title;
  }
  // Under the built-in, the same line is its expectation.
  auto builtin = runClmm({"check", "--format", "brief", test});
  EXPECT_EQ(builtin.rc, 0) << builtin.out << builtin.err;
  EXPECT_EQ(lines(builtin.out).at(0), "ok      " + test + " [opencl] allowed");
}

TEST(ModelName, TheTitleIsTheName) {
  Scratch s;
  auto cat = s.write("renamed-file.cat", scModel("\"sc-model\""));
  auto test = s.write("sb.litmus", sb("// clmm-expect: sc-model forbidden\n// clmm-expect: renamed-file allowed"));
  auto r = runClmm({"check", "--format", "brief", "-m", cat, test});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_EQ(lines(r.out).at(0), "ok      " + test + " [" + cat + "] forbidden");
}

TEST(ModelName, AFileDeclaringABuiltinsNameIsWarnedOfAndTakesItsExpectations) {
  Scratch s;
  auto cat = s.write("copy.cat", scModel("\"opencl\""));
  auto test = s.write("sb.litmus", sb(kOpenclExpect));
  auto r = runClmm({"check", "--format", "brief", "-m", cat, test});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_EQ(r.err, "clmm: warning: model " + cat +
                       " declares the name 'opencl' (its title line), the built-in model's: it is checked against "
                       "the expectations written for the built-in opencl; --expect-name " +
                       cat + "=NAME binds it to others\n");
  EXPECT_EQ(lines(r.out).at(1), "        verdict: expected allowed, got forbidden");
  auto quiet = runClmm({"check", "-q", "--format", "brief", "-m", cat, test});
  EXPECT_EQ(quiet.err, "");
  // --expect-name moves it away from the built-in's expectations, with no warning.
  auto renamed = runClmm({"check", "--format", "brief", "-m", cat, "--expect-name", cat + "=sc", test});
  EXPECT_EQ(renamed.rc, 0) << renamed.out << renamed.err;
  EXPECT_EQ(renamed.err, "");
  EXPECT_EQ(lines(renamed.out).at(0), "-       " + test + " [" + cat + "] forbidden (no expectation)");
}

TEST(ModelName, ExpectNameBindsAFileWithoutATitle) {
  Scratch s;
  auto cat = s.write("mine.cat", scModel(""));
  auto test = s.write("sb.litmus", sb("// clmm-expect: sequential forbidden"));
  auto r = runClmm({"check", "--format", "brief", "-m", cat, "--expect-name", cat + "=sequential", test});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_EQ(lines(r.out).at(0), "ok      " + test + " [" + cat + "] forbidden");
  // Its rows are written under that name.
  auto csv = s.path("out.csv");
  auto w = runClmm({"check", "-m", cat, "--expect-name", cat + "=sequential", "--write-expect", csv, test});
  EXPECT_EQ(w.rc, 0) << w.err;
  std::ifstream in(csv);
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_NE(text.str().find(",sequential,forbidden,"), std::string::npos) << text.str();
}

TEST(ModelName, AnExpectationNamingTheFileOfAModelWithoutANameIsAnError) {
  Scratch s;
  auto cat = s.write("mine.cat", scModel(""));
  auto test = s.write("sb.litmus", sb("// clmm-expect: mine forbidden"));
  auto r = runClmm({"check", "-m", cat, test});
  EXPECT_EQ(r.rc, 2);
  EXPECT_NE(r.err.find(test + ":2:17: error: 'mine' is the file name of model " + cat +
                       ", which declares no name; expectations bind to the name a model declares, never to its "
                       "file's: give the model the title line \"mine\" or run with --expect-name " +
                       cat + "=mine"),
            std::string::npos)
      << r.err;
  // The same from a table.
  auto table = s.write("t.csv", "path,model,verdict\nsb2.litmus,mine,forbidden\n");
  s.write("sb2.litmus", sb(""));
  auto t = runClmm({"check", "-m", cat, "--expect", table, s.path("sb2.litmus")});
  EXPECT_EQ(t.rc, 2);
  EXPECT_NE(t.err.find(table + ":2:12: error: 'mine' is the file name of model"), std::string::npos) << t.err;
}

TEST(ModelName, TwoModelsOfOneNameAndAnExpectationForItIsAnError) {
  Scratch s;
  auto a = s.write("a/opencl.cat", scModel("OpenCL"));
  auto b = s.write("b/scoped.cat", scModel("OpenCL"));
  auto plain = s.write("plain.litmus", sb(""));
  auto fine = runClmm({"check", "--format", "brief", "-m", a, "-m", b, plain});
  EXPECT_EQ(fine.rc, 0) << fine.out << fine.err;
  auto test = s.write("sb.litmus", sb("// clmm-expect: OpenCL forbidden"));
  auto r = runClmm({"check", "-m", a, "-m", b, test});
  EXPECT_EQ(r.rc, 2);
  EXPECT_NE(r.err.find(test + ":2:17: error: expectation for 'OpenCL', the name both " + a + " and " + b +
                       " declare: give one another name with --expect-name FILE=NAME"),
            std::string::npos)
      << r.err;
  auto w = runClmm({"check", "-m", a, "-m", b, "--write-expect", s.path("o.csv"), plain});
  EXPECT_EQ(w.rc, 2);
  EXPECT_EQ(w.err, "clmm: error: --write-expect: models " + a + " and " + b +
                       " both declare the name 'OpenCL', so their rows could not be told apart; give one another "
                       "with --expect-name FILE=NAME\n");
}

TEST(ModelName, ModelsWithoutANameAndTheOptionsThatNeedOne) {
  Scratch s;
  auto cat = s.write("mine.cat", scModel(""));
  auto spaced = s.write("herd.cat", scModel("\"Linux-kernel memory model\""));
  auto test = s.write("sb.litmus", sb(""));
  for (const auto& m : {cat, spaced}) {
    auto req = runClmm({"check", "--require-expectations", "-m", m, test});
    EXPECT_EQ(req.rc, 2);
    EXPECT_EQ(req.err, "clmm: error: --require-expectations: model " + m +
                           " declares no name, and expectations bind to a model's name, never to its file's; give "
                           "it a title line (\"NAME\", first in the file) or run with --expect-name " +
                           m + "=NAME\n");
  }
  auto w = runClmm({"check", "--write-expect", s.path("o.csv"), "-m", cat, test});
  EXPECT_EQ(w.rc, 2);
  EXPECT_EQ(w.err.rfind("clmm: error: --write-expect: model " + cat + " declares no name", 0), 0u) << w.err;
}

TEST(ModelName, ExpectNameErrors) {
  Scratch s;
  auto cat = s.write("mine.cat", scModel(""));
  auto test = s.write("sb.litmus", sb(""));
  struct Case {
    std::vector<std::string> args;
    std::string err;
  };
  const std::vector<Case> cases = {
      {{"-m", cat, "--expect-name", "mine"},
       "clmm: error: --expect-name 'mine': expected FILE=NAME (the model file as given to --model, and the name its "
       "expectations use)\n"},
      {{"-m", cat, "--expect-name", cat + "=my model"},
       "clmm: error: --expect-name '" + cat +
           "=my model': 'my model' is not a name expectations can use (letters, digits, '-', '_' and '.')\n"},
      {{"-m", cat, "--expect-name", cat + "="},
       "clmm: error: --expect-name '" + cat +
           "=': '' is not a name expectations can use (letters, digits, '-', '_' and '.')\n"},
      {{"-m", cat, "-m", "opencl", "--expect-name", "opencl=x"},
       "clmm: error: --expect-name 'opencl=x': opencl is a built-in model, whose expectations are those written for "
       "its own name; name a model file\n"},
      {{"-m", cat, "--expect-name", "other.cat=x"},
       "clmm: error: --expect-name 'other.cat=x': other.cat is not a --model of this run (models: " + cat + ")\n"},
      {{"-m", cat, "--expect-name", cat + "=one", "--expect-name", cat + "=two"},
       "clmm: error: --expect-name '" + cat + "=two': " + cat +
           " was given the name 'one' already; give each model file one name\n"},
      {{"--expect-name", "other.cat=x"},
       "clmm: error: --expect-name 'other.cat=x': other.cat is not a --model of this run (none is given)\n"},
  };
  for (const auto& c : cases) {
    std::vector<std::string> args{"check"};
    args.insert(args.end(), c.args.begin(), c.args.end());
    args.push_back(test);
    auto r = runClmm(args);
    EXPECT_EQ(r.rc, 2) << c.err;
    EXPECT_EQ(r.err, c.err);
  }
}
