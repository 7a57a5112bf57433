// The generic pair explainer (why (a, b) is in an expression, as a path of named edges) and
// the explanation of one failing plain check; total blocks are in ExplainOrder.cpp.
#include "axioms/Explain.h"

#include <deque>
#include <algorithm>
#include <functional>

namespace clmm::cat {

bool isOrder(const Model& model, const Expr& e) {
  const Expr* x = &e;
  while (x->op == Op::Name && model.bindings[x->binding].source == Binding::Source::Let &&
         model.bindings[x->binding].group < 0 && model.bindings[x->binding].body)
    x = model.bindings[x->binding].body.get();
  if (x->op == Op::Plus || x->op == Op::Star) return true;
  if (x->op != Op::Union) return false;
  for (const auto& a : x->args)
    if (!isOrder(model, *a)) return false;
  return true;
}

std::set<std::string> documentedRelations(const Model& model) {
  std::set<std::string> names;
  for (const auto& b : model.bindings)
    if (b.source != Binding::Source::Primitive && !b.doc.empty() && b.kind == Kind::Relation &&
        !(b.body && isOrder(model, *b.body)))
      names.insert(b.name);
  return names;
}

namespace {

void indexExprs(const Expr& e, int file, std::map<const void*, int>& out) {
  out.emplace(&e, file);
  for (const auto& a : e.args) indexExprs(*a, file, out);
}

void indexCond(const Cond& c, int file, std::map<const void*, int>& out) {
  out.emplace(&c, file);
  if (c.expr) indexExprs(*c.expr, file, out);
  for (const auto& a : c.args) indexCond(*a, file, out);
}

void indexCheck(const Check& c, std::map<const void*, int>& out) {
  for (const ExprPtr* e : {&c.expr, &c.on, &c.containing})
    if (*e) indexExprs(**e, c.file, out);
  if (c.when) indexCond(*c.when, c.file, out);
  for (const auto& inner : c.body) indexCheck(inner, out);
}

bool balanced(const std::string& s) {
  int depth = 0;
  for (char ch : s) {
    if (ch == '(' || ch == '[') ++depth;
    if (ch == ')' || ch == ']') --depth;
    if (depth < 0) return false;
  }
  return depth == 0;
}

// Removes the outer parentheses of "(x)" when they enclose the whole text.
std::string unwrap(std::string s) {
  while (s.size() >= 2 && s.front() == '(' && s.back() == ')' && balanced(s.substr(1, s.size() - 2)))
    s = s.substr(1, s.size() - 2);
  return s;
}

// The source text of a node of the model (an expression or a condition) at `range`, with the
// parentheses its range leaves out, whitespace collapsed; `fallback` when it is not known.
std::string sourceText(const Model& model, const void* node, const SourceRange& range, const std::string& fallback) {
  std::map<const void*, int> files;
  for (const auto& b : model.bindings)
    if (b.body) indexExprs(*b.body, b.file, files);
  for (const auto& c : model.checks) indexCheck(c, files);
  auto it = files.find(node);
  if (it == files.end() || !range.known() || it->second < 0 ||
      static_cast<size_t>(it->second) >= model.files.size() || !model.files[it->second])
    return unwrap(fallback);
  const std::string& text = model.files[it->second]->text();
  // Offsets of the range in the file's text.
  auto offset = [&](int line, int col) -> size_t {
    size_t pos = 0;
    for (int l = 1; l < line && pos != std::string::npos; ++l) {
      pos = text.find('\n', pos);
      if (pos != std::string::npos) ++pos;
    }
    return pos == std::string::npos ? text.size() : std::min(text.size(), pos + static_cast<size_t>(col - 1));
  };
  size_t from = offset(range.line, range.col), to = std::min(text.size(), offset(range.endLine, range.endCol) + 1);
  if (from >= to) return unwrap(fallback);
  // A parenthesised operand's range leaves its parentheses out: take them back in.
  for (int guard = 0; guard < 64; ++guard) {
    int depth = 0, lowest = 0;
    for (size_t i = from; i < to; ++i) {
      if (text[i] == '(') ++depth;
      if (text[i] == ')') lowest = std::min(lowest, --depth);
    }
    if (lowest < 0) {
      size_t open = text.rfind('(', from == 0 ? 0 : from - 1);
      if (open == std::string::npos || from == 0) break;
      from = open;
    } else if (depth > 0) {
      size_t close = text.find(')', to);
      if (close == std::string::npos) break;
      to = close + 1;
    } else {
      break;
    }
  }
  std::string collapsed;
  for (size_t i = from; i < to; ++i) {
    char ch = text[i];
    bool space = ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
    if (space && (collapsed.empty() || collapsed.back() == ' ')) continue;
    collapsed += space ? ' ' : ch;
  }
  while (!collapsed.empty() && collapsed.back() == ' ') collapsed.pop_back();
  if (collapsed.empty() || !balanced(collapsed) || collapsed.find("(*") != std::string::npos) return unwrap(fallback);
  return unwrap(collapsed);
}

}  // namespace

std::string expressionText(const Model& model, const Expr& e) { return sourceText(model, &e, e.range, printExpr(e)); }

std::string conditionText(const Model& model, const Cond& c) { return sourceText(model, &c, c.range, printCond(c)); }

PairExplainer::PairExplainer(const Model& model, Evaluator<ConcreteAlgebra>& evaluator, std::set<std::string> meaningful)
    : model_(model), ev_(evaluator), meaningful_(std::move(meaningful)) {}

const Relation& PairExplainer::relation(const Expr& e) {
  if (e.op == Op::Name) return ev_.value(e.binding).rel();
  auto it = values_.find(&e);
  if (it == values_.end()) it = values_.emplace(&e, ev_.eval(e).rel()).first;
  return it->second;
}

bool PairExplainer::mentionsEdges(const Expr& e) {
  auto it = edgeful_.find(&e);
  if (it != edgeful_.end()) return it->second;
  // Relations that only say where events are (same location, same unit, same barrier) filter
  // pairs; the others (program order, reads-from, coherence, orders) are the edges of a path.
  bool edges = false;
  for (int id : model_.bindingsUsed(e)) {
    const Binding& b = model_.bindings[id];
    if (b.source == Binding::Source::Order) edges = true;
    if (b.source == Binding::Source::Primitive && b.kind == Kind::Relation && !placementRelation(b.name)) edges = true;
  }
  edgeful_[&e] = edges;
  return edges;
}

std::optional<ExplainPath> PairExplainer::explain(const Expr& e, size_t a, size_t b, std::vector<ExplainNote>* notes) {
  const Memo& m = explainMemo(e, a, b);
  if (!m.ok) return std::nullopt;
  if (notes) notes->insert(notes->end(), m.notes.begin(), m.notes.end());
  return m.path;
}

const PairExplainer::Memo& PairExplainer::explainMemo(const Expr& e, size_t a, size_t b) {
  auto key = std::make_tuple(&e, a, b);
  auto it = memo_.find(key);
  if (it != memo_.end()) return it->second;
  Memo m = compute(e, a, b);
  return memo_[key] = std::move(m);
}

PairExplainer::Memo PairExplainer::closure(const Expr& operand, size_t a, size_t b) {
  // A shortest path a -> ... -> b of at least one edge of the operand, each edge explained.
  const Relation& r = relation(operand);
  const size_t n = r.size();
  std::vector<int64_t> parent(n, -1);
  std::vector<bool> seen(n, false);
  std::deque<size_t> queue;
  r.forEachInRow(a, [&](size_t v) {
    if (!seen[v]) seen[v] = true, parent[v] = static_cast<int64_t>(a), queue.push_back(v);
  });
  while (!queue.empty() && !seen[b]) {
    size_t u = queue.front();
    queue.pop_front();
    r.forEachInRow(u, [&](size_t v) {
      if (!seen[v]) seen[v] = true, parent[v] = static_cast<int64_t>(u), queue.push_back(v);
    });
  }
  Memo m;
  if (!seen[b]) return m;
  std::vector<size_t> nodes = {b};
  for (size_t v = b;;) {
    size_t u = static_cast<size_t>(parent[v]);
    nodes.push_back(u);
    if (u == a) break;
    v = u;
  }
  std::reverse(nodes.begin(), nodes.end());
  m.ok = true;
  for (size_t i = 0; i + 1 < nodes.size(); ++i) {
    const Memo& edge = explainMemo(operand, nodes[i], nodes[i + 1]);
    if (!edge.ok) return Memo{};
    m.path.insert(m.path.end(), edge.path.begin(), edge.path.end());
    m.notes.insert(m.notes.end(), edge.notes.begin(), edge.notes.end());
  }
  return m;
}

// A named relation: its name for a primitive or a model's group, else the explanation of its
// let's body, one labelled edge when the name is meaningful.
PairExplainer::Memo PairExplainer::named(const Expr& e, size_t a, size_t b) {
  Memo m;
  m.ok = true;
  auto step = [&](std::string label) { m.path.push_back(ExplainStep{a, b, std::move(label), false, {}}); };
  const Binding& bd = model_.bindings[e.binding];
  if (bd.source != Binding::Source::Let || bd.group >= 0) {
    if (!(bd.source == Binding::Source::Primitive && e.name == "id")) step(e.name);
    return m;
  }
  const Memo& inner = explainMemo(*bd.body, a, b);
  if (!meaningful_.count(e.name)) return inner;
  // A labelled let: one edge, unless its body is one edge of a more specific labelled
  // relation (gsw through ra_sw_G), which then stands for it.
  auto isLet = [&](const std::string& name) {
    int id = model_.findBinding(name);
    return id >= 0 && model_.bindings[id].source == Binding::Source::Let;
  };
  if (inner.path.size() == 1 && inner.path[0].from == a && inner.path[0].to == b && !inner.path[0].inverse &&
      meaningful_.count(inner.path[0].label) && isLet(inner.path[0].label)) {
    m.path = inner.path;
    return m;
  }
  if (inner.path.empty()) return m;  // reflexive through the let: no edge to show
  step(e.name);
  m.path.back().detail = inner.path;
  return m;
}

// A sequence l;r: the shortest explained path through a middle event c with l(a, c), r(c, b).
PairExplainer::Memo PairExplainer::sequence(const Expr& e, size_t a, size_t b) {
  const Relation& l = relation(*e.args[0]);
  const Relation& r = relation(*e.args[1]);
  Memo best;
  for (size_t c = 0; c < l.size(); ++c) {
    if (!l.test(a, c) || !r.test(c, b)) continue;
    const Memo& x = explainMemo(*e.args[0], a, c);
    const Memo& y = explainMemo(*e.args[1], c, b);
    if (!x.ok || !y.ok) continue;
    if (best.ok && x.path.size() + y.path.size() >= best.path.size()) continue;
    best.ok = true;
    best.path = x.path;
    best.path.insert(best.path.end(), y.path.begin(), y.path.end());
    best.notes = x.notes;
    best.notes.insert(best.notes.end(), y.notes.begin(), y.notes.end());
  }
  return best;
}

PairExplainer::Memo PairExplainer::compute(const Expr& e, size_t a, size_t b) {
  Memo m;
  if (e.kind != Kind::Relation || !relation(e).test(a, b)) return m;
  m.ok = true;
  auto step = [&](std::string label) { m.path.push_back(ExplainStep{a, b, std::move(label), false, {}}); };
  switch (e.op) {
    case Op::Name:
      return named(e, a, b);
    case Op::Identity:
      return m;  // a == b
    case Op::Product:
    case Op::Complement:
    case Op::Universe:
    case Op::Empty:
      step(expressionText(model_, e));
      return m;
    case Op::Union: {
      const Memo* best = nullptr;
      for (const auto& arg : e.args) {
        const Memo& o = explainMemo(*arg, a, b);
        if (o.ok && (!best || o.path.size() < best->path.size())) best = &o;
      }
      return best ? *best : Memo{};
    }
    case Op::Inter: {
      const Expr* pick = e.args[0].get();
      for (const auto& arg : e.args)
        if (mentionsEdges(*arg)) {
          pick = arg.get();
          break;
        }
      return explainMemo(*pick, a, b);
    }
    case Op::Diff: {
      Memo left = explainMemo(*e.args[0], a, b);
      if (mentionsEdges(*e.args[1])) left.notes.push_back(ExplainNote{a, b, expressionText(model_, *e.args[1])});
      return left;
    }
    case Op::Seq:
      return sequence(e, a, b);
    case Op::Plus:
      return closure(*e.args[0], a, b);
    case Op::Star:
    case Op::Opt:
      if (a == b) return m;
      return e.op == Op::Star ? closure(*e.args[0], a, b) : explainMemo(*e.args[0], a, b);
    case Op::Inverse: {
      const Memo& inner = explainMemo(*e.args[0], b, a);
      if (!inner.ok) return Memo{};
      for (auto it = inner.path.rbegin(); it != inner.path.rend(); ++it) {
        ExplainStep s = *it;
        std::swap(s.from, s.to);
        s.inverse = !s.inverse;
        m.path.push_back(std::move(s));
      }
      m.notes = inner.notes;
      return m;
    }
    case Op::Domain:
    case Op::Range:
      break;
  }
  return Memo{};
}

// ----------------------------------------------------------------------------- checks

std::optional<CheckFailure> explainPlainFailure(const Model& model, const Check& c, Evaluator<ConcreteAlgebra>& ev) {
  auto outcome = ev.check(c);
  bool failing = c.isFlag() ? outcome.result : !outcome.result;
  if (!failing || !outcome.tested) return std::nullopt;
  CheckFailure f;
  f.check = c.name;
  f.kind = checkKindName(c.kind);
  f.expression = expressionText(model, *c.expr);
  PairExplainer px(model, ev);
  const auto& value = *outcome.tested;
  switch (c.kind) {
    case CheckKind::Acyclic: {
      const Expr& source = model.cycleSource(*c.expr);
      auto cycle = px.relation(source).findCycle();
      if (!cycle) return f;
      for (size_t i = 0; i < cycle->size(); ++i) {
        size_t from = (*cycle)[i], to = (*cycle)[(i + 1) % cycle->size()];
        auto p = px.explain(source, from, to, &f.notes);
        if (!p) return f;
        f.path.insert(f.path.end(), p->begin(), p->end());
      }
      return f;
    }
    case CheckKind::Irreflexive: {
      // The reflexive event whose cycle is the shortest.
      std::optional<ExplainPath> best;
      std::vector<ExplainNote> bestNotes;
      for (size_t e = 0; e < value.rel().size(); ++e) {
        if (!value.rel().test(e, e)) continue;
        std::vector<ExplainNote> notes;
        auto p = px.explain(*c.expr, e, e, &notes);
        if (p && (!best || p->size() < best->size())) best = p, bestNotes = notes;
      }
      if (best) f.path = *best, f.notes = bestNotes;
      return f;
    }
    default: {
      if (value.kind() == Kind::Set) {
        f.member = value.set().first();
        return f;
      }
      std::optional<ExplainPath> best;
      std::vector<ExplainNote> bestNotes;
      size_t tried = 0;
      value.rel().forEach([&](size_t a, size_t b) {
        if (++tried > 64) return;
        std::vector<ExplainNote> notes;
        auto p = px.explain(*c.expr, a, b, &notes);
        if (p && (!best || p->size() < best->size())) best = p, bestNotes = notes;
      });
      if (best) f.path = *best, f.notes = bestNotes;
      return f;
    }
  }
}

namespace {

Evaluator<ConcreteAlgebra>::Primitives supplier(const std::map<std::string, Primitive>& primitives) {
  return [&primitives](const Binding& b) -> ConcreteAlgebra::Val {
    auto it = primitives.find(b.name);
    if (it == primitives.end()) throw std::invalid_argument("primitive '" + b.name + "' was not supplied");
    if (const auto* s = std::get_if<EventSet>(&it->second)) return ConcreteAlgebra::Val::ofSet(*s);
    return ConcreteAlgebra::Val::ofRel(std::get<Relation>(it->second));
  };
}

}  // namespace

std::optional<CheckFailure> explainCheckFailure(const Model& model, const Check& check,
                                                const std::map<std::string, Primitive>& primitives, size_t n,
                                                size_t maxOrders) {
  ConcreteAlgebra algebra(n);
  Evaluator<ConcreteAlgebra> ev(model, algebra, supplier(primitives));
  if (check.kind != CheckKind::Total) return explainPlainFailure(model, check, ev);
  if (ev.check(check).result) return std::nullopt;
  return explainTotalFailure(model, check, ev, primitives, n, maxOrders);
}

Relation evaluateRelation(const Model& model, const Expr& relation, const std::map<std::string, Primitive>& primitives,
                          size_t n) {
  ConcreteAlgebra algebra(n);
  Evaluator<ConcreteAlgebra> ev(model, algebra, supplier(primitives));
  return ev.eval(relation).rel();
}

bool placementRelation(const std::string& name) {
  static const std::set<std::string> placement = {"loc", "vloc", "id", "wi", "sg", "wg", "dev", "same_barrier"};
  return placement.count(name) > 0;
}

namespace {

// Through plain (non-recursive) lets, to the expression that defines `e`.
const Expr& unfold(const Model& model, const Expr& e) {
  const Expr* x = &e;
  while (x->op == Op::Name && model.bindings[x->binding].source == Binding::Source::Let &&
         model.bindings[x->binding].group < 0 && model.bindings[x->binding].body)
    x = model.bindings[x->binding].body.get();
  return *x;
}

// The terms of a union as written (a named let is one term: hb stays hb).
void unionTerms(const Expr& e, std::vector<const Expr*>& out) {
  if (e.op == Op::Union) {
    for (const auto& a : e.args) unionTerms(*a, out);
    return;
  }
  out.push_back(&e);
}

void collectExemptions(const Model& model, const Expr& e, std::vector<const Expr*>& out) {
  const Expr& x = unfold(model, e);
  if (x.op == Op::Diff) {
    collectExemptions(model, *x.args[0], out);
    unionTerms(*x.args[1], out);
  } else if (x.op == Op::Inter) {
    for (const auto& a : x.args) {
      if (a->op == Op::Complement) out.push_back(a->args[0].get());
      else collectExemptions(model, *a, out);
    }
  }
}

}  // namespace

const Expr* Exemptions::order() const {
  for (const Expr* e : orders)
    if (e->op != Op::Inverse) return e;
  return nullptr;
}

Exemptions flagExemptions(const Model& model, const Expr& flag) {
  std::vector<const Expr*> all;
  collectExemptions(model, flag, all);
  Exemptions out;
  for (const Expr* e : all) {
    if (e->kind != Kind::Relation) continue;
    bool placement = true;
    for (int id : model.bindingsUsed(*e)) {
      const Binding& b = model.bindings[id];
      if (b.source == Binding::Source::Order ||
          (b.source == Binding::Source::Primitive && b.kind == Kind::Relation && !placementRelation(b.name)))
        placement = false;
    }
    (placement ? out.placements : out.orders).push_back(e);
  }
  return out;
}

std::optional<Relation> evaluateNamedRelation(const Model& model, const std::string& name,
                                              const std::map<std::string, Primitive>& primitives, size_t n) {
  int id = model.findBinding(name);
  if (id < 0 || model.bindings[id].kind != Kind::Relation) return std::nullopt;
  ConcreteAlgebra algebra(n);
  Evaluator<ConcreteAlgebra> ev(model, algebra, supplier(primitives));
  return ev.value(id).rel();
}

}  // namespace clmm::cat
