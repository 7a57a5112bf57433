// Writing expectation tables from results (cli/ExpectWrite.h).
#include "cli/ExpectWrite.h"

#include <filesystem>
#include <fstream>

#include "cli/Expectations.h"

namespace clmm {

namespace fs = std::filesystem;

namespace {
// A CSV field, quoted when it holds a comma, a quote or surrounding blanks.
std::string csvField(const std::string& s) {
  bool quote = s.find_first_of(",\"") != std::string::npos ||
               (!s.empty() && (s.front() == ' ' || s.back() == ' ' || s.front() == '\t' || s.back() == '\t'));
  if (!quote) return s;
  std::string q = "\"";
  for (char c : s) q += c == '"' ? std::string("\"\"") : std::string(1, c);
  return q + "\"";
}
}  // namespace

ExpectRow expectRow(const TestResult& r, const std::string& modelKey) {
  ExpectRow row;
  row.path = r.file;
  row.model = modelKey;
  row.verdict = r.verdict;
  for (const auto& s : r.states) {
    if (!row.states.empty()) row.states += " ; ";
    row.states += stateText(r.observables, s.values);
    if (s.cls == StateClass::Racy) row.states += " racy";
  }
  return row;
}

bool writeExpectationTable(const std::string& csvPath, const std::vector<ExpectRow>& rows) {
  std::error_code ec;
  fs::path dir = fs::absolute(csvPath, ec).parent_path();
  if (ec) return false;
  std::ofstream out(csvPath, std::ios::binary);
  if (!out) return false;
  out << "# expectations written by clmm check --write-expect; review them before use\n";
  out << "path,model,verdict,states\n";
  for (const auto& row : rows) {
    fs::path test = fs::absolute(row.path, ec);
    // Relative when the test is under the table's directory (the table travels with its suite),
    // absolute otherwise.
    fs::path rel = ec ? fs::path() : test.lexically_normal().lexically_relative(dir);
    std::string path = rel.empty() || *rel.begin() == ".." ? test.lexically_normal().string() : rel.generic_string();
    out << csvField(path) << "," << csvField(row.model) << "," << verdictName(row.verdict) << ","
        << csvField(row.states) << "\n";
  }
  out.close();
  return static_cast<bool>(out);
}

}  // namespace clmm
