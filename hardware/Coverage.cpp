// Interleaving coverage (hardware/Coverage.h).
#include "hardware/Coverage.h"

#include <set>

namespace clmm::hw {

Coverage interleavingCoverage(const TestResult& sc, const TestResult& r, const Comparison& c) {
  Coverage cov;
  if (!r.decided || !sc.decided) return cov;
  cov.known = true;
  std::set<std::vector<int64_t>> modelStates, observed;
  for (const auto& st : r.states) modelStates.insert(st.values);
  for (const auto& o : c.observed)
    if (o.count > 0) observed.insert(o.values);
  for (const auto& st : sc.states) {
    if (!modelStates.count(st.values)) continue;  // a barrier or a scope the sc model ignores rules it out
    cov.states.push_back(st.values);
    if (!observed.count(st.values)) cov.unseen.push_back(st.values);
  }
  return cov;
}

}  // namespace clmm::hw
