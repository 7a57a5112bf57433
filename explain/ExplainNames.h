// How explanations and pictures name the events of one execution: a letter per executed event
// of a work-item (a, b, c, ... in program order, work-item by work-item), `init(x)` for initial
// writes, and a short readable summary with the values this execution gives ("P0 W x=1 rel wg").
#pragma once

#include <string>
#include <vector>

#include "enumerate/Execution.h"
#include "events/Program.h"

namespace clmm {

std::string eventLetter(const Program& p, const Execution& x, EventId e);  // "a", "init(x)"
// eventLetter of every event (of one not executed: ""), in one pass over the events.
std::vector<std::string> eventLetters(const Program& p, const Execution& x);
// "W x=1 rel wg", "R flag=0 acq dev", "F global rel dev", "barrier B1 entry local wg", "init x=0"
std::string eventAction(const Program& p, const Execution& x, EventId e);
// eventAction appended to `out` (no temporaries: an explanation lists thousands of executions).
void appendEventAction(std::string& out, const Program& p, const Execution& x, EventId e);
std::string eventSummary(const Program& p, const Execution& x, EventId e);  // "P0 W x=1 rel wg"
std::string eventRef(const Program& p, const Execution& x, EventId e);      // "a: P0 W x=1 rel wg", "init(x)=0"

// Whether the test uses sub-groups (a sub_group scope or a sub_group_barrier): work-items
// without a sub-group in their placement each get their own, which is no news to show.
bool mentionsSubGroups(const Program& p);

std::string scopeWords(MemoryScope s);  // "work_group", "device", ...
std::string flagsWords(uint8_t flags);  // "CLK_GLOBAL_MEM_FENCE", "CLK_LOCAL_MEM_FENCE", both with '|'

}  // namespace clmm
