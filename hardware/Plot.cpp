// The SVG histogram of `clmm run --plot DIR`: one bar per final state, its height the log of the
// count, its colour the model's class (allowed, racy, forbidden, unknown); allowed states never
// observed are outlined bars of height zero, so a reader sees what the device never did.
#include <algorithm>
#include <cmath>
#include <sstream>

#include "hardware/Observed.h"
#include "support/Printable.h"

namespace clmm::hw {

namespace {

// XML text: what XML 1.0 cannot carry (control characters such as ESC, bytes that are not UTF-8)
// first becomes a visible escape by the names rule (support/Printable.h), then the markup.
std::string escape(const std::string& s) {
  std::string o;
  for (char c : printableText(s)) {
    if (c == '<') o += "&lt;";
    else if (c == '>') o += "&gt;";
    else if (c == '&') o += "&amp;";
    else if (c == '"') o += "&quot;";
    else o += c;
  }
  return o;
}

const char* colour(ObservedClass c) {
  switch (c) {
    case ObservedClass::Allowed: return "#2e7d32";
    case ObservedClass::Racy: return "#ef6c00";
    case ObservedClass::Forbidden: return "#c62828";
    default: return "#757575";
  }
}

}  // namespace

std::string histogramSvg(const std::string& title, const std::vector<std::string>& observables, const Comparison& c) {
  struct Bar {
    std::string label;
    uint64_t count;
    const char* fill;
    bool unseen;
  };
  std::vector<Bar> bars;
  for (const auto& s : c.observed) bars.push_back({valuesText(observables, s.values), s.count, colour(s.cls), false});
  for (const auto& v : c.neverSeen) bars.push_back({valuesText(observables, v), 0, colour(ObservedClass::Allowed), true});
  for (const auto& v : c.racyUnseen) bars.push_back({valuesText(observables, v), 0, colour(ObservedClass::Racy), true});
  uint64_t maxCount = 1;
  size_t longest = 10;
  for (const auto& b : bars) maxCount = std::max(maxCount, b.count), longest = std::max(longest, b.label.size());
  // The tallest bar's count label sits above `top`: the subtitle (at y 38) ends well before it.
  const int barWidth = 36, gap = 14, left = 60, top = 66, height = 240;
  const int labelSpace = static_cast<int>(longest) * 6 + 20;
  const int width = std::max(420, left + static_cast<int>(bars.size()) * (barWidth + gap) + 40);
  const int total = top + height + labelSpace + 40;
  double logMax = std::log10(static_cast<double>(maxCount) + 1);
  std::ostringstream o;
  o << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << total
    << "\" font-family=\"sans-serif\" font-size=\"11\">\n"
    << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    << "<text x=\"" << left << "\" y=\"22\" font-size=\"14\" font-weight=\"bold\">" << escape(title) << "</text>\n"
    << "<text x=\"" << left << "\" y=\"38\">" << c.total << " instances observed; bar height: log10(count + 1)</text>\n"
    << "<line x1=\"" << left << "\" y1=\"" << top + height << "\" x2=\"" << width - 20 << "\" y2=\"" << top + height
    << "\" stroke=\"black\"/>\n";
  for (int d = 0; d <= static_cast<int>(std::ceil(logMax)); ++d) {
    double y = top + height - (logMax > 0 ? height * d / logMax : 0);
    if (y < top - 1) break;
    o << "<text x=\"" << left - 6 << "\" y=\"" << y + 4 << "\" text-anchor=\"end\">1e" << d << "</text>\n";
  }
  for (size_t i = 0; i < bars.size(); ++i) {
    const Bar& b = bars[i];
    int x = left + gap / 2 + static_cast<int>(i) * (barWidth + gap);
    double h = logMax > 0 ? height * std::log10(static_cast<double>(b.count) + 1) / logMax : 0;
    if (b.unseen)
      o << "<rect x=\"" << x << "\" y=\"" << top + height - 3 << "\" width=\"" << barWidth
        << "\" height=\"3\" fill=\"none\" stroke=\"" << b.fill << "\" stroke-dasharray=\"3,2\"/>\n";
    else
      o << "<rect x=\"" << x << "\" y=\"" << top + height - h << "\" width=\"" << barWidth << "\" height=\"" << h
        << "\" fill=\"" << b.fill << "\"><title>" << escape(b.label) << ": " << b.count << "</title></rect>\n";
    o << "<text x=\"" << x + barWidth / 2 << "\" y=\"" << top + height - h - 4 << "\" text-anchor=\"middle\">"
      << b.count << "</text>\n";
    int lx = x + barWidth / 2, ly = top + height + 12;
    o << "<text x=\"" << lx << "\" y=\"" << ly << "\" transform=\"rotate(40 " << lx << " " << ly << ")\">"
      << escape(b.label) << "</text>\n";
  }
  int ly = total - 14;
  int lx = left;
  for (auto cls : {ObservedClass::Allowed, ObservedClass::Racy, ObservedClass::Forbidden, ObservedClass::Unknown}) {
    o << "<rect x=\"" << lx << "\" y=\"" << ly - 9 << "\" width=\"10\" height=\"10\" fill=\"" << colour(cls) << "\"/>"
      << "<text x=\"" << lx + 14 << "\" y=\"" << ly << "\">" << observedClassName(cls) << "</text>\n";
    lx += 90;
  }
  o << "<text x=\"" << lx << "\" y=\"" << ly << "\">dashed: never observed</text>\n</svg>\n";
  return o.str();
}

}  // namespace clmm::hw
