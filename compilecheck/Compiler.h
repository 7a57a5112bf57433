// The compiler compile-check runs (docs/compile-check.md, "Your own compiler"): nvcc by default, or
// the team's own through `--compiler-command TEMPLATE`. clmm splits TEMPLATE into an argument
// vector itself (no shell ever sees it) and replaces the placeholders {src}, {out} and {arch}
// inside single arguments, so that a path with spaces, quotes, ';' or newlines stays one
// argument, passed as it is.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace clmm::compilecheck {

struct CompilerCommand {
  std::vector<std::string> argv;  // with the placeholders still in
  std::string text;               // the template, for messages
};

// nvcc's command: nvcc -ptx -lineinfo -std=c++17 -arch={arch} -o {out} {src}.
CompilerCommand nvccCommand();

// Splits TEMPLATE: arguments are separated by spaces or tabs; '...' keeps its text as it is,
// "..." too except that \" and \\ stand for " and \; outside quotes, \ keeps the next character.
// In an argument {src}, {out} and {arch} are placeholders and {{ and }} a literal { and }. The
// error message ("" when it is well formed): an unclosed quote, an unknown placeholder, no
// program, {src} or {out} missing.
std::string parseCompilerTemplate(const std::string& tmpl, CompilerCommand& command);

// The argument vector for one compilation.
std::vector<std::string> instantiate(const CompilerCommand& command, const std::string& src, const std::string& out,
                                     const std::string& arch);

// Runs the command (litmus/Process.h: no shell), its output and errors into `log`. The reason it
// failed (its messages, else how it ended), or nothing.
std::optional<std::string> runCompiler(const CompilerCommand& command, const std::string& src, const std::string& out,
                                       const std::string& arch, const std::string& log);

}  // namespace clmm::compilecheck
