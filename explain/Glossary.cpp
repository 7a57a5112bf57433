// The words behind the relation names of the pictures' legends (see Glossary.h).
#include "explain/Glossary.h"

#include "axioms/Explain.h"
#include "axioms/PrimitiveTable.h"

namespace clmm {

namespace {

// The documentation of `label` in the model, "" when it has none.
std::string documented(const cat::Model& model, const std::string& label) {
  for (const auto& shown : model.shows)
    if (shown.name == label && !shown.doc.empty()) return shown.doc;
  int b = model.findBinding(label);
  if (b >= 0) {
    const cat::Binding& binding = model.bindings[static_cast<size_t>(b)];
    if (binding.source == cat::Binding::Source::Primitive) {
      const PrimitiveInfo* info = findPrimitive(label);
      return info ? std::string(info->meaning) : "";
    }
    return binding.doc;
  }
  for (const auto& binding : model.bindings)  // an order or a let of a total block
    if (binding.name == label && !binding.doc.empty()) return binding.doc;
  if (const cat::Check* c = model.findCheck(label)) return c->doc;
  return "";
}

}  // namespace

std::string relationWords(const cat::Model& model, const std::string& label) {
  std::string doc = documented(model, label);
  if (!doc.empty()) return doc;
  const std::string inv = "^-1";
  if (label.size() > inv.size() && label.compare(label.size() - inv.size(), inv.size(), inv) == 0) {
    std::string base = label.substr(0, label.size() - inv.size());
    // "rf walked backwards: an edge of rf followed from its end to its start (reads from: ...)".
    return base + " walked backwards: an edge of " + base + " followed from its end to its start (" +
           relationWords(model, base) + ")";
  }
  int b = model.findBinding(label);
  if (b >= 0 && model.bindings[static_cast<size_t>(b)].body)
    return "defined in the model as " + cat::expressionText(model, *model.bindings[static_cast<size_t>(b)].body);
  return "a relation of the model";
}

}  // namespace clmm
