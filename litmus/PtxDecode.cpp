// The decoding of a PTX instruction's opcode and qualifiers (PTX ISA, "Memory Consistency Model"
// and the instruction chapters): its memory semantics, scope, operation, proxy and type with
// their defaults, and located errors for what is wrong or out of scope (state spaces other than
// global, vector and mixed-width forms, the proxies' other instructions). See PtxDecode.h.
#include "litmus/PtxDecode.h"

#include <map>
#include <set>
#include <utility>

#include "events/Spellings.h"

namespace clmm::ptx {
namespace {

std::vector<std::string> split(const std::string& op) {
  std::vector<std::string> parts;
  size_t start = 0;
  for (;;) {
    size_t dot = op.find('.', start);
    parts.push_back(op.substr(start, dot == std::string::npos ? std::string::npos : dot - start));
    if (dot == std::string::npos) return parts;
    start = dot + 1;
  }
}

bool isTypeSuffix(const std::string& q) {
  static const std::set<std::string> types = {"b8",  "b16", "b32", "b64", "u8",  "u16",
                                              "u32", "u64", "s8",  "s16", "s32", "s64"};
  return types.count(q) > 0;
}

// Cache operators (.ca, .cg, ...) are performance hints with no effect on the memory model.
bool isCacheOperator(const std::string& q) {
  static const std::set<std::string> ops = {"ca", "cg", "cs", "lu", "cv", "wb", "wt"};
  return ops.count(q) > 0;
}

bool isProxyWord(const std::string& q) {
  static const std::set<std::string> words = {"proxy",     "alias",   "generic", "tex",      "texture",
                                              "surf",      "surface", "const",   "constant", "async",
                                              "tensormap", "sust",    "suld",    "tld4",     "nc"};
  return words.count(q) > 0;
}

// The instructions of the texture, surface and constant proxies (Dat3M's dialect of the
// mixed-proxy tests), as the generic instruction of the same form and their proxy.
const std::map<std::string, std::pair<std::string, Proxy>>& proxyInstructions() {
  static const std::map<std::string, std::pair<std::string, Proxy>> m = {
      {"tld", {"ld", Proxy::Texture}},      {"suld", {"ld", Proxy::Surface}},   {"sust", {"st", Proxy::Surface}},
      {"suatom", {"atom", Proxy::Surface}}, {"sured", {"red", Proxy::Surface}}, {"cold", {"ld", Proxy::Constant}}};
  return m;
}

// PTX values here are 32 bits (registers hold ints, locations atomic_ints): .s32, .u32 and .b32
// are modelled, the widths that differ are refused rather than computed at 32 bits.
void typeSuffix(const Item& it, const std::string& q, Decoded& d, DiagnosticSink& sink) {
  if (q != "u32" && q != "s32" && q != "b32")
    sink.fail(it.opcodeRange, "'." + q + "' in '" + it.opcode +
                                  "' is not modelled: clmm's PTX values are 32-bit; write .u32, .s32 or .b32");
  if (!d.type.empty() && d.type != q) sink.fail(it.opcodeRange, "'" + it.opcode + "' gives two types");
  d.type = q;
}

// fence.SEM.SCOPE, membar.LEVEL and fence.proxy.KIND.
Decoded decodeFence(const Item& it, const std::vector<std::string>& parts, DiagnosticSink& sink) {
  Decoded d;
  d.base = "fence";
  if (parts[0] == "membar") {  // PTX ISA: membar.{cta,gl,sys} has the semantics of fence.sc
    if (parts.size() != 2 || (parts[1] != "cta" && parts[1] != "gl" && parts[1] != "sys"))
      sink.fail(it.opcodeRange, "write membar.cta, membar.gl or membar.sys");
    d.sem = "sc";
    d.scope = parts[1] == "gl" ? "gpu" : parts[1];
  } else if (parts.size() >= 2 && parts[1] == "proxy") {
    // fence.proxy.KIND (PTX ISA, "membar/fence"; Dat3M's dialect names the texture, surface
    // and constant proxies): orders the accesses of one proxy with the generic proxy's in
    // the thread's CTA; fence.proxy.alias orders accesses through distinct virtual addresses.
    static const std::map<std::string, Proxy> kinds = {{"generic", Proxy::Generic},
                                                       {"texture", Proxy::Texture},
                                                       {"surface", Proxy::Surface},
                                                       {"constant", Proxy::Constant},
                                                       {"alias", Proxy::Alias}};
    auto k = parts.size() == 3 ? kinds.find(parts[2]) : kinds.end();
    if (k == kinds.end())
      sink.fail(it.opcodeRange,
                "'" + it.opcode +
                    "' is not modelled: clmm's proxy fences are fence.proxy.alias, fence.proxy.texture, "
                    "fence.proxy.surface, fence.proxy.constant and fence.proxy.generic");
    d.proxy = k->second;
    d.proxyFence = true;
    d.sem = "relaxed";  // no memory semantics of its own
    d.scope = "cta";    // it acts within the thread's CTA
  } else {
    for (size_t i = 1; i < parts.size(); ++i) {
      const std::string& q = parts[i];
      if ((q == "sc" || q == "acq_rel" || q == "acquire" || q == "release") && d.sem.empty())
        d.sem = q;
      else if ((q == "cta" || q == "gpu" || q == "sys") && d.scope.empty())
        d.scope = q;
      else if (isProxyWord(q))
        sink.fail(it.opcodeRange, "'" + it.opcode +
                                      "': proxy fences are not modelled (clmm checks the "
                                      "generic proxy only)");
      else if (q == "cluster")
        sink.fail(it.opcodeRange, "'.cluster' scope is not supported: use .cta, .gpu or .sys");
      else
        sink.fail(it.opcodeRange,
                  "unknown fence qualifier '." + q + "': write fence{.sc,.acq_rel,.acquire,.release}.SCOPE");
    }
    if (d.sem.empty()) d.sem = "acq_rel";  // PTX ISA: the default semantics of fence
    if (d.scope.empty()) d.scope = "gpu";
  }
  if (!it.operands.empty()) sink.fail(it.range, "'" + it.opcode + "' takes no operands");
  return d;
}

// The qualifiers of ld, st, atom and red: semantics, scope, operation and type into `d`; state
// spaces, proxies and forms out of scope refused.
void memoryQualifiers(const Item& it, const std::vector<std::string>& parts, Decoded& d, DiagnosticSink& sink) {
  static const std::set<std::string> sems = {"weak", "relaxed", "acquire", "release", "acq_rel", "volatile", "sc"};
  static const std::set<std::string> ops = {"add", "plus", "sub", "minus", "and", "or",
                                            "xor", "min",  "max", "exch",  "cas"};
  for (size_t i = 1; i < parts.size(); ++i) {
    const std::string& q = parts[i];
    auto dup = [&](std::string& slot, const char* what) {
      if (!slot.empty()) sink.fail(it.opcodeRange, "'" + it.opcode + "' gives two " + what);
      slot = q;
    };
    if (sems.count(q))
      dup(d.sem, "memory semantics");
    else if (ptxScope(q))
      dup(d.scope, "scopes");
    else if ((d.base == "atom" || d.base == "red") && ops.count(q))
      dup(d.op, "operations");
    else if (isTypeSuffix(q))
      typeSuffix(it, q, d, sink);
    else if (q == "global" || isCacheOperator(q))
      continue;
    else if (q == "cluster")
      sink.fail(it.opcodeRange, "'.cluster' scope is not supported: use .cta, .gpu or .sys");
    else if (q.rfind("shared", 0) == 0 || q == "local" || q == "param")
      sink.fail(it.opcodeRange, "'." + q + "' state space is not supported: PTX tests here access global memory");
    else if (isProxyWord(q) || q.rfind("sc", 0) == 0)
      sink.fail(it.opcodeRange, "'." + q + "' in '" + it.opcode +
                                    "' is not modelled: write the proxy's instruction (tld, suld, sust, suatom, "
                                    "sured, cold; docs/ptx.md, \"Proxies\")");
    else if (q == "inc" || q == "dec")
      sink.fail(it.opcodeRange, "'." + q + "' (wrapping increment/decrement) is not supported: use .add");
    else if (q == "v2" || q == "v4" || q == "v8")
      sink.fail(it.opcodeRange, "vector accesses ('." + q + "') are not supported");
    else
      sink.fail(it.opcodeRange, "unknown qualifier '." + q + "' in '" + it.opcode + "'");
  }
}

// The defaults and the combinations of semantics, scope, operation and operands of a memory
// instruction whose qualifiers are read (.volatile is .relaxed.sys; the plain "ld r, 1" a move).
Decoded memoryForm(const Item& it, const std::vector<std::string>& parts, Decoded d, DiagnosticSink& sink) {
  if (d.sem == "volatile") {  // PTX ISA: volatile operations are relaxed operations at system scope
    if (!d.scope.empty()) sink.fail(it.opcodeRange, "'.volatile' takes no scope (it means .relaxed.sys)");
    d.sem = "relaxed";
    d.scope = "sys";
  }
  if (d.sem == "sc") sink.fail(it.opcodeRange, "'.sc' is a fence semantics: write fence.sc then '" + d.base + "'");
  if (parts[0] == "ld" && parts.size() == 1 && it.operands.size() == 2 && it.operands[1].kind == Operand::Kind::Int) {
    // "ld r0, 1": the herd/Dat3M dialect's load immediate, a register assignment (no memory
    // access). Only the plain form: a load with semantics or a scope names memory.
    d.base = "mov";
    return d;
  }
  if (d.base == "ld" || d.base == "st") {
    if (d.sem.empty()) d.sem = "weak";
    if (d.sem == "weak" && !d.scope.empty())
      sink.fail(it.opcodeRange, "a weak access has no scope: write " + d.base + ".relaxed." + d.scope);
    if (d.base == "ld" && (d.sem == "release" || d.sem == "acq_rel"))
      sink.fail(it.opcodeRange, "ld cannot be ." + d.sem + ": use ld.acquire or ld.relaxed");
    if (d.base == "st" && (d.sem == "acquire" || d.sem == "acq_rel"))
      sink.fail(it.opcodeRange, "st cannot be ." + d.sem + ": use st.release or st.relaxed");
    operandCount(it, 2, d.base == "ld" ? "ld DEST, [LOCATION]" : "st [LOCATION], VALUE", sink);
  } else {
    if (d.sem.empty()) d.sem = "relaxed";  // PTX ISA: atom and red default to .relaxed
    if (d.sem == "weak") sink.fail(it.opcodeRange, "'" + d.base + "' is always strong: use .relaxed");
    if (d.op.empty()) sink.fail(it.opcodeRange, "'" + it.opcode + "' names no operation (.add, .exch, .cas, ...)");
    if (d.base == "red" && d.sem == "acquire")
      sink.fail(it.opcodeRange,
                "red cannot be .acquire (PTX ISA: red takes .relaxed or .release): a reduction "
                "returns no value to acquire with; use atom.acquire");
    if (d.base == "red" && (d.op == "exch" || d.op == "cas"))
      sink.fail(it.opcodeRange, "red has no ." + d.op + ": use atom." + d.op);
    if (d.base == "red")
      operandCount(it, 2, "red [LOCATION], VALUE", sink);
    else if (d.op == "cas")
      operandCount(it, 4, "atom.cas DEST, [LOCATION], EXPECTED, NEW", sink);
    else
      operandCount(it, 3, "atom DEST, [LOCATION], VALUE", sink);
  }
  if (d.scope.empty() && d.sem != "weak") d.scope = "gpu";  // the PTX ISA's default scope
  return d;
}

}  // namespace

void operandCount(const Item& it, size_t n, const char* form, DiagnosticSink& sink) {
  if (it.operands.size() != n)
    sink.fail(it.range, "'" + it.opcode + "' takes " + std::to_string(n) + " operands: " + form);
}

Decoded decodeInstruction(const Item& it, DiagnosticSink& sink) {
  if (!it.predicate.empty())
    sink.fail(it.range, "predicated instructions ('" + it.predicate +
                            "') are not supported: branch with beq/bne and a label instead");
  auto parts = split(it.opcode);
  Decoded d;
  d.base = parts[0];
  if (auto px = proxyInstructions().find(d.base); px != proxyInstructions().end()) {
    d.base = px->second.first;
    d.proxy = px->second.second;
  }
  static const std::set<std::string> memory = {"ld", "st", "atom", "red"};
  static const std::set<std::string> arith = {"add", "sub", "mul", "and", "or", "xor", "mov"};
  static const std::set<std::string> branches = {"beq", "bne", "blt", "ble", "bgt", "bge"};
  if (d.base == "fence" || d.base == "membar") return decodeFence(it, parts, sink);
  if (d.base == "bar" || d.base == "barrier") {
    d.base = "bar";
    d.barrier = checkBarrierForm(it, parts, sink);
    return d;
  }
  if (arith.count(d.base) || branches.count(d.base) || d.base == "goto" || d.base == "bra" || d.base == "exit" ||
      d.base == "ret") {
    for (size_t i = 1; i < parts.size(); ++i)
      if (isTypeSuffix(parts[i]))
        typeSuffix(it, parts[i], d, sink);
      else if (!(d.base == "bra" && parts[i] == "uni") && !(d.base == "mul" && parts[i] == "lo"))
        sink.fail(it.opcodeRange, "unknown qualifier '." + parts[i] + "' in '" + it.opcode + "'");
    return d;
  }
  if (!memory.count(d.base)) {
    if (isProxyWord(d.base) || d.base == "tex" || d.base == "cp")
      sink.fail(it.opcodeRange, "'" + it.opcode +
                                    "': this form of the texture, surface and async proxies is not modelled: write "
                                    "tld, suld, sust, suatom, sured or cold (docs/ptx.md, \"Proxies\")");
    sink.fail(it.opcodeRange, "unknown instruction '" + it.opcode +
                                  "': PTX tests use ld, st, atom, red, fence, membar, bar, add, sub, mov, "
                                  "and, or, xor, beq, bne, goto");
  }
  memoryQualifiers(it, parts, d, sink);
  return memoryForm(it, parts, d, sink);
}

MemoryOrder orderOf(const std::string& sem) {
  if (sem == "relaxed") return MemoryOrder::Relaxed;
  if (sem == "acquire") return MemoryOrder::Acquire;
  if (sem == "release") return MemoryOrder::Release;
  if (sem == "acq_rel") return MemoryOrder::AcqRel;
  if (sem == "sc") return MemoryOrder::SeqCst;
  return MemoryOrder::NonAtomic;
}

MemoryScope scopeOf(const std::string& s) {
  return ptxScope(s).value_or(MemoryScope::Device);  // no qualifier: .gpu
}

}  // namespace clmm::ptx
