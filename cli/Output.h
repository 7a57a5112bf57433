// Output that is never lost silently: a write to standard output or standard error that fails
// (a full disk, /dev/full, a closed descriptor) ends the run with a message on stderr (when stderr
// still works) and an exit code of its own, never 0. A pipe whose reader has gone (`clmm ... |
// head -12`) was closed on purpose: the run stops quietly, with the status of a program that
// SIGPIPE ended (141), as other command-line tools.
#pragma once

namespace clmm {

// The exit code of a run whose output could not be written (docs/ci.md, "Exit codes").
constexpr int kExitOutputFailed = 4;
// The exit code of a run whose reader closed the pipe (128 + SIGPIPE; docs/cli.md, "Exit codes").
constexpr int kExitReaderGone = 141;

// Flushes stdout and stderr; true once a write to either has failed (the reason is kept for
// finishOutput's message).
bool outputBroken();

// Ends a command: when output was lost, reports it on stderr (if it can) and returns
// kExitOutputFailed instead of `rc`; when the reader closed the pipe, returns kExitReaderGone
// and says nothing.
int finishOutput(int rc);

}  // namespace clmm
