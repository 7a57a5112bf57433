// clmm-bench-variants [--model M] [--acyclic KINDS] [--total KINDS] [--co KINDS]
// [--values auto,bv,bv64] [--dl on,off] [--relevancy N] [--solver simple|default] [--param KEY=VALUE]
// [--timeout S] [--verbose] FILE...: runs the Z3 engine on each test once per encoding variant (KINDS:
// comma-separated int, bv, special) and prints one line per run: variant, states, wall and CPU
// seconds. The numbers behind the defaults (bench/README.md).
#include <spdlog/spdlog.h>
#include <z3++.h>

#include <chrono>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>

#include "axioms/BuiltinModels.h"
#include "litmus/Parser.h"
#include "solver/SmtEngine.h"
#include "support/Budget.h"
#include "litmus/Elaborate.h"

namespace {

std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string item; std::getline(in, item, ',');) out.push_back(item);
  return out;
}

int usage() {
  std::cerr << "usage: clmm-bench-variants [--model M] [--acyclic KINDS] [--total KINDS] [--co KINDS] "
               "[--values auto,bv,bv64] [--dl on,off] [--relevancy N] [--solver simple|default] [--param KEY=VALUE] [--timeout S] [--verbose] "
               "FILE...  (KINDS: int,bv,special)\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::map<std::string, std::string> opt = {{"--model", "opencl"}, {"--acyclic", "int"}, {"--total", "special"},
                                            {"--co", "int"}, {"--values", "auto"}, {"--dl", "on"}, {"--timeout", "60"},
                                            {"--relevancy", "0"}, {"--solver", "simple"}};
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--verbose") {  // the engine's debug log: encoding sizes and times (stderr)
      spdlog::set_level(spdlog::level::debug);
      continue;
    }
    if (a == "--param" && i + 1 < argc) {  // a global Z3 parameter (experiments)
      std::string kv = argv[++i];
      auto eq = kv.find('=');
      if (eq == std::string::npos) return usage();
      z3::set_param(kv.substr(0, eq).c_str(), kv.substr(eq + 1).c_str());
    } else if (opt.count(a) && i + 1 < argc) {
      opt[a] = argv[++i];
    } else if (!a.empty() && a[0] == '-') {
      return usage();
    } else {
      files.push_back(a);
    }
  }
  auto kinds = [&](const std::string& key) {
    std::vector<clmm::smt::ClockKind> out;
    for (const auto& k : split(opt[key])) {
      auto ck = clmm::smt::parseClockKind(k);
      if (!ck) throw std::invalid_argument("unknown clock kind '" + k + "'");
      out.push_back(*ck);
    }
    return out;
  };
  try {
    clmm::cat::Model model = clmm::loadModelByName(opt["--model"]);
    double timeout = std::stod(opt["--timeout"]);
    for (const auto& file : files) {
      std::optional<clmm::Program> parsed;
      try {
        auto source = clmm::SourceFile::read(file);
        clmm::DiagnosticSink sink(source);
        parsed = clmm::elaborateProgram(clmm::parseLitmus(source, sink), sink);
      } catch (const clmm::BadInput& e) {
        std::cerr << e.formatted();  // an ill-formed test: reported, the others still run
        continue;
      }
      const clmm::Program& p = *parsed;
      for (auto acyclic : kinds("--acyclic"))
        for (auto total : kinds("--total"))
          for (auto co : kinds("--co"))
            for (const auto& v : split(opt["--values"]))
              for (const auto& dl : split(opt["--dl"])) {
              clmm::SmtOptions o;
              if (dl != "on" && dl != "off") throw std::invalid_argument("--dl takes on or off, not '" + dl + "'");
              o.differenceLogic = dl == "on";
              auto ve = clmm::smt::parseValueEncoding(v);
              if (!ve) throw std::invalid_argument("unknown value encoding '" + v + "'");
              o.acyclicity = acyclic;
              o.totalOrders = total;
              o.coherence = co;
              o.values = *ve;
              o.relevancy = static_cast<unsigned>(std::stoul(opt["--relevancy"]));
              o.simpleSolver = opt["--solver"] != "default";
              std::clock_t cpu = std::clock();
              o.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(static_cast<int64_t>(timeout * 1000));
              clmm::TestResult r = clmm::checkSmt(p, model, opt["--model"], o);
              std::cout << file << "\t" << opt["--model"] << "\tacyclic=" << clmm::smt::clockKindName(acyclic)
                        << "\ttotal=" << clmm::smt::clockKindName(total) << "\tco=" << clmm::smt::clockKindName(co)
                        << "\tvalues=" << v << "\tdl=" << dl << "\trelevancy=" << o.relevancy << "\t"
                        << (r.decided ? std::to_string(r.states.size()) + " states" : "unknown: " + r.unknownReason)
                        << "\t" << r.seconds << " s\t"
                        << static_cast<double>(std::clock() - cpu) / CLOCKS_PER_SEC << " s cpu\n";
            }
    }
  } catch (const clmm::BadInput& e) {
    std::cerr << e.formatted();
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "clmm-bench-variants: " << e.what() << "\n";
    return 2;
  }
  // A query given up past its deadline still runs (solver/HardDeadline.h): end without waiting.
  if (clmm::abandonedThreads()) {
    std::cout.flush();
    std::_Exit(0);
  }
  return 0;
}
