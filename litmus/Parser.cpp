// Drives the ANTLR lexer and parser with an error listener that records located diagnostics
// instead of printing to the console, then hands the parse tree to the AST builder.
#include "litmus/Parser.h"

#include <antlr4-runtime.h>

#include "LitmusLexer.h"
#include "LitmusParser.h"
#include "litmus/AstBuilder.h"

namespace clmm {
namespace {

// Shortens ANTLR's "expecting {a, b, c, ...}" lists and quotes tokens the way C compilers do.
std::string tidyMessage(const std::string& msg) {
  std::string out = msg;
  const std::string key = "expecting {";
  size_t pos = out.find(key);
  if (pos != std::string::npos) {
    size_t end = out.find('}', pos);
    std::string list = out.substr(pos + key.size(), end - pos - key.size());
    size_t commas = 0;
    for (char c : list) commas += c == ',';
    if (commas > 6) out = out.substr(0, pos) + "expecting one of many tokens";
  }
  auto replaceAll = [&](const std::string& from, const std::string& to) {
    for (size_t p = out.find(from); p != std::string::npos; p = out.find(from, p + to.size()))
      out.replace(p, from.size(), to);
  };
  replaceAll("'<EOF>'", "end of file");
  replaceAll("<EOF>", "end of file");
  return out;
}

class LocatedErrorListener : public antlr4::BaseErrorListener {
 public:
  explicit LocatedErrorListener(DiagnosticSink& sink) : sink_(sink) {}

  void syntaxError(antlr4::Recognizer*, antlr4::Token* offending, size_t line, size_t col,
                   const std::string& msg, std::exception_ptr) override {
    if (count_++ >= kMaxErrors) return;
    int width = 1;
    if (offending && offending->getType() != antlr4::Token::EOF) {
      auto start = offending->getStartIndex(), stop = offending->getStopIndex();
      if (stop >= start) width = static_cast<int>(stop - start + 1);
      std::string text = offending->getText();
      if (text.find('\n') != std::string::npos) width = 1;
    }
    int l = static_cast<int>(line), c = static_cast<int>(col) + 1;
    sink_.error({l, c, l, c + width - 1}, tidyMessage(msg));
  }

 private:
  static constexpr int kMaxErrors = 5;
  DiagnosticSink& sink_;
  int count_ = 0;
};

constexpr int kMaxNesting = 256;

}  // namespace

ast::Test parseLitmus(std::shared_ptr<const SourceFile> source, DiagnosticSink& sink) {
  if (source->text().find('\0') != std::string::npos)
    sink.fail(SourceRange::point(1, 1), "file contains NUL bytes: not a litmus test");

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

  antlr4::ANTLRInputStream input(source->text());
  LitmusLexer lexer(&input);
  LocatedErrorListener listener(sink);
  lexer.removeErrorListeners();
  lexer.addErrorListener(&listener);
  antlr4::CommonTokenStream tokens(&lexer);
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
    tree = parser.test();
  }
  sink.throwIfErrors();
  return buildAst(tree, source, sink);
}

}  // namespace clmm
