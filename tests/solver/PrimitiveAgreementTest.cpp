// The two engines agree on every primitive of the one table (axioms/PrimitiveTable.h): for each
// program of a set and each of its candidate executions that Z3 finds (up to a bound, each with
// another valuation of the primitives), the explicit engine's primitives of that execution
// (enumerate/Primitives.cpp) are exactly the symbolic ones (solver/ProgramPrimitives.cpp)
// evaluated in Z3's model. Every primitive must be non-empty somewhere in the set, so that
// each rule is really compared.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "axioms/PrimitiveTable.h"
#include "enumerate/Primitives.h"
#include "solver/ProgramEncoding.h"
#include "tests/litmus/Helpers.h"

namespace clmm::smt {
namespace {

constexpr size_t kMaxEvents = 40;
constexpr int kExecutionsPerProgram = 12;

// Compares every primitive in one model; returns the number of disagreements (each reported).
int compareInModel(ProgramEncoding& enc, const z3::model& m, const std::string& where,
                   std::map<std::string, bool>& seen, std::vector<Lit>& literals) {
  const Program& p = enc.program();
  Execution x = enc.execution(m);
  PrimitiveValues concrete = computePrimitives(x);
  int bad = 0;
  auto has = [&](EventId e) { return concrete.dense[e] >= 0; };
  for (const PrimitiveInfo& info : primitiveTable()) {
    const std::string name(info.name);
    auto sym = enc.primitive(name);
    auto check = [&](Lit l, bool expected, const std::string& what) {
      if (l != kTrue && l != kFalse) literals.push_back(l);
      const bool holds = enc.holdsIn(m, l);
      if (holds) seen[name] = true;
      if (holds != expected && bad++ < 5)
        ADD_FAILURE() << where << ": primitive " << name << " " << what << ": explicit " << expected << ", smt "
                      << holds;
    };
    if (info.kind == cat::Kind::Set) {
      const EventSet& s = concrete.set(name);
      for (const Event& e : p.events)
        check(sym.set().v[e.id], has(e.id) && s.test(static_cast<size_t>(concrete.dense[e.id])),
              "e" + std::to_string(e.id));
    } else {
      const Relation& r = concrete.relation(name);
      for (const Event& a : p.events)
        for (const Event& b : p.events)
          check(sym.rel().at(a.id, b.id),
                has(a.id) && has(b.id) &&
                    r.test(static_cast<size_t>(concrete.dense[a.id]), static_cast<size_t>(concrete.dense[b.id])),
                "(e" + std::to_string(a.id) + ", e" + std::to_string(b.id) + ")");
    }
  }
  return bad;
}

// Up to kExecutionsPerProgram executions of `p`, each with a valuation of the primitives not seen before.
void agreeOnPrimitives(const Program& p, const std::string& where, std::map<std::string, bool>& seen) {
  z3::context ctx;
  Terms terms(ctx);
  Clocks clocks(terms, p.events.size());
  ProgramEncoding enc(p, terms, clocks, chooseValueSort(p, ValueEncoding::Auto));
  z3::solver solver(ctx);
  for (Lit l : enc.hard()) solver.add(terms.expr(l));
  if (enc.hasLoopBounds()) solver.add(terms.expr(enc.withinLoopBound()));
  for (int i = 0; i < kExecutionsPerProgram && solver.check() == z3::sat; ++i) {
    z3::model m = solver.get_model();
    std::vector<Lit> literals;
    if (compareInModel(enc, m, where + " (execution " + std::to_string(i) + ")", seen, literals) > 0) return;
    z3::expr_vector differ(ctx);  // the next execution gives some primitive another value
    for (Lit l : literals) differ.push_back(enc.holdsIn(m, l) ? !terms.expr(l) : terms.expr(l));
    if (differ.empty()) break;
    solver.add(z3::mk_or(differ));
  }
}

std::string read(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(PrimitiveAgreement, EveryPrimitiveOnExamplesAndFrontEndTests) {
  std::map<std::string, bool> seen;
  int programs = 0;
  for (const char* dir : {"examples/catalogue", "examples/kernels", "examples/ptx", "examples/amdgpu", "examples/rsp",
                          "examples/soundness", "tests/litmus/c-syntax", "tests/litmus/frontend", "tests/compile",
                          "tests/amdgpu/memory-kinds"}) {
    std::vector<std::filesystem::path> files;
    for (const auto& f : std::filesystem::directory_iterator(std::string(CLMM_SOURCE_DIR) + "/" + dir))
      if (f.path().extension() == ".litmus") files.push_back(f.path());
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
      Program p;
      try {
        p = test::elaborateText(read(f));
      } catch (const BadInput&) {
        continue;  // a test that needs reading options (--herd-compat ...)
      }
      if (p.events.size() > kMaxEvents) continue;
      ++programs;
      agreeOnPrimitives(p, f.filename().string(), seen);
      if (HasFailure()) return;
    }
  }
  EXPECT_GT(programs, 50);
  for (const PrimitiveInfo& info : primitiveTable())
    EXPECT_TRUE(seen[std::string(info.name)]) << "primitive " << info.name << " was empty in every execution compared";
}

}  // namespace
}  // namespace clmm::smt
