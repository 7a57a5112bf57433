// Detection and reporting of lost output (cli/Output.h).
#include "cli/Output.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <mutex>
#include <string>

namespace clmm {

namespace {
std::mutex gMutex;
std::string gWhat;  // "standard output: No space left on device", once known
bool gReaderGone = false;  // the failure was EPIPE: the reader closed the pipe (`clmm ... | head`)
}  // namespace

bool outputBroken() {
  std::lock_guard<std::mutex> lock(gMutex);
  if (!gWhat.empty()) return true;
  errno = 0;
  std::cout.flush();
  bool outFailed = !std::cout || std::fflush(stdout) != 0 || std::ferror(stdout);
  int outErrno = errno;
  errno = 0;
  std::cerr.flush();
  bool errFailed = !std::cerr || std::fflush(stderr) != 0 || std::ferror(stderr);
  int errErrno = errno;
  if (!outFailed && !errFailed) return false;
  int e = outFailed ? outErrno : errErrno;
  gReaderGone = e == EPIPE;
  gWhat = std::string(outFailed ? "standard output" : "standard error") + (e ? std::string(": ") + std::strerror(e) : "");
  return true;
}

int finishOutput(int rc) {
  if (!outputBroken()) return rc;
  std::string what;
  {
    std::lock_guard<std::mutex> lock(gMutex);
    what = gWhat;
    // The reader took what it wanted and closed the pipe: stop quietly, with the status of a
    // program ended by SIGPIPE, as other tools (docs/cli.md, "Exit codes").
    if (gReaderGone) return kExitReaderGone;
  }
  // Straight to the descriptor: the stream may be the one that failed.
  std::string message = "clmm: error: cannot write to " + what + "; the results are incomplete\n";
  ssize_t ignored = ::write(2, message.data(), message.size());
  (void)ignored;
  return kExitOutputFailed;
}

}  // namespace clmm
