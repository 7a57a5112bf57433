// `clmm serve`: the teaching playground's local HTTP server (docs/teaching.md). It serves the
// page and its scripts from the binary (serve/EmbeddedFiles.h), the bundled catalogue, and the
// JSON endpoints of serve/Api.h, one check at a time (the others wait in a queue), each under
// the limits of serve/Api.h. Nothing else is read from disk, no shell is run
// (Graphviz's dot from an argument vector), every answer carries a Content-Security-Policy that
// allows nothing from elsewhere, and the page fetches nothing from the network.
#pragma once

#include <functional>
#include <string>

#include "serve/Api.h"

namespace clmm::serve {

struct ServeOptions {
  std::string host = "127.0.0.1";
  int port = 8080;           // 0: any free port
  bool allowRemote = false;  // --allow-remote: bind to an address other than loopback
  ServeLimits limits;
};

// Whether `host` is a loopback address (127.0.0.0/8, ::1, localhost).
bool isLoopback(const std::string& host);

// The refusal of `options` (a non-loopback address without allowRemote, a bad port), or "".
std::string refuseOptions(const ServeOptions& options);

// Binds and serves until stopped (SIGINT/SIGTERM: support/Budget.h's stop request). `ready` is
// called with the URL once bound. Returns "" or why it could not serve.
std::string runServer(const ServeOptions& options, const std::function<void(const std::string& url)>& ready);

}  // namespace clmm::serve
