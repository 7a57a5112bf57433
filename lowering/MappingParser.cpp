// Reads mapping files (format in README.md, "Mapping files"): one rule per line,
//   KIND [FIELD=VALUE[,VALUE...]]... -> TARGET [; TARGET]...
// with `#` comments, the directive `unmatched keep|error`, and rules continued onto the next
// line after `->` or `;`. Every error is located (file:line:col with a caret); the parser
// reports each bad line and goes on with the next one.
#include <cctype>
#include <map>

#include "events/Spellings.h"
#include "litmus/AmdgpuCode.h"
#include "support/Suggest.h"
#include "lowering/AmdgpuTarget.h"
#include "lowering/Mapping.h"

namespace clmm::mapping {
namespace {

struct Token {
  enum class T { Word, Var, Star, Eq, Comma, Bar, LParen, RParen, Semi, Arrow, Colon, Amp, Newline, End, Bad };
  T type = T::End;
  std::string text;
  SourceRange range;
};

std::vector<Token> tokenize(const std::string& text) {
  std::vector<Token> out;
  int line = 1, col = 1;
  size_t i = 0;
  auto push = [&](Token::T t, size_t len) {
    Token k;
    k.type = t;
    k.text = text.substr(i, len);
    k.range = {line, col, line, col + static_cast<int>(len) - 1};
    out.push_back(k);
    i += len;
    col += static_cast<int>(len);
  };
  auto isWord = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  while (i < text.size()) {
    char c = text[i];
    if (c == '\n') {
      push(Token::T::Newline, 1);
      ++line, col = 1;
    } else if (c == ' ' || c == '\t' || c == '\r') {
      ++i, ++col;
    } else if (c == '#') {
      while (i < text.size() && text[i] != '\n') ++i, ++col;
    } else if (isWord(c) || ((c == '$') && i + 1 < text.size() && isWord(text[i + 1]))) {
      size_t j = i + 1;
      while (j < text.size() && isWord(text[j])) ++j;
      push(c == '$' ? Token::T::Var : Token::T::Word, j - i);
    } else if (c == '-' && i + 1 < text.size() && text[i + 1] == '>') {
      push(Token::T::Arrow, 2);
    } else {
      static const std::map<char, Token::T> single = {
          {'*', Token::T::Star},   {'=', Token::T::Eq},     {',', Token::T::Comma}, {'|', Token::T::Bar},
          {'(', Token::T::LParen}, {')', Token::T::RParen}, {';', Token::T::Semi},
          {':', Token::T::Colon},  {'&', Token::T::Amp}};
      auto it = single.find(c);
      // A multi-byte UTF-8 character is one bad token, so the caret covers all of it.
      size_t len = 1;
      if (it == single.end() && (static_cast<unsigned char>(c) & 0xC0) == 0xC0)
        while (i + len < text.size() && (static_cast<unsigned char>(text[i + len]) & 0xC0) == 0x80) ++len;
      push(it == single.end() ? Token::T::Bad : it->second, len);
    }
  }
  Token end;
  end.type = Token::T::End;
  end.range = SourceRange::point(line, col);
  out.push_back(end);
  return out;
}

struct LineError {};  // thrown after recording an error: skip the rest of the line

class Parser {
 public:
  Parser(std::shared_ptr<const SourceFile> source, DiagnosticSink& sink)
      : tokens_(tokenize(source->text())), sink_(sink) {}

  Mapping run(std::shared_ptr<const SourceFile> source);

 private:
  const Token& peek() const { return tokens_[pos_]; }
  const Token& next() { return tokens_[pos_ < tokens_.size() - 1 ? pos_++ : pos_]; }
  bool at(Token::T t) const { return peek().type == t; }
  std::string found() const {
    const Token& t = peek();
    if (t.type == Token::T::Newline) return "the end of the line";
    if (t.type == Token::T::End) return "the end of the file";
    return "'" + t.text + "'";
  }
  [[noreturn]] void fail(SourceRange r, const std::string& message) {
    sink_.error(r, message);
    throw LineError{};
  }
  const Token& expect(Token::T t, const std::string& what, const std::string& context) {
    if (!at(t)) fail(peek().range, "expected " + what + " " + context + ", found " + found());
    return next();
  }
  void skipNewlines() {
    while (at(Token::T::Newline)) next();
  }

  void directive(Mapping& m);
  void targetDirective(Mapping& m);
  void amdgpuTargets(Rule& r);
  Rule rule();
  void field(Pattern& p, const Token& kindTok);
  TargetOp target(const Rule& r);
  OrderArg orderArg(const Rule& r);
  ScopeArg scopeArg();
  FlagsArg flagsArg();
  void checkTargets(const Rule& r);
  void missingSemicolon(const TargetOp& previous);

  std::vector<Token> tokens_;
  size_t pos_ = 0;
  DiagnosticSink& sink_;
  int unmatchedLine_ = 0;
  int rules_ = 0;
  std::string family_;     // `target amdgpu PROCESSOR`: its family
  std::string processor_;  // ... and the processor with its mode ("gfx90a:tgsplit")
  std::set<std::string> given_;  // fields of the pattern being read
};

const std::map<std::string, Kind>& kinds() {
  static const std::map<std::string, Kind> k = {{"load", Kind::Load},       {"store", Kind::Store},
                                                {"rmw", Kind::Rmw},         {"cas", Kind::Cas},
                                                {"access", Kind::Access},   {"fence", Kind::Fence},
                                                {"barrier", Kind::Barrier}};
  return k;
}

// A mapping file's word for an order or scope ("acquire", "work_group"), or a litmus spelling.
std::optional<MemoryOrder> orderOfText(const std::string& w) {
  if (auto o = orderOfWord(w)) return o;
  return parseOrder(w);
}

std::optional<MemoryScope> scopeOfText(const std::string& w) {
  if (auto s = scopeOfWord(w)) return s;
  return parseScope(w);
}

std::optional<uint8_t> flagWord(const std::string& w) {
  if (w == "global" || w == "CLK_GLOBAL_MEM_FENCE") return kGlobalFlag;
  if (w == "local" || w == "CLK_LOCAL_MEM_FENCE") return kLocalFlag;
  if (w == "none") return kNoFlags;
  return std::nullopt;
}

// The words of each enumerated value, for "did you mean".
const std::vector<std::string> kKindWords = {"load", "store", "rmw", "cas", "access", "fence", "barrier"};
const std::vector<std::string> kOrderWords = allOrderWords();
const std::vector<std::string> kScopeWords = allScopeWords();
const std::vector<std::string> kFlagWords = {"global", "local", "none"};
const std::vector<std::string> kTargetWords = {"fence", "atomic_work_item_fence", "barrier", "load", "store",
                                               "rmw",   "access",                 "cas"};

// didYouMean for the next token when it is a word.
std::string nearWord(const Token& t, const std::vector<std::string>& words) {
  return t.type == Token::T::Word ? didYouMean(t.text, words) : "";
}

// "a, b or c"
std::string wordList(const std::vector<std::string>& words) {
  std::string out;
  for (size_t i = 0; i < words.size(); ++i) out += (i == 0 ? "" : i + 1 == words.size() ? " or " : ", ") + words[i];
  return out;
}
const std::string kOrders = wordList(kOrderWords);
const std::string kScopes = wordList(kScopeWords);
const char* kFlags = "global, local or none, joined by '|'";

std::string fieldsOf(Kind k) {
  switch (k) {
    case Kind::Cas: return "order, failure, scope, region";
    case Kind::Fence: return "order, scope, flags";
    case Kind::Barrier: return "scope, flags";
    case Kind::Rmw: return "order, scope, region, result";
    default: return "order, scope, region";
  }
}

Mapping Parser::run(std::shared_ptr<const SourceFile> source) {
  Mapping m;
  m.source = std::move(source);
  while (true) {
    skipNewlines();
    if (at(Token::T::End)) break;
    try {
      if (at(Token::T::Word) && peek().text == "unmatched") {
        directive(m);
      } else if (at(Token::T::Word) && peek().text == "target") {
        targetDirective(m);
      } else {
        ++rules_;
        m.rules.push_back(rule());
      }
      if (!at(Token::T::Newline) && !at(Token::T::End))
        fail(peek().range, "expected the end of the line, found " + found());
    } catch (const LineError&) {
      while (!at(Token::T::Newline) && !at(Token::T::End)) next();
    }
  }
  return m;
}

void Parser::directive(Mapping& m) {
  const Token& kw = next();
  if (unmatchedLine_)
    fail(kw.range, "'unmatched' is given twice (first on line " + std::to_string(unmatchedLine_) + ")");
  unmatchedLine_ = kw.range.line;
  if (!family_.empty() && at(Token::T::Word) && peek().text == "keep")
    fail(peek().range, "an AMDGPU mapping lowers every operation: 'unmatched keep' cannot apply (drop it)");
  if (at(Token::T::Word) && (peek().text == "keep" || peek().text == "error")) {
    m.unmatchedIsError = next().text == "error";
    return;
  }
  fail(peek().range, "expected 'keep' or 'error' after 'unmatched', found " + found());
}

// `target amdgpu PROCESSOR`: the rules' right-hand sides are that processor's instructions.
void Parser::targetDirective(Mapping& m) {
  const Token& kw = next();
  if (!family_.empty()) fail(kw.range, "'target' is given twice");
  if (rules_ > 0) fail(kw.range, "'target' comes before the rules: move it to the top of the file");
  if (!at(Token::T::Word) || peek().text != "amdgpu")
    fail(peek().range, "expected 'amdgpu' after 'target' (the one target language besides OpenCL), found " + found());
  next();
  if (!at(Token::T::Word)) fail(peek().range, "expected a processor after 'target amdgpu' (such as gfx90a), found " + found());
  const Token& p = next();
  std::string processor;
  for (char c : p.text) processor += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  std::string family = amdgpu::familyOf(processor);
  if (family.empty())
    fail(p.range, "unknown processor '" + p.text + "': clmm models " + amdgpu::processorList());
  // Target features after colons, as LLVM writes a target and the litmus header reads them
  // ("gfx90a:tgsplit", "gfx1100:cumode-"): the tokens written without a space between.
  std::string features;
  int lastCol = p.range.endCol;
  const int featuresCol = lastCol + 2;
  if (at(Token::T::Colon) && peek().range.line == p.range.line && peek().range.col == lastCol + 1) {
    lastCol = next().range.endCol;
    while (!at(Token::T::Newline) && !at(Token::T::End) && peek().range.col == lastCol + 1) {
      const Token& f = next();
      lastCol = f.range.endCol;
      for (char c : f.text) features += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    bool bad = false;
    const std::string mode = amdgpu::readFeatures(processor, features, [&](size_t from, size_t to, const std::string& why) {
      bad = true;
      sink_.error({p.range.line, featuresCol + static_cast<int>(from), p.range.line,
                   featuresCol + std::max(static_cast<int>(to) - 1, static_cast<int>(from))},
                  why);
    });
    if (bad) throw LineError{};
    if (!mode.empty()) processor += ":" + mode;
  }
  if (unmatchedLine_ && !m.unmatchedIsError)
    fail(kw.range, "an AMDGPU mapping lowers every operation: drop 'unmatched keep' (line " +
                       std::to_string(unmatchedLine_) + ")");
  m.processor = processor_ = processor;
  m.family = family_ = family;
}

// An AMDGPU rule's right-hand side: instructions separated by ';', each a mnemonic and its words
// (bits, counters, scopes, operands; ',' and '&' between them are read as space).
void Parser::amdgpuTargets(Rule& r) {
  while (true) {
    const Token& m = expect(Token::T::Word, "an AMDGPU instruction", "in this rule");
    AmdgpuWord mnemonic{m.text, m.range};
    std::vector<AmdgpuWord> words;
    while (!at(Token::T::Semi) && !at(Token::T::Newline) && !at(Token::T::End)) {
      if (at(Token::T::Comma) || at(Token::T::Amp)) {
        next();
        continue;
      }
      const Token& w = expect(Token::T::Word, "a bit, counter or operand", "after '" + m.text + "'");
      AmdgpuWord word{w.text, w.range};
      if (at(Token::T::LParen)) {  // vmcnt(0)
        next();
        const Token& n = expect(Token::T::Word, "a count", "in '" + w.text + "('");
        const Token& close = expect(Token::T::RParen, "')'", "after the count");
        word.text += "(" + n.text + ")";
        word.range = word.range.to(close.range);
      } else if (at(Token::T::Colon)) {  // scope:SCOPE_DEV
        next();
        const Token& v = expect(Token::T::Word, "a scope", "after '" + w.text + ":'");
        word.text += ":" + v.text;
        word.range = word.range.to(v.range);
      }
      words.push_back(word);
    }
    auto ops = amdgpuInstruction(processor_, r, mnemonic, words,
                                 [&](SourceRange at, const std::string& message) { fail(at, message); });
    for (auto& t : ops) r.targets.push_back(t);
    if (!at(Token::T::Semi)) return;
    next();
    skipNewlines();
  }
}

Rule Parser::rule() {
  Rule r;
  given_.clear();
  const Token& kindTok = peek();
  auto k = kindTok.type == Token::T::Word ? kinds().find(kindTok.text) : kinds().end();
  if (k == kinds().end())
    fail(kindTok.range, "unknown operation " + found() +
                            "; a rule starts with load, store, rmw, cas, access, fence or barrier" +
                            nearWord(kindTok, kKindWords));
  next();
  r.pattern.kind = k->second;
  r.range = kindTok.range;
  while (at(Token::T::Word)) field(r.pattern, kindTok);
  expect(Token::T::Arrow, "'->'", "after the pattern");
  skipNewlines();
  if (at(Token::T::Word) && peek().text == "nothing") {
    next();
  } else if (!family_.empty()) {
    amdgpuTargets(r);
  } else {
    while (true) {
      r.targets.push_back(target(r));
      if (at(Token::T::Semi)) {
        next();
        skipNewlines();
        continue;
      }
      missingSemicolon(r.targets.back());
      break;
    }
  }
  checkTargets(r);
  return r;
}

// fieldsOf as a list of words.
std::vector<std::string> fieldWords(Kind k) {
  std::vector<std::string> words;
  std::string fields = fieldsOf(k);
  for (size_t start = 0; start < fields.size();) {
    size_t comma = fields.find(", ", start);
    words.push_back(fields.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    start = comma == std::string::npos ? fields.size() : comma + 2;
  }
  return words;
}

void Parser::field(Pattern& p, const Token& kindTok) {
  const Token& name = next();
  std::string fields = fieldsOf(p.kind);
  if ((", " + fields + ",").find(", " + name.text + ",") == std::string::npos)
    fail(name.range, "'" + name.text + "' is not a field of " + kindTok.text + " patterns (they take " +
                         fields + ")" + nearWord(name, fieldWords(p.kind)));
  expect(Token::T::Eq, "'='", "after '" + name.text + "'");
  bool any = false;
  std::set<MemoryOrder> orders;
  std::set<MemoryScope> scopes;
  std::set<Region> regions;
  std::set<uint8_t> flags;
  std::set<bool> results;  // used: true
  do {
    if (at(Token::T::Star)) {
      next();
      any = true;
      continue;
    }
    const Token& v = expect(Token::T::Word, "a value", "for '" + name.text + "'");
    if (name.text == "order" || name.text == "failure") {
      auto o = orderOfText(v.text);
      if (!o) fail(v.range, "unknown order '" + v.text + "'; expected " + kOrders + " (or *)" + nearWord(v, kOrderWords));
      orders.insert(*o);
    } else if (name.text == "scope") {
      auto s = scopeOfText(v.text);
      if (!s) fail(v.range, "unknown scope '" + v.text + "'; expected " + kScopes + " (or *)" + nearWord(v, kScopeWords));
      scopes.insert(*s);
    } else if (name.text == "region") {
      if (v.text != "global" && v.text != "local")
        fail(v.range, "unknown region '" + v.text + "'; expected global or local (or *)" +
                          nearWord(v, {"global", "local"}));
      regions.insert(v.text == "global" ? Region::Global : Region::Local);
    } else if (name.text == "result") {
      if (v.text != "used" && v.text != "unused")
        fail(v.range, "unknown result '" + v.text + "'; expected used or unused (or *)" +
                          nearWord(v, {"used", "unused"}));
      results.insert(v.text == "used");
    } else {
      uint8_t set = 0;
      const Token* f = &v;
      while (true) {
        auto bit = flagWord(f->text);
        if (!bit)
          fail(f->range, "unknown fence flag '" + f->text + "'; expected " + kFlags + " (or *)" + nearWord(*f, kFlagWords));
        set |= *bit;
        if (!at(Token::T::Bar)) break;
        next();
        f = &expect(Token::T::Word, "a flag", "after '|'");
      }
      flags.insert(set);
    }
  } while (at(Token::T::Comma) && (next(), true));

  if (!given_.insert(name.text).second)
    fail(name.range, "'" + name.text + "' is given twice in this pattern");
  if (any) return;  // no constraint
  if (name.text == "order") p.orders = orders;
  else if (name.text == "failure") p.failures = orders;
  else if (name.text == "scope") p.scopes = scopes;
  else if (name.text == "region") p.regions = regions;
  else if (name.text == "result") p.results = results;
  else p.flags = flags;
}

OrderArg Parser::orderArg(const Rule& r) {
  const Token& t = peek();
  OrderArg a;
  if (t.type == Token::T::Var && t.text == "$order") {
    a.from = OrderArg::From::Order;
  } else if (t.type == Token::T::Var && t.text == "$failure") {
    if (r.pattern.kind != Kind::Cas)
      fail(t.range, "'$failure' is defined only in cas rules (the failure order of a compare-exchange)");
    a.from = OrderArg::From::Failure;
  } else {
    auto o = t.type == Token::T::Word ? orderOfText(t.text) : std::nullopt;
    if (!o)
      fail(t.range, "expected an order (" + std::string(kOrders) + ", $order or $failure), found " + found() +
                        nearWord(t, kOrderWords));
    a.literal = *o;
  }
  next();
  return a;
}

ScopeArg Parser::scopeArg() {
  const Token& t = peek();
  ScopeArg a;
  if (t.type == Token::T::Var && t.text == "$scope") {
    a.fromSource = true;
  } else {
    auto s = t.type == Token::T::Word ? scopeOfText(t.text) : std::nullopt;
    if (!s)
      fail(t.range, "expected a scope (" + std::string(kScopes) + " or $scope), found " + found() + nearWord(t, kScopeWords));
    a.literal = *s;
  }
  next();
  return a;
}

FlagsArg Parser::flagsArg() {
  FlagsArg a;
  while (true) {
    const Token& t = peek();
    if (t.type == Token::T::Var && t.text == "$flags") {
      a.fromSource = true;
    } else {
      auto f = t.type == Token::T::Word ? flagWord(t.text) : std::nullopt;
      if (!f)
        fail(t.range, "expected fence flags (" + std::string(kFlags) + ", or $flags), found " + found() +
                          nearWord(t, kFlagWords));
      a.literal |= *f;
    }
    next();
    if (!at(Token::T::Bar)) return a;
    next();
  }
}

TargetOp Parser::target(const Rule& r) {
  const Token& name = peek();
  if (name.type == Token::T::Var)
    fail(name.range, "unknown substitution '" + name.text +
                         "'; $order, $failure, $scope and $flags are arguments of a target operation");
  static const std::map<std::string, int> ops = {{"fence", 0}, {"atomic_work_item_fence", 0}, {"barrier", 1},
                                                 {"load", 2},  {"store", 2}, {"rmw", 2}, {"access", 2}, {"cas", 3}};
  auto op = name.type == Token::T::Word ? ops.find(name.text) : ops.end();
  if (op == ops.end())
    fail(name.range, "unknown target operation " + found() +
                         "; expected fence(...), barrier(...), load(...), store(...), rmw(...), cas(...) or access(...)" +
                         nearWord(name, kTargetWords));
  next();
  TargetOp t;
  t.range = name.range;
  std::string ctx = "in '" + name.text + "(...)'";
  expect(Token::T::LParen, "'('", "after '" + name.text + "'");
  static const char* shapes[] = {"(flags, order, scope)", "(flags, scope)", "(order, scope)",
                                 "(order, failure order, scope)"};
  const std::string shape = name.text + shapes[op->second];
  auto comma = [&]() {
    if (!at(Token::T::Comma)) fail(peek().range, "expected ',' " + ctx + ", found " + found() + "; it takes " + shape);
    next();
  };
  switch (op->second) {
    case 0:
      t.kind = TargetOp::Kind::Fence;
      t.flags = flagsArg(), comma();
      t.order = orderArg(r), comma();
      t.scope = scopeArg();
      break;
    case 1:
      t.kind = TargetOp::Kind::Barrier;
      t.flags = flagsArg(), comma();
      t.scope = scopeArg();
      break;
    default:
      t.kind = TargetOp::Kind::Access;
      t.order = orderArg(r), comma();
      if (op->second == 3) t.failure = orderArg(r), comma();
      t.scope = scopeArg();
  }
  if (!at(Token::T::RParen)) fail(peek().range, "expected ')' " + ctx + ", found " + found() + "; it takes " + shape);
  t.range = t.range.to(next().range);

  if (t.kind == TargetOp::Kind::Access && name.text != "access" && isAccessKind(r.pattern.kind)) {
    Kind k = r.pattern.kind;
    bool fits = name.text == kindName(k) || (k == Kind::Cas && name.text == "rmw");
    if (!fits)
      fail(name.range, "'" + name.text + "(...)' cannot lower " + kindName(k) +
                           " operations: the access keeps its kind; write " +
                           (k != Kind::Access ? std::string(kindName(k)) + "(...) or " : "") +
                           "access(...)");
  }
  return t;
}

// After a target operation with no ';': another target operation (`name(`), on this line or
// opening the next one (a rule's pattern never has `(` after its first word), means a missing ';'.
// Reported just after the previous operation, where the ';' goes.
void Parser::missingSemicolon(const TargetOp& previous) {
  size_t i = pos_;
  while (i < tokens_.size() && tokens_[i].type == Token::T::Newline) ++i;
  if (i + 1 >= tokens_.size() || tokens_[i].type != Token::T::Word || tokens_[i + 1].type != Token::T::LParen)
    return;
  static const std::set<std::string> ops = {"fence", "atomic_work_item_fence", "barrier", "load",
                                            "store", "rmw",                    "access",  "cas"};
  if (!ops.count(tokens_[i].text)) return;
  SourceRange at = SourceRange::point(previous.range.endLine, previous.range.endCol + 1);
  pos_ = i;  // recovery skips the rest of the operation's line, not only of this one
  fail(at, "missing ';' between two target operations: write ';' here, before '" + tokens_[i].text +
               "(...)'");
}

void Parser::checkTargets(const Rule& r) {
  Kind k = r.pattern.kind;
  int accesses = 0, barriers = 0;
  for (const auto& t : r.targets) {
    bool allowed = t.kind == TargetOp::Kind::Fence || (t.kind == TargetOp::Kind::Access && isAccessKind(k)) ||
                   (t.kind == TargetOp::Kind::Barrier && k == Kind::Barrier);
    if (!allowed) {
      std::string what = k == Kind::Fence ? "produces only fences"
                         : k == Kind::Barrier ? "produces one barrier and fences"
                                              : "produces one access and fences";
      fail(t.range, std::string("a ") + kindName(k) + " rule " + what + "; this " +
                        (t.kind == TargetOp::Kind::Barrier ? "barrier" : "access") + " is not allowed here");
    }
    accesses += t.kind == TargetOp::Kind::Access;
    barriers += t.kind == TargetOp::Kind::Barrier;
  }
  if (isAccessKind(k) && accesses != 1)
    fail(r.range, std::string("a ") + kindName(k) + " rule must produce exactly one access (the lowered operation), found " +
                      std::to_string(accesses));
  if (k == Kind::Barrier && barriers != 1)
    fail(r.range, "a barrier rule must produce exactly one barrier, found " + std::to_string(barriers));
}

}  // namespace

const char* kindName(Kind k) {
  switch (k) {
    case Kind::Load: return "load";
    case Kind::Store: return "store";
    case Kind::Rmw: return "rmw";
    case Kind::Cas: return "cas";
    case Kind::Access: return "access";
    case Kind::Fence: return "fence";
    case Kind::Barrier: return "barrier";
  }
  return "?";
}

bool isAccessKind(Kind k) { return k != Kind::Fence && k != Kind::Barrier; }

Mapping parseMapping(std::shared_ptr<const SourceFile> source) {
  DiagnosticSink sink(source);
  if (auto bad = firstInvalidUtf8(source->text())) sink.fail(*bad, "invalid UTF-8 in a mapping file");
  Parser p(source, sink);
  Mapping m = p.run(source);
  sink.throwIfErrors();
  return m;
}

}  // namespace clmm::mapping
