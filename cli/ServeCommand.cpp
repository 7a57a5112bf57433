// `clmm serve`: the options of the teaching playground's server (serve/Server.h); the server
// itself lives in serve/.
#include <iostream>

#include <CLI/CLI.hpp>

#include "cli/Commands.h"
#include "cli/Options.h"
#include "serve/Server.h"

namespace clmm {

std::function<std::optional<int>()> addServeCommand(CLI::App& app) {
  auto o = std::make_shared<serve::ServeOptions>();
  auto* s = app.add_subcommand("serve", "start the teaching playground: a page to edit, run and step through tests");
  s->add_option("--host", o->host, "the address to listen on (a non-loopback one needs --allow-remote)")
      ->capture_default_str();
  s->add_option("--port", o->port, "the port (0: any free one)")
      ->capture_default_str()
      ->check(countValidator(0, 65535, "port"));
  s->add_flag("--allow-remote", o->allowRemote,
              "listen on a non-loopback --host: anyone who reaches it can run checks on this machine");
  s->add_option("--timeout", o->limits.timeoutSeconds, "seconds per check (and per execution shown)")
      ->capture_default_str()
      ->check(secondsValidator());
  s->add_option("--max-request", o->limits.maxBodyBytes, "largest request body in bytes (the test and model text)")
      ->capture_default_str()
      ->check(countValidator(1024, 16 * 1024 * 1024, "bytes"));
  return [s, o]() -> std::optional<int> {
    if (!*s) return std::nullopt;
    if (o->limits.timeoutSeconds <= 0) o->limits.timeoutSeconds = 10;
    std::string why = serve::runServer(*o, [](const std::string& url) {
      std::cout << "clmm serve: the playground is at " << url << " (Ctrl-C stops it)" << std::endl;
    });
    if (!why.empty()) {
      std::cerr << "clmm: error: serve: " << why << "\n";
      return 2;
    }
    return 0;
  };
}

}  // namespace clmm
