// The AST builder (see AstBuilderImpl.h): integer literals and the numbers that name threads,
// units, sizes and indices (range-checked, never narrowed silently), the initial state, the scope
// tree and the final condition.
#include <algorithm>
#include <limits>

#include "litmus/AstBuilderImpl.h"
#include "litmus/Calls.h"
#include "litmus/Literals.h"
#include "support/Suggest.h"

namespace clmm::astbuild {

int64_t Builder::intToken(antlr4::Token* t) {
  return readIntLiteral(t->getText(), rangeOf(t), sink_, herdCompat_);
}

std::optional<int> Builder::smallInt(antlr4::Token* t, int64_t max, const std::string& what) {
  int64_t v = intToken(t);
  if (v <= max) return static_cast<int>(v);
  sink_.error(rangeOf(t), what + " " + std::to_string(v) + " is too large (at most " +
                              std::to_string(max) + ")");
  return std::nullopt;
}

int64_t Builder::signedInt(P::SignedIntContext* ctx) {
  return readSignedLiteral(ctx->INT()->getText(), ctx->MINUS() != nullptr, rangeOf(ctx), sink_, herdCompat_);
}

std::vector<int64_t> Builder::initValues(P::InitValueContext* ctx, bool& isArray) {
  std::vector<int64_t> values;
  if (auto* s = dynamic_cast<P::InitScalarContext*>(ctx)) {
    isArray = false;
    values.push_back(signedInt(s->signedInt()));
  } else if (auto* a = dynamic_cast<P::InitArrayContext*>(ctx)) {
    isArray = true;
    for (auto* v : a->signedInt()) values.push_back(signedInt(v));
  }
  return values;
}

void Builder::initItem(P::InitItemContext* ctx, ast::Test& t) {
  auto addLocation = [&](ast::LocationInit loc) {
    if (!locationIndex_.emplace(loc.name, t.locations.size()).second) {
      sink_.error(loc.range, "location '" + loc.name + "' is initialised twice");
      return;
    }
    t.locations.push_back(std::move(loc));
  };
  if (auto* b = dynamic_cast<P::InitBracketedContext*>(ctx)) {
    ast::LocationInit loc;
    loc.name = b->name->getText();
    loc.range = rangeOf(b);
    loc.values = initValues(b->initValue(), loc.isArray);
    loc.size = std::max<int>(1, static_cast<int>(loc.values.size()));
    if (loc.values.empty()) loc.values.push_back(0);
    addLocation(std::move(loc));
  } else if (auto* r = dynamic_cast<P::InitRegisterContext*>(ctx)) {
    ast::RegisterInit init;
    init.thread = intToken(r->tid);
    init.name = r->reg->getText();
    init.range = rangeOf(r);
    bool isArray = false;
    auto values = initValues(r->initValue(), isArray);
    if (isArray || values.size() != 1)
      sink_.error(rangeOf(r->initValue()), "a register takes a single initial value");
    else
      init.value = values[0];
    t.registerInits.push_back(init);
  } else if (auto* d = dynamic_cast<P::InitDeclaredContext*>(ctx)) {
    ast::LocationInit loc;
    loc.range = rangeOf(d);
    loc.name = d->words.back()->getText();
    for (size_t i = 0; i + 1 < d->words.size(); ++i) {
      std::string w = d->words[i]->getText();
      if (!isTypeWord(w) && !isAddressSpaceWord(w))
        sink_.error(rangeOf(d->words[i]), "unknown type '" + w + "' in the initial state");
      else if (auto why = unmodelledTypeMessage(w); !why.empty())
        sink_.error(rangeOf(d->words[i]), why);
      loc.typeText += (loc.typeText.empty() ? "" : " ") + w;
    }
    int size = 1;
    if (d->size) {
      int64_t given = intToken(d->size);
      size = static_cast<int>(std::clamp<int64_t>(given, 0, kMaxArraySize + 1));
      loc.isArray = true;
      if (size < 1 || size > kMaxArraySize) {
        sink_.error(rangeOf(d->size), "array size must be between 1 and " +
                                          std::to_string(kMaxArraySize));
        size = 1;
      }
    }
    loc.size = size;
    if (d->initValue()) {
      bool braced = false;
      auto values = initValues(d->initValue(), braced);
      if (braced && !loc.isArray) {
        if (values.size() != 1)
          sink_.error(rangeOf(d->initValue()), "scalar '" + loc.name + "' takes one initial value");
        values.resize(1);
      }
      if (loc.isArray && static_cast<int>(values.size()) > size)
        sink_.error(rangeOf(d->initValue()), "too many initial values for array '" + loc.name +
                                                 "[" + std::to_string(size) + "]'");
      if (loc.isArray && !braced) values.assign(size, values.empty() ? 0 : values[0]);
      values.resize(size, 0);
      loc.values = values;
    } else {
      loc.values.assign(size, 0);
    }
    addLocation(std::move(loc));
  }
}

// Scope tree levels ranked from the outside in.
int levelRank(ast::ScopeNode::Level l) { return static_cast<int>(l); }

ast::ScopeNode Builder::sexpr(P::SexprContext* ctx, int parentRank) {
  ast::ScopeNode node;
  node.range = rangeOf(ctx);
  std::string level = ctx->level->getText();
  if (level == "device") node.level = ast::ScopeNode::Level::Device;
  else if (level == "kernel") node.level = ast::ScopeNode::Level::Kernel;
  else if (level == "work_group") node.level = ast::ScopeNode::Level::WorkGroup;
  else if (level == "sub_group") node.level = ast::ScopeNode::Level::SubGroup;
  else
    sink_.fail(rangeOf(ctx->level), "unknown scope level '" + level +
                                        "' (expected device, kernel, work_group or sub_group)" +
                                        didYouMean(level, {"device", "kernel", "work_group", "sub_group"}));
  if (levelRank(node.level) <= parentRank)
    sink_.error(rangeOf(ctx->level), "'" + level + "' cannot be nested inside this level");
  for (auto* item : ctx->sexprItem()) {
    if (auto* leaf = dynamic_cast<P::SexprLeafContext*>(item))
      node.threads.emplace_back(leaf->IDENT()->getText(), rangeOf(leaf));
    else if (auto* sub = dynamic_cast<P::SexprNodeContext*>(item))
      node.children.push_back(sexpr(sub->sexpr(), levelRank(node.level)));
  }
  return node;
}

StateRef Builder::stateRef(P::LocationRefContext* ctx) {
  StateRef r;
  r.range = rangeOf(ctx);
  if (auto* reg = dynamic_cast<P::RegisterRefContext*>(ctx)) {
    r.kind = StateRef::Kind::Register;
    r.thread = intToken(reg->tid);
    r.name = reg->reg->getText();
  } else if (auto* mem = dynamic_cast<P::MemoryRefContext*>(ctx)) {
    r.name = mem->name->getText();
    if (mem->index) r.index = intToken(mem->index);
  } else if (auto* br = dynamic_cast<P::BracketMemoryRefContext*>(ctx)) {
    r.name = br->name->getText();
  }
  return r;
}

ast::PropPtr Builder::prop(P::PropContext* ctx) {
  auto p = std::make_unique<ast::Prop>();
  p->range = rangeOf(ctx);
  using K = ast::Prop::Kind;
  if (auto* n = dynamic_cast<P::NotPropContext*>(ctx)) {
    p->kind = K::Not;
    p->operands.push_back(prop(n->prop()));
  } else if (auto* a = dynamic_cast<P::AndPropContext*>(ctx)) {
    p->kind = K::And;
    p->operands.push_back(prop(a->lhs));
    p->operands.push_back(prop(a->rhs));
  } else if (auto* o = dynamic_cast<P::OrPropContext*>(ctx)) {
    p->kind = K::Or;
    p->operands.push_back(prop(o->lhs));
    p->operands.push_back(prop(o->rhs));
  } else if (auto* i = dynamic_cast<P::ImpliesPropContext*>(ctx)) {
    p->kind = K::Implies;
    p->operands.push_back(prop(i->lhs));
    p->operands.push_back(prop(i->rhs));
  } else if (auto* par = dynamic_cast<P::ParenPropContext*>(ctx)) {
    return prop(par->prop());
  } else if (dynamic_cast<P::TruePropContext*>(ctx) || dynamic_cast<P::EmptyPropContext*>(ctx)) {
    p->kind = K::True;
  } else if (dynamic_cast<P::FalsePropContext*>(ctx)) {
    p->kind = K::False;
  } else if (auto* at = dynamic_cast<P::AtomPropContext*>(ctx)) {
    p->kind = K::Atom;
    p->ref = stateRef(at->locationRef());
    auto* si = at->signedInt();
    p->value = readSignedLiteral(si->INT()->getText(), si->MINUS() != nullptr, rangeOf(si), sink_, herdCompat_,
                                 &p->ulong);
  }
  return p;
}

}  // namespace clmm::astbuild
