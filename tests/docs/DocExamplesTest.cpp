// Every command shown with its output in the documentation (README.md, CONTRIBUTING.md,
// docs/*.md, examples/**/README.md) is run and its output compared, so the docs cannot drift.
//
// In a fenced block, a line starting with "$ " is a command and the lines up to the next command
// or the end of the block are its standard output. The commands of one block run in order, from a sandbox that looks
// like the repository (build/ and every source folder link to the real ones; ../shared/corpus to the public corpus), so
// files a command writes land in the sandbox. Decimal numbers (times) compare equal to any decimal number, trailing
// blanks are ignored, and an expected line "..." stands for any lines. A block preceded by the line "<!-- clmm-doc: not
// run: REASON -->" is skipped with its reason printed; a block that shows a clmm command without "$ " (one
// the test would not run) must carry that line, so that every example is run or says why not. No shell runs them:
// tests/docs/DocCommand.h says which forms of command line are run.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>

#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"
#include "tests/docs/DocCommand.h"

namespace fs = std::filesystem;

namespace {

struct Step {
  std::string command;
  std::vector<std::string> expected;
  int line = 0;
};

struct Block {
  std::vector<Step> steps;
  int line = 0;
  std::string skipReason;
  int unrun = 0;  // the line of a clmm command not written as "$ build/clmm ..." (0: none)
};

// A line that runs clmm ("build/clmm ...", "clmm ...") without the "$ " of a command the test runs.
bool clmmCommand(const std::string& l) {
  size_t i = l.find_first_not_of(' ');
  return i != std::string::npos && (l.compare(i, 11, "build/clmm ") == 0 || l.compare(i, 5, "clmm ") == 0);
}

std::vector<Block> blocksOf(const std::string& path) {
  std::vector<Block> blocks;
  std::ifstream in(path);
  std::string text, previous;
  bool inFence = false;
  Block current;
  int n = 0;
  for (std::string l; std::getline(in, l);) {
    ++n;
    if (l.rfind("```", 0) == 0) {
      if (inFence) {
        if (!current.steps.empty() || current.unrun) blocks.push_back(current);
      } else {
        current = Block{};
        current.line = n;
        static const std::regex skip("<!-- clmm-doc: not run: (.*) -->");
        std::smatch m;
        if (std::regex_match(previous, m, skip)) current.skipReason = m[1];
      }
      inFence = !inFence;
    } else if (inFence) {
      if (l.rfind("$ ", 0) == 0) {
        current.steps.push_back({l.substr(2), {}, n});
      } else if (current.steps.empty() && clmmCommand(l) && !current.unrun) {
        current.unrun = n;
      } else if (!current.steps.empty()) {
        current.steps.back().expected.push_back(l);
      }
    }
    if (!l.empty()) previous = l;
  }
  return blocks;
}

std::string normalise(std::string line) {
  static const std::regex decimal("[0-9]+\\.[0-9]+");
  line = std::regex_replace(line, decimal, "#.#");
  while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
  return line;
}

// Does `actual` match `expected`, where an expected "..." matches any run of lines?
bool matches(const std::vector<std::string>& expected, size_t e, const std::vector<std::string>& actual, size_t a) {
  if (e == expected.size()) return a == actual.size();
  if (expected[e] == "...") {
    for (size_t k = a; k <= actual.size(); ++k)
      if (matches(expected, e + 1, actual, k)) return true;
    return false;
  }
  return a < actual.size() && normalise(expected[e]) == normalise(actual[a]) && matches(expected, e + 1, actual, a + 1);
}

std::vector<std::string> documents() {
  const fs::path src = CLMM_SOURCE_DIR;
  std::vector<std::string> docs = {"README.md", "CONTRIBUTING.md"};
  for (const char* dir : {"docs", "examples"})
    for (const auto& e : fs::recursive_directory_iterator(src / dir))
      if (e.path().extension() == ".md") docs.push_back(fs::relative(e.path(), src).string());
  std::sort(docs.begin(), docs.end());
  docs.erase(std::remove_if(docs.begin(), docs.end(), [&](const std::string& d) { return !fs::exists(src / d); }),
             docs.end());
  return docs;
}

class DocExamples : public ::testing::TestWithParam<std::string> {};

TEST_P(DocExamples, CommandsPrintWhatTheDocsShow) {
  const fs::path src = CLMM_SOURCE_DIR;
  const std::string doc = GetParam();
  const std::string corpus = clmm::test::corpusDir();
  int run = 0;
  for (const Block& b : blocksOf((src / doc).string())) {
    std::string where = doc + ":" + std::to_string(b.line);
    if (!b.skipReason.empty()) {
      std::cout << "[ SKIPPED ] " << where << ": " << b.skipReason << "\n";
      continue;
    }
    // Every example is run, or says why not: a command shown without "$ " would drift unseen.
    if (b.steps.empty()) {
      ADD_FAILURE_AT(doc.c_str(), b.unrun)
          << doc << ":" << b.unrun
          << ": a clmm command that is not run: write it as `$ build/clmm ...` followed by what it prints, or put "
             "<!-- clmm-doc: not run: REASON --> on the line before the block";
      continue;
    }
    bool needsCorpus = false;
    for (const auto& s : b.steps) needsCorpus |= s.command.find("../shared") != std::string::npos;
    if (needsCorpus && corpus.empty()) {
      std::cout << "[ SKIPPED ] " << where << ": public corpus not found (../shared/corpus or $CLMM_CORPUS)\n";
      continue;
    }
    clmm::test::Scratch sandbox;
    fs::path repo = sandbox.path("repo");
    fs::create_directories(repo);
    fs::create_directory_symlink(fs::path(CLMM_BINARY).parent_path(), repo / "build");
    for (const auto& e : fs::directory_iterator(src)) {  // every source folder, not the build trees
      const std::string name = e.path().filename().string();
      if (e.is_directory() && name[0] != '.' && name.rfind("build", 0) != 0)
        fs::create_directory_symlink(e.path(), repo / name);
    }
    if (!corpus.empty()) {
      fs::create_directories(sandbox.path("shared"));
      fs::create_directory_symlink(corpus, sandbox.path("shared/corpus"));
    }
    std::vector<std::string> outputs;
    int status = 0;
    for (const auto& step : b.steps) {
      std::string error;
      auto command = clmm::doctest::parseCommand(step.command, error);
      if (!command) ADD_FAILURE_AT(doc.c_str(), step.line) << "`" << step.command << "`: " << error;
      outputs.push_back(command ? clmm::doctest::runCommand(*command, repo.string(), status) : "");
    }
    for (size_t i = 0; i < b.steps.size(); ++i) {
      const Step& s = b.steps[i];
      auto actual = clmm::test::lines(outputs[i]);
      EXPECT_TRUE(matches(s.expected, 0, actual, 0)) << doc << ":" << s.line << ": `" << s.command << "` printed\n"
                                                     << outputs[i] << "--- the docs show\n"
                                                     << [&] {
                                                          std::string t;
                                                          for (const auto& l : s.expected) t += l + "\n";
                                                          return t;
                                                        }();
      ++run;
    }
  }
  std::cout << doc << ": " << run << " commands checked\n";
}

INSTANTIATE_TEST_SUITE_P(Docs, DocExamples, ::testing::ValuesIn(documents()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string n;
                           for (char c : info.param) n += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                           return n;
                         });

}  // namespace

// The documented commands run without a shell: the forms the docs use parse into an argument
// vector, and shell syntax beyond them is refused with a message (a doc using it fails).
namespace {

TEST(DocCommand, TheDocumentedFormsParse) {
  std::string error;
  auto c = clmm::doctest::parseCommand("build/clmm check 'a b' \"c\" | tail -1   # a comment", error);
  ASSERT_TRUE(c) << error;
  EXPECT_EQ(c->argv, (std::vector<std::string>{"build/clmm", "check", "a b", "c"}));
  EXPECT_EQ(c->tail, 1);
  c = clmm::doctest::parseCommand("build/clmm lower x.litmus > out.litmus", error);
  ASSERT_TRUE(c) << error;
  EXPECT_EQ(c->stdoutFile, "out.litmus");
  c = clmm::doctest::parseCommand("echo $?", error);
  ASSERT_TRUE(c) << error;
  EXPECT_TRUE(c->echoStatus);
}

// A block showing a clmm command without "$ " is found (the suite then fails on it unless the
// block says why it is not run).
TEST(DocCommand, ACommandThatIsNotRunIsFound) {
  clmm::test::Scratch s;
  std::string doc =
      s.write("doc.md",
              "text\n\n```sh\nbuild/clmm check x.litmus\n```\n\n<!-- clmm-doc: not run: a synopsis -->\n```\n"
              "clmm check FILE\n```\n\n```\n$ build/clmm parse y.litmus\n```\n");
  auto blocks = blocksOf(doc);
  ASSERT_EQ(blocks.size(), 3u);
  EXPECT_EQ(blocks[0].unrun, 4);
  EXPECT_TRUE(blocks[0].steps.empty());
  EXPECT_EQ(blocks[1].skipReason, "a synopsis");
  EXPECT_EQ(blocks[2].unrun, 0);
  EXPECT_EQ(blocks[2].steps.size(), 1u);
}

TEST(DocCommand, ShellSyntaxIsRefused) {
  std::string error;
  EXPECT_FALSE(clmm::doctest::parseCommand("build/clmm check x; rm -rf y", error));
  EXPECT_EQ(error, "the character ';' is shell syntax");
  EXPECT_FALSE(clmm::doctest::parseCommand("build/clmm check $(cat list)", error));
  EXPECT_EQ(error, "the character '$' is shell syntax");
  EXPECT_FALSE(clmm::doctest::parseCommand("build/clmm check 'x", error));
  EXPECT_EQ(error, "unterminated quote");
  EXPECT_FALSE(clmm::doctest::parseCommand("build/clmm check x | grep y", error));
  EXPECT_EQ(error, "only PROGRAM ARGS... [> FILE] [| tail -N] [| head -N] and `echo $?` are run");
  EXPECT_FALSE(clmm::doctest::parseCommand("   # only a comment", error));
  EXPECT_EQ(error, "no program");
}

TEST(DocCommand, RunsFromAnArgumentVector) {
  std::string error;
  int status = -1;
  auto c = clmm::doctest::parseCommand("build/clmm parse examples/basics/mp_dev.litmus | tail -1", error);
  ASSERT_TRUE(c) << error;
  std::string out = clmm::doctest::runCommand(*c, CLMM_SOURCE_DIR, status);
  EXPECT_EQ(clmm::test::lines(out).size(), 1u) << out;
  auto echo = clmm::doctest::parseCommand("echo $?", error);
  ASSERT_TRUE(echo);
  EXPECT_EQ(clmm::doctest::runCommand(*echo, CLMM_SOURCE_DIR, status), "0\n");
  auto bad = clmm::doctest::parseCommand("build/clmm parse no-such.litmus", error);
  ASSERT_TRUE(bad);
  clmm::doctest::runCommand(*bad, CLMM_SOURCE_DIR, status);
  EXPECT_EQ(status, 2);
}

}  // namespace
