// Minimising a generated test (docs/generate.md, "Tests that tell models apart"): removing one
// event — an access, an RMW, a fence or a barrier — from a GenTest, and the greedy minimiser
// that removes events while a property (a difference between two models) stays.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "generate/Test.h"

namespace clmm::gen {

// Where an event is: work-item and index in its code.
struct EventRef {
  size_t thread = 0, index = 0;
};

// The events of a test that removeEvent can remove, in work-item and program order. A barrier
// is one event per work-item, but removing it removes the same barrier from its whole unit (the
// test stays free of divergence), so only one of those is listed: the first work-item's.
std::vector<EventRef> removableEvents(const GenTest& t);

// The test without the event: its instruction; the conjuncts of the condition that mention it
// (its register, for a load or an RMW; for a store or an RMW, unless another write still writes
// the same value to the location, every conjunct that expects that value there: the location's
// final value, a register read from it); a barrier's copies in the other work-items of its
// unit; a work-item left empty, and a location no longer used (work-items and locations are
// renumbered). Nothing is weakened: every other instruction keeps its annotation.
GenTest removeEvent(const GenTest& t, EventRef e);

// A short text of the event ("P0:W x=1 rel.wg"), for the record of what was removed.
std::string eventText(const GenTest& t, EventRef e);

// The number of events (accesses, RMWs, fences, barriers) of the test.
size_t eventCount(const GenTest& t);

// Removes events, first to last, while `keeps` holds of the smaller test, until no single event
// can be removed; `removed` receives the text of each removed event. The result is minimal:
// `keeps` fails for each test with one more event removed.
GenTest minimise(const GenTest& t, const std::function<bool(const GenTest&)>& keeps,
                 std::vector<std::string>* removed = nullptr);

// The name of a minimised test: each work-item's instructions (`W.rel.wg-R.rlx`) joined by
// '+', then the placement when two work-items share a sub-group or a work-group ("+same.sg").
std::string minimisedName(const GenTest& t);

}  // namespace clmm::gen
