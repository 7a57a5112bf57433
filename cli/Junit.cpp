// Writing JUnit XML: escaping, the <testsuites>/<testsuite> counts, one <testcase> per result.
#include "cli/Junit.h"

#include <unistd.h>

#include <ctime>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "cli/Inputs.h"
#include "support/AtomicFile.h"
#include "support/Printable.h"

namespace clmm {

std::string junitTestName(const std::string& testPath, const std::string& label) {
  return std::filesystem::path(testPath).filename().string() + " [" + label + "]";
}

std::string junitClassname(const std::string& testPath) {
  std::string out;
  for (const auto& part : std::filesystem::path(testPath).parent_path()) {
    std::string s = part.string();
    if (s.empty() || s == "." || s == ".." || s == "/") continue;
    out += (out.empty() ? "" : ".") + s;
  }
  return out.empty() ? "clmm" : out;
}

std::string xmlEscape(const std::string& s) {
  std::string out;
  // What XML 1.0 cannot carry (most control characters, bytes that are not UTF-8) is first
  // written as a visible escape by the rule of every output (support/Printable.h).
  for (unsigned char c : printableText(s)) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      default:
        out += static_cast<char>(c);
    }
  }
  return out;
}

bool removeStaleReports(const std::vector<std::pair<std::string, std::string>>& reports,
                        const std::vector<std::pair<std::string, std::string>>& inputs) {
  for (size_t i = 0; i < reports.size(); ++i) {
    const auto& [option, path] = reports[i];
    if (path.empty()) continue;
    for (const auto& [what, input] : inputs)
      if (sameFile(path, input)) {
        std::cerr << "clmm: error: " << option << " " << printableName(path) << " is " << what << " ("
                  << printableName(input) << "): writing the report would destroy it; name another file\n";
        return false;
      }
    for (size_t k = 0; k < i; ++k)
      if (!reports[k].second.empty() && sameFile(path, reports[k].second)) {
        std::cerr << "clmm: error: " << option << " " << printableName(path) << " is the file of " << reports[k].first
                  << " too: one report would overwrite the other; name two files\n";
        return false;
      }
  }
  for (const auto& [option, path] : reports) {
    if (path.empty()) continue;
    std::string error = removeStaleReport(path);
    if (!error.empty()) {
      std::cerr << "clmm: error: " << option << ": " << printableText(error) << "\n";
      return false;
    }
  }
  return true;
}

std::vector<std::pair<std::string, std::string>> commandInputs(
    const std::vector<std::string>& paths, const std::vector<std::pair<std::string, std::string>>& named) {
  std::vector<std::pair<std::string, std::string>> out;
  // Regular files only: a device or a pipe is no file a report could destroy (and /dev/stdin and
  // /dev/stdout may be one pipe), and clmm reads none as an input.
  std::error_code ec;
  for (const auto& f : expandInputs(paths).files)
    if (std::filesystem::is_regular_file(f, ec)) out.emplace_back("a test given as input", f);
  for (const auto& [option, path] : named)
    if (!path.empty() && std::filesystem::is_regular_file(path, ec)) out.emplace_back("the input of " + option, path);
  return out;
}

bool writeJunit(const std::string& path, const std::string& suiteName, const std::vector<JunitCase>& cases,
                double seconds) {
  int failures = 0, errors = 0, skipped = 0;
  for (const auto& c : cases) {
    failures += c.status == JunitCase::Status::Failed;
    errors += c.status == JunitCase::Status::Error;
    skipped += c.status == JunitCase::Status::Skipped;
  }
  std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char host[256] = "localhost";
  gethostname(host, sizeof host - 1);

  std::ostringstream x;
  x << std::fixed << std::setprecision(3);
  std::string counts = " tests=\"" + std::to_string(cases.size()) + "\" failures=\"" + std::to_string(failures) +
                       "\" errors=\"" + std::to_string(errors) + "\" skipped=\"" + std::to_string(skipped) + "\"";
  x << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  x << "<testsuites name=\"clmm\"" << counts << " time=\"" << seconds << "\">\n";
  x << "  <testsuite name=\"" << xmlEscape(suiteName) << "\"" << counts << " time=\"" << seconds
    << "\" timestamp=\"" << std::put_time(&utc, "%Y-%m-%dT%H:%M:%S") << "\" hostname=\"" << xmlEscape(host)
    << "\">\n";
  for (const auto& c : cases) {
    x << "    <testcase name=\"" << xmlEscape(printableName(c.name)) << "\" classname=\""
      << xmlEscape(printableName(c.classname)) << "\" file=\"" << xmlEscape(printableName(c.file)) << "\" time=\""
      << c.seconds << "\"";
    if (c.status == JunitCase::Status::Passed && c.properties.empty()) {
      x << "/>\n";
      continue;
    }
    x << ">\n";
    if (!c.properties.empty()) {
      x << "      <properties>\n";
      for (const auto& [name, value] : c.properties)
        x << "        <property name=\"" << xmlEscape(name) << "\" value=\"" << xmlEscape(value) << "\"/>\n";
      x << "      </properties>\n";
    }
    if (c.status == JunitCase::Status::Skipped) {
      x << "      <skipped message=\"" << xmlEscape(printableName(c.message)) << "\"/>\n";
    } else if (c.status != JunitCase::Status::Passed) {
      const char* element = c.status == JunitCase::Status::Failed ? "failure" : "error";
      x << "      <" << element << " type=\"" << xmlEscape(c.type) << "\" message=\""
        << xmlEscape(printableName(c.message)) << "\">" << xmlEscape(c.text) << "</" << element << ">\n";
    }
    x << "    </testcase>\n";
  }
  x << "  </testsuite>\n</testsuites>\n";

  return writeFileAtomically(path, x.str()).empty();
}

}  // namespace clmm
