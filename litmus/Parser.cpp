// Drives the ANTLR lexer and parser with an error listener that records located diagnostics
// instead of printing to the console, then hands the parse tree to the AST builder.
#include "litmus/Parser.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <set>
#include <vector>

#include <antlr4-runtime.h>

#include "LitmusLexer.h"
#include "LitmusParser.h"
#include "litmus/AstBuilder.h"
#include "support/Budget.h"
#include "litmus/PtxParser.h"
#include "support/Suggest.h"
#include "litmus/SyntaxMessages.h"

namespace clmm {
namespace {

const SyntaxWording kOpenclWording{"'OpenCL NAME'", 4, {{"IDENT", "an identifier"}, {"INT", "an integer"}}};

// A line that starts with a misspelt keyword of the final condition or the scope tree (`exist
// (x=1)`, `~exist`, `foral`, `location [...]`, `scopetree`): the parser reads the word as the
// name of a thread and fails further on, so the message names the word and its keyword instead.
std::optional<std::pair<SourceRange, std::string>> misspeltKeyword(const std::string& text, int lineNo) {
  size_t start = 0;
  for (int l = 1; l < lineNo && start != std::string::npos; ++l) {
    start = text.find('\n', start);
    if (start != std::string::npos) ++start;
  }
  if (start == std::string::npos) return std::nullopt;
  size_t i = text.find_first_not_of(" \t", start);
  if (i == std::string::npos) return std::nullopt;
  if (text[i] == '~') i = text.find_first_not_of(" \t", i + 1);
  if (i == std::string::npos) return std::nullopt;
  size_t end = i;
  while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_')) ++end;
  const std::string word = text.substr(i, end - i);
  static const std::vector<std::string> keywords = {"exists", "forall", "locations", "scopeTree"};
  size_t next = text.find_first_not_of(" \t", end);
  if (next == std::string::npos || (text[next] != '(' && text[next] != '[' && text[next] != '{')) return std::nullopt;
  auto near = nearestName(word, keywords);
  if (!near || word.size() < 4) return std::nullopt;
  SourceRange at{lineNo, static_cast<int>(i - start) + 1, lineNo, static_cast<int>(end - start)};
  std::string hint = *near == "exists" || *near == "forall"
                         ? " (a final condition is 'exists (...)', '~exists (...)' or 'forall (...)')"
                         : "";
  return std::make_pair(at, "unknown keyword '" + word + "'; did you mean '" + *near + "'?" + hint);
}

// A keyword of the litmus format (exists, while, true, ...) where a name stands: before '=', ';',
// ',', ')' or '[', or after ':' or '*' (`int exists = 0;`, `{ true=0; }`, `atomic_int* do`,
// `0:while=1`). Such a syntax error is reported as the name it is meant to be.
std::optional<std::string> keywordAsNameAt(antlr4::Token* offending, const std::string& text) {
  static const std::set<size_t> keywords = {LitmusLexer::EXISTS, LitmusLexer::FORALL, LitmusLexer::NOT,
                                            LitmusLexer::LOCATIONS, LitmusLexer::SCOPE_TREE, LitmusLexer::IF,
                                            LitmusLexer::ELSE, LitmusLexer::WHILE, LitmusLexer::FOR,
                                            LitmusLexer::DO, LitmusLexer::TRUE, LitmusLexer::FALSE};
  if (!offending || !keywords.count(offending->getType())) return std::nullopt;
  return keywordAsName(text, offending->getLine(), offending->getCharPositionInLine(), offending->getText());
}

class LocatedErrorListener : public antlr4::BaseErrorListener {
 public:
  LocatedErrorListener(DiagnosticSink& sink, const std::string& text) : sink_(sink), text_(text) {}

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
    std::string text = rewordSyntaxError(msg, kOpenclWording);
    if (offending && (offending->getType() == LitmusLexer::OTHER ||
                      offending->getType() == LitmusLexer::PRE_OTHER))
      text = "unexpected character '" + offending->getText() + "'";
    if (offending && offending->getType() == LitmusLexer::UNTERMINATED_COMMENT) {
      text = "unterminated comment: no closing '" +
             std::string(offending->getText().rfind("/*", 0) == 0 ? "*/" : "*)") + "'";
      width = 2;
    }
    if (auto asName = keywordAsNameAt(offending, text_)) text = *asName;
    SourceRange at{l, c, l, c + width - 1};
    if (auto keyword = misspeltKeyword(text_, l)) {
      at = keyword->first;
      text = keyword->second;
    }
    for (const auto& d : sink_.diagnostics())  // one message per position
      if (d.range.line == at.line && d.range.col == at.col) return;
    sink_.error(at, text);
  }

 private:
  static constexpr int kMaxErrors = 5;
  DiagnosticSink& sink_;
  const std::string& text_;
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

// The parser's tokens, with the test's budget (support/Budget.h) checked at each one consumed:
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
      // `for`, `do`, `++`, `--` and the compound assignments nest (prefix `++`/`--` chains) too.
      case LitmusLexer::FOR: case LitmusLexer::DO: case LitmusLexer::INC: case LitmusLexer::DEC:
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

// The headers clmm reads, for the messages about a header it does not.
const char* const kHeaders =
    "clmm reads tests whose first line is 'OpenCL NAME' (herd), 'OPENCL NAME' (Dat3M), 'PTX NAME' "
    "(docs/ptx.md), 'CUDA NAME' (docs/cuda.md) or 'AMDGPU PROCESSOR NAME' (docs/amdgpu.md)";

// A first line shaped like a header ("WORD NAME", no '=') whose word is not one clmm reads: a
// misspelt `OpenCL`, or a test of another language of the herd tools (a C11 test, an assembly
// test). Fails with a message that lists the headers read; lets every other text through to the
// parser.
void checkHeader(const std::string& text, DiagnosticSink& sink) {
  size_t i = 0;
  while (i < text.size()) {  // white space and comments before the header
    if (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n') {
      ++i;
    } else if (text.compare(i, 2, "(*") == 0 || text.compare(i, 2, "/*") == 0) {
      size_t end = text.find(text[i] == '(' ? "*)" : "*/", i + 2);
      if (end == std::string::npos) return;
      i = end + 2;
    } else if (text.compare(i, 2, "//") == 0) {
      i = text.find('\n', i);
      if (i == std::string::npos) return;
    } else {
      break;
    }
  }
  size_t end = i;
  while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_' ||
                               text[end] == '+' || text[end] == '-'))
    ++end;
  const std::string word = text.substr(i, end - i);
  size_t eol = text.find('\n', i);
  const std::string line = text.substr(i, eol == std::string::npos ? std::string::npos : eol - i);
  if (word.empty() || !std::isalpha(static_cast<unsigned char>(word[0])) || line.find('=') != std::string::npos ||
      end >= text.size() || (text[end] != ' ' && text[end] != '\t') || word == "OpenCL" || word == "OPENCL" ||
      word == "CUDA")
    return;
  if (line.find_first_not_of(" \t\r", word.size()) == std::string::npos) return;  // no name after it
  SourceRange at = positionOf(text, i);
  at.endLine = at.line;
  at.endCol = at.col + static_cast<int>(word.size()) - 1;
  static const std::vector<std::string> herdLanguages = {
      "X86", "X86_64", "AArch64", "ARM", "PPC", "RISCV", "MIPS", "LISA", "Bell", "ASL", "GPU_PTX", "Vulkan",
      "SPARC", "CPP11", "JAVA", "BPF"};
  if (word == "C" || word == "C11" || word == "C++" || word == "CPP11")
    sink.fail(at, "'" + word + " NAME' is the header of a herd C11 test: C11 tests are not OpenCL tests (write the "
                  "kernel in OpenCL C, with address spaces and scopes, under an 'OpenCL NAME' header); " + kHeaders);
  if (auto near = nearestName(word, {"OpenCL", "OPENCL", "PTX", "CUDA", "AMDGPU"}))
    sink.fail(at, "unknown header '" + word + "'; did you mean '" + *near + "'? " + kHeaders);
  if (std::find(herdLanguages.begin(), herdLanguages.end(), word) != herdLanguages.end())
    sink.fail(at, "'" + word + " NAME' is the header of a herd " + word + " test, not an OpenCL test; " + kHeaders);
  sink.fail(at, "unknown header '" + word + "'; " + kHeaders);
}

}  // namespace

ast::Test parseLitmus(std::shared_ptr<const SourceFile> source, DiagnosticSink& sink,
                      bool herdCompat, int unroll) {
  if (looksLikePtx(source->text()) || looksLikeAmdgpu(source->text()))  // docs/ptx.md, docs/amdgpu.md
    return parsePtxLitmus(source, sink, unroll);
  if (size_t nul = source->text().find('\0'); nul != std::string::npos)
    sink.fail(positionOf(source->text(), nul), "file contains NUL bytes: not a litmus test");
  if (auto bad = firstInvalidUtf8(source->text()))
    sink.fail(*bad, "invalid UTF-8: not a litmus test (or not in UTF-8)");
  checkHeader(source->text(), sink);

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
  LocatedErrorListener listener(sink, source->text());
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
