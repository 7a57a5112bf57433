// Splitting a compiler command template and running it (Compiler.h).
#include "compilecheck/Compiler.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "litmus/AmdgpuCode.h"
#include "support/Diagnostics.h"
#include "support/Printable.h"
#include "support/Process.h"

namespace clmm::compilecheck {
namespace {

const char* const kPlaceholders[] = {"src", "out", "arch"};

std::string secondsText(double s) {
  std::ostringstream out;
  out << s << " s";
  return out.str();
}

// Checks the placeholders of one argument: "" or the error.
std::string checkPlaceholders(const std::string& arg, bool& src, bool& out) {
  for (size_t i = 0; i < arg.size(); ++i) {
    if ((arg[i] == '{' || arg[i] == '}') && i + 1 < arg.size() && arg[i + 1] == arg[i]) {
      ++i;
      continue;
    }
    if (arg[i] == '}') return "a lone '}' in argument '" + arg + "': write }} for a literal }";
    if (arg[i] != '{') continue;
    size_t close = arg.find('}', i);
    std::string name = close == std::string::npos ? "" : arg.substr(i + 1, close - i - 1);
    bool known = false;
    for (const char* p : kPlaceholders) known = known || name == p;
    if (!known)
      return "unknown placeholder '" + arg.substr(i, close == std::string::npos ? 1 : close - i + 1) +
             "' in argument '" + arg + "': the placeholders are {src}, {out} and {arch} (write {{ for a literal {)";
    src = src || name == "src";
    out = out || name == "out";
    i = close;
  }
  return "";
}

}  // namespace

CompilerCommand nvccCommand() {
  return {{"nvcc", "-ptx", "-lineinfo", "-std=c++17", "-arch={arch}", "-o", "{out}", "{src}"},
          "nvcc -ptx -lineinfo -std=c++17 -arch={arch} -o {out} {src}"};
}

bool amdgpuTarget(const std::string& target) { return target.rfind("amdgcn", 0) == 0; }

const char* const kAmdgpuAtomicsFile = "clmm-amdgpu-atomics.h";
const char* const kNotStarted = "could not be started: ";

const std::string& amdgpuAtomicsText() {
  // Written for clmm: each OpenCL C 2.0 atomic function of the emitted kernels as the clang builtin
  // that lowers to an LLVM atomic instruction with the target's syncscope, as AMD's device
  // library implements them; fences and barriers through __builtin_amdgcn_fence and
  // __builtin_amdgcn_s_barrier (a fence needs a constant scope name: one call per scope).
  static const std::string text = R"(// clmm compile-check: OpenCL C atomics as clang's builtins for AMDGPU.
#define atomic_load_explicit(p, o, s) __opencl_atomic_load(p, o, s)
#define atomic_store_explicit(p, v, o, s) __opencl_atomic_store(p, v, o, s)
#define atomic_exchange_explicit(p, v, o, s) __opencl_atomic_exchange(p, v, o, s)
#define atomic_fetch_add_explicit(p, v, o, s) __opencl_atomic_fetch_add(p, v, o, s)
#define atomic_fetch_sub_explicit(p, v, o, s) __opencl_atomic_fetch_sub(p, v, o, s)
#define atomic_fetch_and_explicit(p, v, o, s) __opencl_atomic_fetch_and(p, v, o, s)
#define atomic_fetch_or_explicit(p, v, o, s) __opencl_atomic_fetch_or(p, v, o, s)
#define atomic_fetch_xor_explicit(p, v, o, s) __opencl_atomic_fetch_xor(p, v, o, s)
#define atomic_fetch_min_explicit(p, v, o, s) __opencl_atomic_fetch_min(p, v, o, s)
#define atomic_fetch_max_explicit(p, v, o, s) __opencl_atomic_fetch_max(p, v, o, s)
#define atomic_compare_exchange_strong_explicit(p, e, v, o, f, s) __opencl_atomic_compare_exchange_strong(p, e, v, o, f, s)
#define atomic_compare_exchange_weak_explicit(p, e, v, o, f, s) __opencl_atomic_compare_exchange_weak(p, e, v, o, f, s)
#define CLMM_FENCE(o, name) \
  switch (o) { \
    case memory_order_acquire: __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, name); break; \
    case memory_order_release: __builtin_amdgcn_fence(__ATOMIC_RELEASE, name); break; \
    case memory_order_acq_rel: __builtin_amdgcn_fence(__ATOMIC_ACQ_REL, name); break; \
    case memory_order_seq_cst: __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, name); break; \
    default: break; \
  }
__attribute__((always_inline, overloadable)) static inline void clmm_fence(memory_order o, memory_scope s) {
  switch (s) {
    case memory_scope_work_item: break;
    case memory_scope_sub_group: CLMM_FENCE(o, "wavefront") break;
    case memory_scope_work_group: CLMM_FENCE(o, "workgroup") break;
    case memory_scope_device: CLMM_FENCE(o, "agent") break;
    default: CLMM_FENCE(o, "") break;
  }
}
#define atomic_work_item_fence(f, o, s) clmm_fence(o, s)
#define CLMM_BARRIER(f, s, ...) \
  (clmm_fence(memory_order_release, s), __builtin_amdgcn_s_barrier(), clmm_fence(memory_order_acquire, s))
#define work_group_barrier(...) CLMM_BARRIER(__VA_ARGS__, memory_scope_work_group, 0)
)";
  return text;
}

CompilerCommand clangCommand(const std::string& binary, const std::string& target, const std::string& level,
                             const std::string& mcpu, bool machineCode) {
  CompilerCommand c;
  c.argv = {binary, "-cl-std=CL2.0", "-Xclang", "-finclude-default-header", "-target", target, "-O" + level,
            "-gline-tables-only"};
  if (amdgpuTarget(target)) {
    // A mode after the processor ("gfx90a:tgsplit", "gfx1100:cumode") is clang's -mtgsplit or -mcumode.
    const std::string mode = amdgpu::modeOf(mcpu);
    for (const std::string& a : {std::string("-nogpulib"), "-mcpu=" + amdgpu::baseProcessor(mcpu)}) c.argv.push_back(a);
    if (!mode.empty()) c.argv.push_back("-m" + mode);
    c.argv.push_back("-include");
    c.argv.push_back(kAmdgpuAtomicsFile);
  }
  if (!machineCode) c.argv.push_back("-emit-llvm");
  for (const char* a : {"-S", "-o", "{out}", "{src}"}) c.argv.push_back(a);
  for (const auto& a : c.argv) c.text += (c.text.empty() ? "" : " ") + a;
  return c;
}

std::vector<CompilerCommand> clangSpirvCommands(const std::string& binary, const std::string& target,
                                                const std::string& level, const std::string& llvmSpirv,
                                                const std::string& spirvDis) {
  CompilerCommand c = clangCommand(binary, target, level);
  auto s = std::find(c.argv.begin(), c.argv.end(), "-S");
  if (s != c.argv.end()) *s = "-c";
  c.text.clear();
  for (const auto& a : c.argv) c.text += (c.text.empty() ? "" : " ") + a;
  CompilerCommand translate{{llvmSpirv, "{src}", "-o", "{out}"}, llvmSpirv + " {src} -o {out}"};
  CompilerCommand dis{{spirvDis, "--raw-id", "{src}", "-o", "{out}"}, spirvDis + " --raw-id {src} -o {out}"};
  return {c, translate, dis};
}

std::string parseCompilerTemplate(const std::string& tmpl, CompilerCommand& command) {
  command = {{}, tmpl};
  std::string arg;
  bool inArg = false;
  for (size_t i = 0; i < tmpl.size(); ++i) {
    char c = tmpl[i];
    if (c == ' ' || c == '\t') {
      if (inArg) command.argv.push_back(arg);
      arg.clear();
      inArg = false;
      continue;
    }
    inArg = true;
    if (c == '\\') {
      if (i + 1 == tmpl.size()) return "the template ends with a lone \\: write \\\\ for a backslash";
      arg += tmpl[++i];
    } else if (c == '\'') {
      size_t close = tmpl.find('\'', i + 1);
      if (close == std::string::npos) return "an unclosed ' in the template: close it with another '";
      arg += tmpl.substr(i + 1, close - i - 1);
      i = close;
    } else if (c == '"') {
      size_t j = i + 1;
      for (; j < tmpl.size() && tmpl[j] != '"'; ++j) {
        if (tmpl[j] == '\\' && j + 1 < tmpl.size() && (tmpl[j + 1] == '"' || tmpl[j + 1] == '\\')) ++j;
        arg += tmpl[j];
      }
      if (j == tmpl.size()) return "an unclosed \" in the template: close it with another \"";
      i = j;
    } else {
      arg += c;
    }
  }
  if (inArg) command.argv.push_back(arg);
  if (command.argv.empty())
    return "the template is empty: give the compiler and its arguments, e.g. 'mycc -o {out} {src}'";
  bool src = false, out = false;
  for (const auto& a : command.argv)
    if (std::string e = checkPlaceholders(a, src, out); !e.empty()) return e;
  if (!src || !out)
    return std::string("the template has no ") + (src ? "{out}" : "{src}") +
           ": clmm passes the source to compile as {src} and reads the PTX from {out}";
  return "";
}

std::vector<std::string> instantiate(const CompilerCommand& command, const std::string& src, const std::string& out,
                                     const std::string& arch) {
  std::vector<std::string> argv;
  for (const auto& a : command.argv) {
    std::string s;
    for (size_t i = 0; i < a.size(); ++i) {
      if ((a[i] == '{' || a[i] == '}') && i + 1 < a.size() && a[i + 1] == a[i]) {
        s += a[i++];
        continue;
      }
      size_t close = a[i] == '{' ? a.find('}', i) : std::string::npos;
      if (close == std::string::npos) {
        s += a[i];
        continue;
      }
      std::string name = a.substr(i + 1, close - i - 1);
      s += name == "src" ? src : name == "out" ? out : arch;
      i = close;
    }
    argv.push_back(s);
  }
  return argv;
}

namespace {

// The compiler's messages, read under the input guard (the compiler may have replaced its log by
// a link to a device or a FIFO); what could not be read is said instead.
std::string compilerMessages(const std::string& log) {
  try {
    return SourceFile::read(log)->text();
  } catch (const BadInput& e) {
    return "(its messages were not read: " + printableText(e.diagnostics().front().message) + ")\n";
  }
}

}  // namespace

std::optional<std::string> runCompiler(const CompilerCommand& command, const std::string& dir, const std::string& src,
                                       const std::string& out, const std::string& arch, double timeoutSeconds) {
  ProcessOptions po;
  po.workingDirectory = dir;
  po.timeoutSeconds = timeoutSeconds;
  const std::string log = dir + "/" + out + ".log";
  std::error_code ec;
  std::filesystem::remove(log, ec);  // whatever an earlier run left there (a FIFO would block the open)
  po.stdoutFile = po.stderrFile = log;
  // {src} and {out} name files in `dir`: never read as options (support/Process.h: pathArgument).
  std::vector<std::string> argv = instantiate(command, pathArgument(src), pathArgument(out), arch);
  // A program named by a relative path is found from clmm's current directory (as a shell finds
  // it: docs/compile-check.md), not from `dir`, where it runs.
  if (argv[0].find('/') != std::string::npos && std::filesystem::path(argv[0]).is_relative())
    argv[0] = std::filesystem::absolute(argv[0]).string();
  ProcessResult r = runProcess(argv, po);
  if (!r.started) return kNotStarted + printableText(r.error) + "\n";  // no messages: it never ran
  std::string messages = compilerMessages(log);
  if (r.ok() && std::filesystem::exists(dir + "/" + out)) return std::nullopt;
  std::string why = r.ok()         ? "it exited 0 but wrote no " + out
                    : r.timedOut   ? "it ran past the --timeout of " + secondsText(timeoutSeconds) + " for its tests"
                                   : r.describe();
  return messages.empty() ? "the compiler failed (" + why + ")\n" : messages + "(" + why + ")\n";
}

}  // namespace clmm::compilecheck
