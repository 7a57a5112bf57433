// Reading of expectation tables (CSV): fields with their columns, row checks, path resolution
// relative to the table's directory.
#include "check/ExpectTable.h"

#include <filesystem>

namespace clmm {

namespace fs = std::filesystem;

namespace {

Span trimmed(const Span& s) {
  size_t b = 0, e = s.text.size();
  while (b < e && (s.text[b] == ' ' || s.text[b] == '\t')) ++b;
  while (e > b && (s.text[e - 1] == ' ' || s.text[e - 1] == '\t')) --e;
  return s.sub(b, e);
}

// Splits one line into fields; quoted fields lose their quotes (and "" becomes ").
std::vector<Span> splitFields(const Span& line) {
  std::vector<Span> out;
  const std::string& t = line.text;
  size_t i = 0;
  while (true) {
    Span field;
    field.source = line.source;
    field.line = line.line;
    size_t start = i;
    while (i < t.size() && (t[i] == ' ' || t[i] == '\t')) ++i;
    if (i < t.size() && t[i] == '"') {
      size_t open = i++;
      bool closed = false;
      while (i < t.size()) {
        if (t[i] == '"' && i + 1 < t.size() && t[i + 1] == '"') {
          field.text += '"';
          field.cols.push_back(line.cols[i]);
          i += 2;
        } else if (t[i] == '"') {
          closed = true;
          field.endCol = line.cols[i];
          ++i;
          break;
        } else {
          field.text += t[i];
          field.cols.push_back(line.cols[i]);
          ++i;
        }
      }
      if (!closed) line.fail(line.at(open), "unterminated quoted field");
      while (i < t.size() && (t[i] == ' ' || t[i] == '\t')) ++i;
      if (i < t.size() && t[i] != ',') line.fail(line.at(i), "expected ',' after a quoted field");
    } else {
      i = start;
      while (i < t.size() && t[i] != ',') ++i;
      field = trimmed(line.sub(start, i));
      if (field.text.empty()) field.endCol = line.at(start).col;
    }
    out.push_back(std::move(field));
    if (i >= t.size()) break;
    ++i;  // the comma
  }
  return out;
}

}  // namespace

std::string canonicalTestPath(const std::string& path) {
  std::error_code ec;
  fs::path p = fs::weakly_canonical(fs::absolute(path), ec);
  return ec ? fs::absolute(path).lexically_normal().string() : p.string();
}

const ExpectationsByModel* ExpectationTable::find(const std::string& testPath) const {
  auto it = rows.find(canonicalTestPath(testPath));
  return it == rows.end() ? nullptr : &it->second;
}

ExpectationTable readExpectationTable(const std::string& path) { return parseExpectationTable(SourceFile::read(path)); }

ExpectationTable parseExpectationTable(const std::shared_ptr<const SourceFile>& source) {
  fs::path dir = fs::path(source->path()).parent_path();
  ExpectationTable table;
  const std::string& text = source->text();
  bool first = true;
  int lineNo = 0;
  for (size_t pos = 0; pos < text.size();) {
    size_t nl = text.find('\n', pos);
    if (nl == std::string::npos) nl = text.size();
    ++lineNo;
    Span line;
    line.source = source;
    line.line = lineNo;
    line.text = text.substr(pos, nl - pos);
    if (!line.text.empty() && line.text.back() == '\r') line.text.pop_back();
    for (size_t k = 0; k < line.text.size(); ++k) line.cols.push_back(static_cast<int>(k) + 1);
    line.endCol = static_cast<int>(line.text.size()) + 1;
    pos = nl + 1;

    Span content = trimmed(line);
    if (content.text.empty() || content.text[0] == '#') continue;
    std::vector<Span> f = splitFields(line);
    bool header = first && f[0].text == "path";
    first = false;
    if (header) continue;
    if (f.size() != 3 && f.size() != 4)
      line.fail(line.at(0), "expected 3 or 4 fields (path,model,verdict[,states]), found " +
                                std::to_string(f.size()));
    if (f[0].text.empty()) line.fail(f[0].at(0), "expected a test path in the first field");
    if (f[1].text.empty()) line.fail(f[1].at(0), "expected a model name in the second field");
    auto verdict = parseVerdictWord(f[2].text);
    if (!verdict)
      line.fail(f[2].text.empty() ? f[2].at(0) : f[2].range(0, f[2].text.size()),
                "expected 'allowed', 'forbidden' or 'racy' in the third field, found '" + f[2].text + "'");
    fs::path test = fs::path(f[0].text).is_absolute() ? fs::path(f[0].text) : dir / f[0].text;
    std::error_code ec;
    if (!fs::is_regular_file(test, ec))
      line.fail(f[0].range(0, f[0].text.size()),
                "'" + f[0].text + "': no such test file (paths are relative to the table's directory, '" +
                    (dir.empty() ? std::string(".") : dir.string()) + "')");

    Expectation e;
    e.source = source;
    e.line = lineNo;
    e.verdict = verdict;
    e.verdictRange = f[2].range(0, f[2].text.size());
    e.modelRange = f[1].range(0, f[1].text.size());
    if (f.size() == 4 && !f[3].text.empty()) {
      e.hasStates = true;
      parseStates(f[3], e.states);
    }
    auto& byModel = table.rows[canonicalTestPath(test.string())];
    auto [it, inserted] = byModel.emplace(f[1].text, e);
    if (!inserted)
      line.fail(line.at(0), "second row for '" + f[0].text + "' and model '" + f[1].text +
                                "' (the first is on line " + std::to_string(it->second.line) + ")");
  }
  return table;
}

}  // namespace clmm
