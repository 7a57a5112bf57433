// Queries over a resolved model (check lookup, dependencies) and the expression printer.
#include "axioms/ModelAst.h"

namespace clmm::cat {

const char* kindName(Kind k) { return k == Kind::Set ? "event set" : "relation"; }

const char* checkKindName(CheckKind k) {
  switch (k) {
    case CheckKind::Acyclic: return "acyclic";
    case CheckKind::Irreflexive: return "irreflexive";
    case CheckKind::Empty: return "empty";
    case CheckKind::Flag: return "flag";
    case CheckKind::Total: return "total";
  }
  return "?";
}

const Check* Model::findCheck(const std::string& name) const {
  for (const auto& c : checks) {
    if (c.name == name) return &c;
    for (const auto& inner : c.body)
      if (inner.name == name) return &inner;
  }
  return nullptr;
}

std::vector<std::string> Model::checkNames() const {
  std::vector<std::string> out;
  for (const auto& c : checks) {
    out.push_back(c.name);
    for (const auto& inner : c.body) out.push_back(inner.name);
  }
  return out;
}

int Model::findBinding(const std::string& name) const {
  for (size_t i = 0; i < bindings.size(); ++i)
    if (bindings[i].name == name && bindings[i].block < 0 &&
        bindings[i].source != Binding::Source::Order)
      return static_cast<int>(i);
  return -1;
}

namespace {

void collect(const Model& m, const Expr& e, std::set<int>& seen) {
  if (e.op == Op::Name) {
    if (!seen.insert(e.binding).second) return;
    const Binding& b = m.bindings[e.binding];
    if (b.body) collect(m, *b.body, seen);
    return;
  }
  for (const auto& a : e.args) collect(m, *a, seen);
}

void collect(const Model& m, const Cond& c, std::set<int>& seen) {
  if (c.expr) collect(m, *c.expr, seen);
  for (const auto& a : c.args) collect(m, *a, seen);
}

void collect(const Model& m, const Check& c, const std::set<std::string>& skip, std::set<int>& seen) {
  if (skip.count(c.name)) return;
  if (c.expr) collect(m, *c.expr, seen);
  if (c.when) collect(m, *c.when, seen);
  if (c.on) collect(m, *c.on, seen);
  if (c.containing) collect(m, *c.containing, seen);
  for (const auto& inner : c.body) collect(m, inner, skip, seen);
}

}  // namespace

std::set<std::string> Model::primitivesUsed(const std::set<std::string>& skip) const {
  std::set<int> seen;
  for (const auto& c : checks) collect(*this, c, skip, seen);
  std::set<std::string> out;
  for (int id : seen)
    if (bindings[id].source == Binding::Source::Primitive) out.insert(bindings[id].name);
  return out;
}

std::set<int> Model::bindingsUsed(const Expr& e) const {
  std::set<int> seen;
  collect(*this, e, seen);
  return seen;
}

const Expr& Model::cycleSource(const Expr& e) const {
  const Expr* x = &e;
  for (;;) {
    if (x->op == Op::Plus) {
      x = x->args[0].get();
    } else if (x->op == Op::Name && bindings[x->binding].source == Binding::Source::Let &&
               bindings[x->binding].group < 0) {
      x = bindings[x->binding].body.get();
    } else {
      return *x;
    }
  }
}

std::string printExpr(const Expr& e) {
  auto arg = [&](size_t i) { return printExpr(*e.args[i]); };
  auto bin = [&](const char* op) { return "(" + arg(0) + " " + op + " " + arg(1) + ")"; };
  switch (e.op) {
    case Op::Name: return e.name;
    case Op::Empty: return "0";
    case Op::Universe: return "_";
    case Op::Identity: return "[" + arg(0) + "]";
    case Op::Union: return bin("|");
    case Op::Inter: return bin("&");
    case Op::Diff: return bin("\\");
    case Op::Seq: return bin(";");
    case Op::Product: return bin("*");
    case Op::Complement: return "~" + arg(0);
    case Op::Plus: return "(" + arg(0) + ")+";
    case Op::Star: return "(" + arg(0) + ")*";
    case Op::Opt: return "(" + arg(0) + ")?";
    case Op::Inverse: return "(" + arg(0) + ")^-1";
    case Op::Domain: return "domain(" + arg(0) + ")";
    case Op::Range: return "range(" + arg(0) + ")";
  }
  return "?";
}

std::string printCond(const Cond& c) {
  switch (c.op) {
    case Cond::Op::Empty: return "empty " + printExpr(*c.expr);
    case Cond::Op::NonEmpty: return "~empty " + printExpr(*c.expr);
    case Cond::Op::Not: return "not " + printCond(*c.args[0]);
    case Cond::Op::And: return "(" + printCond(*c.args[0]) + " and " + printCond(*c.args[1]) + ")";
    case Cond::Op::Or: return "(" + printCond(*c.args[0]) + " or " + printCond(*c.args[1]) + ")";
  }
  return "?";
}

}  // namespace clmm::cat
