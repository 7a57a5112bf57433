// Readable dump of an event program (`clmm events`): locations, work-items with their scope
// units, events with guards, conditions, final registers, static relations, observables.
#pragma once

#include <ostream>
#include <string>

#include "events/Program.h"

namespace clmm {

void printProgram(const Program& p, std::ostream& out);

// The final condition in herd's syntax, as herd's log readers parse it (`exists (0:r0=1 /\ x=2)`,
// `~exists`, `forall`; `~`, `/\`, `\/`, `=>`, `true`, `false`; two observables compared as
// `0:r0=1:r1`); `forall (true)`, herd's reading of a test without one, when there is none.
std::string herdCondition(const Program& p);

}  // namespace clmm
