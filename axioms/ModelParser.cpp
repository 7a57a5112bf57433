// The recursive-descent parser of the model language (grammar in ModelParser.h), producing the
// untyped syntax of ModelSyntax.h, and parseModel(), which chains lexer, parser and resolver.
#include "axioms/ModelParser.h"

#include <filesystem>
#include <unordered_map>
#include <unordered_set>

#include "axioms/ModelSyntax.h"
#include "support/Budget.h"

namespace clmm::cat {
namespace syntax {
namespace {

SourceRange span(const SourceRange& a, const SourceRange& b) { return a.to(b); }

ExprPtr node(Op op, SourceRange range, SourceRange opRange, std::vector<ExprPtr> args = {}) {
  auto e = std::make_shared<Expr>();
  e->op = op;
  e->range = range;
  e->opRange = opRange;
  e->args = std::move(args);
  return e;
}

// How deep an expression or condition may nest. Every pass over the syntax (this parser, the
// resolver, the evaluators) recurses once per level, so a hostile file must not nest without
// bound; a left-nested chain (`a | a | ... | a`, `r+++...`) is as deep as it is long.
constexpr int kMaxDepth = 500;

// How many operators function calls may produce in all (a chain of functions each calling the
// previous one twice would double the expression at each link).
constexpr int kMaxExpansion = 200000;

class Parser {
 public:
  Parser(const std::vector<Token>& tokens, DiagnosticSink& sink, int file, const Includer& include,
         Functions& functions)
      : t_(tokens), sink_(sink), file_(file), include_(include), functions_(functions) {}

  ModelText model() {
    ModelText m;
    if (at(Tok::String)) {
      m.title = take().text;
    } else if (at(Tok::Ident)) {  // herd's unquoted title: `OpenCL`
      m.title = take().text;
      m.herd = true;
    }
    while (at(Tok::Ident)) herdOption(m);
    model_ = &m;
    while (!at(Tok::End)) statement(m.lets, m.checks, false);
    return m;
  }

 private:
  const Token& peek(size_t k = 0) const { return t_[std::min(i_ + k, t_.size() - 1)]; }
  bool at(Tok k) const { return peek().kind == k; }
  const Token& take() {
    const Token& t = t_[i_];
    if (i_ + 1 < t_.size()) ++i_;
    return t;
  }
  [[noreturn]] void unexpected(const std::string& expected) {
    sink_.fail(peek().range, "expected " + expected + ", found " + describeToken(peek()));
  }
  const Token& expect(Tok k, const std::string& what = "") {
    if (!at(k)) unexpected(what.empty() ? spellToken(k) : what);
    return take();
  }

  // One more level of nesting at `at` (undone by shallower()).
  void deeper(const SourceRange& at) {
    if (++depth_ > kMaxDepth)
      sink_.fail(at, "nesting deeper than " + std::to_string(kMaxDepth) + " levels (of brackets, operators and 'not')");
  }
  void shallower(int levels = 1) { depth_ -= levels; }

  static bool startsOperand(const Token& t) {
    switch (t.kind) {
      case Tok::Ident: case Tok::LParen: case Tok::LBracket: case Tok::Tilde:
      case Tok::Underscore: case Tok::Int: case Tok::Domain: case Tok::Range:
        return true;
      default:
        return false;
    }
  }

  // ---- statements ----

  void statement(std::vector<LetGroup>& lets, std::vector<Check>& checks, bool inner) {
    const std::string doc = peek().doc;  // a documentation comment right before the statement
    switch (peek().kind) {
      case Tok::Let:
        lets.push_back(letStatement());
        return;
      case Tok::Include: {
        if (inner) sink_.fail(peek().range, "'include' is not allowed inside a 'total' block");
        SourceRange start = take().range;
        const Token& path = expect(Tok::String, "a file name in double quotes");
        ModelText included = include_(path.text, span(start, path.range));
        for (auto& g : included.lets) lets.push_back(std::move(g));
        for (auto& c : included.checks) checks.push_back(std::move(c));
        for (auto& sh : included.shows) model_->shows.push_back(std::move(sh));
        model_->herd |= included.herd;
        return;
      }
      case Tok::Show:
        if (inner) sink_.fail(peek().range, "'show' is not allowed inside a 'total' block");
        showStatement();
        return;
      case Tok::UndefinedUnless:
        if (inner) sink_.fail(peek().range, "flags are not allowed inside a 'total' block");
        checks.push_back(undefinedUnless());
        checks.back().doc = doc;
        return;
      case Tok::Acyclic: case Tok::Irreflexive: case Tok::EmptyKw:
        checks.push_back(checkStatement());
        checks.back().doc = doc;
        return;
      case Tok::Flag:
        if (inner) sink_.fail(peek().range, "flags are not allowed inside a 'total' block");
        checks.push_back(flagStatement());
        checks.back().doc = doc;
        return;
      case Tok::Total:
        if (inner) sink_.fail(peek().range, "'total' blocks cannot be nested");
        checks.push_back(totalStatement());
        checks.back().doc = doc;
        return;
      default:
        unexpected(inner ? "a statement (let, acyclic, irreflexive or empty) or '}'"
                         : "a statement (let, include, acyclic, irreflexive, empty, flag, undefined_unless, "
                           "total or show)");
    }
  }

  LetGroup letStatement() {
    std::string doc = take().doc;  // let (a documentation comment before it, or before `and` below)
    LetGroup g;
    g.file = file_;
    if (at(Tok::Rec)) {
      take();
      g.rec = true;
    }
    do {
      if (!g.lets.empty()) doc = take().doc;  // and
      Let l;
      l.doc = doc;
      const Token& name = expect(Tok::Ident, "a name");
      l.name = name.text;
      l.nameRange = name.range;
      if (at(Tok::LParen)) {
        if (g.rec || at(Tok::And)) sink_.fail(peek().range, "a function (let NAME(PARAMS) = ...) cannot be recursive");
        function(l.name, l.nameRange);
        return g;
      }
      expect(Tok::Equals);
      l.body = expr();
      g.lets.push_back(std::move(l));
    } while (at(Tok::And));
    return g;
  }

  // `let NAME(P1, P2) = BODY`, herd's functions over relations and sets: each call is replaced
  // by BODY with the arguments for the parameters (ModelParser.h).
  void function(const std::string& name, SourceRange nameRange) {
    take();  // (
    Function f;
    f.range = nameRange;
    do {
      if (!f.params.empty()) take();  // ,
      f.params.push_back(expect(Tok::Ident, "a parameter name").text);
    } while (at(Tok::Comma));
    expect(Tok::RParen);
    expect(Tok::Equals);
    if (functions_.byName.count(name)) sink_.fail(nameRange, "redefinition of the function '" + name + "'");
    f.body = expr();
    functions_.byName.emplace(name, std::move(f));
  }

  ExprPtr call(const Token& name) {
    auto it = functions_.byName.find(name.text);
    if (it == functions_.byName.end())
      sink_.fail(name.range, "'" + name.text + "' is not a function: define it with 'let " + name.text +
                                 "(PARAMS) = ...' before its first use");
    take();  // (
    std::map<std::string, ExprPtr> args;
    const Function& f = it->second;
    for (size_t i = 0; i < f.params.size(); ++i) {
      if (i > 0) expect(Tok::Comma, "',' (" + name.text + " takes " + std::to_string(f.params.size()) + " arguments)");
      args[f.params[i]] = expr();
    }
    SourceRange end = expect(Tok::RParen, "')' (" + name.text + " takes " + std::to_string(f.params.size()) +
                                              (f.params.size() == 1 ? " argument)" : " arguments)"))
                          .range;
    return substitute(f.body, args, span(name.range, end));
  }

  ExprPtr substitute(const ExprPtr& e, const std::map<std::string, ExprPtr>& args, SourceRange at) {
    if (e->op == Op::Name)
      if (auto it = args.find(e->name); it != args.end()) return it->second;
    if (++functions_.expanded > kMaxExpansion)
      sink_.fail(at, "function calls expand to more than " + std::to_string(kMaxExpansion) + " operators");
    auto copy = std::make_shared<Expr>(*e);
    copy->range = copy->opRange = at;
    for (auto& a : copy->args) a = substitute(a, args, at);
    return copy;
  }

  // herd's model options after the title (`"OpenCL" withoutsc`).
  void herdOption(ModelText& m) {
    const Token& t = take();
    m.herd = true;
    if (t.text == "withoutsc" || t.text == "withinit") return;
    if (t.text == "withsc")
      sink_.fail(t.range,
                 "herd's option 'withsc' (an enumerated SC order S) is a block in clmm: drop it and write "
                 "'total S on SC containing ... { ... } as NAME' (docs/model-language.md)");
    if (t.text == "withoutinit")
      sink_.fail(t.range, "clmm's executions always have initial writes (the set I): drop 'withoutinit'");
    sink_.fail(t.range, "'" + t.text +
                            "' is neither a statement nor a herd model option (after the title clmm "
                            "reads withoutsc and withinit; a statement starts with let, include, acyclic, irreflexive, "
                            "empty, flag, undefined_unless, total or show)");
  }

  // `show EXPR as NAME`, `show NAME`, several separated by ','.
  void showStatement() {
    std::string doc = take().doc;  // show
    do {
      if (at(Tok::Comma)) {
        take();
        doc = peek().doc;  // `, (** ... *) EXPR`
      }
      Show sh;
      sh.file = file_;
      sh.doc = doc;
      sh.expr = expr();
      if (at(Tok::As)) {
        take();
        const Token& name = expect(Tok::Ident, "a name");
        sh.name = name.text;
        sh.nameRange = name.range;
      } else if (sh.expr->op == Op::Name) {
        sh.name = sh.expr->name;
        sh.nameRange = sh.expr->range;
      } else {
        sink_.fail(sh.expr->range, "name what 'show' draws: 'show EXPR as NAME'");
      }
      model_->shows.push_back(std::move(sh));
    } while (at(Tok::Comma));
  }

  // herd's `undefined_unless empty EXPR as NAME`: undefined behaviour when EXPR is not empty,
  // clmm's `flag ~empty EXPR as NAME`.
  Check undefinedUnless() {
    Check c;
    c.file = file_;
    c.kind = CheckKind::Flag;
    c.range = take().range;
    if (!at(Tok::EmptyKw))
      sink_.fail(peek().range,
                 "clmm's undefined behaviour is raised by a non-empty expression: write "
                 "'undefined_unless empty EXPR as NAME' (or 'flag ~empty EXPR as NAME')");
    take();
    c.expr = expr();
    nameAndWhen(c);
    return c;
  }

  void nameAndWhen(Check& c) {
    if (!at(Tok::As) && !at(Tok::Ident) && c.kind != CheckKind::Flag) {
      // herd's unnamed check: named after its keyword and line (`irreflexive-87`) for --skip.
      c.name = std::string(checkKindName(c.kind)) + "-" + std::to_string(c.range.line);
      c.nameRange = c.range;
      if (at(Tok::When)) {
        take();
        c.when = cond();
      }
      return;
    }
    expect(Tok::As);
    const Token& name = expect(Tok::Ident, "a name");
    c.name = name.text;
    c.nameRange = name.range;
    if (at(Tok::When)) {
      take();
      c.when = cond();
    }
  }

  Check checkStatement() {
    Check c;
    c.file = file_;
    const Token& kw = take();
    c.range = kw.range;
    c.kind = kw.kind == Tok::Acyclic       ? CheckKind::Acyclic
             : kw.kind == Tok::Irreflexive ? CheckKind::Irreflexive
                                           : CheckKind::Empty;
    c.expr = expr();
    nameAndWhen(c);
    return c;
  }

  Check flagStatement() {
    Check c;
    c.file = file_;
    c.kind = CheckKind::Flag;
    c.range = take().range;
    if (at(Tok::Tilde) && peek(1).kind == Tok::EmptyKw) {
      take();
      take();
    } else if (at(Tok::NonEmpty)) {
      take();
    } else {
      unexpected("'~empty' or 'nonempty' (a flag is written 'flag ~empty EXPR as NAME')");
    }
    c.expr = expr();
    nameAndWhen(c);
    return c;
  }

  Check totalStatement() {
    Check c;
    c.file = file_;
    c.kind = CheckKind::Total;
    c.range = take().range;
    const Token& order = expect(Tok::Ident, "a name for the order");
    c.orderName = order.text;
    c.orderRange = order.range;
    expect(Tok::On);
    c.on = expr();
    expect(Tok::Containing);
    c.containing = expr();
    if (at(Tok::When)) {
      take();
      c.when = cond();
    }
    expect(Tok::LBrace);
    while (!at(Tok::RBrace)) statement(c.bodyLets, c.bodyChecks, true);
    take();
    expect(Tok::As);
    const Token& name = expect(Tok::Ident, "a name");
    c.name = name.text;
    c.nameRange = name.range;
    return c;
  }

  // ---- conditions ----

  CondPtr condNode(Cond::Op op, SourceRange range, ExprPtr e, std::vector<CondPtr> args = {}) {
    auto c = std::make_shared<Cond>();
    c->op = op;
    c->range = range;
    c->expr = std::move(e);
    c->args = std::move(args);
    return c;
  }

  CondPtr cond() {
    deeper(peek().range);
    int links = 1;
    CondPtr lhs = condAnd();
    while (at(Tok::Or)) {
      deeper(take().range);
      ++links;
      CondPtr rhs = condAnd();
      lhs = condNode(Cond::Op::Or, span(lhs->range, rhs->range), nullptr, {lhs, rhs});
    }
    shallower(links);
    return lhs;
  }

  CondPtr condAnd() {
    int links = 0;
    CondPtr lhs = condNot();
    while (at(Tok::And)) {
      deeper(take().range);
      ++links;
      CondPtr rhs = condNot();
      lhs = condNode(Cond::Op::And, span(lhs->range, rhs->range), nullptr, {lhs, rhs});
    }
    shallower(links);
    return lhs;
  }

  CondPtr condNot() {
    if (at(Tok::Not)) {
      SourceRange start = take().range;
      deeper(start);
      CondPtr inner = condNot();
      shallower();
      return condNode(Cond::Op::Not, span(start, inner->range), nullptr, {inner});
    }
    SourceRange start = peek().range;
    if (at(Tok::EmptyKw) || at(Tok::NonEmpty)) {
      Cond::Op op = take().kind == Tok::EmptyKw ? Cond::Op::Empty : Cond::Op::NonEmpty;
      ExprPtr e = expr();
      return condNode(op, span(start, e->range), e);
    }
    if (at(Tok::Tilde) && peek(1).kind == Tok::EmptyKw) {
      take();
      take();
      ExprPtr e = expr();
      return condNode(Cond::Op::NonEmpty, span(start, e->range), e);
    }
    if (at(Tok::LParen)) {
      take();
      CondPtr inner = cond();
      expect(Tok::RParen);
      return inner;
    }
    unexpected("a condition ('empty E', '~empty E', 'nonempty E', 'not', or '(')");
  }

  // ---- expressions ----

  ExprPtr expr() {
    deeper(peek().range);
    ExprPtr e = binary(0);
    shallower();
    return e;
  }

  // Levels, lowest first: | ; \ & (binary *), then prefix ~.
  ExprPtr binary(int level) {
    static const Tok tokens[] = {Tok::Bar, Tok::Semi, Tok::Backslash, Tok::Amp, Tok::Star};
    static const Op ops[] = {Op::Union, Op::Seq, Op::Diff, Op::Inter, Op::Product};
    if (level == 5) return prefix();
    ExprPtr lhs = binary(level + 1);
    int links = 0;
    while (at(tokens[level]) && (level != 4 || startsOperand(peek(1)))) {
      SourceRange opRange = take().range;
      deeper(opRange);
      ++links;
      ExprPtr rhs = binary(level + 1);
      lhs = node(ops[level], span(lhs->range, rhs->range), opRange, {lhs, rhs});
    }
    shallower(links);
    return lhs;
  }

  ExprPtr prefix() {
    if (at(Tok::Tilde)) {
      SourceRange opRange = take().range;
      deeper(opRange);
      ExprPtr inner = prefix();
      shallower();
      return node(Op::Complement, span(opRange, inner->range), opRange, {inner});
    }
    return postfix();
  }

  ExprPtr postfix() {
    ExprPtr e = primary();
    for (int links = 0;; ++links) {
      Op op;
      if (at(Tok::PlusTok)) op = Op::Plus;
      else if (at(Tok::Question)) op = Op::Opt;
      else if (at(Tok::Star) && !startsOperand(peek(1))) op = Op::Star;
      else if (at(Tok::Caret)) op = Op::Inverse;
      else {
        shallower(links);
        return e;
      }
      SourceRange opRange = take().range;
      deeper(opRange);
      if (op == Op::Inverse) {
        if (at(Tok::Minus) && peek(1).kind == Tok::Int && peek(1).text == "1") {
          take();
          opRange = span(opRange, take().range);
        } else if (at(Tok::Int) && peek().text == "2") {
          opRange = span(opRange, take().range);
          e = node(Op::Product, span(e->range, opRange), opRange, {e, e});
          continue;
        } else {
          unexpected("'-1' or '2' after '^'");
        }
      }
      e = node(op, span(e->range, opRange), opRange, {e});
    }
  }

  ExprPtr primary() {
    const Token& t = peek();
    switch (t.kind) {
      case Tok::Ident: {
        if (peek(1).kind == Tok::LParen) return call(take());
        take();
        auto e = std::make_shared<Expr>();
        e->op = Op::Name;
        e->name = t.text;
        e->range = e->opRange = t.range;
        return e;
      }
      case Tok::Underscore:
        take();
        return node(Op::Universe, t.range, t.range);
      case Tok::Int:
        if (t.text != "0")
          sink_.fail(t.range, "'" + t.text + "' is not an expression; only 0 (empty) is");
        take();
        return node(Op::Empty, t.range, t.range);
      case Tok::LParen: {
        take();
        ExprPtr e = expr();
        expect(Tok::RParen);
        return e;
      }
      case Tok::LBracket: {
        SourceRange start = take().range;
        ExprPtr e = expr();
        SourceRange end = expect(Tok::RBracket).range;
        return node(Op::Identity, span(start, end), span(start, end), {e});
      }
      case Tok::Domain: case Tok::Range: {
        SourceRange start = take().range;
        expect(Tok::LParen);
        ExprPtr e = expr();
        SourceRange end = expect(Tok::RParen).range;
        return node(t.kind == Tok::Domain ? Op::Domain : Op::Range, span(start, end), start, {e});
      }
      default:
        unexpected("an expression");
    }
  }

  const std::vector<Token>& t_;
  DiagnosticSink& sink_;
  int file_;
  const Includer& include_;
  Functions& functions_;
  ModelText* model_ = nullptr;
  size_t i_ = 0;
  int depth_ = 0;  // levels of nesting at this point of the parse (see kMaxDepth)
};

}  // namespace

ModelText parseSyntax(const std::vector<Token>& tokens, DiagnosticSink& sink, int file, const Includer& include,
                      Functions& functions) {
  return Parser(tokens, sink, file, include, functions).model();
}

namespace {

// How deep includes may nest (a file that includes a file that includes ...): each level is a
// parser on the stack.
constexpr size_t kMaxIncludeDepth = 64;

// Parses a file and, recursively, the files it includes. Each file is read and parsed once: a
// second include of a file is refused (its definitions would be defined twice; before, a chain
// of files each including the next twice was read 2^N times), a cycle is refused, and so is a
// chain deeper than kMaxIncludeDepth. The budget (support/Budget.h: the deadline, the memory cap,
// a stop) is checked at each file.
class Loader {
 public:
  explicit Loader(FileReader reader) : reader_(std::move(reader)) {}

  ModelText parse(std::shared_ptr<const SourceFile> source) {
    checkBudget();
    int index = static_cast<int>(files.size());
    files.push_back(source);
    DiagnosticSink sink(source);
    std::vector<Token> tokens = lexModel(sink);
    if (!rooted_) root_ = std::filesystem::path(source->path()).parent_path().string(), rooted_ = true;
    // Relative include paths are relative to the including file's directory.
    Includer include = [&](const std::string& path, SourceRange where) {
      std::string full = (std::filesystem::path(source->path()).parent_path() / path).string();
      if (std::string why = outsideRoot(source->path(), path, full); !why.empty())
        sink.fail(where, "cannot include '" + path + "': " + why);
      std::string key = canonical(full);
      if (open_.count(key)) sink.fail(where, "'" + path + "' is already being included (an include cycle)");
      if (auto first = included_.find(key); first != included_.end())
        sink.fail(where, "'" + path + "' is included a second time (first at " + first->second +
                             "); a file is included once, else its definitions would be defined twice");
      if (stack_.size() >= kMaxIncludeDepth)
        sink.fail(where, "includes nested more than " + std::to_string(kMaxIncludeDepth) +
                             " files deep (does each file include the next?)");
      included_.emplace(key, source->path() + ":" + std::to_string(where.line) + ":" + std::to_string(where.col));
      std::shared_ptr<const SourceFile> included;
      try {
        included = reader_ ? reader_(full, path) : nullptr;
        // Read from disk on the model's behalf: a diagnostic quotes its offending token only.
        if (!included)
          included = std::make_shared<SourceFile>(full, SourceFile::read(full)->text(), SourceFile::Quote::Token);
      } catch (const BadInput& e) {
        sink.fail(where, "cannot include '" + path + "': " + e.diagnostics().at(0).message);
      }
      ModelText text = parse(included);
      if (isLibrary(included->path())) {
        for (auto& g : text.lets) g.library = true;
        text.herd = true;  // including herd's library asks for herd's names
      }
      return text;
    };
    std::string key = canonical(source->path());
    stack_.push_back(key);
    open_.insert(key);
    included_.emplace(key, source->path());
    ModelText text = parseSyntax(tokens, sink, index, include, functions_);
    open_.erase(key);
    stack_.pop_back();
    return text;
  }

  // Adds the library of herd's names (the built-in stdlib.cat and cos.cat, where the reader has
  // them and the model did not include them) to `text`: a herd model may use those names, and
  // any model's unknown name is compared with them for a suggestion.
  void addLibrary(ModelText& text) {
    if (!reader_) return;
    for (const char* name : kLibraryFiles) {
      const std::string path = std::string(kBuiltin) + name;
      if (included_.count(path)) continue;
      std::shared_ptr<const SourceFile> file = reader_(path, name);
      if (!file) continue;
      ModelText lib = parse(file);
      for (auto& g : lib.lets) {
        g.library = true;
        text.lets.push_back(std::move(g));
      }
    }
  }

  std::vector<std::shared_ptr<const SourceFile>> files;

 private:
  static constexpr const char* kBuiltin = "<builtin>/";
  static constexpr const char* kLibraryFiles[] = {"stdlib.cat", "cos.cat"};
  static bool isLibrary(const std::string& path) {
    for (const char* name : kLibraryFiles)
      if (path == std::string(kBuiltin) + name) return true;
    return false;
  }
  // Why `written` (included by the file `from`, resolved to `full`) may not be read, or "": a model
  // includes the files of its own folder (that of the model named, and its subfolders) and the
  // built-in models, nothing else (an include must not read a file elsewhere, e.g. credentials,
  // into an error message). The folder is left by an absolute path, by "..", or by a symbolic
  // link that leads out of it.
  std::string outsideRoot(const std::string& from, const std::string& written, const std::string& full) const {
    namespace fs = std::filesystem;
    if (from.rfind(kBuiltin, 0) == 0) return "";  // a built-in model includes built-in models
    const std::string folder =
        "a model includes only files in its own folder (" + (root_.empty() ? std::string(".") : root_) +
        ") and its subfolders, or clmm's built-in models by their name (include \"opencl-base.cat\")";
    if (fs::path(written).is_absolute()) return "an absolute path; " + folder;
    std::error_code ec;
    const fs::path base = fs::absolute(root_.empty() ? fs::path(".") : fs::path(root_), ec).lexically_normal();
    auto inside = [](const fs::path& p, const fs::path& dir) {
      fs::path rel = p.lexically_relative(dir);
      return !rel.empty() && *rel.begin() != "..";
    };
    if (!inside(fs::absolute(full, ec).lexically_normal(), base)) return "a path out of the model's folder; " + folder;
    if (!fs::exists(fs::symlink_status(full, ec))) return "";  // not there: a built-in model of that name, or an error
    fs::path real = fs::weakly_canonical(full, ec), realBase = fs::weakly_canonical(base, ec);
    if (ec || !inside(real, realBase)) return "a symbolic link out of the model's folder; " + folder;
    return "";
  }
  static std::string canonical(const std::string& path) {
    if (path.rfind(kBuiltin, 0) == 0) return path;
    std::error_code ec;
    auto p = std::filesystem::weakly_canonical(path, ec);
    return ec ? path : p.string();
  }
  std::string root_;  // the folder of the model named
  bool rooted_ = false;
  std::vector<std::string> stack_;                         // the files being parsed, outermost first
  std::unordered_set<std::string> open_;                   // the same, for look-up
  std::unordered_map<std::string, std::string> included_;  // every file read -> where it was first included
  FileReader reader_;
  Functions functions_;
};

}  // namespace
}  // namespace syntax

Model parseModel(std::shared_ptr<const SourceFile> source, const PrimitiveSignature& primitives,
                 const FileReader& reader) {
  syntax::Loader loader(reader);
  syntax::ModelText text = loader.parse(std::move(source));
  loader.addLibrary(text);
  return syntax::resolve(std::move(text), primitives, std::move(loader.files));
}

Model loadModel(const std::string& path, const PrimitiveSignature& primitives) {
  return parseModel(SourceFile::read(path), primitives);
}

}  // namespace clmm::cat
