// Readable dump of an event program (`clmm events`): locations, work-items with their scope
// units, events with guards, conditions, final registers, static relations, observables.
#pragma once

#include <ostream>

#include "events/Program.h"

namespace clmm {

void printProgram(const Program& p, std::ostream& out);

}  // namespace clmm
