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

// clang's command for --compiler clang (docs/compile-check.md, "clang"): OpenCL C 2.0 with clang's
// default header, for `target` at -O`level`, line tables for provenance, LLVM IR out:
// BINARY -cl-std=CL2.0 -Xclang -finclude-default-header -target T -OL -gline-tables-only
// -emit-llvm -S -o {out} {src}; for an AMDGPU target also -nogpulib -mcpu=gfx90a and
// -include clmm-amdgpu-atomics.h (kAmdgpuAtomicsFile: the OpenCL C atomics as clang's
// __opencl_atomic_* builtins, as a device library would give them).
// `mcpu` is the AMDGPU processor (-mcpu=), with its mode after a colon ("gfx90a:tgsplit":
// -mtgsplit; "gfx1100:cumode": -mcumode); `machineCode`: AMDGPU assembly (no -emit-llvm), for
// --machine-code (lifting/AmdgpuAsm.h).
CompilerCommand clangCommand(const std::string& binary, const std::string& target, const std::string& level,
                             const std::string& mcpu = "gfx90a", bool machineCode = false);
bool amdgpuTarget(const std::string& target);
// For SPIR-V (--spirv): clang's command writing LLVM bitcode (-c -emit-llvm instead of -S), then
// `LLVM_SPIRV {src} -o {out}` (the Khronos translator) and `SPIRV_DIS --raw-id {src} -o {out}`,
// run one after the other (Pipeline.cpp), each from an argument vector.
std::vector<CompilerCommand> clangSpirvCommands(const std::string& binary, const std::string& target,
                                                const std::string& level, const std::string& llvmSpirv,
                                                const std::string& spirvDis);
extern const char* const kAmdgpuAtomicsFile;
// The text of that file.
const std::string& amdgpuAtomicsText();

// Splits TEMPLATE: arguments are separated by spaces or tabs; '...' keeps its text as it is,
// "..." too except that \" and \\ stand for " and \; outside quotes, \ keeps the next character.
// In an argument {src}, {out} and {arch} are placeholders and {{ and }} a literal { and }. The
// error message ("" when it is well formed): an unclosed quote, an unknown placeholder, no
// program, {src} or {out} missing.
std::string parseCompilerTemplate(const std::string& tmpl, CompilerCommand& command);

// The argument vector for one compilation.
std::vector<std::string> instantiate(const CompilerCommand& command, const std::string& src, const std::string& out,
                                     const std::string& arch);

// How runCompiler's reason begins when the program could not be started at all (not found, not
// executable): the compiler never saw the source, so nothing was rejected.
extern const char* const kNotStarted;

// Runs the command (support/Process.h: no shell) in folder `dir`, {src} and {out} being the names
// of files in it (made by clmm: a folder's hostile name never reaches the compiler, which may
// hand its arguments to a shell of its own, as nvcc does), its output and errors into
// dir/OUT.log. A program named by a relative path is found from clmm's own folder. {src} and {out}
// are passed so that no program reads them as options ("./-run-HASH.cu"). The run is ended after
// `timeoutSeconds` (0: never). The reason it failed (its messages, read under the input guard,
// else how it ended), or nothing.
std::optional<std::string> runCompiler(const CompilerCommand& command, const std::string& dir, const std::string& src,
                                       const std::string& out, const std::string& arch, double timeoutSeconds = 0);

}  // namespace clmm::compilecheck
