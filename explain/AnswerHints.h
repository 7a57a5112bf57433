// What in a test gives its answer away before a student predicts it (issue 40): a word of the
// answer in its name (`release_sequence_broken`, `mp_forbidden`), and its header's description
// strings and notes. The static --html page and clmm serve's predict mode both hold them back.
#pragma once

#include <string>

namespace clmm {

// Whether `word` (one part of a name between underscores, any case) states or hints at an
// answer: allowed, forbidden, racy, race, broken, fixed, ok, no, safe, ...
bool answerWord(const std::string& word);

// `name` with each answer word (between underscores) replaced by "exercise"; `name` itself when
// it has none.
std::string neutralName(const std::string& name);

}  // namespace clmm
