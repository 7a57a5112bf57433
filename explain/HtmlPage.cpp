// The page around the sections of `clmm check --html` (explain/Html.h): its style sheet and its
// small script, both inline, so the file works opened from disk with no network. The script
// connects the switches: a switch in a figure shows or hides that relation's edges there (the
// figure gets the class hide-REL), a switch in the bar at the top does it in every figure.
// The address's fragment sets switches when the page opens, as a reader could by clicking:
// #hide=rf,mo hides those relations, #show=hb shows them, #click=rf clicks every rf switch.
// After every change the body's data-relations attribute says whether each relation's first
// edge is displayed ("rf:shown mo:hidden ..."), as the browser computes it; the tests read it.
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
table.source td.code { font-family: monospace; white-space: pre; }
table.source td.ln { color: #888; text-align: right; }
table.source tr.has-events td.code { background: #fff6d8; }
table.source td.ev { font-size: .85em; color: #555; max-width: 28em; }
table.states tr.racy { background: #ffe9c7; } table.states tr.allowed { background: #e3f4e3; }
table.states tr.satisfies td:first-child { font-weight: bold; }
pre.explanation { background: #f6f6f6; padding: .6em; overflow-x: auto; }
figure.execution { border: 1px solid #ccc; border-radius: .4em; margin: 1em 0; padding: .5em; }
figcaption { font-weight: bold; }
.switches { margin: .3em 0; } .switches label { margin-right: .8em; white-space: nowrap; }
.picture svg { max-width: 100%; height: auto; }
table.events { font-size: .85em; }
.hide-sb .rel_sb, .hide-rf .rel_rf, .hide-mo .rel_mo, .hide-sw .rel_sw, .hide-hb .rel_hb,
.hide-cycle .rel_cycle, .hide-race .rel_race { display: none; }
)css";

const char* kScript = R"js(
(function () {
  var relations = ['sb', 'rf', 'mo', 'sw', 'hb', 'cycle', 'race'];
  function report() {
    var out = [];
    relations.forEach(function (rel) {
      var edge = document.querySelector('.picture .rel_' + rel);
      if (edge) out.push(rel + ':' + (getComputedStyle(edge).display === 'none' ? 'hidden' : 'shown'));
    });
    document.body.setAttribute('data-relations', out.join(' '));
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

}  // namespace

std::string renderHtmlPage(const std::vector<std::string>& sections) {
  std::string page =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"generator\" content=\"clmm check --html\">\n<title>clmm report</title>\n<style>";
  page += kStyle;
  page += "</style>\n</head>\n<body>\n<header>\n<h1>clmm report</h1>\n<div class=\"switches\">show in every picture:";
  page += " <label><input type=\"checkbox\" data-rel=\"sb\" checked> sb</label>"
          " <label><input type=\"checkbox\" data-rel=\"rf\" checked> rf</label>"
          " <label><input type=\"checkbox\" data-rel=\"mo\" checked> mo</label>"
          " <label><input type=\"checkbox\" data-rel=\"sw\" checked> sw</label>"
          " <label><input type=\"checkbox\" data-rel=\"hb\"> hb</label>"
          " <label><input type=\"checkbox\" data-rel=\"cycle\" checked> cycle</label>"
          " <label><input type=\"checkbox\" data-rel=\"race\" checked> race</label>";
  page += "</div>\n<nav></nav>\n</header>\n<main>\n";
  for (const auto& s : sections) page += s;
  if (sections.empty()) page += "<p>No tests were checked.</p>\n";
  page += "</main>\n<script>";
  page += kScript;
  page += "</script>\n</body>\n</html>\n";
  return page;
}

}  // namespace clmm
