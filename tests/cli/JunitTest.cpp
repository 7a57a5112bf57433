// `clmm check --junit FILE`: the report must be well-formed XML (checked by a small parser
// written here) with the JUnit structure CI systems read: <testsuites>/<testsuite>/<testcase>,
// one test case per litmus test and model, <failure> for mismatches, <error> for unknown results
// and bad inputs, counts that add up, a classname from the directory, and timings.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <stdexcept>

#include "tests/cli/Litmus.h"
#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

using clmm::test::lines;
using clmm::test::messagePassingRelaxed;
using clmm::test::runClmm;
using clmm::test::Scratch;
using clmm::test::slurp;

namespace {

struct Element {
  std::string name;
  std::map<std::string, std::string> attrs;
  std::vector<Element> children;
  std::string text;  // character data, entities decoded

  std::vector<const Element*> all(const std::string& n) const {
    std::vector<const Element*> out;
    for (const auto& c : children)
      if (c.name == n) out.push_back(&c);
    return out;
  }
};

// A strict parser for the XML subset a report uses: declaration, elements, attributes in
// double or single quotes, character data with the five predefined and numeric entities,
// comments. Anything else is an error naming the offset.
class Xml {
 public:
  explicit Xml(std::string text) : t_(std::move(text)) {}

  Element parse() {
    if (t_.compare(0, 5, "<?xml") == 0) {
      size_t end = t_.find("?>");
      if (end == std::string::npos) fail("unterminated XML declaration");
      i_ = end + 2;
    }
    misc();
    Element root = element();
    misc();
    if (i_ != t_.size()) fail("content after the root element");
    return root;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw std::runtime_error(what + " at offset " + std::to_string(i_));
  }
  bool at(const char* s) const { return t_.compare(i_, std::char_traits<char>::length(s), s) == 0; }
  void space() {
    while (i_ < t_.size() && std::isspace(static_cast<unsigned char>(t_[i_]))) ++i_;
  }
  void misc() {
    for (space(); at("<!--"); space()) {
      size_t end = t_.find("-->", i_);
      if (end == std::string::npos) fail("unterminated comment");
      i_ = end + 3;
    }
  }
  std::string name() {
    size_t b = i_;
    while (i_ < t_.size() && (std::isalnum(static_cast<unsigned char>(t_[i_])) || t_[i_] == '_' || t_[i_] == '-' ||
                              t_[i_] == ':' || t_[i_] == '.'))
      ++i_;
    if (b == i_) fail("expected a name");
    return t_.substr(b, i_ - b);
  }
  std::string chars(char stop) {
    std::string out;
    while (i_ < t_.size() && t_[i_] != stop) {
      unsigned char c = static_cast<unsigned char>(t_[i_]);
      if (c == '<' && stop != '<') fail("'<' in an attribute value");
      if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') fail("control character");
      if (c != '&') {
        out += t_[i_++];
        continue;
      }
      size_t semi = t_.find(';', i_);
      if (semi == std::string::npos) fail("unterminated entity");
      std::string e = t_.substr(i_ + 1, semi - i_ - 1);
      static const std::map<std::string, std::string> named = {
          {"amp", "&"}, {"lt", "<"}, {"gt", ">"}, {"quot", "\""}, {"apos", "'"}};
      if (named.count(e)) out += named.at(e);
      else if (e.size() > 1 && e[0] == '#') out += static_cast<char>(std::stoi(e.substr(e[1] == 'x' ? 2 : 1), nullptr, e[1] == 'x' ? 16 : 10));
      else fail("unknown entity &" + e + ";");
      i_ = semi + 1;
    }
    return out;
  }
  Element element() {
    if (!at("<")) fail("expected '<'");
    ++i_;
    Element e;
    e.name = name();
    for (;;) {
      space();
      if (at("/>")) {
        i_ += 2;
        return e;
      }
      if (at(">")) {
        ++i_;
        break;
      }
      std::string a = name();
      space();
      if (!at("=")) fail("expected '=' after attribute " + a);
      ++i_;
      space();
      char q = i_ < t_.size() ? t_[i_] : 0;
      if (q != '"' && q != '\'') fail("expected a quoted value");
      ++i_;
      std::string v = chars(q);
      if (!at(std::string(1, q).c_str())) fail("unterminated attribute value");
      ++i_;
      if (!e.attrs.emplace(a, v).second) fail("duplicate attribute " + a);
    }
    for (;;) {
      e.text += chars('<');
      if (i_ >= t_.size()) fail("unterminated element " + e.name);
      if (at("<!--")) {
        misc();
      } else if (at("</")) {
        i_ += 2;
        if (name() != e.name) fail("mismatched end tag for " + e.name);
        space();
        if (!at(">")) fail("expected '>'");
        ++i_;
        return e;
      } else {
        e.children.push_back(element());
      }
    }
  }

  std::string t_;
  size_t i_ = 0;
};

int number(const Element& e, const std::string& attr) {
  EXPECT_TRUE(e.attrs.count(attr)) << e.name << " lacks " << attr;
  return e.attrs.count(attr) ? std::stoi(e.attrs.at(attr)) : -1;
}

// The JUnit structure (the schema Jenkins and GitLab read), with counts that add up.
void checkJunitStructure(const Element& root) {
  ASSERT_EQ(root.name, "testsuites");
  int tests = 0, failures = 0, errors = 0;
  for (const auto& suite : root.children) {
    ASSERT_EQ(suite.name, "testsuite");
    for (const char* a : {"name", "tests", "failures", "errors", "time", "timestamp"})
      EXPECT_TRUE(suite.attrs.count(a)) << "testsuite lacks " << a;
    int t = 0, f = 0, e = 0;
    for (const auto& tc : suite.children) {
      ASSERT_EQ(tc.name, "testcase");
      for (const char* a : {"name", "classname", "time"}) EXPECT_TRUE(tc.attrs.count(a)) << "testcase lacks " << a;
      EXPECT_GE(std::stod(tc.attrs.at("time")), 0.0);
      ++t;
      EXPECT_LE(tc.children.size(), 1u);
      for (const auto& c : tc.children) {
        ASSERT_TRUE(c.name == "failure" || c.name == "error") << c.name;
        EXPECT_TRUE(c.attrs.count("message") && c.attrs.count("type"));
        (c.name == "failure" ? f : e) += 1;
      }
    }
    EXPECT_EQ(number(suite, "tests"), t);
    EXPECT_EQ(number(suite, "failures"), f);
    EXPECT_EQ(number(suite, "errors"), e);
    tests += t, failures += f, errors += e;
  }
  EXPECT_EQ(number(root, "tests"), tests);
  EXPECT_EQ(number(root, "failures"), failures);
  EXPECT_EQ(number(root, "errors"), errors);
}

}  // namespace

TEST(Junit, TheParserHereRejectsMalformedXml) {
  for (std::string bad : {"<a>", "<a></b>", "<a x=\"1\" x=\"2\"/>", "<a>&nbsp;</a>", "<a>x & y</a>", "<a/><b/>",
                          "<a x=1/>", "<a x=\"<\"/>"})
    EXPECT_THROW(Xml(bad).parse(), std::runtime_error) << bad;
  EXPECT_EQ(Xml("<?xml version=\"1.0\"?>\n<a q='&lt;&#65;'>x&amp;y<b/></a>").parse().attrs.at("q"), "<A");
}

TEST(Junit, ReportHasOneTestcasePerTestAndModelWithFailuresAndErrors) {
  Scratch s;
  auto mismatch = s.write("suite/mis&match.litmus", messagePassingRelaxed("// clmm-expect: opencl forbidden\n"));
  auto slow = s.write("suite/slow.litmus", clmm::test::slowLitmus());
  auto bad = s.write("suite/bad.litmus", "OPENCL bad\n{ x=0; }\nP0 (global int* x) { *x = <\"&'; }\nexists (x=1)\n");
  auto report = s.path("report.xml");
  auto r = runClmm({"check", "-q", "--format", "brief", "--timeout", "0.5", "-m", "opencl", "-m", "opencl-scoped",
                    "--junit", report, "examples/ci-example/mp_relaxed.litmus", s.path("suite")});
  EXPECT_EQ(r.rc, 2) << r.out << r.err;

  Element root;
  ASSERT_NO_THROW(root = Xml(slurp(report)).parse()) << slurp(report);
  checkJunitStructure(root);
  EXPECT_EQ(root.attrs.at("tests"), "8");
  EXPECT_EQ(root.attrs.at("failures"), "1");
  EXPECT_EQ(root.attrs.at("errors"), "4");

  std::map<std::string, const Element*> cases;
  for (const auto* tc : root.children.at(0).all("testcase")) cases[tc->attrs.at("name")] = tc;
  ASSERT_EQ(cases.size(), 8u);
  const Element* pass = cases.at("mp_relaxed.litmus [opencl-scoped]");
  EXPECT_EQ(pass->attrs.at("classname"), "examples.ci-example");
  EXPECT_TRUE(pass->children.empty());

  const Element* fail = cases.at("mis&match.litmus [opencl]");
  ASSERT_EQ(fail->children.size(), 1u);
  const Element& failure = fail->children[0];
  EXPECT_EQ(failure.name, "failure");
  EXPECT_EQ(failure.attrs.at("type"), "mismatch");
  EXPECT_EQ(failure.attrs.at("message"), "expected forbidden, got allowed");
  EXPECT_EQ(failure.text, "expectation at " + mismatch + ":2\nverdict: expected forbidden, got allowed\n");
  std::string dir = s.path("suite").substr(1);
  std::replace(dir.begin(), dir.end(), '/', '.');
  EXPECT_EQ(fail->attrs.at("classname"), dir);
  EXPECT_TRUE(cases.at("mis&match.litmus [opencl-scoped]")->children.empty()) << "no expectation: passes";

  for (const char* model : {"opencl", "opencl-scoped"}) {
    const Element* u = cases.at(std::string("slow.litmus [") + model + "]");
    ASSERT_EQ(u->children.size(), 1u);
    EXPECT_EQ(u->children[0].name, "error");
    EXPECT_EQ(u->children[0].attrs.at("type"), "unknown");
    EXPECT_EQ(u->children[0].attrs.at("message").rfind("unknown: timeout after", 0), 0u);
    EXPECT_GE(std::stod(u->attrs.at("time")), 0.4);
    const Element* b = cases.at(std::string("bad.litmus [") + model + "]");
    ASSERT_EQ(b->children.size(), 1u);
    EXPECT_EQ(b->children[0].name, "error");
    EXPECT_EQ(b->children[0].attrs.at("type"), "bad-input");
    EXPECT_EQ(b->children[0].attrs.at("message").rfind(bad + ":3:", 0), 0u);
    EXPECT_NE(b->children[0].text.find("*x = <\"&';"), std::string::npos) << "the quoted line, unescaped";
  }
}

TEST(Junit, AnUnwritableReportIsAnError) {
  auto r = runClmm({"check", "--junit", "/nonexistent-dir/report.xml", "examples/ci-example/mp_relaxed.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_NE(r.err.find("clmm: error: cannot write the JUnit report '/nonexistent-dir/report.xml'"), std::string::npos);
}
