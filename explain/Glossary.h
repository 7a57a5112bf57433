// What the relation names drawn on the pictures' edges mean, in words, for the legend: the
// primitive relations (sb, rf, mo, fr), the built-in models' named relations (ra_sw_G, bar_sw_L,
// gsw, ghb, S, ...), any of them inverted (rf^-1), and for another model's names their
// definition in the model file.
#pragma once

#include <string>

#include "axioms/ModelAst.h"

namespace clmm {

// "rf" -> "reads from: from a write to a read that takes its value"; a name the glossary does
// not know: its definition in `model` ("defined in the model as ..."), else a generic sentence.
std::string relationWords(const cat::Model& model, const std::string& label);

}  // namespace clmm
