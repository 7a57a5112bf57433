// `clmm check --html FILE`: the page's content (source with events, states with classes, the
// explanation, inline SVG pictures with one class per relation), that it is self-contained,
// its errors (dot missing, file not writable, a bad test among good ones), and the page in a
// real browser: headless Chromium draws the pictures (a screenshot with the cycle's orange in
// it, gone once the cycle's switch is clicked) and the switches hide and show relations (the
// browser's computed display of the edges, read back with --dump-dom). The browser tests skip
// with a message where Chromium is absent.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <regex>

#ifdef CLMM_HAVE_PNG
#include <png.h>
#endif

#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

namespace clmm::test {
namespace {

namespace fs = std::filesystem;

bool has(const std::string& text, const std::string& piece) { return text.find(piece) != std::string::npos; }

#define EXPECT_HAS(text, piece) EXPECT_TRUE(has(text, piece)) << "missing: " << (piece)

// Text as the page writes it: &, <, >, " escaped.
std::string htmlSafe(const std::string& s) {
  std::string out;
  for (char c : s)
    out += c == '&' ? "&amp;" : c == '<' ? "&lt;" : c == '>' ? "&gt;" : c == '"' ? "&quot;" : std::string(1, c);
  return out;
}

size_t count(const std::string& text, const std::string& piece) {
  size_t n = 0;
  for (size_t at = text.find(piece); at != std::string::npos; at = text.find(piece, at + 1)) ++n;
  return n;
}

const char* kForbidden = "examples/catalogue/mp_dev_two_groups.litmus";
const char* kRacy = "examples/catalogue/mp_wg_two_groups.litmus";

// Runs clmm with PATH set to `path` (the test process's PATH is restored after).
RunResult runWithPath(const std::string& path, const std::vector<std::string>& args) {
  return runClmm(args, "", {"PATH=" + path});
}

TEST(Html, OnePageWithSourceStatesExplanationAndPictures) {
  Scratch s;
  std::string page = s.path("report.html");
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--html", page, kForbidden, kRacy});
  ASSERT_EQ(r.rc, 0) << r.err;
  std::string html = slurp(page);
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
  // One section per test and model, in input order.
  size_t first = html.find("<section class=\"test\" id=\"t1-1\">"),
         second = html.find("<section class=\"test\" id=\"t2-1\">");
  ASSERT_NE(first, std::string::npos);
  ASSERT_NE(second, std::string::npos);
  EXPECT_LT(first, second);
  EXPECT_HAS(html, "MP_dev_two_groups <span class=\"model\">under opencl</span></h2>");
  EXPECT_HAS(html, "<details class=\"answer\"><summary>Show the answer</summary>\n<p class=\"verdict-line\">Verdict: "
                   "<span class=\"verdict forbidden\">forbidden</span> &mdash; the condition: No, observed Never</p>");
  EXPECT_HAS(html, "<span class=\"verdict racy\">");
  // The source, escaped, with the events of each line.
  EXPECT_HAS(html,
             "<td class=\"ln\">16</td><td class=\"code\">  atomic_store_explicit(flag, 1, memory_order_release, "
             "memory_scope_device);</td><td class=\"ev\">P0: atomic_store_explicit(");
  EXPECT_HAS(html, "<td class=\"code\">exists (1:r0=1 /\\ 1:r1=0)</td>");
  EXPECT_HAS(html, "<td class=\"code\">{ data=0; flag=0; }</td>");
  // The states with their classes.
  EXPECT_HAS(html, "<tr class=\"allowed\"><td>1</td><td>1</td><td>allowed</td><td></td></tr>");
  EXPECT_HAS(html, "<tr class=\"racy satisfies\">");
  // The explanation names the figures.
  EXPECT_HAS(html, "Why forbidden: no consistent execution ends in a state where");
  EXPECT_HAS(html, "picture: figure 1 below");
  // The pictures: inline SVG (no prolog), the edges classed by relation, ids unique to the page.
  EXPECT_EQ(count(html, "<?xml"), 0u);
  EXPECT_GE(count(html, "<svg"), 4u);
  EXPECT_EQ(count(html, "<svg"), count(html, "<figure class=\"execution"));
  for (const char* rel : {"sb", "rf", "mo", "shown", "order", "cycle", "race"}) {
    EXPECT_HAS(html, std::string("class=\"edge rel_") + rel + "\"");
    EXPECT_HAS(html, std::string("<input type=\"checkbox\" data-rel=\"") + rel + "\"");
  }
  EXPECT_HAS(html, "id=\"t1-1-f1-graph0\"");
  EXPECT_HAS(html, "id=\"t2-1-f1-graph0\"");
  // Each figure lists its events with their lines.
  EXPECT_HAS(html, "<tr><td>b</td><td>16</td><td>P0 W flag=1 rel dev</td></tr>");
}

// Issue 40: no answer before the student asks. Before each test's closed answer: no verdict (in
// the heading, so not in the page's link list either), no condition outcome, no state class, no
// clmm-expect: line, none of the test's notes (a catalogue test's "Teaches: ..." comment).
TEST(Html, NoAnswerBeforeTheStudentAsks) {
  Scratch s;
  std::string page = s.path("report.html");
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--html", page, kRacy});
  ASSERT_EQ(r.rc, 0) << r.err;
  std::string html = slurp(page);
  size_t section = html.find("<section class=\"test\"");
  ASSERT_NE(section, std::string::npos);
  size_t answer = html.find("<details class=\"answer\">", section);
  ASSERT_NE(answer, std::string::npos);
  std::string before = html.substr(section, answer - section);
  for (const char* given : {"racy", "forbidden", "allowed", "Ok", "observed", "clmm-expect", "Teaches", "undefined behaviour",
                            "consistent of", "work-group-scope release/acquire"})
    EXPECT_EQ(before.find(given), std::string::npos) << "'" << given << "' before the answer:\n" << before;
  // The page's legend names the styles its pictures use (a data race, a failing check's cycle):
  // part of the answer too, closed; the switches' labels are the same whatever was drawn.
  const std::string head = html.substr(0, section);
  size_t legend = head.find("<details class=\"answer\"><summary>Legend of the pictures</summary>");
  ASSERT_NE(legend, std::string::npos) << head;
  for (const char* given : {"data race", "failing check", "does not reach"})
    EXPECT_EQ(head.substr(0, legend).find(given), std::string::npos) << "'" << given << "' in the page's header";
  EXPECT_HAS(before, "<h2>MP_wg_two_groups <span class=\"model\">under opencl</span></h2>");
  EXPECT_HAS(before, "Condition: <code>exists (1:r0=1 /\\ 1:r1=0)</code>");
  // All of it is in the answer: the verdict, the notes, the states, the explanation.
  std::string after = html.substr(answer);
  EXPECT_HAS(after, "<span class=\"verdict racy\">racy</span>");
  EXPECT_HAS(after,
             "<pre class=\"notes\">&quot;Message passing across two work-groups with work-group-scope "
             "release/acquire&quot;\n(* Teaches: the student's question.");
  EXPECT_HAS(after, "<tr class=\"racy\">");
  // --show-expect is the teacher's copy: the notes stay in the source.
  r = runClmm({"check", "-q", "--engine", "enumerate", "--show-expect", "--html", page, kRacy});
  ASSERT_EQ(r.rc, 0) << r.err;
  html = slurp(page);
  EXPECT_LT(html.find("Teaches"), html.find("<details class=\"answer\">", html.find("<section class=\"test\"")));
}

// A name with a word of the answer in it (release_sequence_broken) is neutral before the answer,
// in the heading (so in the page's link list) and in the source; the answer gives it.
TEST(Html, ANameThatGivesTheAnswerAwayIsNeutralUntilAsked) {
  Scratch s;
  std::string page = s.path("report.html");
  RunResult r = runClmm(
      {"check", "-q", "--engine", "enumerate", "--html", page, "examples/catalogue/release_sequence_broken.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err;
  std::string html = slurp(page);
  size_t answer = html.find("<details class=\"answer\">", html.find("<section class=\"test\""));
  ASSERT_NE(answer, std::string::npos);
  std::string before = html.substr(0, answer);
  EXPECT_EQ(before.find("broken"), std::string::npos) << before;
  EXPECT_EQ(before.find("ends the release sequence"), std::string::npos) << before;
  EXPECT_HAS(before, "<h2>Release_sequence_exercise <span class=\"model\">");
  EXPECT_HAS(before, "<td class=\"code\">OPENCL Release_sequence_exercise</td>");
  EXPECT_HAS(html.substr(answer), "The test's name: Release_sequence_broken");
  r = runClmm({"check", "-q", "--engine", "enumerate", "--show-expect", "--html", page,
               "examples/catalogue/release_sequence_broken.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_HAS(slurp(page), "<h2>Release_sequence_broken <span class=\"model\">");
}

TEST(Html, PageNeedsNothingOutsideIt) {
  Scratch s;
  std::string page = s.path("report.html");
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--html", page, kForbidden});
  ASSERT_EQ(r.rc, 0) << r.err;
  std::string html = slurp(page);
  ASSERT_FALSE(html.empty());
  // No external script, style sheet, font or image; the only URLs are the SVG namespaces.
  for (const char* external : {"<script src", "<link", "@import", "url(", "@font-face", "<img", "<iframe"})
    EXPECT_FALSE(has(html, external)) << external;
  std::string rest =
      std::regex_replace(html, std::regex("xmlns(:xlink)?=\"http://www\\.w3\\.org/[0-9]+/(svg|xlink)\""), "");
  EXPECT_FALSE(has(rest, "http://")) << rest.substr(rest.find("http://"), 80);
  EXPECT_FALSE(has(rest, "https://"));
  EXPECT_HAS(html, "<script>");
}

TEST(Html, WithoutGraphvizIsAnError) {
  Scratch s;
  RunResult r = runWithPath(s.path(), {"check", "-q", "--html", s.path("report.html"), kForbidden});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.err,
            "clmm: error: --html needs Graphviz's `dot` program to draw the pictures, and it is not on PATH: "
            "install the package graphviz (Debian and Ubuntu: apt-get install graphviz)\n");
  EXPECT_EQ(r.out, "");
  EXPECT_FALSE(fs::exists(s.path("report.html")));
}

TEST(Html, UnwritableFileIsAnErrorBeforeAnyTestRuns) {
  Scratch s;
  std::string page = s.path("missing/report.html");
  RunResult r = runClmm({"check", "-q", "--html", page, kForbidden});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.err, "clmm: error: --html: cannot write the file '" + page +
                       "': check that its directory exists and is writable\n");
  EXPECT_EQ(r.out, "");
}

TEST(Html, DotThatFailsIsAnError) {
  Scratch s;
  std::string fake = s.write("bin/dot", "#!/bin/sh\ncat > /dev/null\nexit 1\n");
  fs::permissions(fake, fs::perms::owner_all);
  std::string page = s.path("report.html");
  RunResult r = runWithPath(s.path("bin") + ":/usr/bin:/bin",
                            {"check", "-q", "--engine", "enumerate", "--html", page, kForbidden});
  EXPECT_EQ(r.rc, 2);
  EXPECT_HAS(r.err,
             "clmm: error: Graphviz's dot failed drawing figure 1 of MP_dev_two_groups under opencl for the "
             "HTML report\n");
  EXPECT_HAS(slurp(page), "<p class=\"unknown\">Graphviz could not draw this execution.</p>");
}

TEST(Html, ReportThatCannotBeWrittenIsAnError) {
  // /dev/full opens, and every write to it fails.
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--html", "/dev/full", kForbidden});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.err, "clmm: error: cannot write the HTML report '/dev/full'\n");
}

TEST(Html, BadTestGetsItsErrorInThePage) {
  Scratch s;
  std::string bad = s.write("bad.litmus",
                            "OPENCL bad\n{ x=0; }\nP0@wg 0, dev 0 (global atomic_int* x) {\n"
                            "  atomic_store_explicit(x, 1, memory_order_sideways);\n}\nexists (x=1)\n");
  std::string page = s.path("report.html");
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--html", page, bad, kForbidden});
  EXPECT_EQ(r.rc, 2);
  std::string html = slurp(page);
  EXPECT_HAS(html, "<span class=\"verdict unknown\">not checked</span>");
  EXPECT_HAS(html, htmlSafe(r.err.substr(0, r.err.find('\n'))));
  EXPECT_HAS(html, "MP_dev_two_groups <span class=\"model\">under opencl</span>");
}

// --- In the browser -------------------------------------------------------------------------

std::string chromium() {
  for (const char* name : {"chromium", "chromium-browser"}) {
    if (clmm::findProgram(name)) return name;
  }
  return "";
}

#define CLMM_REQUIRE_CHROMIUM(browser)                                               \
  std::string browser = chromium();                                                  \
  if (browser.empty())                                                               \
  GTEST_SKIP() << "Chromium not found (Debian: apt-get install chromium): the HTML " \
                  "report was not tried in a browser"

// Runs headless Chromium on `url` with `what` (--dump-dom, --screenshot=FILE); its stdout.
std::string runChromium(const std::string& browser, const Scratch& s, const std::string& url, const std::string& what) {
  clmm::ProcessOptions o;
  o.captureStdout = true;
  o.timeoutSeconds = 120;
  clmm::ProcessResult p =
      clmm::runProcess({browser, "--headless", "--disable-gpu", "--no-sandbox", "--disable-dev-shm-usage",
                        "--user-data-dir=" + s.path("profile"), "--window-size=1200,3000", what, url},
                       o);
  EXPECT_TRUE(p.ok()) << browser << " " << what << " " << url << ": " << p.describe();
  return p.out;
}

#ifdef CLMM_HAVE_PNG
struct Pixels {
  size_t total = 0, inked = 0, orange = 0;  // inked: not white; orange: the cycle's #ff7f0e
};

Pixels readScreenshot(const std::string& path) {
  Pixels p;
  png_image image{};
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_file(&image, path.c_str())) return p;
  image.format = PNG_FORMAT_RGB;
  std::vector<unsigned char> rgb(PNG_IMAGE_SIZE(image));
  if (!png_image_finish_read(&image, nullptr, rgb.data(), 0, nullptr)) return p;
  for (size_t i = 0; i + 2 < rgb.size(); i += 3) {
    int r = rgb[i], g = rgb[i + 1], b = rgb[i + 2];
    ++p.total;
    if (r < 240 || g < 240 || b < 240) ++p.inked;
    if (std::abs(r - 0xff) < 24 && std::abs(g - 0x7f) < 24 && std::abs(b - 0x0e) < 24) ++p.orange;
  }
  return p;
}
#endif

TEST(HtmlInBrowser, PicturesRender) {
  CLMM_REQUIRE_CHROMIUM(browser);
#ifndef CLMM_HAVE_PNG
  GTEST_SKIP() << "libpng not found when building the tests (Debian: libpng-dev): screenshots not read";
#else
  Scratch s;
  std::string page = s.path("report.html");
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--html", page, kForbidden});
  ASSERT_EQ(r.rc, 0) << r.err;
  runChromium(browser, s, "file://" + page + "#answer", "--screenshot=" + s.path("shown.png"));
  Pixels shown = readScreenshot(s.path("shown.png"));
  ASSERT_EQ(shown.total, 1200u * 3000u) << "no screenshot";
  EXPECT_GT(shown.inked, shown.total / 50) << "the page looks blank";
  // The forbidden candidate's cycle is drawn in orange, thick: hundreds of pixels.
  EXPECT_GT(shown.orange, 300u);
  // Clicking the cycle's switches takes it away.
  runChromium(browser, s, "file://" + page + "#answer&click=cycle", "--screenshot=" + s.path("hidden.png"));
  Pixels hidden = readScreenshot(s.path("hidden.png"));
  ASSERT_EQ(hidden.total, 1200u * 3000u) << "no screenshot";
  EXPECT_LT(hidden.orange * 20, shown.orange) << shown.orange << " orange pixels, then " << hidden.orange;
#endif
}

TEST(HtmlInBrowser, SwitchesHideAndShowRelations) {
  CLMM_REQUIRE_CHROMIUM(browser);
  Scratch s;
  std::string page = s.path("report.html");
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--html", page, kForbidden, kRacy});
  ASSERT_EQ(r.rc, 0) << r.err;
  // As the page opens: every relation shown but happens-before; the SVG is in the browser's DOM.
  std::string dom = runChromium(browser, s, "file://" + page + "#answer", "--dump-dom");
  EXPECT_GE(count(dom, "<svg"), 4u);
  EXPECT_HAS(dom, "data-relations=\"sb:shown rf:shown mo:shown shown:shown order:hidden cycle:shown race:shown\"");
  // The navigation the script builds.
  EXPECT_HAS(dom, "<a href=\"#t2-1\">");
  // Clicking switches: rf and race go, happens-before comes.
  dom = runChromium(browser, s, "file://" + page + "#answer&click=rf,race,order", "--dump-dom");
  EXPECT_HAS(dom, "data-relations=\"sb:shown rf:hidden mo:shown shown:shown order:shown cycle:shown race:hidden\"");
  // The address sets switches as the page opens: hide=, show=.
  dom = runChromium(browser, s, "file://" + page + "#answer&hide=rf,mo&show=order", "--dump-dom");
  EXPECT_HAS(dom, "data-relations=\"sb:shown rf:hidden mo:hidden shown:shown order:shown cycle:shown race:shown\"");
}


// --- A lesson page ------------------------------------------------------------------------------

const char* kIriw = "examples/catalogue/iriw_sc_dev.litmus";
const char* kIriwState = "1:r0=1 /\\ 1:r1=0 /\\ 3:r2=1 /\\ 3:r3=0";

// The tests' clmm-expect: lines give the answer away: left out of the page unless asked.
TEST(HtmlLesson, ExpectationsHiddenUnlessAsked) {
  Scratch s;
  std::string page = s.path("report.html");
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--html", page, kForbidden});
  ASSERT_EQ(r.rc, 0) << r.err;
  std::string html = slurp(page);
  EXPECT_EQ(count(html, "clmm-expect"), 0u);
  // The notes (the comment before the initial state) go to the answer, their other lines and
  // their end kept; the source's line numbers are the file's.
  EXPECT_HAS(html, "&quot;\n(* Teaches: a release store and an acquire load at device scope");
  EXPECT_HAS(html, "   the plain data accesses do not race.\n   *)\n</pre>");
  EXPECT_FALSE(has(html, "<td class=\"ln\">5</td>"));
  EXPECT_HAS(html, "<td class=\"ln\">12</td><td class=\"code\">{ data=0; flag=0; }</td>");
  r = runClmm({"check", "-q", "--engine", "enumerate", "--html", page, "--show-expect", kForbidden});
  ASSERT_EQ(r.rc, 0) << r.err;
  html = slurp(page);
  EXPECT_HAS(html, "<td class=\"ln\">6</td><td class=\"code\">   clmm-expect: opencl forbidden</td>");
  EXPECT_HAS(html, "clmm-expect: opencl-spec states 1:r0=0 1:r1=-1 ; 1:r0=1 1:r1=1 *)</td>");
}

// --title names the page (escaped); one legend for the page, none in the pictures.
TEST(HtmlLesson, TitleAndOneLegend) {
  Scratch s;
  std::string page = s.path("report.html");
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--html", page, "--title", "Lesson 3: <MP> & scopes",
                         kForbidden, kRacy});
  ASSERT_EQ(r.rc, 0) << r.err;
  std::string html = slurp(page);
  EXPECT_HAS(html, "<title>Lesson 3: &lt;MP&gt; &amp; scopes</title>");
  EXPECT_HAS(html, "<h1>Lesson 3: &lt;MP&gt; &amp; scopes</h1>");
  EXPECT_EQ(count(html, "<aside class=\"legend\">"), 1u);
  EXPECT_GE(count(html, "<figure class=\"execution"), 4u);
  EXPECT_EQ(count(html, ">legend</text>"), 0u) << "a picture still has its own legend";
  // Every style and relation drawn, once: sb, rf, mo, sw, hb (named and worded by the model), the
  // cycle, the race.
  size_t from = html.find("<aside class=\"legend\">");
  ASSERT_NE(from, std::string::npos);
  std::string legend = html.substr(from, html.find("</aside>", from) - from);
  for (const char* row : {"sb: program order", "rf: reads from", "mo: coherence order", "sw: synchronises with",
                          "hb: happens before, beyond program order", "the failing check's cycle", ">data race<", ">ra_sw_G<"})
    EXPECT_EQ(count(legend, row), 1u) << row;
  EXPECT_LT(legend.find("sb: program order"), legend.find("rf: reads from"));
  // Without --html, --title and --show-expect have nothing to name.
  r = runClmm({"check", "-q", "--title", "T", kForbidden});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.err, "clmm: error: --title is about the --html page: give --html FILE too\n");
  r = runClmm({"check", "-q", "--show-expect", kForbidden});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.err, "clmm: error: --show-expect is about the --html page: give --html FILE too\n");
}

// --state narrows the page as it narrows the text: IRIW's sixteen figures become the one asked for.
TEST(HtmlLesson, StateNarrowsThePage) {
  Scratch s;
  std::string page = s.path("report.html");
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--html", page, kIriw});
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(count(slurp(page), "<figure class=\"execution"), 16u);
  for (const char* engine : {"enumerate", "smt"}) {
    r = runClmm({"check", "-q", "--engine", engine, "--html", page, "--state", kIriwState, kIriw});
    ASSERT_EQ(r.rc, 0) << r.err;
    std::string html = slurp(page);
    EXPECT_EQ(count(html, "<figure class=\"execution"), 1u) << engine;
    EXPECT_HAS(html, "Figure 1: forbidden candidate execution ending in 1:r0=1 1:r1=0 3:r2=1 3:r3=0");
    EXPECT_HAS(html, htmlSafe(std::string("(only the executions ending in a state where ") + kIriwState +
                              ", as --state asks: 1 shown)"));
  }
  // A state satisfied by the condition's and by an allowed one: the forbidden candidate and the
  // execution reaching the allowed state.
  r = runClmm({"check", "-q", "--engine", "enumerate", "--html", page, "--state", "1:r0=1 /\\ 1:r1=0 /\\ 3:r2=1",
               kIriw});
  ASSERT_EQ(r.rc, 0) << r.err;
  std::string html = slurp(page);
  EXPECT_EQ(count(html, "<figure class=\"execution"), 2u);
  EXPECT_HAS(html, "Figure 2: allowed execution ending in 1:r0=1 1:r1=0 3:r2=1 3:r3=1");
  // The condition's state allowed, the state asked about forbidden: why, on the page too.
  std::string text = slurp(kForbidden);
  text.replace(text.find("exists (1:r0=1 /\\ 1:r1=0)"), std::string("exists (1:r0=1 /\\ 1:r1=0)").size(),
               "locations [1:r1;]\nexists (1:r0=0)");
  text = std::regex_replace(text, std::regex("clmm-expect:"), "was:");  // no longer this test's results
  std::string test = s.write("mp.litmus", text);
  r = runClmm({"check", "-q", "--engine", "smt", "--html", page, "--state", "1:r0=1 /\\ 1:r1=0", test});
  ASSERT_EQ(r.rc, 0) << r.err;
  html = slurp(page);
  EXPECT_EQ(count(html, "<figure class=\"execution"), 1u);
  EXPECT_HAS(html, "Why forbidden: no consistent execution ends in a state where 1:r0=1 /\\ 1:r1=0\n  forbidden by: CohG");
  EXPECT_HAS(html, "Figure 1: forbidden candidate execution ending in 1:r0=1 1:r1=0");
}

// A cycle step along program order is drawn as the cycle, and as program order once hidden.
TEST(HtmlLesson, CycleStepsKnowTheirRelation) {
  Scratch s;
  std::string page = s.path("report.html");
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--html", page, "--state", "1:r0=1 /\\ 1:r1=0",
                         kForbidden});
  ASSERT_EQ(r.rc, 0) << r.err;
  std::string html = slurp(page);
  EXPECT_EQ(count(html, "class=\"edge rel_cycle also_sb\""), 2u);
  EXPECT_EQ(count(html, "class=\"edge rel_sb\""), 0u);
  EXPECT_HAS(html, "class=\"edge rel_cycle also_mo\"");
  EXPECT_HAS(html, "class=\"edge rel_cycle also_shown\"");
  EXPECT_HAS(html, "<input type=\"checkbox\" data-rel=\"sb\" checked> sb: program order</label>");
}

// In the browser: no text overflows its box, even in a narrow window; hiding the cycle leaves
// program order drawn.
TEST(HtmlLessonInBrowser, TextFitsAndProgramOrderStays) {
  CLMM_REQUIRE_CHROMIUM(browser);
  Scratch s;
  std::string page = s.path("report.html");
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--html", page, kForbidden, kRacy, kIriw});
  ASSERT_EQ(r.rc, 0) << r.err;
  for (const char* width : {"1200,3000", "640,3000"}) {
    clmm::ProcessOptions o;
    o.captureStdout = true;
    o.timeoutSeconds = 120;
    clmm::ProcessResult p = clmm::runProcess(
        {browser, "--headless", "--disable-gpu", "--no-sandbox", "--disable-dev-shm-usage",
         "--user-data-dir=" + s.path("profile"), std::string("--window-size=") + width, "--dump-dom", "file://" + page + "#answer"},
        o);
    ASSERT_TRUE(p.ok()) << p.describe();
    EXPECT_HAS(p.out, "data-overflow=\"none\"") << " at " << width << ": "
                                                << p.out.substr(p.out.find("data-overflow"), 200);
  }
  std::string forbidden = s.path("forbidden.html");
  r = runClmm({"check", "-q", "--engine", "enumerate", "--html", forbidden, "--state", "1:r0=1 /\\ 1:r1=0",
               kForbidden});
  ASSERT_EQ(r.rc, 0) << r.err;
  std::string dom = runChromium(browser, s, "file://" + forbidden + "#answer", "--dump-dom");
  EXPECT_HAS(dom, "data-program-order=\"2\"");
  dom = runChromium(browser, s, "file://" + forbidden + "#answer&click=cycle", "--dump-dom");
  EXPECT_HAS(dom, "cycle:hidden");
  EXPECT_HAS(dom, "data-program-order=\"2\"");
  dom = runChromium(browser, s, "file://" + forbidden + "#answer&hide=cycle,sb", "--dump-dom");
  EXPECT_HAS(dom, "data-program-order=\"0\"");
}

}  // namespace
}  // namespace clmm::test
