// Reports written atomically (docs/ci.md, "Reports"): a report clmm was asked for is either
// complete and valid or absent. The text goes to a temporary file in the report's directory,
// which is renamed over the report once written; a report left by an earlier run is removed when
// the run starts, and a second stop signal, which ends clmm at once, removes the temporary file.
#pragma once

#include <functional>
#include <string>

namespace clmm {

// Writes `text` to `path` through a temporary file beside it; "" when done, else why not.
std::string writeFileAtomically(const std::string& path, const std::string& text);

// The same, the text made in pieces: `next` fills `piece` and returns false once there is no
// more (what it filled then is written too), so that a large text is never held whole.
std::string writeFileAtomically(const std::string& path, const std::function<bool(std::string& piece)>& next);

// Removes the report an earlier run left at `path` (nothing when there is none); "" when done,
// else why not. Only a regular file is removed: a link, a device (/dev/stdout) or a pipe stays.
std::string removeStaleReport(const std::string& path);

// Removes the temporary files being written now. Async-signal-safe: the stop signal's handler
// calls it before ending the process.
void removeTemporaryReports() noexcept;

}  // namespace clmm
