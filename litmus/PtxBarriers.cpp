// The PTX barrier instructions: see PtxBarriers.h and docs/ptx.md, "Barriers".
#include "litmus/PtxBarriers.h"

#include "events/Program.h"

namespace clmm::ptx {
namespace {

constexpr int64_t kWarpSize = 32;                 // PTX ISA: bar.sync's count is a multiple of it
constexpr int64_t kMaxBarrierInstance = 1 << 20;  // Dat3M's barrier instances: any number, bounded here

}  // namespace

// The PTX ISA's forms ("bar, barrier"): bar{.cta}.sync a{, b}, barrier{.cta}.sync{.aligned} a{, b}
// (barrier a, 0-15, awaiting b threads, a multiple of the warp size: each thread of a litmus test
// is one warp, so b/32 of them), bar{.cta}.arrive a, b (the count is required), and
// bar{.cta}.red.{popc.u32,and.pred,or.pred} d, a{, b}, c. Dat3M's dialect (its grammar LitmusPTX.g4
// spells barriers bar.cta.sync and bar.cta.arrive only; its VisitorLitmusPTX reads
// `bar.cta.sync c{, id{, q}}` as the barrier instance c, the barrier resource id and the quorum q
// of threads): bar.cta.sync and bar.cta.arrive with two or three operands. One operand means
// barrier a in both.
BarrierForm checkBarrierForm(const Item& it, const std::vector<std::string>& parts, DiagnosticSink& sink) {
  auto fail = [&](SourceRange r, const std::string& msg) { sink.fail(r, msg); };
  BarrierForm f;
  for (const auto& q : parts)
    if (q == "warp")
      fail(it.opcodeRange, "'" + it.opcode +
                               "' synchronises the threads of one warp, not the CTA: clmm's PTX "
                               "model has no warp barrier (write bar.sync ID for a CTA barrier)");
  const std::string usage = "' is not supported: write bar.sync ID{, COUNT}, bar.arrive ID, COUNT or "
                            "bar.red.popc.u32 DEST, ID{, COUNT}, PREDICATE (bar.red.and.pred, bar.red.or.pred)";
  size_t i = 1;
  bool cta = i < parts.size() && parts[i] == "cta";
  if (cta) ++i;
  if (i >= parts.size()) fail(it.opcodeRange, "'" + it.opcode + usage);
  const std::string kind = parts[i++];
  if (kind != "sync" && kind != "arrive" && kind != "red") fail(it.opcodeRange, "'" + it.opcode + usage);
  f.arrive = kind == "arrive";
  f.reduction = kind == "red";
  std::string op, type;
  for (; i < parts.size(); ++i) {
    const std::string& q = parts[i];
    if (q == "aligned") continue;
    if (f.reduction && op.empty() && (q == "popc" || q == "and" || q == "or")) {
      op = q;
      continue;
    }
    if (f.reduction && type.empty() && (q == "u32" || q == "pred")) {
      type = q;
      continue;
    }
    fail(it.opcodeRange, "'" + it.opcode + usage);
  }
  if (f.reduction && (op.empty() || type != (op == "popc" ? "u32" : "pred")))
    fail(it.opcodeRange, "'" + it.opcode + "': write bar.red.popc.u32, bar.red.and.pred or bar.red.or.pred");
  if (it.operands.empty()) fail(it.range, "'" + it.opcode + "' takes the barrier number: bar.sync ID");
  for (const Operand& o : it.operands)
    if (o.kind == Operand::Kind::Address)
      fail(o.range, "'" + it.opcode + "' takes numbers or registers here, not an address");
  if (f.reduction) {
    if (it.operands.size() < 3 || it.operands.size() > 4)
      fail(it.range, "'" + it.opcode + "' takes three or four operands: DEST, ID{, COUNT}, PREDICATE");
    if (it.operands[0].kind != Operand::Kind::Name)
      fail(it.operands[0].range, "'" + it.opcode + "' writes a register here, not a number");
    return f;
  }
  f.dat3m = parts[0] == "bar" && cta && it.operands.size() >= 2;
  if (it.operands.size() > 3 || (it.operands.size() == 3 && !f.dat3m))
    fail(it.operands[it.operands.size() > 3 ? 3 : 2].range,
         "'" + it.opcode + "' takes at most " + (f.dat3m ? "three" : "two") +
             " operands: bar.sync ID{, COUNT} (PTX ISA), or Dat3M's bar.cta.sync INSTANCE{, ID{, QUORUM}}");
  if (f.arrive && it.operands.size() == 1 && !(parts[0] == "bar" && cta))
    fail(it.range, "'" + it.opcode +
                       "' needs a thread count (PTX ISA: \"a non-zero thread count is required for "
                       "barrier{.cta}.arrive\"): write bar.arrive ID, COUNT");
  if (f.dat3m && it.operands[0].kind != Operand::Kind::Int)
    fail(it.operands[0].range, "Dat3M's bar.cta.sync INSTANCE, ID{, QUORUM} names its instance with a number");
  if (f.dat3m && (it.operands[0].value < 0 || it.operands[0].value > kMaxBarrierInstance))
    fail(it.operands[0].range, "barrier instance " + std::to_string(it.operands[0].value) + " is outside 0-" +
                                   std::to_string(kMaxBarrierInstance));
  return f;
}

BarrierRoles barrierRoles(const Item& it, const BarrierForm& form) {
  BarrierRoles r;
  const auto& o = it.operands;
  if (form.dat3m) {
    r.instance = o[0].value;
    r.id = &o[1];
    if (o.size() > 2) r.count = &o[2];
  } else if (form.reduction) {
    r.result = &o[0];
    r.id = &o[1];
    if (o.size() > 3) r.count = &o[2];
    r.unit = kWarpSize;
  } else {
    r.id = &o[0];
    if (o.size() > 1) r.count = &o[1];
    r.unit = kWarpSize;
  }
  return r;
}

ast::StmtPtr barrierStatement(const Item& it, const BarrierForm& form, const BarrierRoles& r, int64_t id,
                              int64_t count, SourceRange idRange, SourceRange countRange,
                              std::map<int64_t, int>& barriers, DiagnosticSink& sink) {
  if (id < 0 || id > 15)
    sink.fail(idRange, "barrier number " + std::to_string(id) + " is outside 0-15 (a CTA has 16 barriers)");
  if (r.count && r.unit > 1 && (count <= 0 || count % r.unit != 0))
    sink.fail(countRange, "thread count " + std::to_string(count) +
                              " is not a positive multiple of the warp size 32 (PTX ISA, \"bar, barrier\"; each "
                              "thread of a litmus test is one warp: bar.sync ID, 64 awaits two of them)");
  if (r.count && (count <= 0 || count / r.unit > kMaxWorkItems))
    sink.fail(countRange, "thread count " + std::to_string(count) + " is outside 1-" +
                              std::to_string(kMaxWorkItems) + " (the quorum of threads the barrier awaits)");
  int64_t channel = r.instance < 0 ? id : 16 * (r.instance + 1) + id;
  auto s = std::make_unique<ast::Stmt>();
  s->kind = ast::StmtKind::Barrier;
  s->range = it.range;
  // The name tells a thread's barriers apart (the n-th on its channel); an arrival that does not
  // wait is a barrier of its own kind.
  s->name = std::string(form.arrive ? "arrive" : "bar") + (r.instance < 0 ? "" : std::to_string(r.instance) + ".") +
            std::to_string(id) + "#" + std::to_string(barriers[channel]++);
  s->barrierChannel = static_cast<int>(channel);
  if (r.count) s->barrierCount = static_cast<int>(count / r.unit);
  s->barrierArrive = form.arrive;
  s->barrierExitReleases = true;
  s->fence.flags = kGlobalFlag;
  s->fence.scope = MemoryScope::WorkGroup;
  return s;
}

void refuseSharedWarp(const ast::Test& test, const ast::Thread& thread, const Item& bar, DiagnosticSink& sink) {
  const auto& mine = thread.placement;
  if (!mine || !mine->subGroup) return;
  for (const auto& other : test.threads) {
    const auto& theirs = other.placement;
    if (&other == &thread || !theirs || theirs->subGroup != mine->subGroup || theirs->workGroup != mine->workGroup ||
        theirs->device != mine->device)
      continue;
    sink.fail(bar.range, thread.name + " and " + other.name + " share warp " + std::to_string(*mine->subGroup) +
                             ": clmm's PTX barriers take each thread for a warp of its own, and barrier divergence "
                             "inside a warp (.aligned) is not modelled; give each thread its own warp");
  }
}

}  // namespace clmm::ptx
