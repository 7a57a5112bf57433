// What the relation names drawn on the pictures' edges mean, in words, for the legend; every
// word comes from the model or the primitive table: a primitive's meaning
// (axioms/PrimitiveTable.cpp), a let's, a total order's, a shown relation's or a flag's
// documentation comment in the model file (`(** ... *)`, docs/model-language.md), any of them
// inverted (rf^-1), and for an undocumented let its definition.
#pragma once

#include <string>

#include "axioms/ModelAst.h"

namespace clmm {

// "rf" -> "reads from: from a write to a read that takes its value"; a name the model does not
// document: its definition in `model` ("defined in the model as ..."), else a generic sentence.
std::string relationWords(const cat::Model& model, const std::string& label);

}  // namespace clmm
