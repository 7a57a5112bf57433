// Source ranges and text of ANTLR tokens and parse-tree nodes, for the AST builders
// (AstBuilder.cpp, AstCommands.cpp): the only files besides Parser.cpp that see generated classes.
#pragma once

#include <algorithm>
#include <string>

#include "LitmusParser.h"
#include "support/Diagnostics.h"

namespace clmm::tree {

inline SourceRange rangeOf(antlr4::Token* t) {
  if (!t) return {};
  int line = static_cast<int>(t->getLine());
  int col = static_cast<int>(t->getCharPositionInLine()) + 1;
  std::string text = t->getText();
  int len = static_cast<int>(text.size());
  size_t nl = text.find('\n');
  if (nl != std::string::npos) len = static_cast<int>(nl);
  return {line, col, line, col + std::max(len, 1) - 1};
}

inline SourceRange rangeOf(antlr4::ParserRuleContext* ctx) {
  if (!ctx) return {};
  SourceRange a = rangeOf(ctx->getStart());
  SourceRange b = rangeOf(ctx->getStop());
  if (!b.known() || b.line < a.line || (b.line == a.line && b.endCol < a.col)) return a;
  return a.to(b);
}

// The text of a node as written (white space included).
inline std::string textOf(antlr4::ParserRuleContext* ctx) {
  auto a = ctx->getStart()->getStartIndex();
  auto b = ctx->getStop()->getStopIndex();
  if (b < a) return "";
  return ctx->getStart()->getInputStream()->getText(antlr4::misc::Interval(a, b));
}

// Whitespace runs become one space, leading and trailing whitespace goes (names, conditions).
inline std::string normaliseSpace(const std::string& s) {
  std::string out;
  bool space = false;
  for (char c : s) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      space = !out.empty();
    } else {
      if (space) out += ' ';
      space = false;
      out += c;
    }
  }
  return out;
}

}  // namespace clmm::tree
