// Helpers shared by the model-language tests: parsing from a string, building tiny sets and
// relations, evaluating one expression, and the first error of a bad model.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "axioms/ConcreteAlgebra.h"
#include "axioms/Evaluator.h"
#include "axioms/ModelParser.h"

namespace clmm::cat::test {

inline EventSet set(size_t n, std::initializer_list<size_t> members) {
  EventSet s(n);
  for (size_t m : members) s.set(m);
  return s;
}

inline Relation rel(size_t n, std::initializer_list<std::pair<size_t, size_t>> pairs) {
  Relation r(n);
  for (auto [a, b] : pairs) r.set(a, b);
  return r;
}

using Pairs = std::vector<std::pair<size_t, size_t>>;
using Events = std::vector<size_t>;

// The signature of a map of primitive values.
inline PrimitiveSignature signatureOf(const std::map<std::string, Primitive>& prims) {
  PrimitiveSignature sig;
  for (const auto& [name, v] : prims) sig[name] = v.index() == 0 ? Kind::Set : Kind::Relation;
  return sig;
}

inline Model parse(const std::string& text, const PrimitiveSignature& sig) {
  return parseModel(std::make_shared<SourceFile>("test.cat", text), sig);
}

// "line:col: message" of the first error, or "no error".
inline std::string firstError(const std::string& text, const PrimitiveSignature& sig) {
  try {
    parse(text, sig);
  } catch (const BadInput& e) {
    const Diagnostic& d = e.diagnostics().at(0);
    return std::to_string(d.range.line) + ":" + std::to_string(d.range.col) + ": " + d.message;
  }
  return "no error";
}

// A small fixed world for expression tests: 4 events, sets S, T, relations r, s.
//   S = {0, 1}, T = {1, 2}, r = {0->1, 1->2}, s = {1->3, 2->0}
inline std::map<std::string, Primitive> world() {
  return {{"S", set(4, {0, 1})},
          {"T", set(4, {1, 2})},
          {"r", rel(4, {{0, 1}, {1, 2}})},
          {"s", rel(4, {{1, 3}, {2, 0}})}};
}

inline ConcreteAlgebra::Val evalIn(const std::string& lets, const std::string& name,
                                   const std::map<std::string, Primitive>& prims, size_t n) {
  Model m = parse(lets, signatureOf(prims));
  ConcreteAlgebra alg(n);
  Evaluator<ConcreteAlgebra> ev(m, alg, [&](const Binding& b) {
    const Primitive& p = prims.at(b.name);
    return p.index() == 0 ? ConcreteAlgebra::Val::ofSet(std::get<0>(p))
                          : ConcreteAlgebra::Val::ofRel(std::get<1>(p));
  });
  int id = m.findBinding(name);
  EXPECT_GE(id, 0) << name;
  return ev.value(id);
}

// The value of one expression in world().
inline ConcreteAlgebra::Val evalExpr(const std::string& expr) {
  return evalIn("let x = " + expr, "x", world(), 4);
}

inline Pairs pairsOf(const std::string& expr) {
  auto v = evalExpr(expr);
  EXPECT_EQ(v.kind(), Kind::Relation) << expr;
  return v.kind() == Kind::Relation ? v.rel().pairs() : Pairs{};
}

inline Events membersOf(const std::string& expr) {
  auto v = evalExpr(expr);
  EXPECT_EQ(v.kind(), Kind::Set) << expr;
  return v.kind() == Kind::Set ? v.set().members() : Events{};
}

}  // namespace clmm::cat::test
