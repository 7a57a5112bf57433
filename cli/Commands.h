// The subcommands of the clmm command line, each a function returning the exit code.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "litmus/Program.h"

namespace clmm {

struct ParseOptions {
  std::vector<std::string> paths;
  LowerOptions lower;
};
int runParse(const ParseOptions& o);

struct EventsOptions {
  std::string file;
  LowerOptions lower;
};
int runEvents(const EventsOptions& o);

struct CheckOptions {
  std::vector<std::string> paths;
  std::string model = "opencl";
  std::string engine = "enumerate";
  std::string format = "text";
  double timeoutSeconds = 0;  // 0: none
  std::set<std::string> skipChecks;
  bool quiet = false;
  bool selfCheck = false;  // smt: re-check every witness with the explicit checker
  LowerOptions lower;
};
int runCheck(const CheckOptions& o);

}  // namespace clmm
