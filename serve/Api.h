// The JSON endpoints of `clmm serve` (docs/teaching.md, "The playground"), as functions from a
// request body to an answer, so that they are tested without a network: check a test under a
// model (its final states with their classes), one execution of a chosen state at a time (its
// events, relations, every axiom's value, its picture as SVG and DOT), and the bundled catalogue.
// Every request is under the command line's guards: the body's size and nesting, the input
// guard's size for the test and the model, the time budget (and the process's memory cap). A
// model given as text includes only built-in model files: nothing is read from disk.
#pragma once

#include <cstddef>
#include <string>

namespace clmm::serve {

struct ServeLimits {
  size_t maxBodyBytes = 256 * 1024;  // a request body (the test and the model text together)
  int maxJsonDepth = 8;              // nesting of the request's JSON
  double timeoutSeconds = 10;        // per request: loading, checking, enumerating, drawing
  size_t maxExecutions = 5000;       // executions of a state counted when stepping
};

struct ApiAnswer {
  int status = 200;  // 200, or 400 for a request that is not one (bad JSON, a missing field)
  std::string body;  // JSON
};

// Every field is checked (type and range; an unknown field is refused): 400 with "request" saying
// which and why.
// POST /api/check {"test": TEXT, "model": NAME | "", "modelText": TEXT | "", "unroll": 1..16}:
//   {"ok": true, "test", "model", "verdict", "decided", "condition", "states": [{"values", "class",
//    "satisfies"}], "warnings": [...]} or {"ok": false, "errors": [{"where": "test"|"model",
//    "line", "col", "message"}]}.
ApiAnswer apiCheck(const std::string& body, const ServeLimits& limits);

// POST /api/execution: the same fields, and "state" (an index into the check's states; -1: any),
// "only" ("consistent" or "candidate"), "index" (0-based), "find" ("inconsistent": the first
// inconsistent candidate from index on) and "draw" (relation names to draw besides the usual
// ones): {"ok": true, "count", "capped", "index", "execution": {"role", "state", "events",
// "relations" (every relation the student may draw, with its pairs), "drawn", "axioms", "svg",
// "dot"}}.
ApiAnswer apiExecution(const std::string& body, const ServeLimits& limits);

// GET /api/catalogue: {"lessons": [{"title", "tests": [{"name", "neutral"}]}], "models"}; GET
// /api/catalogue/NAME: {"name", "neutral", "text", "withoutNotes", "notes"} (404 for a name not
// bundled). "neutral" is the name without a word of the answer, "withoutNotes" the text for
// predict mode (no description, no notes, the neutral name), "notes" what it leaves out.
ApiAnswer apiCatalogue();
ApiAnswer apiCatalogueTest(const std::string& name);

// GET /api/model/NAME: {"name", "text"}, the text of a built-in model file (opencl.cat, or a file
// it includes), for the page's model editor; 404 for any other name.
ApiAnswer apiModelText(const std::string& name);

// Whether `text` nests JSON arrays and objects at most `maxDepth` deep (checked before parsing:
// the parser recurses).
bool jsonDepthWithin(const std::string& text, int maxDepth);

}  // namespace clmm::serve
