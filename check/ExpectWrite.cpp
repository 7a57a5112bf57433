// Writing expectation tables from results (check/ExpectWrite.h).
#include "check/ExpectWrite.h"

#include <filesystem>
#include <sstream>

#include "check/Expectations.h"
#include "support/AtomicFile.h"
#include "support/Printable.h"

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
    row.states += stateText(r.observables, s.values, r.observableTypes);
    if (s.cls == StateClass::Racy) row.states += " racy";
  }
  return row;
}

std::string writeExpectationTable(const std::string& csvPath, const std::vector<ExpectRow>& rows,
                                  const std::string& partial, const std::vector<std::string>& notChecked) {
  std::error_code ec;
  std::string cannot = "clmm: error: cannot write the expectation table '" + printableName(csvPath) + "'";
  fs::path dir = fs::absolute(csvPath, ec).parent_path();
  if (ec) return cannot + "\n";
  std::string refused;
  std::ostringstream out;
  out << "# expectations written by clmm check --write-expect; review them before use\n";
  if (!partial.empty()) {
    out << "# PARTIAL: " << printableName(partial) << "; " << notChecked.size()
        << " tests have no row (not checked, or stopped before their result):\n";
    for (const auto& path : notChecked) out << "#   no row: " << printableName(path) << "\n";
  }
  out << "path,model,verdict,states\n";
  for (const auto& row : rows) {
    if (!isPrintableName(row.path)) {
      refused += "clmm: error: --write-expect: no row for " + printableName(row.path) + " [" + row.model +
                 "]: its name holds a control character or bytes that are not UTF-8, which a table row cannot "
                 "name; rename the file\n";
      continue;
    }
    fs::path test = fs::absolute(row.path, ec);
    // Relative when the test is under the table's directory (the table travels with its suite),
    // absolute otherwise.
    fs::path rel = ec ? fs::path() : test.lexically_normal().lexically_relative(dir);
    std::string path = rel.empty() || *rel.begin() == ".." ? test.lexically_normal().string() : rel.generic_string();
    // The model's key is a printable name (check/Models.h), as the table reads it back.
    out << csvField(path) << "," << csvField(printableName(row.model)) << "," << verdictName(row.verdict) << ","
        << csvField(row.states) << "\n";
  }
  std::string error = writeFileAtomically(csvPath, out.str());
  if (!error.empty()) return refused + cannot + ": " + printableText(error) + "\n";
  return refused;
}

}  // namespace clmm
