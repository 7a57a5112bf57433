// The page around the sections of `clmm check --html` (explain/Html.h): its style sheet and its
// small script, both inline, so the file works opened from disk with no network. The script
// connects the switches: a switch in a figure shows or hides that relation's edges there (the
// figure gets the class hide-REL), a switch in the bar at the top does it in every figure.
// The address's fragment sets switches when the page opens, as a reader could by clicking:
// #hide=rf,mo hides those relations, #show=order shows happens-before, #click=rf clicks every rf switch,
// #answer opens every test's answer (closed at first: the verdict, the states' classes, the
// explanation and the pictures are shown when the student asks).
// After every change the body's data-relations attribute says whether each relation's first
// edge is displayed ("rf:shown mo:hidden ..."), as the browser computes it, and data-overflow
// which elements' content does not fit their box ("none"), data-program-order how many
// program-order edges are displayed; the tests read them. Text wraps; the
// page has one legend for all its pictures; hiding the cycle leaves the plain edges its steps
// stand for (program order, reads-from, coherence, synchronisation) drawn as those relations.
// The title is --title's.
#include "explain/Html.h"

namespace clmm {

namespace {

const char* kStyle = R"css(
body { font-family: sans-serif; margin: 0 1.5em 3em; color: #222; line-height: 1.35; }
header { position: sticky; top: 0; background: #fff; border-bottom: 1px solid #ccc; padding: .4em 0; z-index: 1; }
header h1 { font-size: 1.2em; margin: .2em 0; }
nav a { margin-right: 1em; }
section.test { border-top: 3px solid #888; margin-top: 2em; }
h2 .model { font-weight: normal; color: #555; }
.verdict { font-size: .8em; padding: .1em .5em; border-radius: .4em; color: #fff; background: #777; }
.verdict.allowed { background: #2b7a2b; } .verdict.forbidden { background: #b22222; } .verdict.racy { background: #c77800; }
.meta, .condition { color: #444; margin: .2em 0; }
.unknown { color: #b22222; }
.columns { display: flex; flex-wrap: wrap; gap: 2em; }
table { border-collapse: collapse; margin: .3em 0; }
th, td { border: 1px solid #ddd; padding: .1em .5em; text-align: left; vertical-align: top; }
table.source td.code { font-family: monospace; }
table.source td.ln { color: #888; text-align: right; }
table.source tr.has-events td.code { background: #fff6d8; }
table.source td.ev { font-size: .85em; color: #555; max-width: 28em; }
table.states tr.racy { background: #ffe9c7; } table.states tr.allowed { background: #e3f4e3; }
table.states tr.satisfies td:first-child { font-weight: bold; }
details.answer > summary { cursor: pointer; font-weight: bold; color: #1f5fbf; margin: .6em 0; }
pre.notes { background: #f6f6f6; padding: .6em; white-space: pre-wrap; }
pre.explanation { background: #f6f6f6; padding: .6em; white-space: pre-wrap; overflow-wrap: anywhere; }
table.source td.code { white-space: pre-wrap; overflow-wrap: anywhere; }
.columns > div { min-width: 0; max-width: 100%; }
aside.legend { border: 1px solid #ccc; border-radius: .4em; margin: 1em 0; padding: .3em .6em; }
aside.legend h2 { font-size: 1em; margin: .2em 0; }
aside.legend td { border: none; padding: .05em .5em; }
figure.execution { border: 1px solid #ccc; border-radius: .4em; margin: 1em 0; padding: .5em; }
figcaption { font-weight: bold; }
.switches { margin: .3em 0; } .switches label { margin-right: .8em; white-space: nowrap; }
.picture svg { max-width: 100%; height: auto; }
table.events { font-size: .85em; }
.hide-sb .rel_sb, .hide-rf .rel_rf, .hide-mo .rel_mo, .hide-shown .rel_shown, .hide-order .rel_order,
.hide-cycle .rel_cycle, .hide-race .rel_race { display: none; }
.hide-cycle .rel_cycle.also_sb, .hide-cycle .rel_cycle.also_rf, .hide-cycle .rel_cycle.also_mo,
.hide-cycle .rel_cycle.also_shown { display: inline; }
.hide-cycle.hide-sb .also_sb, .hide-cycle.hide-rf .also_rf, .hide-cycle.hide-mo .also_mo,
.hide-cycle.hide-shown .also_shown { display: none; }
.hide-cycle .also_sb text, .hide-cycle .also_rf text, .hide-cycle .also_mo text, .hide-cycle .also_shown text { display: none; }
.hide-cycle .also_sb path { stroke: #000; stroke-width: 1px; } .hide-cycle .also_sb polygon { fill: #000; stroke: #000; }
.hide-cycle .also_rf path { stroke: #d62728; stroke-width: 1px; } .hide-cycle .also_rf polygon { fill: #d62728; stroke: #d62728; }
.hide-cycle .also_mo path { stroke: #1f5fbf; stroke-width: 1px; stroke-dasharray: 5,2; }
.hide-cycle .also_mo polygon { fill: #1f5fbf; stroke: #1f5fbf; }
.hide-cycle .also_shown path { stroke: #2ca02c; stroke-width: 1.6px; stroke-dasharray: 5,2; }
.hide-cycle .also_shown polygon { fill: #2ca02c; stroke: #2ca02c; }
)css";

const char* kScript = R"js(
(function () {
  var relations = ['sb', 'rf', 'mo', 'shown', 'order', 'cycle', 'race'];
  function report() {
    var out = [];
    relations.forEach(function (rel) {
      // (a cycle step also drawn as its relation, once the cycle is hidden, is not the cycle's)
      var plain = '.picture .rel_' + rel + ':not(.also_sb):not(.also_rf):not(.also_mo):not(.also_shown)';
      var edge = document.querySelector(plain) || document.querySelector('.picture .rel_' + rel);
      if (edge) out.push(rel + ':' + (getComputedStyle(edge).display === 'none' ? 'hidden' : 'shown'));
    });
    document.body.setAttribute('data-relations', out.join(' '));
    // How many program-order edges are displayed (sb, and cycle steps drawn as sb when hidden).
    var sb = 0;
    document.querySelectorAll('.picture .rel_sb, .picture .also_sb').forEach(function (edge) {
      if (getComputedStyle(edge).display !== 'none') ++sb;
    });
    document.body.setAttribute('data-program-order', String(sb));
    // What does not fit: the page wider than the window, or an element (outside the pictures)
    // whose content is wider than its box, as "tag.class" in data-overflow ("none" when none).
    var over = [], width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) over.push('page');
    document.querySelectorAll('main *').forEach(function (el) {
      if (el.closest('svg') || el.clientWidth === 0) return;
      if (el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().right <= width + 1) return;
      var cls = typeof el.className === 'string' && el.className ? '.' + el.className.split(' ')[0] : '';
      over.push(el.tagName.toLowerCase() + cls);
    });
    document.body.setAttribute('data-overflow', over.length ? over.join(' ') : 'none');
  }
  function setShown(figure, rel, shown) {
    figure.classList.toggle('hide-' + rel, !shown);
    var box = figure.querySelector('input[data-rel="' + rel + '"]');
    if (box) box.checked = shown;
  }
  document.addEventListener('change', function (ev) {
    var box = ev.target, rel = box.getAttribute('data-rel');
    if (!rel) return;
    var figure = box.closest('figure');
    var figures = figure ? [figure] : document.querySelectorAll('figure.execution');
    figures.forEach(function (f) { setShown(f, rel, box.checked); });
    report();
  });
  function fromAddress() {
    location.hash.replace(/^#/, '').split('&').forEach(function (part) {
      var kv = part.split('='), names = (kv[1] || '').split(',');
      if (kv[0] === 'answer') document.querySelectorAll('details.answer').forEach(function (d) { d.open = true; });
      names.forEach(function (rel) {
        if (relations.indexOf(rel) < 0) return;
        if (kv[0] === 'click')
          document.querySelectorAll('figure input[data-rel="' + rel + '"]').forEach(function (b) { b.click(); });
        else if (kv[0] === 'hide' || kv[0] === 'show') {
          document.querySelectorAll('figure.execution').forEach(function (f) { setShown(f, rel, kv[0] === 'show'); });
          var all = document.querySelector('header input[data-rel="' + rel + '"]');
          if (all) all.checked = kv[0] === 'show';
        }
      });
    });
  }
  document.addEventListener('DOMContentLoaded', function () {
    var nav = document.querySelector('nav');
    document.querySelectorAll('section.test').forEach(function (s) {
      var a = document.createElement('a');
      a.href = '#' + s.id;
      a.textContent = s.querySelector('h2').textContent;
      nav.appendChild(a);
    });
    fromAddress();
    report();
  });
})();
)js";

// The page's one legend: the styles and relation names of its pictures, each once.
std::string legendBox(const HtmlLegend& legend) {
  if (legend.styles.empty() && legend.names.empty()) return "";
  // Which styles the pictures use says which answer they explain (a race, a failing check's
  // cycle): the legend is part of the answer, closed like the tests' answers.
  std::string out = "<details class=\"answer\"><summary>Legend of the pictures</summary>\n"
                    "<aside class=\"legend\">\n<h2>Legend</h2>\n<table>";
  std::string orderRow;
  for (const auto& [label, words] : legend.orders)
    orderRow += "<tr><td align=\"left\"><font color=\"#7b3fa0\">&middot;&middot;&middot;&gt;</font></td><td "
                "align=\"left\">" + htmlEscape(label + ": " + words) + ", beyond program order (off at first)</td></tr>";
  bool order = !orderRow.empty();
  for (const auto& [rank, row] : legend.styles) {
    if (order && rank > 40) out += orderRow, order = false;  // after the shown relations
    out += row;
  }
  if (order) out += orderRow;
  for (const auto& row : legend.names) out += row;
  return out + "</table>\n</aside>\n</details>\n";
}

// The label of a header switch: the names the pictures use for it, else `fallback`.
std::string switchLabel(const std::vector<std::string>& names, const std::string& fallback) {
  std::string s;
  for (const auto& n : names) s += (s.empty() ? "" : ", ") + n;
  return htmlEscape(s.empty() ? fallback : s);
}

}  // namespace

std::string renderHtmlPage(const std::vector<std::string>& sections, const std::string& title,
                           const HtmlLegend& legend) {
  std::string heading = htmlEscape(title.empty() ? std::string("clmm report") : title);
  std::string page =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"generator\" content=\"clmm check --html\">\n<title>" +
      heading + "</title>\n<style>";
  page += kStyle;
  page += "</style>\n</head>\n<body>\n<header>\n<h1>" + heading +
          "</h1>\n<div class=\"switches\">show in every picture:";
  page += " <label><input type=\"checkbox\" data-rel=\"sb\" checked> sb</label>"
          " <label><input type=\"checkbox\" data-rel=\"rf\" checked> rf</label>"
          " <label><input type=\"checkbox\" data-rel=\"mo\" checked> mo</label>"
          " <label><input type=\"checkbox\" data-rel=\"shown\" checked> " +
          switchLabel(legend.shown, "shown relations") +
          "</label>"
          " <label><input type=\"checkbox\" data-rel=\"order\"> " +
          // the models' orders, whatever the pictures drew: which they use is part of the answer
          switchLabel(legend.orderLabels, "happens-before") +
          "</label>"
          " <label><input type=\"checkbox\" data-rel=\"cycle\" checked> cycle</label>"
          " <label><input type=\"checkbox\" data-rel=\"race\" checked> race</label>";
  page += "</div>\n<nav></nav>\n</header>\n<main>\n";
  page += legendBox(legend);
  for (const auto& s : sections) page += s;
  if (sections.empty()) page += "<p>No tests were checked.</p>\n";
  page += "</main>\n<script>";
  page += kScript;
  page += "</script>\n</body>\n</html>\n";
  return page;
}

}  // namespace clmm
