// Source text, positions and located diagnostics ("file:line:col: error: message" with the
// offending line and a caret), shared by the litmus parser, the model-file parser and the CLI.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace clmm {

// A 1-based position range in one source file. `endCol` is inclusive; 0 means "unknown".
struct SourceRange {
  int line = 0;
  int col = 0;
  int endLine = 0;
  int endCol = 0;

  static SourceRange point(int line, int col) { return {line, col, line, col}; }
  SourceRange to(const SourceRange& end) const { return {line, col, end.endLine, end.endCol}; }
  bool known() const { return line > 0; }
};

// The memory a reader needs per byte of its input, beyond the text itself, at its peak: the litmus
// and model parsers' (ANTLR's input stream holds 4 bytes a character, then come the tokens and
// their texts; measured in tests/cli/MemoryCapTest.cpp). Under --max-memory a file is refused from
// its size when this much more would not fit under the cap, before it is read.
inline constexpr double kParseBytesPerByte = 24;

// The text of one input file, kept so that diagnostics can quote the offending line.
class SourceFile {
 public:
  // How diagnostics quote the file: its offending line (a file the user named), or only the
  // offending token (a file read on another file's behalf, as a model's include: no more of it
  // than the token that is wrong reaches a log).
  enum class Quote { Line, Token };
  SourceFile(std::string path, std::string text, Quote quote = Quote::Line);
  // Reads a file under the input guard: a regular file only, at most `cap` bytes (0: the
  // --max-input-size limit, maxInputBytes()), and under --max-memory only when reading and
  // parsing it (`parseBytesPerByte`) fits. Throws BadInput (OverMemoryCap for the last).
  static std::shared_ptr<const SourceFile> read(const std::string& path, uint64_t cap = 0,
                                                double parseBytesPerByte = kParseBytesPerByte);

  const std::string& path() const { return path_; }
  const std::string& text() const { return text_; }
  std::string lineText(int line) const;  // without the newline; "" when out of range
  Quote quote() const { return quote_; }

 private:
  std::string path_;
  std::string text_;
  Quote quote_ = Quote::Line;
  std::vector<size_t> lineStarts_;
};

// The last `maxBytes` of a log a program wrote (a harness's build log), under the input guard's
// rules: opened without blocking, a regular file only (a link to /dev/zero or a FIFO is refused
// with BadInput), never more than `maxBytes` read.
std::string readLogTail(const std::string& path, size_t maxBytes);

enum class Severity { Error, Warning, Note };

struct Diagnostic {
  Severity severity = Severity::Error;
  std::string file;
  SourceRange range;
  std::string message;
};

// The position of the first byte of `text` that is not valid UTF-8, if any.
std::optional<SourceRange> firstInvalidUtf8(const std::string& text);

// Formats a diagnostic as "file:line:col: error: message", followed (when the source is known)
// by the offending line and a caret line underneath the range; for a source quoted by token
// (SourceFile::Quote::Token), by the range's text alone when it is one short token.
std::string formatDiagnostic(const Diagnostic& d, const SourceFile* source);

// The user's input is wrong (exit code 2). Carries one or more located errors.
class BadInput : public std::runtime_error {
 public:
  BadInput(std::vector<Diagnostic> diagnostics, std::shared_ptr<const SourceFile> source);
  BadInput(const std::string& file, SourceRange range, const std::string& message,
           std::shared_ptr<const SourceFile> source = nullptr);

  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
  const SourceFile* source() const { return source_.get(); }
  std::string formatted() const;  // every diagnostic, formatted, newline-terminated

 private:
  std::vector<Diagnostic> diagnostics_;
  std::shared_ptr<const SourceFile> source_;
};

// A file refused because reading and parsing it would pass --max-memory (SourceFile::read): bad
// input for most readers; a test's loader makes the test unknown, as the memory cap does.
class OverMemoryCap : public BadInput {
 public:
  using BadInput::BadInput;
};

// Collects warnings (and errors, when several are reported before giving up) for one file.
class DiagnosticSink {
 public:
  explicit DiagnosticSink(std::shared_ptr<const SourceFile> source) : source_(std::move(source)) {}

  void error(SourceRange range, std::string message);
  void warning(SourceRange range, std::string message);  // an error under setStrict(true)
  void setStrict(bool strict) { strict_ = strict; }  // --strict: every warning is an error
  [[noreturn]] void fail(SourceRange range, std::string message);  // records and throws
  void throwIfErrors() const;

  bool hasErrors() const;
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
  std::vector<Diagnostic> warnings() const;
  const std::shared_ptr<const SourceFile>& source() const { return source_; }

 private:
  std::shared_ptr<const SourceFile> source_;
  std::vector<Diagnostic> diagnostics_;
  bool strict_ = false;
};

}  // namespace clmm
