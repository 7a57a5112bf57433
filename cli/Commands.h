// The subcommands of the clmm command line, each a function returning the exit code.
#pragma once

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

}  // namespace clmm
