// The words behind the relation names of the pictures' legends (see Glossary.h).
#include "explain/Glossary.h"

#include <map>

#include "axioms/Explain.h"

namespace clmm {

namespace {

const std::map<std::string, std::string>& glossary() {
  static const std::map<std::string, std::string> words = {
      {"sb", "sequenced before: program order within one work-item"},
      {"po", "program order within one work-item"},
      {"rf", "reads from: from a write to a read that takes its value"},
      {"mo", "coherence (modification) order: the order of the writes to one location"},
      {"co", "coherence order: the order of the writes to one location"},
      {"fr", "from-read: from a read to every write coherence-after the write it reads from"},
      {"rs", "release sequence: from a release write to the read-modify-writes that continue it"},
      {"ra_sw_G",
       "release/acquire synchronises-with at the global region: a release and an acquire of global memory, "
       "the acquire reading the release's write (or its release sequence), each in the other's scope"},
      {"ra_sw_L",
       "release/acquire synchronises-with at the local region: a release and an acquire of local memory, "
       "the acquire reading the release's write (or its release sequence), each in the other's scope"},
      {"bar_sw_G",
       "barrier synchronisation at the global region: a work-group barrier with CLK_GLOBAL_MEM_FENCE, from "
       "each work-item's entry to the others' exits"},
      {"bar_sw_L",
       "barrier synchronisation at the local region: a work-group barrier with CLK_LOCAL_MEM_FENCE, from "
       "each work-item's entry to the others' exits"},
      {"gsw", "synchronises-with for global memory (release/acquire, barriers, commands)"},
      {"lsw", "synchronises-with for local memory (release/acquire, barriers)"},
      {"csw", "command synchronisation: the specification's rules for host-side and device-side commands"},
      {"denq_sw",
       "device-side enqueue: a parent's fine-grained SVM access sequenced before enqueue_kernel, to its "
       "child's access of the same location"},
      {"sw", "synchronises with: the model's synchronisation (its gsw, lsw or sw)"},
      {"ghb", "happens before, for global memory"},
      {"lhb", "happens before, for local memory"},
      {"hb", "happens before"},
      {"S", "the single total order of the seq_cst operations"},
      {"scp_edge", "an edge of the seq_cst order S that the model requires"},
      {"vis", "visible side effect: from a write to a read it happens before, with no other write between"},
      {"vsse", "visible sequence of side effects: the writes a read may take its value from"},
      {"rf^-1", "rf walked backwards: from a read to the write it reads from"},
      {"mo^-1", "mo walked backwards: from a write to a write coherence-before it"},
      {"sb^-1", "sb walked backwards: from an event to one sequenced before it"},
      {"race", "a data race: two conflicting accesses that no happens-before orders"},
  };
  return words;
}

}  // namespace

std::string relationWords(const cat::Model& model, const std::string& label) {
  auto it = glossary().find(label);
  if (it != glossary().end()) return it->second;
  const std::string inv = "^-1";
  if (label.size() > inv.size() && label.compare(label.size() - inv.size(), inv.size(), inv) == 0) {
    std::string base = label.substr(0, label.size() - inv.size());
    return base + " walked backwards (" + relationWords(model, base) + ")";
  }
  int b = model.findBinding(label);
  if (b >= 0 && model.bindings[static_cast<size_t>(b)].body)
    return "defined in the model as " + cat::expressionText(model, *model.bindings[static_cast<size_t>(b)].body);
  return "a relation of the model";
}

}  // namespace clmm
