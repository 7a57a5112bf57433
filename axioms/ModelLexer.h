// Tokens of the model language and the hand-written lexer that produces them: identifiers
// (letters, digits, '_', '.', '-', '\''; not starting with a digit, '.', '-' or '\''), keywords, integers,
// string literals, punctuation ('!' is herd's spelling of '~'); comments `(* ... *)` (nestable) and `// ...` are skipped.
#pragma once

#include <string>
#include <vector>

#include "support/Diagnostics.h"

namespace clmm::cat {

enum class Tok {
  Ident, Int, String, End,
  // keywords
  Let, Rec, And, Or, Not, As, When, Acyclic, Irreflexive, EmptyKw, NonEmpty, Flag, Total, On,
  Containing, Domain, Range, Include, Show, UndefinedUnless,
  // punctuation
  LParen, RParen, LBracket, RBracket, LBrace, RBrace, Bar, Semi, Backslash, Amp, Star, Tilde,
  PlusTok, Question, Caret, Minus, Equals, Underscore, Comma,
};

struct Token {
  Tok kind = Tok::End;
  std::string text;
  SourceRange range;
};

// "identifier 'x'", "keyword 'let'", "'|'", "end of file": for "expected X, found Y".
std::string describeToken(const Token& t);
// The spelling of a punctuation or keyword token kind, quoted: "'|'", "'let'".
std::string spellToken(Tok kind);

// Splits a whole file into tokens, ending with Tok::End. Throws BadInput on a bad character,
// an unterminated comment or string.
std::vector<Token> lexModel(DiagnosticSink& sink);

}  // namespace clmm::cat
