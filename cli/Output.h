// Output that is never lost silently: a write to standard output or standard error that fails
// (a full disk, /dev/full, a closed descriptor, a pipe whose reader has gone) ends the run with a
// message on stderr (when stderr still works) and an exit code of its own, never 0.
#pragma once

namespace clmm {

// The exit code of a run whose output could not be written (docs/ci.md, "Exit codes").
constexpr int kExitOutputFailed = 4;

// Flushes stdout and stderr; true once a write to either has failed (the reason is kept for
// finishOutput's message).
bool outputBroken();

// Ends a command: when output was lost, reports it on stderr (if it can) and returns
// kExitOutputFailed instead of `rc`.
int finishOutput(int rc);

}  // namespace clmm
