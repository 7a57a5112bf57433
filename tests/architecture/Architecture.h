// The house rules the architecture test (ArchitectureTest.cpp) and the function-length tool
// (FunctionLengths.cpp) check on a source tree: the layer order of the folders, written once
// here (docs/architecture.md explains it), no include or library link from a lower layer to a
// higher one, no cycle of libraries, and how long each function is.
#pragma once

#include <set>
#include <string>
#include <vector>

namespace clmm::arch {

// The layers from the bottom up. A folder may include and link only its own files and those of
// folders in lower layers; folders of one layer know nothing of each other.
const std::vector<std::vector<std::string>>& layers();

// 0 for the bottom layer; -1 for a folder outside the layers (tests/, docs/, ...).
int layerOf(const std::string& folder);

// One finding, "FILE:LINE: message" (FILE relative to the root).
struct Finding {
  std::string file;
  int line = 0;
  std::string message;
  std::string text() const;
};

// Every `#include "X/..."` in the layered folders under `root` (.h, .cpp, .in files) whose X
// is a higher layer than (or a peer of) the including folder.
std::vector<Finding> includeViolations(const std::string& root);

// The libraries and executables that every CMakeLists.txt under `root` (build folders left out)
// declares, and the links between them (target_link_libraries): a link from a folder's target to
// a target of a higher layer or a peer, and every cycle of links.
std::vector<Finding> linkViolations(const std::string& root);

// Every pointer to a section of a document, in the sources, model files, mappings and tests of
// the layered folders and tests/ — `README, "Heading"`, `README: "Heading"`, `(README: Heading)`
// or `(docs/NAME.md: Heading)` (the form of the --help texts) — whose file has no heading that
// starts with the text. (`docs/NAME.md, "..."` may quote a term, not a heading: not checked.)
std::vector<Finding> danglingPointers(const std::string& root);

// The names the built-in model files (axioms/*.cat) give their lets, checks, flags, shown
// relations and orders, less the primitives' (axioms/PrimitiveTable.cpp: C++ owns those).
std::set<std::string> modelNames(const std::string& root);

// Every string literal in the .h and .cpp files of `folder` under `root` that is one of
// modelNames() but not one of `words` (English words a model also uses as a name: "before"):
// code that names a model's relation instead of reading the model file.
std::vector<Finding> modelNamesInCode(const std::string& root, const std::string& folder,
                                      const std::set<std::string>& words = {});

// Every .cpp and .h file of the layered folders and tests/ over `maxLines` lines (the house rule:
// no file over about 800); the finding's line is the file's length.
std::vector<Finding> longFiles(const std::string& root, int maxLines);

struct FunctionLength {
  std::string file;  // relative to the root
  int line = 0;      // where the definition starts
  std::string name;
  int lines = 0;  // from the signature's first line to the closing brace
};

// The functions defined at namespace level in the .cpp files of `folders` under `root` (the
// whole tree's layered folders when empty) that are longer than `maxLines`, longest first.
// A definition starts at column 0 and its body ends at the next `}` alone at column 0 (the
// project's format, .clang-format); lambdas count towards the function that holds them.
std::vector<FunctionLength> longFunctions(const std::string& root, const std::vector<std::string>& folders,
                                          int maxLines);

}  // namespace clmm::arch
