// The AST builder's tree walk (AstBuilder.cpp: tests, threads, statements, expressions;
// AstBuilderState.cpp: literals, the initial state, the scope tree and the condition), internal
// to litmus/: everyone else calls buildAst() (AstBuilder.h).
#pragma once

#include <deque>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "LitmusParser.h"
#include "litmus/Ast.h"
#include "litmus/TreeRanges.h"

namespace clmm::astbuild {

using P = LitmusParser;

using tree::rangeOf;
using tree::normaliseSpace;

inline std::string textOf(antlr4::ParserRuleContext* ctx, antlr4::CharStream* input) {
  auto a = ctx->getStart()->getStartIndex();
  auto b = ctx->getStop()->getStopIndex();
  if (b < a) return "";
  return input->getText(antlr4::misc::Interval(a, b));
}

class Builder {
 public:
  Builder(std::shared_ptr<const SourceFile> source, DiagnosticSink& sink, bool herdCompat)
      : source_(std::move(source)), sink_(sink), herdCompat_(herdCompat) {}

  ast::Test test(P::TestContext* ctx);

 private:
  // preamble and initial state
  void header(antlr4::Token* tok, ast::Test& t);
  void initItem(P::InitItemContext* ctx, ast::Test& t);
  std::vector<int64_t> initValues(P::InitValueContext* ctx, bool& isArray);
  int64_t signedInt(P::SignedIntContext* ctx);
  int64_t intToken(antlr4::Token* t);
  // A number that names something (a thread, a unit, a size, an index): at most `max`, else a
  // located error `what` + " N is too large" (nullopt).
  std::optional<int> smallInt(antlr4::Token* t, int64_t max, const std::string& what);
  // threads
  ast::Thread thread(P::ThreadContext* ctx, bool host, int kernel);
  void programItem(P::ProgramItemContext* ctx, ast::Test& t);
  bool keyword(antlr4::Token* kw, const char* expected);
  ast::Param param(P::ParamContext* ctx);
  void statementInto(P::StatementContext* ctx, std::vector<ast::StmtPtr>& out,
                     const std::string& label = "", SourceRange labelRange = {});
  std::vector<ast::StmtPtr> block(P::BlockContext* ctx);
  std::vector<ast::StmtPtr> statementList(P::StatementContext* ctx);
  // C statements desugared into the AST's forms (AstBuilderStatements.cpp)
  void declarationsInto(const std::vector<antlr4::Token*>& types, const std::vector<P::DeclaratorContext*>& declarators,
                        std::vector<ast::StmtPtr>& out);
  void assignmentInto(ast::ExprPtr target, const std::string& op, ast::ExprPtr value, SourceRange range,
                      std::vector<ast::StmtPtr>& out);
  void assignmentInto(P::UnaryContext* target, P::AssignOpContext* op, P::ExprContext* value, SourceRange range,
                      std::vector<ast::StmtPtr>& out);
  bool incrementInto(P::ExprContext* ex, SourceRange range, std::vector<ast::StmtPtr>& out);
  void simpleStatementInto(P::SimpleStatementContext* ctx, std::vector<ast::StmtPtr>& out);
  void forInto(P::ForStmtContext* ctx, std::vector<ast::StmtPtr>& out);
  void doWhileInto(P::DoWhileStmtContext* ctx, std::vector<ast::StmtPtr>& out);
  void eventDeclarationsInto(P::DeclStmtContext* d, std::vector<ast::StmtPtr>& out);
  void expressionStatementInto(P::ExprStmtContext* e, std::vector<ast::StmtPtr>& out, const std::string& label,
                               SourceRange labelRange);
  void renumberUnlabelledBarriers(std::vector<ast::StmtPtr>& body);
  // the `&e` of a compare-exchange's expected argument, e a register; nullptr otherwise
  ast::ExprPtr registerAddress(P::ExprContext* ctx);
  void checkAtomicType(const ast::Expr& object, const std::string& callee);  // of an atomic built-in
  ast::ExprPtr expr(P::ExprContext* ctx);
  ast::ExprPtr valueExpr(P::ExprContext* ctx);  // an integer value, never a bare pointer
  ast::ExprPtr unary(P::UnaryContext* ctx);
  ast::ExprPtr primary(P::PrimaryContext* ctx);
  ast::ExprPtr address(P::UnaryContext* ctx);
  void checkAddress(const ast::Expr& e);
  static bool containsLocation(const ast::Expr& e);
  // scope tree and condition
  ast::ScopeNode sexpr(P::SexprContext* ctx, int parentRank);
  StateRef stateRef(P::LocationRefContext* ctx);
  ast::PropPtr prop(P::PropContext* ctx);

  std::shared_ptr<const SourceFile> source_;
  DiagnosticSink& sink_;
  bool herdCompat_ = false;
  antlr4::CharStream* input_ = nullptr;
  // per thread being built
  const ast::Thread* thread_ = nullptr;
  std::map<std::string, const ast::Param*> params_;
  // Its registers declared in the enclosing blocks (innermost last), with where each was declared.
  std::vector<std::map<std::string, SourceRange>> scopes_;
  // Its unlabelled work-group and sub-group barriers so far (their names: ast::kUnlabelledBarrier).
  int unlabelledBarriers_ = 0, unlabelledSubGroupBarriers_ = 0;
  // --herd-compat: the locations of the initial state it uses without a parameter (pointers to
  // them are in params_ until the thread is built).
  std::deque<ast::Param> implicitParams_;
  const ast::Test* test_ = nullptr;  // the test being built (its initial state)
  // The locations of the initial state by name: their index in the test's list (a test may
  // initialise 100 000 of them, so look-ups by name must not scan the list).
  std::unordered_map<std::string, size_t> locationIndex_;

  // CUDA tests (AstBuilderCuda.cpp, docs/cuda.md)
  void cudaHeader(const ast::Test& t);
  ast::Param cudaParam(P::ParamContext* ctx);
  void cudaPlacement(P::ThreadContext* ctx, ast::Thread& th);
  bool cudaStatementInto(P::ExprContext* ex, SourceRange range, std::vector<ast::StmtPtr>& out);
  ast::ExprPtr cudaPrimary(P::PrimaryContext* ctx);
  ast::ExprPtr cudaAtomicFunction(P::CallExprContext* c);
  ast::ExprPtr cudaAtomicRef(P::AtomicRefExprContext* r);
  MemoryScope cudaScopeArg(const std::string& written, SourceRange at);
  MemoryOrder cudaOrderArg(P::ExprContext* arg);
  std::string notOpenclMessage(const std::string& what) const;
  void lowerCuda(std::vector<ast::StmtPtr>& body);
  bool cuda_ = false;
  std::set<std::string> volatileParams_;  // of the thread being built
  int cudaBarriers_ = 0;                  // its __syncthreads so far

  bool declaredRegister(const std::string& name) const;
  const ast::LocationInit* initialLocation(const std::string& name) const;
  ast::Param* implicitParam(const std::string& name, SourceRange use);
};

}  // namespace clmm::astbuild
