// `clmm parse` and `clmm events`: validate tests, print summaries or the event dump.
#include <spdlog/spdlog.h>

#include <iostream>

#include "check/Load.h"
#include "cli/Commands.h"
#include "cli/Inputs.h"
#include "events/Print.h"
#include "support/Printable.h"

namespace clmm {

int runParse(const ParseOptions& o) {
  InputList inputs = expandInputs(o.paths);
  for (const auto& e : inputs.errors) std::cerr << "clmm: error: " << e << "\n";
  int failed = 0, ok = 0;
  for (const auto& path : inputs.files) {
    LoadedTest t = loadTest(path, o.reading);
    reportDiagnostics(t);
    if (!t.ok()) {
      ++failed;
      continue;
    }
    ++ok;
    const Program& p = *t.program;
    int events = 0;
    for (const auto& w : p.threads) events += static_cast<int>(w.events.size());
    std::cout << printableName(path) << ": " << printableName(p.name) << ": " << p.threads.size() << " work-items, "
              << events << " events, " << p.locations.size() << " locations"
              << (p.condition ? ", " + p.condition->text : std::string()) << "\n";
  }
  if (inputs.files.size() > 1)
    std::cerr << "clmm: " << ok << " of " << inputs.files.size() << " tests parsed, " << failed
              << " rejected\n";
  spdlog::info("parse: {} files, {} ok, {} rejected", inputs.files.size(), ok, failed);
  return failed > 0 || !inputs.errors.empty() ? 2 : 0;
}

int runEvents(const EventsOptions& o) {
  LoadedTest t = loadTest(o.file, o.reading);
  reportDiagnostics(t);
  if (!t.ok()) return 2;
  printProgram(*t.program, std::cout);
  return 0;
}

}  // namespace clmm
