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

// Whether `a` and `b` name one file: the same device and inode where both exist (hard and
// symbolic links included), else the same absolute path once "." , ".." and the links of its
// existing part are resolved. A report is never written over an input with it (cli/Junit.h).
bool sameFile(const std::string& a, const std::string& b);

// A scratch directory clmm made (compile-check's /tmp/clmm-compile-*), which
// removeTemporaryReports removes too, with what it holds (four levels deep at most): a second stop
// signal ends clmm at once, before the owner's destructor. The slot (-1 when none is free) is
// released before the owner removes the directory itself.
int registerScratchDirectory(const std::string& path);
void releaseScratchDirectory(int slot);

// Removes the temporary files being written now, and the scratch directories. Async-signal-safe:
// the stop signal's handler calls it before ending the process.
void removeTemporaryReports() noexcept;

}  // namespace clmm
