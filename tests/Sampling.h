// Agreement campaigns (every file of a folder, two engines or two settings compared) run over a
// sample of their inputs under AddressSanitizer: the sanitizer phase of CI looks for memory and
// undefined-behaviour errors, which the same code paths show on a third of the inputs, and the
// normal build, which runs every input, is where the campaign's agreement is measured. The sample
// is every third input, starting at the first: deterministic, and spread over the whole list. A
// campaign that asserts coverage over all its inputs (every primitive seen, a number of qualifying
// tests) runs them all (PrimitiveAgreement, Interleave's agreement).
#pragma once

#include <cstddef>
#include <iostream>
#include <string>
#include <vector>

namespace clmm::test {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr size_t kSanitizerStride = 3;
#else
inline constexpr size_t kSanitizerStride = 1;
#endif

// Every kSanitizerStride-th element of `all` (all of them outside the sanitizers), saying so on
// standard output when it leaves any out, with `what` naming the campaign.
template <typename T>
std::vector<T> sampledUnderSanitizers(const std::vector<T>& all, const std::string& what) {
  if (kSanitizerStride == 1) return all;
  std::vector<T> kept;
  for (size_t i = 0; i < all.size(); i += kSanitizerStride) kept.push_back(all[i]);
  std::cout << what << ": " << kept.size() << " of " << all.size()
            << " inputs under the sanitizers (one in " << kSanitizerStride
            << "; the normal build runs them all)\n";
  return kept;
}

}  // namespace clmm::test
