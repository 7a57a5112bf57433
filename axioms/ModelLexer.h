// Tokens of the model language and the hand-written lexer that produces them: identifiers
// (letters, digits, '_', '.', '-', '\''; not starting with a digit, '.', '-' or '\''), keywords, integers,
// string literals, punctuation ('!' is herd's spelling of '~'); comments `(* ... *)` (nestable) and `// ...` are skipped,
// except that a documentation comment `(** TEXT *)` (`(**` then a blank) gives its text to the token right after it.
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
  // The documentation comment right before this token (only blanks between), whitespace
  // collapsed; "" when there is none. The parser gives it to the statement the token starts.
  std::string doc;
};

// "identifier 'x'", "keyword 'let'", "'|'", "end of file": for "expected X, found Y".
std::string describeToken(const Token& t);
// The spelling of a punctuation or keyword token kind, quoted: "'|'", "'let'".
std::string spellToken(Tok kind);

// Splits a whole file into tokens, ending with Tok::End. Throws BadInput on a bad character,
// an unterminated comment or string.
std::vector<Token> lexModel(DiagnosticSink& sink);

}  // namespace clmm::cat
