// The tables that give LLVM IR's memory orderings, each target's syncscope names, the OpenCL C
// builtins' enum encodings and the address spaces their OpenCL meaning (docs/compile-check.md,
// "How LLVM's scopes map to OpenCL", with the sources of each row). Shared by the LLVM IR lifter
// (LlvmLift.h) and any later lifter of code made by LLVM (AMDGPU machine code).
#pragma once

#include <optional>
#include <string>

namespace clmm::lifting::llvm {

enum class Flavour { Spir, Amdgpu };

// The target of a module's `target triple` ("spir64", "amdgcn-amd-amdhsa"); nothing when it is
// neither a SPIR nor an AMDGPU triple.
std::optional<Flavour> flavourOf(const std::string& triple);

// An LLVM ordering (monotonic, acquire, release, acq_rel, seq_cst) as an OpenCL memory_order
// spelling ("memory_order_relaxed"); nothing for `unordered` or anything else.
std::optional<std::string> orderOf(const std::string& ordering);

struct ScopeMeaning {
  std::string scope;             // "memory_scope_device"
  bool oneAddressSpace = false;  // AMDGPU's "-one-as": synchronises within one address space only
};
// A syncscope name ("" for the default, system scope) on `target`; nothing when unknown.
std::optional<ScopeMeaning> syncscopeOf(Flavour target, const std::string& name);

// The OpenCL C builtins' integer encodings (clang's opencl-c-base.h): memory_order 0, 2, 3, 4,
// 5; memory_scope 0 work_item ... 4 sub_group; the fence flags (1 local, 2 global, 4 image).
std::optional<std::string> builtinOrder(long long v);
std::optional<std::string> builtinScope(long long v);
// The flags as OpenCL C spells them ("CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE"); nothing for an
// image flag or an unknown bit.
std::optional<std::string> builtinFlags(long long v);

// An address space number as a region: "global" (1), "local" (3); "generic" for 0 on AMDGPU and
// 4 on SPIR; "private" (0 on SPIR, 5 on AMDGPU); "" for the others (constant, ...).
std::string regionOf(Flavour target, int addressSpace);

}  // namespace clmm::lifting::llvm
