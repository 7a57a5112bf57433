// Outcome-set refinement between a source and a target program (see Refinement.h).
#include "lowering/Refinement.h"

#include <algorithm>
#include <map>
#include <set>

#include "check/Expectations.h"

namespace clmm {
namespace {

bool assigns(const std::vector<ast::StmtPtr>& list, const std::string& reg) {
  for (const auto& s : list) {
    if ((s->kind == ast::StmtKind::Decl || s->kind == ast::StmtKind::Assign) && s->name == reg) return true;
    if (assigns(s->body, reg) || assigns(s->elseBody, reg)) return true;
  }
  return false;
}

bool hasRegister(const ast::Test& t, int thread, const std::string& reg) {
  for (const auto& r : t.registerInits)
    if (r.thread == thread && r.name == reg) return true;
  for (const auto& th : t.threads)
    if (th.index == thread && assigns(th.body, reg)) return true;
  return false;
}

bool hasLocation(const ast::Test& t, const std::string& name, int index) {
  for (const auto& l : t.locations)
    if (l.name == name) return index < l.size;
  for (const auto& th : t.threads)
    for (const auto& p : th.params)
      if (p.name == name) return index == 0;
  return false;
}

TestResult run(const Program& p, const NamedModel& m, const EngineOptions& eo) {
  try {
    return runEngine(p, m.model, m.name, eo);
  } catch (const std::exception& e) {
    TestResult r = resultHeader(p, m.name, eo.engine);
    r.decided = false;
    r.unknownReason = std::string("internal error: ") + e.what();
    return r;
  }
}

std::vector<int> indicesOf(const std::vector<std::string>& names, const std::vector<std::string>& in) {
  std::vector<int> idx;
  for (const auto& n : names)
    idx.push_back(static_cast<int>(std::find(in.begin(), in.end(), n) - in.begin()));
  return idx;
}

std::vector<int64_t> project(const std::vector<int64_t>& values, const std::vector<int>& idx) {
  std::vector<int64_t> out;
  for (int i : idx) out.push_back(values[static_cast<size_t>(i)]);
  return out;
}

std::string firstUb(const TestResult& r) {
  if (r.ubWitnesses.empty()) return r.ubFlags.empty() ? "undefined behaviour" : r.ubFlags.front();
  return r.ubWitnesses.front().flag + ": " + r.ubWitnesses.front().description;
}

}  // namespace

std::vector<std::string> observeSourceObservables(const Program& source, ast::Test& target) {
  std::vector<std::string> missing;
  for (const auto& o : source.observables) {
    const StateRef& ref = o.ref;
    bool present = ref.kind == StateRef::Kind::Register ? hasRegister(target, ref.thread, ref.name)
                                                             : hasLocation(target, ref.name, ref.index);
    if (present) target.observed.push_back(ref);
    else missing.push_back(o.name);
  }
  return missing;
}

RefineResult refine(const Program& source, const Program* target, const NamedModel& sourceModel,
                    const NamedModel& targetModel, const RefineOptions& options) {
  RefineResult r;
  if (!target && sourceModel.name == targetModel.name) {  // the same program under the same model
    r.targetSkipped = true;
    r.source = resultHeader(source, sourceModel.name, options.engine.engine);
    r.target = r.source;
    return r;
  }
  r.source = run(source, sourceModel, options.engine);
  if (!r.source.decided) {
    r.status = RefineStatus::Unknown;
    r.unknownReason = "source under " + sourceModel.name + ": " + r.source.unknownReason;
    return r;
  }
  if (r.source.verdict == Verdict::Racy) {
    r.sourceRacy = true;
    return r;
  }
  const Program& tp = target ? *target : source;
  r.target = run(tp, targetModel, options.engine);
  // A target undecided only because its loops were cut at the bound: every execution that finishes
  // within the bound was explored, and each is an execution of the target. An outcome of one the
  // source forbids (or a race in one) is a miscompilation whatever the cut executions do; without
  // one the result stays unknown.
  const bool cut = !r.target.decided && r.target.loopBoundCond >= 0;
  if (!r.target.decided && !cut) {
    r.status = RefineStatus::Unknown;
    r.unknownReason = "target under " + targetModel.name + ": " + r.target.unknownReason;
    return r;
  }
  for (const auto& name : r.source.observables) {
    bool shared = std::find(r.target.observables.begin(), r.target.observables.end(), name) != r.target.observables.end();
    (shared ? r.observables : r.unshared).push_back(name);
  }
  std::vector<int> si = indicesOf(r.observables, r.source.observables);
  std::vector<int> ti = indicesOf(r.observables, r.target.observables);
  std::set<std::vector<int64_t>> allowed;
  for (const auto& s : r.source.states) allowed.insert(project(s.values, si));
  r.sourceStates.assign(allowed.begin(), allowed.end());

  std::map<std::vector<int64_t>, StateClass> extra;
  for (const auto& s : r.target.states) {
    auto v = project(s.values, ti);
    if (allowed.count(v)) continue;
    auto it = extra.find(v);
    if (it == extra.end()) extra[v] = s.cls;
    else if (s.cls == StateClass::Allowed) it->second = StateClass::Allowed;
  }
  r.targetRacy = r.target.verdict == Verdict::Racy;
  if (r.targetRacy && options.targetOrigin && !r.target.ubWitnesses.empty())
    for (EventId id : r.target.ubWitnesses.front().events) {
      if (id >= tp.events.size() || tp.events[id].thread < 0) continue;
      const Event& ev = tp.events[id];
      if (auto o = options.targetOrigin(ev))
        r.targetUbOrigins.push_back(tp.threads[static_cast<size_t>(ev.thread)].name + ":e" + std::to_string(id) + " " +
                                    originText(*o));
    }
  double budget = options.witnessSeconds;
  if (options.engine.timeoutSeconds > 0) budget = std::min(budget, options.engine.timeoutSeconds);
  for (const auto& [values, cls] : extra) {
    ExtraOutcome e;
    e.values = values;
    e.cls = cls;
    auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(static_cast<int64_t>(budget * 1000));
    const std::vector<int64_t> wantedValues = values;
    if (budget > 0)
      e.witness = findWitness(
          tp, targetModel.model, [&](const std::vector<int64_t>& out) { return project(out, ti) == wantedValues; },
          deadline, options.targetOrigin);
    r.extra.push_back(std::move(e));
  }
  if (cut) {
    r.targetCut = r.target.unknownReason;
    if (!r.targetRacy && r.extra.empty()) {
      r.status = RefineStatus::Unknown;
      r.unknownReason = "target under " + targetModel.name + ": " + r.target.unknownReason;
    } else {
      r.status = RefineStatus::Unsound;
    }
    return r;
  }
  if (r.target.livenessViolation && !r.source.livenessViolation)
    r.targetHangs = "the target may wait forever (" + r.target.livenessWitness + "); the source always finishes";
  else if (r.target.states.empty() && !r.source.states.empty())
    r.targetHangs = "no execution of the target finishes; the source's do";
  r.status = r.targetRacy || !r.targetHangs.empty() || !r.extra.empty() ? RefineStatus::Unsound : RefineStatus::Sound;
  return r;
}

const char* refineStatusName(const RefineResult& r) {
  switch (r.status) {
    case RefineStatus::Sound: return "sound";
    case RefineStatus::Unsound: return "unsound";
    case RefineStatus::Unknown: return "unknown";
  }
  return "?";
}

int refineExitCode(const RefineResult& r) {
  switch (r.status) {
    case RefineStatus::Sound: return 0;
    case RefineStatus::Unsound: return 1;
    case RefineStatus::Unknown: return 3;
  }
  return 3;
}

std::vector<std::string> describeRefinement(const RefineResult& r) {
  std::vector<std::string> out;
  if (r.status == RefineStatus::Unknown) {
    out.push_back("  unknown: " + r.unknownReason);
    return out;
  }
  if (r.sourceRacy) {
    out.push_back("  the source is racy (" + firstUb(r.source) +
                  "): its behaviour is undefined, so any target refines it");
    return out;
  }
  if (!r.unshared.empty()) {
    std::string names;
    for (const auto& n : r.unshared) names += (names.empty() ? "" : ", ") + n;
    out.push_back("  note: the target does not observe " + names + "; outcomes are compared on the others");
  }
  if (r.targetRacy)
    out.push_back("  the target has undefined behaviour (" + firstUb(r.target) + "), the source has none");
  if (r.targetRacy)
    for (const auto& o : r.targetUbOrigins) out.push_back("    " + o);
  if (!r.targetHangs.empty()) out.push_back("  " + r.targetHangs);
  if (!r.targetCut.empty())
    out.push_back("  note: the target's loops were cut (" + r.targetCut +
                  "); what follows comes from executions that finish within the bound");
  for (const auto& e : r.extra) {
    out.push_back("  target outcome " + (r.observables.empty() ? std::string("(no shared observable)")
                                                                : stateText(r.observables, e.values)) +
                  " (" + stateClassName(e.cls) + ") is forbidden by the source");
    if (e.witness) {
      out.push_back("    witness execution of the target under " + r.target.model + ":");
      for (const auto& l : e.witness->lines) out.push_back("      " + l);
    } else {
      out.push_back("    (no witness execution found in time)");
    }
  }
  return out;
}

nlohmann::json witnessJson(const WitnessExecution& w) {
  using nlohmann::json;
  json events = json::array();
  for (const auto& e : w.events) {
    json j;
    j["event"] = e.name;
    j["thread"] = e.thread.empty() ? json(nullptr) : json(e.thread);
    j["kind"] = e.kind;
    if (!e.location.empty()) j["location"] = e.location;
    if (e.read) j["read"] = *e.read;
    if (e.written) j["written"] = *e.written;
    if (!e.order.empty()) j["order"] = e.order;
    if (!e.scope.empty()) j["scope"] = e.scope;
    if (!e.flags.empty()) j["flags"] = e.flags;
    if (!e.readsFrom.empty()) j["reads_from"] = e.readsFrom;
    j["line"] = e.line > 0 ? json(e.line) : json(nullptr);
    if (!e.text.empty()) j["text"] = e.text;
    if (e.origin) {
      const EventOrigin& o = *e.origin;
      json src = {{"file", o.sourceFile}, {"text", o.sourceText}};
      src["line"] = o.source.known() ? json(o.source.line) : json(nullptr);
      src["col"] = o.source.known() ? json(o.source.col) : json(nullptr);
      j["source"] = src;
      j["rule"] = o.ruleLine > 0 ? json({{"file", o.mappingFile}, {"line", o.ruleLine}, {"text", o.ruleText}}) : json(nullptr);
    }
    events.push_back(j);
  }
  json co = json::array();
  for (const auto& [loc, order] : w.coherence) co.push_back({{"location", loc}, {"order", order}});
  return {{"events", events}, {"coherence", co}};
}

nlohmann::json refinementJson(const RefineResult& r) {
  using nlohmann::json;
  auto side = [&](const TestResult& t) {
    json j;
    j["file"] = t.file;
    j["test"] = t.test;
    j["model"] = t.model;
    j["verdict"] = r.targetSkipped ? json(nullptr) : json(t.decided ? verdictName(t.verdict) : "unknown");
    j["seconds"] = t.seconds;
    return j;
  };
  auto state = [&](const std::vector<int64_t>& v) {
    json s = json::object();
    for (size_t i = 0; i < v.size(); ++i) s[r.observables[i]] = v[i];
    return s;
  };
  json j;
  j["result"] = refineStatusName(r);
  j["source"] = side(r.source);
  j["target"] = r.sourceRacy ? json(nullptr) : side(r.target);
  j["engine"] = r.source.engine;
  if (r.status == RefineStatus::Unknown) j["reason"] = r.unknownReason;
  j["unchanged"] = r.targetSkipped;
  j["source_racy"] = r.sourceRacy;
  j["target_racy"] = r.targetRacy;
  j["target_hangs"] = r.targetHangs.empty() ? json(nullptr) : json(r.targetHangs);
  j["target_cut"] = r.targetCut.empty() ? json(nullptr) : json(r.targetCut);
  j["observables"] = r.observables;
  j["unshared"] = r.unshared;
  json src = json::array();
  for (const auto& v : r.sourceStates) src.push_back(state(v));
  j["source_states"] = src;
  json extra = json::array();
  for (const auto& e : r.extra) {
    json x;
    x["state"] = state(e.values);
    x["class"] = stateClassName(e.cls);
    x["witness"] = e.witness ? witnessJson(*e.witness) : json(nullptr);
    extra.push_back(x);
  }
  j["extra"] = extra;
  json ub = json::array();
  const TestResult& racy = r.sourceRacy ? r.source : r.target;
  if (r.sourceRacy || r.targetRacy)
    for (const auto& w : racy.ubWitnesses) ub.push_back({{"flag", w.flag}, {"witness", w.description}});
  if (r.targetRacy && !r.targetUbOrigins.empty() && !ub.empty()) ub[0]["origins"] = r.targetUbOrigins;
  j["ub"] = ub;
  return j;
}

}  // namespace clmm
