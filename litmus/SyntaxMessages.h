// ANTLR's syntax error messages in the words of a C compiler, for both litmus grammars (OpenCL,
// litmus/Parser.cpp; PTX, litmus/PtxParser.cpp): token names become readable, long "expecting
// {...}" lists are dropped, an early end of file inside braces names the missing '}', and a
// missing header line says what the header is.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace clmm {

struct SyntaxWording {
  std::string header;      // how the header line looks: "'OpenCL NAME'"
  size_t maxExpected = 4;  // the longest "expecting" list kept
  // Token names of the grammar and their words ("IDENT" -> "an identifier"); HEADER is added.
  std::vector<std::pair<std::string, std::string>> tokens;
};

// `message` as ANTLR's error listener receives it, reworded. Token names are replaced outside
// quotes only: a quoted text is what the user wrote.
std::string rewordSyntaxError(const std::string& message, const SyntaxWording& wording);

// For a syntax error at the keyword `word` (line 1-based, column in characters from 0) of `text`:
// when it stands where a name does (before '=', ',', ')', '[', or ';' not at a statement's start;
// after ':' or '*'), the message that says a keyword cannot be a name and how to rename it.
std::optional<std::string> keywordAsName(const std::string& text, size_t line, size_t column, const std::string& word);

}  // namespace clmm
