// Drives the PTX litmus grammar (grammar/PtxLitmus.g4) and builds the test's AST from its parse
// tree: header, doc strings, initial state, thread placement ("P0@cta 0,gpu 0"), the columns
// of instructions (handed to buildThreadBodies, PtxCode.cpp) and the final condition.
#include "litmus/PtxParser.h"

#include <algorithm>
#include <cctype>
#include <climits>
#include <map>
#include <set>

#include <antlr4-runtime.h>

#include "PtxLitmusLexer.h"
#include "PtxLitmusParser.h"
#include "litmus/AmdgpuCode.h"
#include "litmus/SyntaxMessages.h"
#include "litmus/TreeRanges.h"

namespace clmm {
namespace {

using P = PtxLitmusParser;
using tree::normaliseSpace;
using tree::rangeOf;

const SyntaxWording kPtxWording{"'PTX NAME'", 3, {{"NAME", "a name"}, {"INT", "a number"}}};

class Listener : public antlr4::BaseErrorListener {
 public:
  Listener(DiagnosticSink& sink, const std::string& text) : sink_(sink), text_(text) {}
  void syntaxError(antlr4::Recognizer*, antlr4::Token* offending, size_t line, size_t col, const std::string& msg,
                   std::exception_ptr) override {
    if (count_++ >= 5) return;
    int l = static_cast<int>(line), c = static_cast<int>(col) + 1;
    int width = 1;
    std::string text = rewordSyntaxError(msg, kPtxWording);
    if (offending && offending->getType() != antlr4::Token::EOF) {
      std::string t = offending->getText();
      if (t.find('\n') == std::string::npos) width = std::max<int>(1, static_cast<int>(t.size()));
      if (offending->getType() == PtxLitmusLexer::OTHER) text = "unexpected character '" + t + "'";
      if (offending->getType() == PtxLitmusLexer::UNTERMINATED_COMMENT) {
        text = "unterminated comment: no closing '" + std::string(t.rfind("/*", 0) == 0 ? "*/" : "*)") +
               "'";
        width = 2;
      }
      static const std::set<size_t> keywords = {PtxLitmusLexer::EXISTS, PtxLitmusLexer::FORALL, PtxLitmusLexer::NOT,
                                                PtxLitmusLexer::TRUE,   PtxLitmusLexer::FALSE,  PtxLitmusLexer::LOCATIONS};
      if (keywords.count(offending->getType()))
        if (auto asName = keywordAsName(text_, offending->getLine(), offending->getCharPositionInLine(), t))
          text = *asName;
    }
    for (const auto& d : sink_.diagnostics())
      if (d.range.line == l && d.range.col == c) return;
    sink_.error({l, c, l, c + width - 1}, text);
  }

 private:
  DiagnosticSink& sink_;
  const std::string& text_;
  int count_ = 0;
};

// The doc strings between the header line and the initial state: the text inside the quotes of
// each "..." (over several lines if need be), one per line; comments outside quotes are dropped.
// A quote inside a doc string (Dat3M's MICRO24 tests) is kept as written.
std::string docStrings(const std::string& text) {
  std::string body = text;
  // Comments outside doc strings: (* ... *), /* ... */ and // lines.
  std::string kept;
  bool quoted = false;
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (!quoted && (body.compare(i, 2, "(*") == 0 || body.compare(i, 2, "/*") == 0)) {
      size_t end = body.find(c == '(' ? "*)" : "*/", i + 2);
      i = end == std::string::npos ? body.size() : end + 1;
      continue;
    }
    if (!quoted && body.compare(i, 2, "//") == 0) {
      size_t end = body.find('\n', i);
      i = end == std::string::npos ? body.size() : end - 1;
      continue;
    }
    if (c == '"') quoted = !quoted;
    kept += c;
  }
  size_t a = kept.find_first_not_of(" \t\r\n"), b = kept.find_last_not_of(" \t\r\n");
  if (a == std::string::npos) return "";
  kept = kept.substr(a, b - a + 1);
  if (kept.size() >= 2 && kept.front() == '"' && kept.back() == '"') kept = kept.substr(1, kept.size() - 2);
  // Consecutive strings ("a"\n"b") become lines.
  std::string out;
  for (size_t i = 0; i < kept.size(); ++i) {
    if (kept[i] == '"') {
      size_t j = kept.find_first_not_of(" \t\r\n", i + 1);
      if (j != std::string::npos && kept[j] == '"' && kept.find_first_of("\r\n", i + 1) < j) {
        out += '\n';
        i = j;
        continue;
      }
    }
    out += kept[i];
  }
  return out;
}

// "P3" -> 3, or -1 when the name is not P followed by digits.
int threadNumber(const std::string& name) {
  if (name.size() < 2 || name[0] != 'P' || name.size() > 6) return -1;
  for (size_t i = 1; i < name.size(); ++i)
    if (name[i] < '0' || name[i] > '9') return -1;
  return std::stoi(name.substr(1));
}

class Builder {
 public:
  Builder(std::shared_ptr<const SourceFile> source, DiagnosticSink& sink, int unroll, ptx::Columns* columns)
      : source_(std::move(source)), sink_(sink), unroll_(unroll), columns_(columns) {}

  ast::Test build(P::TestContext* ctx) {
    ast::Test t;
    t.source = source_;
    // The HEADER token runs to the initial state's '{': its first line is "PTX NAME" (or
    // "AMDGPU PROCESSOR NAME"), the rest the doc strings (and comments) before the initial state.
    std::string all = ctx->HEADER()->getText();
    size_t eol = all.find_first_of("\r\n");
    std::string header = all.substr(0, eol);
    SourceRange hr = rangeOf(ctx->HEADER()->getSymbol());
    t.dialectHeader = header.compare(0, 6, "AMDGPU") == 0 ? "AMDGPU" : "PTX";
    size_t start = header.find_first_not_of(" \t", t.dialectHeader.size());
    amd_ = t.dialectHeader == "AMDGPU";
    if (amd_) start = processor(header, start, hr, t);
    t.name = normaliseSpace(header.substr(start == std::string::npos ? header.size() : start));
    t.nameRange = {hr.line, hr.col + static_cast<int>(start), hr.line,
                   hr.col + std::max(static_cast<int>(header.size()) - 1, static_cast<int>(start))};
    t.doc = docStrings(eol == std::string::npos ? "" : all.substr(eol));
    for (auto* d : ctx->DOC_STRING()) {
      std::string s = d->getText();
      t.doc += (t.doc.empty() ? "" : "\n") + s.substr(1, s.size() - 2);
    }
    init(ctx->init(), t);
    threads(ctx->threads(), t);
    std::vector<ptx::ThreadCode> code(t.threads.size());
    for (auto* row : ctx->row()) {
      auto cells = row->cell();
      if (cells.size() > t.threads.size())
        sink_.error(rangeOf(cells[t.threads.size()]),
                    "this row has " + std::to_string(cells.size()) + " columns but the test has " +
                        std::to_string(t.threads.size()) + (t.threads.size() == 1 ? " thread" : " threads") +
                        " (remove a '|')");
      for (size_t i = 0; i < cells.size() && i < t.threads.size(); ++i) cell(cells[i], code[i]);
    }
    if (auto* obs = ctx->observed())
      for (auto* r : obs->stateRef()) t.observed.push_back(stateRef(r));
    if (auto* c = ctx->condition()) condition(c, t);
    sink_.throwIfErrors();
    if (columns_) columns_->code = code, columns_->aliases = aliases_;
    if (t.dialectHeader == "AMDGPU")
      amdgpu::buildThreadBodies(t, code, sink_, unroll_);
    else
      ptx::buildThreadBodies(t, code, aliases_, sink_, unroll_);
    sink_.throwIfErrors();
    return t;
  }

 private:
  std::shared_ptr<const SourceFile> source_;
  DiagnosticSink& sink_;
  int unroll_;
  ptx::Columns* columns_;
  ptx::Aliases aliases_;
  bool amd_ = false;  // an AMDGPU test

  // "AMDGPU PROCESSOR[:FEATURE+|-]... NAME": the processor and its target features
  // (docs/amdgpu.md, "Processors", "Modes"), checked; returns where the name starts.
  size_t processor(const std::string& header, size_t start, SourceRange hr, ast::Test& t) {
    if (start == std::string::npos) start = header.size();
    size_t end = header.find_first_of(" \t", start);
    if (end == std::string::npos) end = header.size();
    auto rangeAt = [&](size_t from, size_t to) {
      return SourceRange{hr.line, hr.col + static_cast<int>(from), hr.line,
                         hr.col + std::max(static_cast<int>(to) - 1, static_cast<int>(from))};
    };
    std::string word = header.substr(start, end - start);
    std::string lower = word;
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const size_t colon = lower.find(':');
    const std::string base = lower.substr(0, colon);
    if (amdgpu::familyOf(base).empty()) {
      const SourceRange r = rangeAt(start, colon == std::string::npos ? end : start + colon);
      if (base.rfind("gfx125", 0) == 0)  // docs/amdgpu.md, "GFX12"
        sink_.error(r, "'" + word.substr(0, colon) +
                           "' is a gfx125x processor: AMDGPUUsage's GFX12 description lets global_wb be omitted "
                           "below SCOPE_SYS only \"in gfx120x\", and clmm's GFX12 model is gfx120x's; write AMDGPU " +
                           amdgpu::processorList());
      else
        sink_.error(r, "'" + word.substr(0, colon) + "' is not a processor clmm models: write AMDGPU " +
                           amdgpu::processorList() + " then the test's name (e.g. AMDGPU gfx90a MP)");
      return header.size();
    }
    std::string mode;
    if (colon != std::string::npos)
      mode = amdgpu::readFeatures(base, lower.substr(colon + 1), [&](size_t from, size_t to, const std::string& why) {
        sink_.error(rangeAt(start + colon + 1 + from, start + colon + 1 + to), why);
      });
    t.processor = mode.empty() ? base : base + ":" + mode;
    size_t name = header.find_first_not_of(" \t", end);
    return name == std::string::npos ? header.size() : name;
  }

  // "NAME @ KIND aliases TARGET" (Dat3M's dialect of the mixed-proxy tests): NAME reaches
  // TARGET's location through a generic alias (a virtual address of its own) or through the
  // texture, surface or constant proxy at TARGET's generic address.
  void alias(P::InitItemContext* item, const ast::Test& t) {
    SourceRange r = rangeOf(item);
    std::string name = item->NAME(0)->getText(), kind = item->NAME(1)->getText();
    std::string word = item->NAME(2)->getText(), target = item->NAME(3)->getText();
    static const std::map<std::string, Proxy> kinds = {{"generic", Proxy::Generic},
                                                       {"texture", Proxy::Texture},
                                                       {"surface", Proxy::Surface},
                                                       {"constant", Proxy::Constant}};
    auto k = kinds.find(kind);
    if (k == kinds.end() || word != "aliases") {
      sink_.error(r, "'" + normaliseSpace(tree::textOf(item)) +
                         "': write an alias as NAME @ generic|texture|surface|constant aliases LOCATION");
      return;
    }
    auto isLocation = [&](const std::string& n) {
      return std::any_of(t.locations.begin(), t.locations.end(), [&](const auto& l) { return l.name == n; });
    };
    if (isLocation(name) || aliases_.count(name)) {
      sink_.error(r, "'" + name + "' is declared twice: an alias needs a name of its own");
      return;
    }
    ptx::Alias a;
    a.kind = k->second;
    a.range = r;
    if (auto found = aliases_.find(target); found != aliases_.end()) {
      a.location = found->second.location;
      a.generic = found->second.generic;
    } else if (isLocation(target)) {
      a.location = a.generic = target;
    } else {
      sink_.error(
          rangeOf(item->NAME(3)->getSymbol()),
          "'" + target + "' is not a location of the initial state: declare it (" + target + "=0;) to alias it");
      return;
    }
    if (a.kind == Proxy::Generic) a.generic = name;  // a virtual address of its own
    aliases_.emplace(name, a);
  }

  // A number token (decimal, 0x hexadecimal, or octal after a leading 0 as in the PTX ISA) with
  // its sign: every digit must belong to its base, and the value lie in [-2^63, 2^63 - 1].
  std::optional<int64_t> number(antlr4::tree::TerminalNode* n, bool negative) {
    const std::string s = n->getText();
    const bool hex = s.size() > 2 && (s[1] == 'x' || s[1] == 'X');
    const int base = hex ? 16 : s.size() > 1 && s[0] == '0' ? 8 : 10;
    uint64_t v = 0;
    bool tooBig = false;
    for (size_t i = hex ? 2 : 0; i < s.size(); ++i) {
      const char c = s[i];
      const int d = c >= '0' && c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
      if (d >= base) {
        sink_.error(rangeOf(n->getSymbol()), "invalid digit '" + std::string(1, c) + "' in octal number '" + s +
                                                 "' (a leading 0 makes a number octal): write it without the leading 0");
        return std::nullopt;
      }
      if (v > (UINT64_MAX - static_cast<uint64_t>(d)) / static_cast<uint64_t>(base)) tooBig = true;
      v = v * static_cast<uint64_t>(base) + static_cast<uint64_t>(d);
    }
    if (tooBig || v > static_cast<uint64_t>(INT64_MAX) + (negative ? 1 : 0)) {
      sink_.error(rangeOf(n->getSymbol()), std::string("number '") + (negative ? "-" : "") + s +
                                               "' is out of range (64-bit integers: -9223372036854775808 to "
                                               "9223372036854775807)");
      return std::nullopt;
    }
    return static_cast<int64_t>(negative ? 0 - v : v);
  }

  void init(P::InitContext* ctx, ast::Test& t) {
    std::set<std::string> seen;
    for (auto* item : ctx->initItem()) {
      if (item->AT()) continue;  // aliases, once every location is known (below)
      int64_t v = 0;
      auto* val = item->value();
      if (val->NAME()) {
        sink_.error(rangeOf(val), "initial value '" + val->NAME()->getText() +
                                      "' is a name: PTX tests here hold numbers only (addresses in "
                                      "registers or memory are not supported)");
        continue;
      }
      if (auto n = number(val->INT(), val->MINUS() != nullptr)) v = *n;
      if (auto* r = dynamic_cast<P::RegisterTargetContext*>(item->initTarget())) {
        ast::RegisterInit ri;
        std::string th = r->INT() ? r->INT()->getText() : r->NAME(0)->getText();
        ri.thread = r->INT() ? std::stoi(th) : threadNumber(th);
        ri.name = ptx::registerName(r->NAME(r->INT() ? 0 : 1)->getText());
        ri.value = v;
        ri.range = rangeOf(r);
        if (ri.thread < 0) {
          sink_.error(rangeOf(r), "'" + th + "' is not a thread: write P0:r0=0 or 0:r0=0");
          continue;
        }
        if (amd_ && !item->NAME().empty())
          sink_.error(rangeOf(item->NAME(0)->getSymbol()),
                      "'" + item->NAME(0)->getText() + "' before a register: a memory kind (fine_grained, "
                      "coarse_grained) is declared for a location (fine_grained x=0;)");
        if (!seen.insert(std::to_string(ri.thread) + ":" + ri.name).second)
          sink_.error(ri.range, "register '" + th + ":" + ri.name + "' is initialised twice");
        t.registerInits.push_back(ri);
      } else {
        auto* l = dynamic_cast<P::LocationTargetContext*>(item->initTarget());
        ast::LocationInit li;
        li.name = l->NAME()->getText();
        li.range = rangeOf(l);
        li.values = {v};
        li.typeText = "global atomic_int";
        if (amd_ && !item->NAME().empty()) li.typeText = memoryKind(item->NAME(0));
        if (!seen.insert(li.name).second) sink_.error(li.range, "location '" + li.name + "' is initialised twice");
        t.locations.push_back(li);
      }
    }
    for (auto* item : ctx->initItem())
      if (item->AT()) {
        if (amd_)
          sink_.error(rangeOf(item), "AMDGPU tests have no aliases: declare each location once (x=0;)");
        else
          alias(item, t);
      }
  }

  // An AMDGPU location's memory kind (docs/amdgpu.md, "Memory kinds"): fine-grained memory is
  // global memory that is kept coherent past the agent's L2 (OpenCL's fine-grained SVM with
  // atomics, whose type words the AST keeps); coarse-grained memory, the default, is not.
  std::string memoryKind(antlr4::tree::TerminalNode* word) {
    const std::string w = word->getText();
    if (w == "fine_grained") return "global_fga atomic_int";
    if (w == "coarse_grained") return "global coarse_grained atomic_int";
    sink_.error(rangeOf(word->getSymbol()),
                "'" + w + "' is not a memory kind: write fine_grained x=0; or coarse_grained x=0; (the default)");
    return "global atomic_int";
  }

  void threads(P::ThreadsContext* ctx, ast::Test& t) {
    std::set<int> seen;
    for (auto* d : ctx->threadDecl()) {
      ast::Thread th;
      th.name = d->NAME()->getText();
      th.range = rangeOf(d->NAME()->getSymbol());
      th.index = threadNumber(th.name);
      if (th.index < 0) {
        sink_.error(th.range, "thread '" + th.name + "' must be named P0, P1, ...");
        th.index = static_cast<int>(t.threads.size());
      } else if (!seen.insert(th.index).second) {
        sink_.error(th.range, "thread '" + th.name + "' is declared twice");
      }
      ast::Placement p;
      p.range = rangeOf(d);
      bool placed = false;
      std::set<std::string> levels;
      for (auto* pl : d->placement()) {
        std::string level = pl->NAME()->getText();
        auto n = number(pl->INT(), false);
        if (!n) continue;
        // A number past int would wrap into another group's (4294967296 to 0), so it is refused as
        // the OpenCL and CUDA dialects refuse it; a level given twice would leave one of its two
        // groups unsaid.
        if (*n > INT_MAX) {
          sink_.error(rangeOf(pl->INT()->getSymbol()), "'" + level + "' number " + std::to_string(*n) +
                                                           " is too large (at most " + std::to_string(INT_MAX) + ")");
          continue;
        }
        if (!levels.insert(level).second) sink_.error(rangeOf(pl), "scope level '" + level + "' given twice");
        int id = static_cast<int>(*n);
        placed = true;
        if (amd_) {  // docs/amdgpu.md, "Threads": one wavefront each, in a work-group of an agent
          if (level == "wg")
            p.workGroup = id;
          else if (level == "agent")
            p.device = id;
          else
            sink_.error(rangeOf(pl), "unknown level '" + level +
                                         "': place AMDGPU threads with 'wg N' and 'agent N' (e.g. P0@wg 0,agent 0)");
          continue;
        }
        if (level == "cta")
          p.workGroup = id;
        else if (level == "gpu")
          p.device = id;
        else if (level == "warp")
          p.subGroup = id;
        else
          sink_.error(rangeOf(pl), "unknown level '" + level +
                                       "': place PTX threads with 'cta N' and 'gpu N' (e.g. P0@cta 0,gpu 0)");
      }
      // One GPU unless the test says otherwise.
      if (!p.device) p.device = 0;
      (void)placed;
      th.placement = p;
      t.threads.push_back(std::move(th));
    }
  }

  void cell(P::CellContext* c, ptx::ThreadCode& code) {
    if (c->NAME()) {
      ptx::Item label;
      label.label = c->NAME()->getText();
      label.range = rangeOf(c->NAME()->getSymbol());
      code.items.push_back(label);
    }
    auto* in = c->instruction();
    if (!in) return;
    ptx::Item item;
    item.range = rangeOf(in);
    auto names = in->NAME();
    size_t op = 0;
    if (in->AT()) {
      item.predicate = "@" + std::string(in->BANG() ? "!" : "") + names[0]->getText();
      op = 1;
    }
    item.opcode = names[op]->getText();
    item.opcodeRange = rangeOf(names[op]->getSymbol());
    for (auto* o : in->operand()) {
      ptx::Operand x;
      x.range = rangeOf(o);
      if (o->LBRACK()) {
        x.kind = ptx::Operand::Kind::Address;
        x.name = o->NAME()->getText();
        if (o->INT())
          if (auto n = number(o->INT(), o->MINUS() != nullptr)) x.value = *n;
      } else if (o->NAME()) {
        x.kind = ptx::Operand::Kind::Name;
        x.name = o->NAME()->getText();
      } else {
        x.kind = ptx::Operand::Kind::Int;
        if (auto n = number(o->INT(), o->MINUS() != nullptr)) x.value = *n;
      }
      item.operands.push_back(x);
    }
    for (auto* m : in->modifier()) {
      ptx::Modifier x;
      x.range = rangeOf(m);
      x.name = m->NAME(0)->getText();
      if (m->INT()) {
        x.hasNumber = true;
        if (auto n = number(m->INT(), false)) x.number = *n;
      } else if (m->COLON()) {
        x.word = m->NAME(1)->getText();
      }
      if (!amd_) {
        sink_.error(x.range, "'" + normaliseSpace(tree::textOf(m)) +
                                 "': PTX operands are separated by ',' (modifiers after the operands are AMDGPU syntax)");
        continue;
      }
      item.modifiers.push_back(x);
    }
    code.items.push_back(item);
  }

  StateRef stateRef(P::StateRefContext* ctx) {
    StateRef r;
    r.range = rangeOf(ctx);
    if (auto* reg = dynamic_cast<P::RegisterRefContext*>(ctx)) {
      r.kind = StateRef::Kind::Register;
      std::string th = reg->INT() ? reg->INT()->getText() : reg->NAME(0)->getText();
      r.thread = reg->INT() ? std::stoi(th.size() > 6 ? "-1" : th) : threadNumber(th);
      r.name = ptx::registerName(reg->NAME(reg->INT() ? 0 : 1)->getText());
      if (r.thread < 0) sink_.error(r.range, "'" + th + "' is not a thread: write P1:r0 or 1:r0");
    } else if (auto* loc = dynamic_cast<P::LocationRefContext*>(ctx)) {
      r.name = loc->NAME()->getText();
    } else {
      r.name = dynamic_cast<P::BracketRefContext*>(ctx)->NAME()->getText();
    }
    // An alias names its location's final value.
    if (auto a = aliases_.find(r.name); r.kind == StateRef::Kind::Memory && a != aliases_.end())
      r.name = a->second.location;
    return r;
  }

  void condition(P::ConditionContext* c, ast::Test& t) {
    ast::Condition cond;
    cond.range = rangeOf(c);
    cond.text = normaliseSpace(tree::textOf(c));
    auto* q = c->quantifier();
    if (q->FORALL())
      cond.quantifier = Quantifier::Forall;
    else if (q->TILDE() || q->NOT())
      cond.quantifier = Quantifier::NotExists;
    else
      cond.quantifier = Quantifier::Exists;
    cond.prop = disj(c->disj());
    t.condition = std::move(cond);
  }

  // Left-nested binary nodes, as the OpenCL builder makes them.
  ast::PropPtr combine(ast::Prop::Kind kind, std::vector<ast::PropPtr> ops, SourceRange r) {
    ast::PropPtr acc = std::move(ops[0]);
    for (size_t i = 1; i < ops.size(); ++i) {
      auto p = std::make_unique<ast::Prop>();
      p->kind = kind;
      p->range = {acc->range.line, acc->range.col, ops[i]->range.endLine, ops[i]->range.endCol};
      if (!acc->range.known()) p->range = r;
      p->operands.push_back(std::move(acc));
      p->operands.push_back(std::move(ops[i]));
      acc = std::move(p);
    }
    return acc;
  }

  ast::PropPtr disj(P::DisjContext* ctx) {
    std::vector<ast::PropPtr> ops;
    for (auto* c : ctx->conj()) ops.push_back(conj(c));
    return combine(ast::Prop::Kind::Or, std::move(ops), rangeOf(ctx));
  }

  ast::PropPtr conj(P::ConjContext* ctx) {
    std::vector<ast::PropPtr> ops;
    for (auto* u : ctx->unary()) ops.push_back(unary(u));
    return combine(ast::Prop::Kind::And, std::move(ops), rangeOf(ctx));
  }

  ast::PropPtr unary(P::UnaryContext* ctx) {
    auto p = std::make_unique<ast::Prop>();
    p->range = rangeOf(ctx);
    if (auto* n = dynamic_cast<P::NegationContext*>(ctx)) {
      p->kind = ast::Prop::Kind::Not;
      p->operands.push_back(unary(n->unary()));
    } else if (auto* par = dynamic_cast<P::ParensContext*>(ctx)) {
      return disj(par->disj());
    } else if (dynamic_cast<P::ConstTrueContext*>(ctx)) {
      p->kind = ast::Prop::Kind::True;
    } else if (dynamic_cast<P::ConstFalseContext*>(ctx)) {
      p->kind = ast::Prop::Kind::False;
    } else {
      auto* cmp = dynamic_cast<P::ComparisonContext*>(ctx);
      auto* a = cmp->term(0);
      auto* b = cmp->term(1);
      auto value = [&](P::TermContext* term) -> std::optional<int64_t> {
        if (term->stateRef()) return std::nullopt;
        return number(term->INT(), term->MINUS() != nullptr).value_or(0);
      };
      auto va = value(a), vb = value(b);
      if (va && vb) {  // "0 == 0": a constant proposition
        bool equal = *va == *vb;
        p->kind = (equal != (cmp->NEQ() != nullptr)) ? ast::Prop::Kind::True : ast::Prop::Kind::False;
        return p;
      }
      p->kind = ast::Prop::Kind::Atom;
      if (!va && !vb) {  // "P0:r1 == P1:r2" (Dat3M's Ticketlock tests): two final values compared
        p->ref = stateRef(a->stateRef());
        auto other = std::make_unique<ast::Prop>();  // the other reference: an Atom operand (Ast.h)
        other->kind = ast::Prop::Kind::Atom;
        other->range = rangeOf(b);
        other->ref = stateRef(b->stateRef());
        p->operands.push_back(std::move(other));
      } else {
        p->ref = stateRef(va ? b->stateRef() : a->stateRef());
        p->value = va ? *va : *vb;
      }
      if (cmp->NEQ()) {
        auto n = std::make_unique<ast::Prop>();
        n->kind = ast::Prop::Kind::Not;
        n->range = p->range;
        n->operands.push_back(std::move(p));
        return n;
      }
    }
    return p;
  }
};

}  // namespace

namespace {
// The first word of `text` after white space and comments is `word`, followed by a space or tab.
bool firstWordIs(const std::string& text, const std::string& word) {
  size_t i = 0;
  while (i < text.size()) {
    char c = text[i];
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      ++i;
    } else if (text.compare(i, 2, "(*") == 0 || text.compare(i, 2, "/*") == 0) {
      size_t end = text.find(text[i] == '(' ? "*)" : "*/", i + 2);
      if (end == std::string::npos) return false;
      i = end + 2;
    } else if (text.compare(i, 2, "//") == 0) {
      i = text.find('\n', i);
      if (i == std::string::npos) return false;
    } else {
      break;
    }
  }
  const size_t n = word.size();
  return text.compare(i, n, word) == 0 && i + n < text.size() && (text[i + n] == ' ' || text[i + n] == '\t');
}
}  // namespace

bool looksLikePtx(const std::string& text) { return firstWordIs(text, "PTX"); }
bool looksLikeAmdgpu(const std::string& text) { return firstWordIs(text, "AMDGPU"); }

ast::Test parsePtxLitmus(std::shared_ptr<const SourceFile> source, DiagnosticSink& sink, int unroll,
                         ptx::Columns* columns) {
  if (source->text().find('\0') != std::string::npos)
    sink.fail(SourceRange::point(1, 1), "file contains NUL bytes: not a litmus test");
  if (auto bad = firstInvalidUtf8(source->text()))
    sink.fail(*bad, "invalid UTF-8: not a litmus test (or not in UTF-8)");
  // The parser recurses once per bracket and negation: refuse absurd nesting before it runs.
  constexpr int kMaxNesting = 256;
  int depth = 0, line = 1, col = 0;
  for (char ch : source->text()) {
    ++col;
    if (ch == '\n') ++line, col = 0;
    if (ch == '(' || ch == '{' || ch == '[' || ch == '~') {
      if (++depth > kMaxNesting)
        sink.fail(SourceRange::point(line, col),
                  "nesting deeper than " + std::to_string(kMaxNesting) + " levels (of brackets and negations)");
    } else if ((ch == ')' || ch == '}' || ch == ']') && depth > 0) {
      --depth;
    }
  }
  antlr4::ANTLRInputStream input(source->text());
  PtxLitmusLexer lexer(&input);
  Listener listener(sink, source->text());
  lexer.removeErrorListeners();
  lexer.addErrorListener(&listener);
  antlr4::CommonTokenStream tokens(&lexer);
  PtxLitmusParser parser(&tokens);
  parser.removeErrorListeners();
  parser.addErrorListener(&listener);
  auto* tree = parser.test();
  sink.throwIfErrors();
  return Builder(source, sink, unroll, columns).build(tree);
}

}  // namespace clmm
