// The elaboration's view of a test's state: its locations (from the initial state and the
// parameters, with their regions, atomic types, value types and out-of-bounds stand-ins) and their
// initial writes; local memory used across work-groups; the observables of the final condition.
#include <map>
#include <set>
#include <string>

#include "litmus/Elaborator.h"
#include "litmus/Int32.h"

namespace clmm::detail {

// ----------------------------------------------------------------------------- locations

void Elaborator::declareLocations() {
  declareInitialState();
  declareParameters();
  std::string unqualified;
  for (const auto& a : p_.arrays)
    if (!p_.locations[a.first].regionGiven) unqualified += (unqualified.empty() ? "" : ", ") + a.name;
  if (!unqualified.empty())
    sink_.warning(test_.nameRange,
                  "no address space given for " + unqualified +
                      ": taken as global memory (OpenCL C requires kernel pointer arguments to "
                      "name one; herd leaves such locations outside both regions)");
  addOutOfBoundsStandIns();
  declareArrayTypes();
  addInitialWrites();
}

// The locations of the initial state, with their values, atomic types and regions.
void Elaborator::declareInitialState() {
  for (const auto& init : test_.locations) {
    Array a;
    a.name = init.name;
    a.first = static_cast<LocId>(p_.locations.size());
    a.size = init.size;
    a.range = init.range;
    arrays_[a.name] = static_cast<int>(p_.arrays.size());
    for (int i = 0; i < init.size; ++i) {
      Location l;
      l.name = init.isArray ? init.name + "[" + std::to_string(i) + "]" : init.name;
      l.array = static_cast<int>(p_.arrays.size());
      l.index = i;
      l.init = init.values[i];
      l.atomicType = init.typeText.find("atomic_") != std::string::npos;
      if (init.typeText.find("local") != std::string::npos) l.region = Region::Local;
      if (init.typeText.find("global") != std::string::npos || init.typeText.find("local") != std::string::npos) l.regionGiven = true;
      p_.locations.push_back(l);
    }
    p_.arrays.push_back(a);
  }
}

// Parameters name locations; an uninitialised one starts at 0. The region comes from the
// parameters' address-space qualifiers, which must agree.
void Elaborator::declareParameters() {
  std::map<std::string, const ast::Param*> regionFrom;
  for (const auto& th : test_.threads) {
    for (const auto& param : th.params) {
      if (!arrays_.count(param.name)) {
        Array a;
        a.name = param.name;
        a.first = static_cast<LocId>(p_.locations.size());
        a.range = param.range;
        arrays_[a.name] = static_cast<int>(p_.arrays.size());
        Location l;
        l.name = param.name;
        l.array = static_cast<int>(p_.arrays.size());
        p_.locations.push_back(l);
        p_.arrays.push_back(a);
      }
      const Array& a = p_.arrays[arrays_[param.name]];
      for (int i = 0; i < a.size; ++i) {
        Location& l = p_.locations[a.first + i];
        l.atomicType |= param.atomicType;
        if (!param.regionGiven) continue;
        auto prev = regionFrom.find(param.name);
        if (prev != regionFrom.end() && prev->second->region != param.region) {
          sink_.error(param.range, "location '" + param.name + "' is declared " +
                                       std::string(regionName(param.region)) + " here but " +
                                       std::string(regionName(prev->second->region)) +
                                       " at line " + std::to_string(prev->second->range.line));
          continue;
        }
        regionFrom[param.name] = &param;
        l.region = param.region;
        l.regionGiven = true;
        l.fineGrained |= param.fineGrained;
      }
    }
  }
}

// Arrays indexed by computed values, or by constants outside them, get their out-of-bounds
// stand-in (Array::outOfBounds).
void Elaborator::addOutOfBoundsStandIns() {
  std::set<std::string> dynamic;
  std::map<std::string, int> sizes;
  for (const auto& a : p_.arrays) sizes[a.name] = a.size;
  for (const auto& th : test_.threads) findComputedIndices(th.body, sizes, dynamic);
  for (auto& a : p_.arrays) {
    if (!dynamic.count(a.name)) continue;
    Location l = p_.locations[a.first];
    l.name = a.name + "[out of bounds]";
    l.index = -1;
    l.init = 0;
    l.outOfBounds = true;
    a.outOfBounds = static_cast<LocId>(p_.locations.size());
    p_.locations.push_back(l);
  }
}

// The type of each array's values: the widest its declarations give (as Int32.cpp reads them).
// Declarations of one location must agree on its width: accesses of two sizes to one object
// (C11 6.5 p7) are not modelled, and reading them as the wider type gave definite verdicts.
void Elaborator::declareArrayTypes() {
  arrayType_.assign(p_.arrays.size(), IntType::Int);
  std::map<std::string, IntType> declared;
  std::map<std::string, std::pair<std::string, SourceRange>> firstTyped;  // its first typed declaration
  auto note = [&](const std::string& name, const std::string& typeText, SourceRange range) {
    auto it = declared.find(name);
    declared[name] = it == declared.end() ? intTypeOf(typeText) : widerType(it->second, intTypeOf(typeText));
    if (typeText.empty()) return;  // an untyped initial value takes its declarations' type
    auto first = firstTyped.find(name);
    if (first == firstTyped.end()) {
      firstTyped.emplace(name, std::make_pair(typeText, range));
      return;
    }
    if (is64(intTypeOf(typeText)) == is64(intTypeOf(first->second.first))) return;
    sink_.fail(range, "location '" + name + "' is declared '" + typeText + "' here and '" + first->second.first +
                          "'" + (first->second.second.known() ? " at line " + std::to_string(first->second.second.line) : "") +
                          ": accesses of two sizes to one location are not modelled; declare it with one width (32 or "
                          "64 bits) everywhere");
  };
  for (const auto& l : test_.locations) note(l.name, l.typeText, l.range);
  for (const auto& th : test_.threads)
    for (const auto& prm : th.params) note(prm.name, prm.typeText, prm.range);
  for (size_t a = 0; a < p_.arrays.size(); ++a)
    if (auto it = declared.find(p_.arrays[a].name); it != declared.end()) arrayType_[a] = it->second;
}

// One initial write per location, out-of-bounds stand-ins included.
void Elaborator::addInitialWrites() {
  for (const auto& l : p_.locations) {
    Event init;
    init.kind = EventKind::Init;
    init.thread = -1;
    init.array = l.array;
    init.offset = constant(l.index);
    init.loc = static_cast<LocId>(&l - p_.locations.data());
    init.value = constant(l.init);
    init.order = MemoryOrder::NonAtomic;
    init.scope = MemoryScope::WorkItem;
    init.text = l.name + "=" + std::to_string(l.init);
    init.id = static_cast<EventId>(p_.events.size());
    p_.events.push_back(init);
  }
}

namespace {
// The location an address expression starts from; `computed` becomes true when an offset added
// to it is not an integer literal, and `offset` sums the literal offsets.
const ast::Expr* addressBase(const ast::Expr& e, bool& computed, __int128& offset) {
  if (e.kind == ast::ExprKind::Location) return &e;
  if (e.kind != ast::ExprKind::Binary || (e.op != "+" && e.op != "-") || e.operands.size() != 2) return nullptr;
  for (int i = 0; i < 2; ++i)
    if (const ast::Expr* base = addressBase(*e.operands[i], computed, offset)) {
      const ast::Expr& other = *e.operands[1 - i];
      if (other.kind != ast::ExprKind::Int)
        computed = true;
      else
        offset += e.op == "-" ? -__int128(other.value) : __int128(other.value);
      return base;
    }
  return nullptr;
}

void findComputedIndicesIn(const ast::Expr* e, const std::map<std::string, int>& sizes, std::set<std::string>& out) {
  if (!e) return;
  bool computed = false;
  __int128 offset = 0;
  if (const ast::Expr* base = addressBase(*e, computed, offset)) {
    auto size = sizes.find(base->name);
    // A constant index outside the array is out of bounds in the executions that perform the
    // access, as a computed one is: the array gets its out-of-bounds stand-in too.
    if (computed || (size != sizes.end() && (offset < 0 || offset >= size->second))) out.insert(base->name);
  }
  for (const auto& o : e->operands) findComputedIndicesIn(o.get(), sizes, out);
  if (e->atomic) {
    findComputedIndicesIn(e->atomic->object.get(), sizes, out);
    findComputedIndicesIn(e->atomic->value.get(), sizes, out);
    findComputedIndicesIn(e->atomic->expected.get(), sizes, out);
  }
}
}  // namespace

void Elaborator::findComputedIndices(const std::vector<ast::StmtPtr>& body, const std::map<std::string, int>& sizes,
                                  std::set<std::string>& out) {
  for (const auto& s : body) {
    findComputedIndicesIn(s->target.get(), sizes, out);
    findComputedIndicesIn(s->value.get(), sizes, out);
    findComputedIndices(s->body, sizes, out);
    findComputedIndices(s->elseBody, sizes, out);
  }
}

void Elaborator::checkLocalUse() {
  for (const auto& [name, uses] : localUse_) {
    for (const auto& [tid, range] : uses) {
      const auto& [firstTid, firstRange] = uses.front();
      if (units_[tid].workGroup != units_[firstTid].workGroup) {
        std::string where = "local location '" + name + "' is used by " + p_.threads[tid].name +
                            " and by " + p_.threads[firstTid].name + " (line " +
                            std::to_string(firstRange.line) + "), which are in different work-groups";
        if (options_.herdCompat)  // herd and Dat3M: one location, whoever uses it
          sink_.warning(range, where + ": taken as one location shared by the work-groups (--herd-compat)");
        else
          sink_.error(range, where + "; local memory belongs to one work-group (use --herd-compat "
                                     "to take it as one location, as herd and Dat3M do)");
        break;
      }
    }
  }
}

namespace {
constexpr int kPointerRegister = -2;  // --herd-compat: a condition comparing a pointer parameter
}  // namespace

// The register a condition names: its value at the end of its thread (o.value), -1 after an
// error, kPointerRegister for a pointer parameter read as herd does, 0 otherwise.
int Elaborator::registerObservable(const StateRef& ref, Observable& o) {
  int found = -1;
  for (size_t t = 0; t < p_.threads.size(); ++t)
    if (p_.threads[t].index == ref.thread) found = static_cast<int>(t);
  if (found < 0) {
    sink_.error(ref.range, "'" + o.name + "' names thread " + std::to_string(ref.thread) +
                               ", but the test has no thread P" + std::to_string(ref.thread));
    return -1;
  }
  auto it = p_.threads[found].registers.find(ref.name);
  o.thread = found;
  bool pointer = false;
  for (const auto& prm : test_.threads[found].params) pointer |= prm.name == ref.name;
  if (pointer && !options_.herdCompat) {
    sink_.error(ref.range, "'" + o.name + "' names pointer parameter '" + ref.name + "' of P" +
                               std::to_string(ref.thread) + ", not a register (use --herd-compat "
                               "to read it as herd does: an address, equal to no integer)");
    return -1;
  }
  if (pointer) {  // herd: a parameter is a register holding an address
    sink_.warning(ref.range, "'" + o.name + "' names pointer parameter '" + ref.name + "' of P" +
                                 std::to_string(ref.thread) + ": its value is the address of '" +
                                 ref.name + "', equal to no integer, so the comparison is false "
                                 "(--herd-compat, as herd reads it)");
    return kPointerRegister;
  }
  if (it != p_.threads[found].registers.end()) {
    o.value = it->second;
    o.type = p_.values[o.value].type;
  } else if (options_.herdCompat) {  // herd: a register never assigned holds 0
    sink_.warning(ref.range, "thread P" + std::to_string(ref.thread) + " never assigns register '" +
                                 ref.name + "': its value is 0 (--herd-compat)");
    o.value = constant(0);
  } else {
    sink_.error(ref.range, "thread P" + std::to_string(ref.thread) + " has no register '" +
                               ref.name + "' (use --herd-compat to read a register that is "
                               "never assigned as 0, as herd does)");
    return -1;
  }
  return 0;
}

// The observable a state reference names (index into Program::observables, added once per
// name), -1 after an error, kPointerRegister for a pointer parameter (--herd-compat).
int Elaborator::observable(const StateRef& ref, std::map<std::string, int>& seen) {
  Observable o;
  o.ref = ref;
  o.name = ast::stateRefToString(ref);
  if (ref.kind == StateRef::Kind::Register) {
    if (int r = registerObservable(ref, o); r != 0) return r;
  } else {
    auto it = arrays_.find(ref.name);
    if (it == arrays_.end()) {
      sink_.error(ref.range, "unknown location '" + ref.name + "'");
      return -1;
    }
    const Array& a = p_.arrays[it->second];
    if (ref.index < 0 || ref.index >= a.size) {
      sink_.error(ref.range, "index " + std::to_string(ref.index) + " is out of bounds of '" +
                                 a.name + "' (size " + std::to_string(a.size) + ")");
      return -1;
    }
    o.loc = a.first + ref.index;
    o.name = p_.locations[o.loc].name;
    o.type = arrayType_.at(static_cast<size_t>(it->second));
  }
  auto it = seen.find(o.name);
  if (it != seen.end()) return it->second;
  p_.observables.push_back(o);
  return seen[o.name] = static_cast<int>(p_.observables.size() - 1);
}

// `x = v` in the condition compares as C's `x == v` does (C11 6.5.9 p4, the usual arithmetic
// conversions): both are converted to their common type, so a uint x equals -1 when it is
// 4294967295 and a ulong x when it is 2^64 - 1, while an int x equals no literal outside int's
// range. Sets `value` to the representation (events/Program.h) of the one value of type t that
// equals the literal; false when there is none.
bool Elaborator::conditionValue(const ast::Prop& pr, IntType t, int64_t& value) {
  const IntType literal = pr.ulong ? IntType::ULong : pr.value >= INT32_MIN && pr.value <= INT32_MAX ? IntType::Int
                                                                                                     : IntType::Long;
  const IntType common = widerType(t, literal);
  const int64_t inCommon = wrapTo(pr.value, common);
  value = wrapTo(inCommon, t);
  return wrapTo(value, common) == inCommon;
}

// The final condition's proposition over observables; a comparison with a pointer parameter
// (--herd-compat) is false.
Formula Elaborator::conditionFormula(const ast::Prop& pr, std::map<std::string, int>& seen) {
  Formula f;
  f.kind = static_cast<Formula::Kind>(pr.kind);
  if (pr.kind == ast::Prop::Kind::Atom) {
    f.observable = observable(pr.ref, seen);
    f.value = pr.value;
    if (f.observable >= 0 && pr.operands.empty() && !conditionValue(pr, p_.observables[f.observable].type, f.value)) {
      f.kind = Formula::Kind::False;  // no value of the observable's type equals the literal
      f.observable = -1;
      return f;
    }
    if (!pr.operands.empty()) {  // PTX: two state references compared (P0:r1 == P1:r2)
      Formula other;
      other.kind = Formula::Kind::Atom;
      other.observable = observable(pr.operands[0]->ref, seen);
      if (other.observable == kPointerRegister) f.observable = kPointerRegister;
      f.operands.push_back(other);
    }
    if (f.observable == kPointerRegister) {
      f.kind = Formula::Kind::False;
      f.observable = -1;
      f.operands.clear();
    }
    return f;
  }
  for (const auto& o : pr.operands) f.operands.push_back(conditionFormula(*o, seen));
  return f;
}

void Elaborator::resolveObservables() {
  std::map<std::string, int> seen;
  if (test_.condition) {
    FinalCondition c;
    c.quantifier = test_.condition->quantifier;
    c.text = test_.condition->text;
    c.range = test_.condition->range;
    c.prop = conditionFormula(*test_.condition->prop, seen);
    p_.condition = std::move(c);
  }
  for (const auto& ref : test_.observed) observable(ref, seen);
  if (!test_.condition && test_.observed.empty()) {  // no condition: every register and location
    for (size_t t = 0; t < p_.threads.size(); ++t)
      for (const auto& [reg, v] : p_.threads[t].registers) {
        StateRef r;
        r.kind = StateRef::Kind::Register;
        r.thread = p_.threads[t].index;
        r.name = reg;
        observable(r, seen);
      }
    for (const auto& a : p_.arrays)
      for (int i = 0; i < a.size; ++i) {
        StateRef r;
        r.name = a.name;
        r.index = i;
        observable(r, seen);
      }
  }
}

}  // namespace clmm::detail
