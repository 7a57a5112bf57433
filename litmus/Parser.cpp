// Drives the ANTLR lexer and parser with an error listener that records located diagnostics
// instead of printing to the console, then hands the parse tree to the AST builder.
#include "litmus/Parser.h"

#include <optional>
#include <vector>

#include <antlr4-runtime.h>

#include "LitmusLexer.h"
#include "LitmusParser.h"
#include "litmus/AstBuilder.h"
#include "litmus/PtxParser.h"
#include "litmus/Budget.h"

namespace clmm {
namespace {

// Rewrites ANTLR's messages in the words of a C compiler: token names become readable, long
// "expecting {...}" lists are dropped, and an early end of file suggests the missing brace.
std::string tidyMessage(const std::string& msg) {
  std::string out = msg;
  auto replaceAll = [&](const std::string& from, const std::string& to) {
    for (size_t p = out.find(from); p != std::string::npos; p = out.find(from, p + to.size()))
      out.replace(p, from.size(), to);
  };
  std::string expected;
  const std::string key = " expecting ";
  size_t pos = out.find(key);
  if (pos != std::string::npos) {
    expected = out.substr(pos + key.size());
    out = out.substr(0, pos);
  }
  replaceAll("'<EOF>'", "end of file");
  replaceAll("<EOF>", "end of file");
  replaceAll("extraneous input ", "unexpected ");
  replaceAll("mismatched input ", "unexpected ");
  replaceAll("no viable alternative at input ", "cannot parse ");
  replaceAll("token recognition error at: ", "unexpected character ");
  size_t items = expected.empty() ? 0 : 1;
  for (char c : expected) items += c == ',';
  if (out.find("end of file") != std::string::npos && expected.find("'}'") != std::string::npos)
    return "unexpected end of file: missing '}'";
  if (!expected.empty() && items <= 4) {
    std::string e = expected;
    if (e.front() == '{') e = e.substr(1, e.size() - 2);
    out += ", expecting " + e;
  }
  for (auto [from, to] : {std::pair<const char*, const char*>{"HEADER", "a header line 'OpenCL NAME'"},
                          {"IDENT", "an identifier"}, {"INT", "an integer"}})
    replaceAll(from, to);
  if (out.rfind("missing a header", 0) == 0) out = "expected a header line 'OpenCL NAME' first";
  return out;
}

class LocatedErrorListener : public antlr4::BaseErrorListener {
 public:
  explicit LocatedErrorListener(DiagnosticSink& sink) : sink_(sink) {}

  void syntaxError(antlr4::Recognizer*, antlr4::Token* offending, size_t line, size_t col,
                   const std::string& msg, std::exception_ptr) override {
    // Enough to report: recovering through the rest of a huge broken file would cost time and
    // memory for every token left.
    if (count_++ >= kMaxErrors) throw antlr4::ParseCancellationException("too many errors");
    int width = 1;
    if (offending && offending->getType() != antlr4::Token::EOF) {
      auto start = offending->getStartIndex(), stop = offending->getStopIndex();
      if (stop >= start) width = static_cast<int>(stop - start + 1);
      std::string text = offending->getText();
      if (text.find('\n') != std::string::npos) width = 1;
    }
    int l = static_cast<int>(line), c = static_cast<int>(col) + 1;
    std::string text = tidyMessage(msg);
    if (offending && (offending->getType() == LitmusLexer::OTHER ||
                      offending->getType() == LitmusLexer::PRE_OTHER))
      text = "unexpected character '" + offending->getText() + "'";
    if (offending && offending->getType() == LitmusLexer::UNTERMINATED_COMMENT) {
      text = "unterminated comment: no closing '" +
             std::string(offending->getText().rfind("/*", 0) == 0 ? "*/" : "*)") + "'";
      width = 2;
    }
    for (const auto& d : sink_.diagnostics())  // one message per position
      if (d.range.line == l && d.range.col == c) return;
    sink_.error({l, c, l, c + width - 1}, text);
  }

 private:
  static constexpr int kMaxErrors = 5;
  DiagnosticSink& sink_;
  int count_ = 0;
};

// The line and column (in characters, as the lexer counts them) of byte `offset` of `text`.
SourceRange positionOf(const std::string& text, size_t offset) {
  int line = 1, col = 1;
  for (size_t i = 0; i < offset; ++i) {
    if (text[i] == '\n') line++, col = 1;
    else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++col;  // not a continuation byte
  }
  return SourceRange::point(line, col);
}

// The parser's tokens, with the test's budget (litmus/Budget.h) checked at each one consumed:
// the deadline covers parsing too.
class BudgetedTokenStream : public antlr4::CommonTokenStream {
 public:
  using antlr4::CommonTokenStream::CommonTokenStream;
  void consume() override {
    checkBudget();
    antlr4::CommonTokenStream::consume();
  }
};

constexpr int kMaxNesting = 256;
constexpr int kMaxDepth = 1000;

// The parser, the AST builder and every pass over the AST recurse once per level of the tree,
// and not only brackets make levels: within one statement (or the condition) each operator nests
// (a chain `1+1+...+1` is as deep as it is long), and so do labels and if/else/while without
// braces (`else if` chains too). Lexes the text once more, keeping no tokens, and returns the
// token at which the tree would be deeper than kMaxDepth levels, if any.
std::optional<SourceRange> tooDeep(const std::string& text) {
  antlr4::ANTLRInputStream input(text);
  LitmusLexer lexer(&input);
  lexer.removeErrorListeners();
  std::vector<int> outer;  // the chain of each enclosing bracket when it opened
  int chain = 0, base = 0;  // levels in the current statement; sum of `outer`
  bool statementEnded = false;
  size_t previous = 0;
  int garbage = 0;
  for (auto t = lexer.nextToken(); t->getType() != antlr4::Token::EOF; t = lexer.nextToken()) {
    checkBudget();
    const size_t type = t->getType();
    // Characters no token starts with: the parse proper reports them (and gives up after a
    // few), so lexing the rest of a file of garbage here would be wasted.
    if ((type == LitmusLexer::OTHER || type == LitmusLexer::PRE_OTHER) && ++garbage > 5) return std::nullopt;
    if (t->getChannel() != antlr4::Token::DEFAULT_CHANNEL) continue;
    if (statementEnded && type != LitmusLexer::ELSE) chain = 0;
    statementEnded = false;
    switch (type) {
      case LitmusLexer::LPAREN: case LitmusLexer::LBRACE: case LitmusLexer::LBRACK:
        outer.push_back(chain);
        base += chain;
        chain = 0;
        break;
      case LitmusLexer::RPAREN: case LitmusLexer::RBRACE: case LitmusLexer::RBRACK:
        if (!outer.empty()) {
          chain = outer.back();
          base -= chain;
          outer.pop_back();
        }
        statementEnded = type == LitmusLexer::RBRACE;
        break;
      case LitmusLexer::SEMI:
        statementEnded = true;
        break;
      case LitmusLexer::COLON:  // a label (not `0:r0`)
        if (previous == LitmusLexer::IDENT) ++chain;
        break;
      case LitmusLexer::IF: case LitmusLexer::ELSE: case LitmusLexer::WHILE: case LitmusLexer::NOT:
      case LitmusLexer::CONJ: case LitmusLexer::DISJ: case LitmusLexer::IMPLIES: case LitmusLexer::OROR:
      case LitmusLexer::ANDAND: case LitmusLexer::EQEQ: case LitmusLexer::NEQ: case LitmusLexer::LE:
      case LitmusLexer::GE: case LitmusLexer::LT: case LitmusLexer::GT: case LitmusLexer::SHL:
      case LitmusLexer::SHR: case LitmusLexer::PLUS: case LitmusLexer::MINUS: case LitmusLexer::STAR:
      case LitmusLexer::SLASH: case LitmusLexer::PERCENT: case LitmusLexer::AMP: case LitmusLexer::PIPE:
      case LitmusLexer::CARET: case LitmusLexer::TILDE: case LitmusLexer::BANG:
        ++chain;
        break;
      default:
        break;
    }
    previous = type;
    if (static_cast<int>(outer.size()) + base + chain > kMaxDepth) {
      int line = static_cast<int>(t->getLine()), col = static_cast<int>(t->getCharPositionInLine()) + 1;
      return SourceRange::point(line, col);
    }
  }
  return std::nullopt;
}

}  // namespace

ast::Test parseLitmus(std::shared_ptr<const SourceFile> source, DiagnosticSink& sink,
                      bool herdCompat) {
  if (looksLikePtx(source->text())) return parsePtxLitmus(source, sink);  // "PTX NAME": docs/ptx.md
  if (size_t nul = source->text().find('\0'); nul != std::string::npos)
    sink.fail(positionOf(source->text(), nul), "file contains NUL bytes: not a litmus test");
  if (auto bad = firstInvalidUtf8(source->text()))
    sink.fail(*bad, "invalid UTF-8: not a litmus test (or not in UTF-8)");

  // ANTLR's recursive descent would exhaust the stack on absurdly deep nesting: refuse it first.
  int depth = 0, line = 1, col = 0;
  for (char ch : source->text()) {
    ++col;
    if (ch == '\n') ++line, col = 0;
    if (ch == '(' || ch == '{' || ch == '[') {
      if (++depth > kMaxNesting)
        sink.fail(SourceRange::point(line, col),
                  "nesting deeper than " + std::to_string(kMaxNesting) + " levels");
    } else if ((ch == ')' || ch == '}' || ch == ']') && depth > 0) {
      --depth;
    }
  }

  if (auto at = tooDeep(source->text()))
    sink.fail(*at, "nesting deeper than " + std::to_string(kMaxDepth) +
                       " levels (of brackets, operators, labels and if/else/while)");

  antlr4::ANTLRInputStream input(source->text());
  LitmusLexer lexer(&input);
  LocatedErrorListener listener(sink);
  lexer.removeErrorListeners();
  lexer.addErrorListener(&listener);
  BudgetedTokenStream tokens(&lexer);
  LitmusParser parser(&tokens);
  parser.removeErrorListeners();
  parser.addErrorListener(&listener);
  // SLL first (fast); fall back to full LL only when SLL reports an error.
  parser.getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(
      antlr4::atn::PredictionMode::SLL);
  parser.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
  LitmusParser::TestContext* tree = nullptr;
  try {
    tree = parser.test();
  } catch (const antlr4::ParseCancellationException&) {
    tokens.seek(0);
    parser.reset();
    parser.setErrorHandler(std::make_shared<antlr4::DefaultErrorStrategy>());
    parser.getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(
        antlr4::atn::PredictionMode::LL);
    try {
      tree = parser.test();
    } catch (const antlr4::ParseCancellationException&) {  // the error listener gave up
      sink.throwIfErrors();
      throw;
    }
  }
  sink.throwIfErrors();
  return buildAst(tree, source, sink, herdCompat);
}

}  // namespace clmm
