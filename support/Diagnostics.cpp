// Located diagnostics: formatting with the quoted source line and a caret underneath.
#include "support/Diagnostics.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <sstream>

#include "support/Budget.h"
#include "support/Printable.h"

namespace clmm {

// `text` without the UTF-8 byte order mark some editors write at its start (it is not text, and
// positions are counted as an editor shows them, after it). Every input goes through it, in
// SourceFile's constructor: tests, models, mappings, expectation tables, observed reports.
static std::string withoutByteOrderMark(std::string text) {
  if (text.compare(0, 3, "\xEF\xBB\xBF") == 0) text.erase(0, 3);
  return text;
}

SourceFile::SourceFile(std::string path, std::string text, Quote quote)
    : path_(std::move(path)), text_(withoutByteOrderMark(std::move(text))), quote_(quote) {
  lineStarts_.push_back(0);
  for (size_t i = 0; i < text_.size(); ++i)
    if (text_[i] == '\n') lineStarts_.push_back(i + 1);
}

// The guard every reader of an input file goes through (tests, models and their includes,
// mapping files, expectation tables, observed reports, compiled PTX).
std::shared_ptr<const SourceFile> SourceFile::read(const std::string& path, uint64_t capBytes,
                                                   double parseBytesPerByte) {
  // Opened without blocking and checked before reading: a FIFO or a device (/dev/zero) would
  // block or never end, whatever the timeout.
  int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    int err = errno;
    if (err == ELOOP) throw BadInput(path, {}, "cannot open file: too many levels of symbolic links (a symbolic link loop?)");
    struct stat link {};
    if (err == ENOENT && ::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode))
      throw BadInput(path, {}, "cannot open file: a symbolic link to a file that does not exist (a dangling link)");
    if (err == ENOENT) throw BadInput(path, {}, "cannot open file");
    throw BadInput(path, {}, std::string("cannot open file: ") + std::strerror(err));
  }
  struct FdCloser {
    int fd;
    ~FdCloser() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0) throw BadInput(path, {}, std::string("cannot read file: ") + std::strerror(errno));
  if (S_ISDIR(st.st_mode)) throw BadInput(path, {}, "is a directory, not a litmus file");
  if (!S_ISREG(st.st_mode))
    throw BadInput(path, {}, std::string("not a regular file (") +
                                 (S_ISFIFO(st.st_mode) ? "a FIFO" : S_ISSOCK(st.st_mode) ? "a socket" : "a device") +
                                 "): clmm reads only regular files");
  const uint64_t cap = capBytes ? capBytes : maxInputBytes();
  auto tooLarge = [&](uint64_t size) {
    auto mb = [](uint64_t bytes) { return std::to_string((bytes + (1 << 20) - 1) >> 20); };
    return BadInput(path, {}, "file too large: " + std::to_string(size) + " bytes, more than the limit of " +
                                  mb(cap) + " MB (raise it with --max-input-size MB)");
  };
  if (static_cast<uint64_t>(st.st_size) > cap) throw tooLarge(static_cast<uint64_t>(st.st_size));
  if (uint64_t capMb = memoryCapMb(); capMb > 0) {  // the parse's peak, before a byte is read
    const uint64_t size = static_cast<uint64_t>(st.st_size);
    const uint64_t needMb = (static_cast<uint64_t>(static_cast<double>(size) * (1 + parseBytesPerByte)) >> 20) + 1;
    const uint64_t nowMb = residentMb();
    if (nowMb + needMb > capMb)
      throw OverMemoryCap(path, {},
                          "not read: reading it (" + std::to_string(size) + " bytes) needs about " +
                              std::to_string(needMb) + " MB, more than the " +
                              std::to_string(capMb > nowMb ? capMb - nowMb : 0) + " MB that --max-memory " +
                              std::to_string(capMb) + " leaves (raise --max-memory)");
  }
  std::string text;
  text.reserve(static_cast<size_t>(st.st_size));
  char buf[1 << 16];
  for (;;) {  // the file may grow while it is read: the cap still holds
    ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw BadInput(path, {}, std::string("cannot read file: ") + std::strerror(errno));
    if (n == 0) break;
    if (text.size() + static_cast<size_t>(n) > cap) throw tooLarge(text.size() + static_cast<size_t>(n));
    text.append(buf, static_cast<size_t>(n));
  }
  return std::make_shared<SourceFile>(path, std::move(text));
}

std::string readLogTail(const std::string& path, size_t maxBytes) {
  int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) throw BadInput(path, {}, std::string("cannot open file: ") + std::strerror(errno));
  struct FdCloser {
    int fd;
    ~FdCloser() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
    throw BadInput(path, {}, "not a regular file: clmm reads only regular files");
  off_t from = st.st_size > static_cast<off_t>(maxBytes) ? st.st_size - static_cast<off_t>(maxBytes) : 0;
  std::string text(maxBytes, '\0');
  size_t got = 0;
  while (got < maxBytes) {
    ssize_t n = ::pread(fd, text.data() + got, maxBytes - got, from + static_cast<off_t>(got));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    got += static_cast<size_t>(n);
  }
  text.resize(got);
  return text;
}

std::string SourceFile::lineText(int line) const {
  if (line < 1 || static_cast<size_t>(line) > lineStarts_.size()) return "";
  size_t begin = lineStarts_[line - 1];
  size_t end = text_.find('\n', begin);
  if (end == std::string::npos) end = text_.size();
  std::string s = text_.substr(begin, end - begin);
  if (!s.empty() && s.back() == '\r') s.pop_back();
  return s;
}

std::optional<SourceRange> firstInvalidUtf8(const std::string& text) {
  int line = 1, col = 1;
  for (size_t i = 0; i < text.size();) {
    auto c = static_cast<unsigned char>(text[i]);
    size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    bool ok = len > 0 && i + len <= text.size();
    for (size_t k = 1; ok && k < len; ++k) ok = (static_cast<unsigned char>(text[i + k]) >> 6) == 0x2;
    if (ok && len == 2) ok = c >= 0xC2;  // no overlong encodings
    // RFC 3629, as the ANTLR runtime's decoder (which throws on anything else) requires: no
    // overlong 3- or 4-byte forms, no surrogates, nothing beyond U+10FFFF.
    auto second = len > 1 && i + 1 < text.size() ? static_cast<unsigned char>(text[i + 1]) : 0;
    if (ok && c == 0xE0) ok = second >= 0xA0;
    if (ok && c == 0xED) ok = second < 0xA0;
    if (ok && c == 0xF0) ok = second >= 0x90;
    if (ok && c == 0xF4) ok = second < 0x90;
    if (ok && len == 4) ok = c <= 0xF4;
    if (!ok) return SourceRange::point(line, col);
    if (c == '\n') ++line, col = 1;
    else ++col;
    i += len;
  }
  return std::nullopt;
}

static const char* severityName(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Note: return "note";
  }
  return "error";
}

std::string formatDiagnostic(const Diagnostic& d, const SourceFile* source) {
  std::ostringstream out;
  out << printableName(d.file);
  if (d.range.known()) out << ':' << d.range.line << ':' << std::max(d.range.col, 1);
  out << ": " << severityName(d.severity) << ": " << printableText(d.message) << '\n';
  if (source && d.range.known()) {
    std::string text = source->lineText(d.range.line);
    if (source->quote() == SourceFile::Quote::Token) {
      // Only the offending token of a file the user did not name: one line, at most 64 bytes.
      const int col = std::max(d.range.col, 1);
      const bool oneToken = d.range.endLine == d.range.line && d.range.endCol >= col && d.range.endCol - col < 64 &&
                            static_cast<size_t>(d.range.endCol) <= text.size();
      text = oneToken ? text.substr(col - 1, d.range.endCol - col + 1) : "";
      if (printableText(text) != text || text.find('\t') != std::string::npos || text.empty()) return out.str();
      out << "  " << text << "\n  ^" << std::string(text.size() - 1, '~') << '\n';
      return out.str();
    }
    // Keep quoted lines printable: binary input must not garble the terminal.
    bool printable = text.size() <= 400 && printableText(text) == text;
    if (printable && !text.empty()) {
      out << "  " << text << '\n' << "  ";
      int col = std::max(d.range.col, 1);
      for (int i = 1; i < col && i <= static_cast<int>(text.size()); ++i)
        out << (text[i - 1] == '\t' ? '\t' : ' ');
      int width = 1;
      if (d.range.endLine == d.range.line && d.range.endCol >= col)
        width = d.range.endCol - col + 1;
      out << '^';
      for (int i = 1; i < width; ++i) out << '~';
      out << '\n';
    }
  }
  return out.str();
}

static std::string firstMessage(const std::vector<Diagnostic>& ds) {
  return ds.empty() ? std::string("bad input") : ds.front().message;
}

BadInput::BadInput(std::vector<Diagnostic> diagnostics, std::shared_ptr<const SourceFile> source)
    : std::runtime_error(firstMessage(diagnostics)),
      diagnostics_(std::move(diagnostics)),
      source_(std::move(source)) {}

BadInput::BadInput(const std::string& file, SourceRange range, const std::string& message,
                   std::shared_ptr<const SourceFile> source)
    : BadInput(std::vector<Diagnostic>{{Severity::Error, file, range, message}}, std::move(source)) {}

std::string BadInput::formatted() const {
  std::string out;
  for (const auto& d : diagnostics_) out += formatDiagnostic(d, source_.get());
  return out;
}

void DiagnosticSink::error(SourceRange range, std::string message) {
  diagnostics_.push_back({Severity::Error, source_ ? source_->path() : "", range, std::move(message)});
}

void DiagnosticSink::warning(SourceRange range, std::string message) {
  if (strict_) {
    error(range, std::move(message) + " [a warning, made an error by --strict]");
    return;
  }
  diagnostics_.push_back({Severity::Warning, source_ ? source_->path() : "", range, std::move(message)});
}

void DiagnosticSink::fail(SourceRange range, std::string message) {
  error(range, std::move(message));
  throwIfErrors();
  throw BadInput(source_ ? source_->path() : "", range, "internal: fail() without error", source_);
}

bool DiagnosticSink::hasErrors() const {
  for (const auto& d : diagnostics_)
    if (d.severity == Severity::Error) return true;
  return false;
}

void DiagnosticSink::throwIfErrors() const {
  std::vector<Diagnostic> errors;
  for (const auto& d : diagnostics_)
    if (d.severity == Severity::Error) errors.push_back(d);
  if (!errors.empty()) throw BadInput(std::move(errors), source_);
}

std::vector<Diagnostic> DiagnosticSink::warnings() const {
  std::vector<Diagnostic> out;
  for (const auto& d : diagnostics_)
    if (d.severity == Severity::Warning) out.push_back(d);
  return out;
}

}  // namespace clmm
