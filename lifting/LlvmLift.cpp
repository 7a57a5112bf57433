// The LLVM IR lifter (LlvmLift.h): one pass per kernel that gives each SSA value what it holds (a
// location's address, the output array, a private slot, or a number in a register) and writes
// the kernel's instructions as OpenCL litmus statements, structured by the control flow
// (LlvmCfg.h): branches to if/else at their immediate post-dominator, loops to while.
#include "lifting/LlvmLift.h"

#include <sstream>

#include "lifting/LlvmKernel.h"
#include "lifting/SpirvIr.h"

namespace clmm::lifting {
namespace detail {

std::string LlvmLifter::threadHeader(const ast::Thread& th) const {
  const WorkItem& wi = program_.threads.at(static_cast<size_t>(th.index));
  std::string s = th.name + "@sg " + std::to_string(wi.subGroup) + ", wg " + std::to_string(wi.workGroup) + ", dev " +
                  std::to_string(wi.device) + " (";
  for (size_t i = 0; i < th.params.size(); ++i) {
    const ast::Param& p = th.params[i];
    std::string type = std::string(p.region == Region::Local ? "local "
                                   : p.fineGrained           ? "global_fga "
                                                             : "global ") +
                       (p.atomicType ? "atomic_int*" : "int*");
    s += (i ? ", " : "") + type + " " + p.name;
  }
  return s + ") {";
}

LiftedTest LlvmLifter::run() {
  IrModule owned;
  if (!module_) owned = spirv_ ? readSpirv(ll_) : readModule(ll_);
  const IrModule& m = module_ ? *module_ : owned;
  std::string triple = spirv_ ? "spir64" : "";
  for (const auto& l : [&] {
         std::vector<std::string> ls;
         std::istringstream in(ll_->text());
         for (std::string s; std::getline(in, s);) ls.push_back(s);
         return ls;
       }())
    if (l.rfind("target triple = \"", 0) == 0) triple = l.substr(17, l.find('"', 17) - 17);
  auto fl = flavourOf(triple);
  if (!fl) fail(1, "target triple '" + triple + "' is neither SPIR nor AMDGPU");
  flavour = *fl;
  bool local = false, global = false;
  for (const auto& th : test_.threads)
    for (const auto& p : th.params) (p.region == Region::Local ? local : global) = true;
  std::ostringstream t;
  t << "OPENCL " << test_.name << "\n\"lifted by clmm compile-check from " << (spirv_ ? "SPIR-V" : "LLVM IR")
    << "\"\n{";
  for (const auto& l : test_.locations) t << " " << l.name << "=" << (l.values.empty() ? 0 : l.values.front()) << ";";
  t << " }\n";
  for (const auto& k : emitted_.kernels) {
    std::string name = prefix_ + k.name.substr(5);  // clmm_P0 -> PREFIX P0
    const IrFunction* f = m.function(name);
    if (!f)
      fail(1, "the module has no function @" + name + " (work-item P" + std::to_string(k.thread) +
                  "): is it the LLVM IR compiled from this test's emitted source?");
    const ast::Thread* th = nullptr;
    for (const auto& x : test_.threads)
      if (x.index == k.thread) th = &x;
    t << threadHeader(*th) << "\n";
    for (const auto& l : KernelLifter(*this, *f, k, local, global).run()) t << l << "\n";
    t << "}\n";
  }
  if (test_.condition && test_.condition->prop) {
    const auto q = test_.condition->quantifier;
    t << (q == Quantifier::Exists      ? "exists "
          : q == Quantifier::NotExists ? "~exists "
                                       : "forall ")
      << "(" << ast::propToString(*test_.condition->prop) << ")\n";
  } else {
    t << "exists (true)\n";
  }
  out.text = t.str();
  out.code = spirv_ ? "SPIR-V" : "IR";
  return std::move(out);
}

}  // namespace detail

using detail::LlvmLifter;

LiftedTest liftLlvm(std::shared_ptr<const SourceFile> ll, const targets::EmittedSource& emitted, const ast::Test& test,
                    const Program& program, const std::string& prefix) {
  return LlvmLifter(std::move(ll), emitted, test, program, prefix, false).run();
}

LiftedTest liftSpirv(std::shared_ptr<const SourceFile> spvasm, const targets::EmittedSource& emitted,
                     const ast::Test& test, const Program& program, const std::string& prefix,
                     const llvm::IrModule* module) {
  return LlvmLifter(std::move(spvasm), emitted, test, program, prefix, true, module).run();
}

}  // namespace clmm::lifting
