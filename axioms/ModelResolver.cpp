// Name resolution and type checking of a parsed model: binds every name to a primitive, a let or
// a total-order variable, infers the kind of every expression (including `let rec` groups),
// reports redefinitions, unknown names, type errors, cycles outside `let rec` and non-monotone
// recursion, and records which lets of a total block depend on its order variable.
#include <algorithm>
#include <deque>
#include <optional>

#include "axioms/ModelSyntax.h"
#include "support/Suggest.h"

namespace clmm::cat::syntax {
namespace {

std::string opSpelling(Op op) {
  switch (op) {
    case Op::Identity: return "'[...]'";
    case Op::Union: return "'|'";
    case Op::Inter: return "'&'";
    case Op::Diff: return "'\\'";
    case Op::Seq: return "';'";
    case Op::Product: return "'*'";
    case Op::Complement: return "'~'";
    case Op::Plus: return "'+'";
    case Op::Star: return "'*'";
    case Op::Opt: return "'?'";
    case Op::Inverse: return "'^-1'";
    case Op::Domain: return "'domain'";
    case Op::Range: return "'range'";
    default: return "this expression";
  }
}

std::string article(Kind k) { return k == Kind::Set ? "an event set" : "a relation"; }

ExprPtr withKind(const ExprPtr& e, Kind k) {
  auto copy = std::make_shared<Expr>(*e);
  copy->kind = k;
  return copy;
}

// Which way an expression uses a name: under an even (pos) or odd (neg) number of complements.
struct Use {
  bool pos = false;
  bool neg = false;
  bool any() const { return pos || neg; }
  Use flipped() const { return {neg, pos}; }
  Use& operator|=(const Use& o) {
    pos |= o.pos;
    neg |= o.neg;
    return *this;
  }
  bool operator==(const Use& o) const { return pos == o.pos && neg == o.neg; }
};

// Kinds during `let rec` inference: a known kind, a polymorphic 0, or not known yet.
enum class Guess { Set, Relation, Poly, Unknown };

class Resolver {
 public:
  Resolver(const PrimitiveSignature& prims, std::vector<std::shared_ptr<const SourceFile>> files)
      : files_(std::move(files)) {
    m_.files = files_;
    m_.source = files_.at(0);
    for (const auto& [name, kind] : prims) {
      Binding b;
      b.source = Binding::Source::Primitive;
      b.name = name;
      b.kind = kind;
      primitives_[name] = add(std::move(b), nullptr);
    }
  }

  Model run(ModelText text) {
    m_.title = text.title;
    scopes_.push_back({{}, nullptr, -1});
    Scope* top = &scopes_.back();
    top_ = top;
    herd_ = text.herd;
    std::vector<LetGroup> own;
    for (auto& g : text.lets) {
      if (!g.library) {
        own.push_back(std::move(g));
        continue;
      }
      for (const auto& l : g.lets) library_.emplace(l.name, LibraryLet{g.file, l});
    }
    declareLets(own, *top);
    resolveLets(own, *top);
    for (auto& c : text.checks) {
      cat::Check out = check(c, *top);
      m_.checks.push_back(std::move(out));
    }
    for (const auto& sh : text.shows) show(sh);
    return std::move(m_);
  }

 private:
  [[noreturn]] void fail(SourceRange range, std::string message) {
    DiagnosticSink(files_[file_]).fail(range, std::move(message));
  }

  // "line:col", with the file name in front when it is not the file being reported on.
  std::string where(int file, const SourceRange& r) const {
    std::string lc = std::to_string(r.line) + ":" + std::to_string(r.col);
    return file == file_ ? lc : files_[file]->path() + ":" + lc;
  }

  // Makes errors point into `file` for the lifetime of this object.
  struct InFile {
    InFile(Resolver& r, int file) : r_(r), saved_(r.file_) { r.file_ = file; }
    ~InFile() { r_.file_ = saved_; }
    Resolver& r_;
    int saved_;
  };

  struct Scope {
    std::map<std::string, int> names;
    const Scope* parent = nullptr;
    int block = -1;
  };
  enum class State { Unvisited, InProgress, Done };
  struct LetInfo {
    ExprPtr raw;
    const Scope* scope = nullptr;
    State state = State::Unvisited;
    int depth = 0;  // how deep evaluating the definition recurses (depthOf)
  };

  // Every pass over a model (this resolver, the evaluators, the explanations) recurses through
  // an expression and, at each name, into the definition it names. The parser bounds each
  // expression; this bounds chains of definitions too (`let a1 = a0  let a2 = a1 ...`), which
  // would otherwise exhaust the stack.
  static constexpr int kMaxDefinitionDepth = 2000;

  [[noreturn]] void tooDeep(SourceRange range) {
    fail(range, "definitions nested deeper than " + std::to_string(kMaxDefinitionDepth) +
                    " levels (counting, at each name, the definition it names)");
  }

  // How deep evaluating `e` recurses: its height plus, at each name, the depth of the definition
  // it names (a name of the `let rec` group `group` is evaluated by iteration instead).
  int depthOf(const Expr& e, int group = -1) const {
    if (e.op == Op::Name) {
      const Binding& b = m_.bindings[e.binding];
      return 1 + (group >= 0 && b.group == group ? 0 : lets_[e.binding].depth);
    }
    int d = 0;
    for (const auto& a : e.args) d = std::max(d, depthOf(*a, group));
    return 1 + d;
  }
  int depthOf(const Cond& c) const {
    int d = c.expr ? depthOf(*c.expr) : 0;
    for (const auto& a : c.args) d = std::max(d, depthOf(*a));
    return 1 + d;
  }
  void bounded(const ExprPtr& e) {
    if (e && depthOf(*e) > kMaxDefinitionDepth) tooDeep(e->range);
  }
  void bounded(const CondPtr& c) {
    if (c && depthOf(*c) > kMaxDefinitionDepth) tooDeep(c->range);
  }

  int add(Binding b, const Scope* scope) {
    m_.bindings.push_back(std::move(b));
    lets_.push_back({nullptr, scope, State::Done});
    return static_cast<int>(m_.bindings.size()) - 1;
  }

  // ---- declarations ----

  int declare(const std::string& name, SourceRange range, Scope& scope, Binding b) {
    // herd's models redefine primitives (`let mo = co & ...`, `let sb = po`): a herd model's let
    // hides the primitive from the model (herd's library still means the primitive).
    if (primitives_.count(name) && !herd_) fail(range, "'" + name + "' is a primitive and cannot be redefined");
    for (const Scope* s = &scope; s; s = s->parent) {
      auto it = s->names.find(name);
      if (it != s->names.end())
        fail(range, "redefinition of '" + name + "' (first defined at " +
                        where(m_.bindings[it->second].file, m_.bindings[it->second].range) + ")");
    }
    b.name = name;
    b.range = range;
    b.file = file_;
    b.block = scope.block;
    int id = add(std::move(b), &scope);
    scope.names[name] = id;
    return id;
  }

  void declareLets(const std::vector<LetGroup>& groups, Scope& scope) {
    for (const auto& g : groups) {
      InFile in(*this, g.file);
      int group = -1;
      if (g.rec) {
        group = static_cast<int>(m_.groups.size());
        m_.groups.emplace_back();
      }
      for (const auto& l : g.lets) {
        Binding b;
        b.source = Binding::Source::Let;
        b.doc = l.doc;
        b.group = group;
        int id = declare(l.name, l.nameRange, scope, std::move(b));
        lets_[id].raw = l.body;
        lets_[id].state = State::Unvisited;
        if (group >= 0) m_.groups[group].push_back(id);
      }
    }
  }

  void resolveLets(const std::vector<LetGroup>& groups, const Scope& scope) {
    for (const auto& g : groups)
      for (const auto& l : g.lets) ensureResolved(scope.names.at(l.name));
  }

  int lookup(const Expr& e, const Scope& scope) {
    for (const Scope* s = &scope; s; s = s->parent) {
      auto it = s->names.find(e.name);
      if (it != s->names.end()) return it->second;
    }
    auto p = primitives_.find(e.name);
    if (p != primitives_.end()) return p->second;
    auto lib = library_.find(e.name);
    if (lib != library_.end() && herd_) {
      auto bound = libScope_.names.find(e.name);
      return bound != libScope_.names.end() ? bound->second : declareLibrary(lib->second);
    }
    if (lib != library_.end())
      fail(e.range, "unknown name '" + e.name + "'; did you mean '" + spelledLibrary(lib->second) + "'? ('" + e.name +
                        "' is herd's name for it: a herd cat file, whose title carries herd's options "
                        "as in '\"OpenCL\" withoutsc', may use herd's names; docs/model-language.md)");
    std::vector<std::string> known;
    for (const Scope* s = &scope; s; s = s->parent)
      for (const auto& [name, id] : s->names) known.push_back(name);
    for (const auto& [name, id] : primitives_) known.push_back(name);
    // (A name of one or two letters is near every other short name: no suggestion.)
    fail(e.range, "unknown name '" + e.name + "'" + (e.name.size() > 2 ? didYouMean(e.name, known) : ""));
  }

  // ---- herd's library (axioms/stdlib.cat, cos.cat) ----

  struct LibraryLet {
    int file = 0;
    Let let;
  };

  int declareLibrary(const LibraryLet& l) {
    InFile in(*this, l.file);
    Binding b;
    b.source = Binding::Source::Let;
    b.doc = l.let.doc;
    int id = declare(l.let.name, l.let.nameRange, libScope_, std::move(b));
    lets_[id].raw = l.let.body;
    lets_[id].state = State::Unvisited;
    return id;
  }

  // What clmm writes for a library name: the name its definition is, else the definition.
  static std::string spelledLibrary(const LibraryLet& l) {
    const Expr& body = *l.let.body;
    if (body.op == Op::Name) return body.name;
    std::string text = printExpr(body);
    if (text.size() > 2 && text.front() == '(' && text.back() == ')') text = text.substr(1, text.size() - 2);
    return text;
  }

  // ---- show ----

  void show(const Show& sh) {
    InFile in(*this, sh.file);
    ExprPtr e = typed(sh.expr, *top_);
    if (e->kind != Kind::Relation)
      fail(sh.expr->range,
           "'show' draws a relation, and this is an event set: write [" + sh.name + "] to draw its events");
    for (const auto& other : m_.shows)
      if (other.name == sh.name) fail(sh.nameRange, "'" + sh.name + "' is shown twice");
    bounded(e);
    std::string doc = sh.doc;
    if (doc.empty() && e->op == Op::Name) doc = m_.bindings[e->binding].doc;
    m_.shows.push_back({sh.name, e, doc});
  }

  // ---- lets ----

  // `ref` is the reference that needs binding `id` (for the cycle error); null at top level.
  void ensureResolved(int id, const Expr* ref = nullptr) {
    LetInfo& info = lets_[id];
    if (info.state == State::Done) return;
    const Binding& b = m_.bindings[id];
    if (info.state == State::InProgress) {
      int current = stack_.empty() ? -1 : stack_.back();
      if (b.group >= 0 && current >= 0 && m_.bindings[current].group == b.group) return;
      std::string path;
      auto from = std::find(stack_.begin(), stack_.end(), id);
      if (from == stack_.end()) from = stack_.begin();
      for (auto it = from; it != stack_.end(); ++it) path += m_.bindings[*it].name + " -> ";
      path += b.name;
      fail(ref ? ref->range : b.range, "'" + b.name + "' is defined in terms of itself (" +
                                                  path + "); use 'let rec' for a recursive definition");
    }
    InFile in(*this, b.file);
    if (b.group >= 0) {
      resolveGroup(b.group);
      return;
    }
    info.state = State::InProgress;
    stack_.push_back(id);
    ExprPtr body = typed(info.raw, *info.scope);
    stack_.pop_back();
    m_.bindings[id].body = body;
    m_.bindings[id].kind = body->kind;
    lets_[id].depth = depthOf(*body);
    if (lets_[id].depth > kMaxDefinitionDepth) tooDeep(b.range);
    lets_[id].state = State::Done;
  }

  void resolveGroup(int g) {
    const std::vector<int> members = m_.groups[g];
    for (int id : members) lets_[id].state = State::InProgress;
    // Infer kinds: iterate until every member's kind is known or nothing changes.
    std::map<int, Guess> guess;
    for (int id : members) guess[id] = Guess::Unknown;
    for (bool changed = true; changed;) {
      changed = false;
      for (int id : members) {
        if (guess[id] == Guess::Set || guess[id] == Guess::Relation) continue;
        stack_.push_back(id);
        Guess k = infer(*lets_[id].raw, *lets_[id].scope, guess);
        stack_.pop_back();
        if (k != guess[id]) {
          guess[id] = k;
          changed = true;
        }
      }
    }
    for (int id : members) {
      if (guess[id] == Guess::Unknown)
        fail(m_.bindings[id].range, "cannot infer whether '" + m_.bindings[id].name +
                                              "' is an event set or a relation");
      m_.bindings[id].kind = guess[id] == Guess::Set ? Kind::Set : Kind::Relation;
    }
    for (int id : members) {
      stack_.push_back(id);
      ExprPtr body = typed(lets_[id].raw, *lets_[id].scope);
      stack_.pop_back();
      if (body->kind != m_.bindings[id].kind)
        fail(body->range, "the definition of '" + m_.bindings[id].name + "' is " +
                                    article(body->kind) + " but its recursive uses need " +
                                    article(m_.bindings[id].kind));
      m_.bindings[id].body = body;
      checkMonotone(*body, g, true);
      lets_[id].depth = depthOf(*body, g);
      if (lets_[id].depth > kMaxDefinitionDepth) tooDeep(m_.bindings[id].range);
    }
    for (int id : members) lets_[id].state = State::Done;
  }

  Guess infer(const Expr& e, const Scope& scope, const std::map<int, Guess>& guess) {
    auto known = [](Guess a, Guess b) {
      if (a == Guess::Set || a == Guess::Relation) return a;
      if (b == Guess::Set || b == Guess::Relation) return b;
      return a == Guess::Poly && b == Guess::Poly ? Guess::Poly : Guess::Unknown;
    };
    switch (e.op) {
      case Op::Name: {
        int id = lookup(e, scope);
        auto g = guess.find(id);
        if (g != guess.end()) return g->second == Guess::Poly ? Guess::Unknown : g->second;
        ensureResolved(id, &e);
        return m_.bindings[id].kind == Kind::Set ? Guess::Set : Guess::Relation;
      }
      case Op::Empty: return Guess::Poly;
      case Op::Universe: case Op::Domain: case Op::Range: return Guess::Set;
      case Op::Union: case Op::Inter: case Op::Diff:
        return known(infer(*e.args[0], scope, guess), infer(*e.args[1], scope, guess));
      case Op::Complement: {
        Guess g = infer(*e.args[0], scope, guess);
        return g == Guess::Poly ? Guess::Relation : g;
      }
      default: return Guess::Relation;
    }
  }

  void checkMonotone(const Expr& e, int group, bool positive) {
    if (e.op == Op::Name) {
      if (!positive && m_.bindings[e.binding].group == group)
        fail(e.range, "recursive use of '" + e.name +
                                "' under '~' or right of '\\': 'let rec' needs a monotone definition");
      return;
    }
    for (size_t i = 0; i < e.args.size(); ++i) {
      bool flip = e.op == Op::Complement || (e.op == Op::Diff && i == 1);
      checkMonotone(*e.args[i], group, flip ? !positive : positive);
    }
  }

  // ---- typing ----

  [[noreturn]] void needs(const Expr& parent, const Expr& operand, const char* side, Kind want) {
    bool binary = *side != '\0';
    std::string which = binary ? std::string("its ") + side + " operand" : "its operand";
    std::string wanted = binary ? (want == Kind::Set ? "event sets" : "relations") : article(want);
    std::string hint = parent.op == Op::Seq && operand.kind == Kind::Set
                           ? " (write [S] for the identity relation on a set S)" : "";
    fail(operand.range, opSpelling(parent.op) + " needs " + wanted + ", but " + which +
                                  " is " + article(operand.kind) + hint);
  }

  static ExprPtr coerceEmpty(const ExprPtr& e, Kind k) {
    return e->op == Op::Empty && e->kind != k ? withKind(e, k) : e;
  }

  ExprPtr typed(const ExprPtr& raw, const Scope& scope) {
    // Resolving a name resolves its definition first, from inside this recursion.
    if (++typing_ > kMaxDefinitionDepth) tooDeep(raw->range);
    auto e = std::make_shared<Expr>(*raw);
    for (auto& a : e->args) a = typed(a, scope);
    switch (e->op) {
      case Op::Name: {
        e->binding = lookup(*e, scope);
        if (m_.bindings[e->binding].source == Binding::Source::Let) ensureResolved(e->binding, raw.get());
        e->kind = m_.bindings[e->binding].kind;
        break;
      }
      case Op::Empty: e->kind = Kind::Relation; break;
      case Op::Universe: e->kind = Kind::Set; break;
      case Op::Identity:
        e->args[0] = coerceEmpty(e->args[0], Kind::Set);
        if (e->args[0]->kind != Kind::Set) needs(*e, *e->args[0], "", Kind::Set);
        e->kind = Kind::Relation;
        break;
      case Op::Union: case Op::Inter: case Op::Diff: {
        auto& l = e->args[0];
        auto& r = e->args[1];
        if (l->op == Op::Empty) l = coerceEmpty(l, r->kind);
        if (r->op == Op::Empty) r = coerceEmpty(r, l->kind);
        if (l->kind != r->kind)
          fail(e->opRange, "the operands of " + opSpelling(e->op) +
                                     " must be both event sets or both relations, but the left is " +
                                     article(l->kind) + " and the right is " + article(r->kind));
        e->kind = l->kind;
        break;
      }
      case Op::Seq:
        for (int i = 0; i < 2; ++i)
          if (e->args[i]->kind != Kind::Relation) needs(*e, *e->args[i], i ? "right" : "left", Kind::Relation);
        e->kind = Kind::Relation;
        break;
      case Op::Product:
        for (int i = 0; i < 2; ++i) {
          e->args[i] = coerceEmpty(e->args[i], Kind::Set);
          if (e->args[i]->kind != Kind::Set) needs(*e, *e->args[i], i ? "right" : "left", Kind::Set);
        }
        e->kind = Kind::Relation;
        break;
      case Op::Complement: e->kind = e->args[0]->kind; break;
      case Op::Plus: case Op::Star: case Op::Opt: case Op::Inverse:
        if (e->args[0]->kind != Kind::Relation) needs(*e, *e->args[0], "", Kind::Relation);
        e->kind = Kind::Relation;
        break;
      case Op::Domain: case Op::Range:
        if (e->args[0]->kind != Kind::Relation) needs(*e, *e->args[0], "", Kind::Relation);
        e->kind = Kind::Set;
        break;
    }
    --typing_;
    return e;
  }

  ExprPtr typedAs(const ExprPtr& raw, const Scope& scope, Kind want, const std::string& what) {
    ExprPtr e = coerceEmpty(typed(raw, scope), want);
    if (e->kind != want)
      fail(e->range, what + " needs " + article(want) + ", but this is " + article(e->kind));
    return e;
  }

  CondPtr typedCond(const CondPtr& raw, const Scope& scope) {
    if (!raw) return nullptr;
    auto c = std::make_shared<Cond>(*raw);
    if (c->expr) c->expr = typed(c->expr, scope);
    for (auto& a : c->args) a = typedCond(a, scope);
    return c;
  }

  // ---- checks ----

  void claimName(const syntax::Check& c) {
    auto it = checkNames_.find(c.name);
    if (it != checkNames_.end())
      fail(c.nameRange, "duplicate check name '" + c.name + "' (first used at " +
                            where(it->second.first, it->second.second) + ")");
    checkNames_[c.name] = {c.file, c.nameRange};
  }

  cat::Check check(const syntax::Check& c, const Scope& scope) {
    InFile in(*this, c.file);
    cat::Check out;
    out.file = c.file;
    out.kind = c.kind;
    out.name = c.name;
    out.doc = c.doc;
    out.range = c.range;
    out.nameRange = c.nameRange;
    if (c.kind == CheckKind::Total) return total(c, scope, std::move(out));
    if (c.kind == CheckKind::Acyclic || c.kind == CheckKind::Irreflexive)
      out.expr = typedAs(c.expr, scope, Kind::Relation, std::string("'") + checkKindName(c.kind) + "'");
    else
      out.expr = typed(c.expr, scope);
    out.when = typedCond(c.when, scope);
    bounded(out.expr);
    bounded(out.when);
    claimName(c);
    return out;
  }

  cat::Check total(const syntax::Check& c, const Scope& outer, cat::Check out) {
    int block = static_cast<int>(m_.checks.size());
    out.on = typedAs(c.on, outer, Kind::Set, "'total ... on'");
    out.containing = typedAs(c.containing, outer, Kind::Relation, "'total ... containing'");
    out.when = typedCond(c.when, outer);
    bounded(out.on);
    bounded(out.containing);
    bounded(out.when);
    scopes_.push_back({{}, &outer, block});
    Scope& scope = scopes_.back();
    Binding order;
    order.source = Binding::Source::Order;
    order.kind = Kind::Relation;
    order.doc = c.doc;  // the block's documentation speaks of its order
    out.order = declare(c.orderName, c.orderRange, scope, std::move(order));
    declareLets(c.bodyLets, scope);
    resolveLets(c.bodyLets, scope);
    for (const auto& inner : c.bodyChecks) out.body.push_back(check(inner, scope));
    // Which lets depend on the order, and how.
    std::map<int, Use> uses;
    for (const auto& [name, id] : scope.names) {
      if (id == out.order) continue;
      Use u = letUse(id, out.order, uses);
      m_.bindings[id].dependsOnOrder = u.any();
      if (u.any()) out.orderDependent.push_back(id);
    }
    std::sort(out.orderDependent.begin(), out.orderDependent.end());
    for (auto& inner : out.body) {
      Use u = exprUse(*inner.expr, out.order, uses);
      inner.monotoneInOrder = !u.neg && !(inner.when && condUse(*inner.when, out.order, uses).any());
    }
    claimName(c);
    return out;
  }

  Use letUse(int id, int order, std::map<int, Use>& uses) {
    auto it = uses.find(id);
    if (it != uses.end()) return it->second;
    const Binding& b = m_.bindings[id];
    if (b.source != Binding::Source::Let) return {};
    if (b.group < 0) return uses[id] = exprUse(*b.body, order, uses);
    // A recursive group: start from "no use" and grow to a fixpoint.
    for (int member : m_.groups[b.group]) uses[member] = {};
    for (bool changed = true; changed;) {
      changed = false;
      for (int member : m_.groups[b.group]) {
        Use u = exprUse(*m_.bindings[member].body, order, uses);
        u |= uses[member];
        if (!(u == uses[member])) {
          uses[member] = u;
          changed = true;
        }
      }
    }
    return uses[id];
  }

  Use exprUse(const Expr& e, int order, std::map<int, Use>& uses) {
    if (e.op == Op::Name) {
      if (e.binding == order) return {true, false};
      return letUse(e.binding, order, uses);
    }
    Use u;
    for (size_t i = 0; i < e.args.size(); ++i) {
      Use a = exprUse(*e.args[i], order, uses);
      bool flip = e.op == Op::Complement || (e.op == Op::Diff && i == 1);
      u |= flip ? a.flipped() : a;
    }
    return u;
  }

  Use condUse(const Cond& c, int order, std::map<int, Use>& uses) {
    Use u;
    if (c.expr) u |= exprUse(*c.expr, order, uses);
    for (const auto& a : c.args) u |= condUse(*a, order, uses);
    return u;
  }

  std::vector<std::shared_ptr<const SourceFile>> files_;
  int file_ = 0;  // the file errors are reported in
  Model m_;
  std::map<std::string, int> primitives_;
  std::deque<Scope> scopes_;  // stable addresses
  Scope* top_ = nullptr;      // the file's scope
  Scope libScope_;            // herd's library, bound lazily: its lets see the primitives only
  bool herd_ = false;         // herd's names may be used (ModelText::herd)
  std::map<std::string, LibraryLet> library_;  // herd's names, bound at their first use
  std::vector<LetInfo> lets_;  // per binding
  std::vector<int> stack_;     // lets whose definitions are being resolved, outermost first
  int typing_ = 0;             // depth of typed() calls, across the definitions being resolved
  std::map<std::string, std::pair<int, SourceRange>> checkNames_;  // name -> file, range
};

}  // namespace

Model resolve(ModelText text, const PrimitiveSignature& primitives,
              std::vector<std::shared_ptr<const SourceFile>> files) {
  return Resolver(primitives, std::move(files)).run(std::move(text));
}

}  // namespace clmm::cat::syntax
