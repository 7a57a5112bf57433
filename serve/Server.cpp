// The HTTP side of clmm serve (serve/Server.h) over cpp-httplib: routes, headers, the single
// worker that runs one check at a time, and the wait for a stop request.
#include "serve/Server.h"

#include <arpa/inet.h>
#include <sys/socket.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

#include <httplib.h>

#include "serve/EmbeddedFiles.h"
#include "support/Budget.h"
#include "support/DeepStack.h"

namespace clmm::serve {

namespace {

// Nothing from elsewhere: scripts, styles, images and requests only from this server; no frames,
// no plugins, no inline scripts. (Graphviz's SVG carries style attributes: styles may be inline.)
const char* kPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "connect-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'";

const char* contentType(const std::string& name) {
  auto ends = [&](const char* ext) {
    std::string e(ext);
    return name.size() >= e.size() && name.compare(name.size() - e.size(), e.size(), e) == 0;
  };
  if (ends(".html")) return "text/html; charset=utf-8";
  if (ends(".js")) return "text/javascript; charset=utf-8";
  if (ends(".css")) return "text/css; charset=utf-8";
  if (ends(".png")) return "image/png";
  return "text/plain; charset=utf-8";
}

// Checks waiting for the one that runs, beyond which a request is answered "busy".
constexpr int kMaxWaiting = 4;
constexpr size_t kConnectionWorkers = 16;

// The host a request names (its Host header without the port).
std::string requestHost(const httplib::Request& req) {
  std::string host = req.get_header_value("Host");
  if (!host.empty() && host.front() == '[') return host.substr(1, host.find(']') - 1);
  return host.substr(0, host.find(':'));
}

// Before any route: a server on a loopback address answers only requests that name a loopback
// host (a page of another site whose name resolves to 127.0.0.1 — DNS rebinding — is refused), and
// a check is a JSON request (a cross-site form or text/plain request, which needs no preflight, is
// refused: the browser asks before sending JSON across sites, and this server never agrees).
httplib::Server::HandlerResponse screen(const httplib::Request& req, httplib::Response& res, bool anyHost) {
  if (!anyHost && !isLoopback(requestHost(req))) {
    res.status = 403;
    res.set_content(R"({"ok": false, "request": "this playground answers only requests to 127.0.0.1 or localhost"})",
                    "application/json");
    return httplib::Server::HandlerResponse::Handled;
  }
  if (req.method == "POST" && req.get_header_value("Content-Type").rfind("application/json", 0) != 0) {
    res.status = 415;
    res.set_content(R"j({"ok": false, "request": "a check is a JSON request (Content-Type: application/json)"})j",
                    "application/json");
    return httplib::Server::HandlerResponse::Handled;
  }
  return httplib::Server::HandlerResponse::Unhandled;
}

void send(httplib::Response& res, const ApiAnswer& a) {
  res.status = a.status;
  res.set_content(a.body, "application/json");
}

// Runs an endpoint on a deep stack (support/DeepStack.h: the parsers' depth limits hold there)
// under the request's time budget; an unexpected exception is a 500 without details.
ApiAnswer guarded(const std::function<ApiAnswer()>& endpoint, double seconds) {
  // The queue: a request waits for the check before it; a full queue answers at once rather than
  // hold every connection of the server (a client that sends checks faster than they finish).
  static std::atomic<int> waiting{0};
  struct Waiting {
    Waiting() { ++waiting; }
    ~Waiting() { --waiting; }
  } counted;
  if (waiting.load() > kMaxWaiting)
    return ApiAnswer{503, R"({"ok": false, "request": "the playground is busy with other checks: try again shortly"})"};
  static std::mutex oneAtATime;
  std::lock_guard<std::mutex> lock(oneAtATime);
  ApiAnswer a;
  runOnDeepStack([&] {
    try {
      BudgetScope budget(seconds > 0 ? Deadline(std::chrono::steady_clock::now() +
                                                std::chrono::milliseconds(static_cast<int64_t>(seconds * 1000)))
                                     : Deadline());
      a = endpoint();
    } catch (const BudgetExceeded&) {
      a = ApiAnswer{503, R"({"ok": false, "request": "the request ran past its time or memory budget"})"};
    } catch (const std::exception&) {
      a = ApiAnswer{500, R"({"ok": false, "request": "internal error"})"};
    }
    releaseFreedMemory();
    return 0;
  });
  return a;
}

void routes(httplib::Server& server, const ServeOptions& o) {
  server.Get("/", [](const httplib::Request&, httplib::Response& res) {
    res.set_content(pageFiles().at("index.html"), contentType("index.html"));
  });
  server.Get(R"(/static/([A-Za-z0-9_.-]+))", [](const httplib::Request& req, httplib::Response& res) {
    auto it = pageFiles().find(req.matches[1]);
    if (it == pageFiles().end() || it->first == "index.html") {
      res.status = 404;
      return;
    }
    res.set_content(it->second, contentType(it->first));
  });
  server.Get("/api/catalogue", [](const httplib::Request&, httplib::Response& res) { send(res, apiCatalogue()); });
  server.Get(R"(/api/catalogue/([A-Za-z0-9_]+))",
             [](const httplib::Request& req, httplib::Response& res) { send(res, apiCatalogueTest(req.matches[1])); });
  server.Get(R"(/api/model/([A-Za-z0-9_.-]+))",
             [](const httplib::Request& req, httplib::Response& res) { send(res, apiModelText(req.matches[1])); });
  const ServeLimits limits = o.limits;
  server.Post("/api/check", [limits](const httplib::Request& req, httplib::Response& res) {
    send(res, guarded([&] { return apiCheck(req.body, limits); }, limits.timeoutSeconds * 2));
  });
  server.Post("/api/execution", [limits](const httplib::Request& req, httplib::Response& res) {
    send(res, guarded([&] { return apiExecution(req.body, limits); }, limits.timeoutSeconds * 3));
  });
}

}  // namespace

bool isLoopback(const std::string& host) {
  if (host == "localhost" || host == "::1") return true;
  in_addr a{};
  return inet_pton(AF_INET, host.c_str(), &a) == 1 && (ntohl(a.s_addr) >> 24) == 127;
}

std::string refuseOptions(const ServeOptions& o) {
  if (o.port < 0 || o.port > 65535)
    return "--port " + std::to_string(o.port) + " is not a port (0 to 65535; 0: any free one)";
  if (!isLoopback(o.host) && !o.allowRemote)
    return "--host " + o.host +
           " is not a loopback address: the playground would take tests from other machines; bind to 127.0.0.1 "
           "(the default), or add --allow-remote if that is what you want";
  return "";
}

std::string runServer(const ServeOptions& o, const std::function<void(const std::string&)>& ready) {
  if (std::string why = refuseOptions(o); !why.empty()) return why;
  httplib::Server server;
  // Workers for connections: more than a browser keeps open (six per server, each held until the
  // keep-alive timeout), so that an idle one never holds up another page's request; checks run
  // one at a time all the same (guarded), and those past the queue are answered "busy".
  server.new_task_queue = [] { return new httplib::ThreadPool(kConnectionWorkers); };
  server.set_keep_alive_timeout(2);
  // SO_REUSEADDR (a restart binds at once) but not cpp-httplib's default SO_REUSEPORT, with which a
  // second server on the same port would share it silently instead of being refused.
  server.set_socket_options([](socket_t sock) {
    int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof(yes));
  });
  server.set_payload_max_length(o.limits.maxBodyBytes);
  server.set_read_timeout(5, 0);
  server.set_write_timeout(5, 0);
  server.set_default_headers({{"Content-Security-Policy", kPolicy},
                              {"X-Content-Type-Options", "nosniff"},
                              {"Referrer-Policy", "no-referrer"},
                              {"Cache-Control", "no-store"}});
  const bool anyHost = o.allowRemote;
  server.set_pre_routing_handler(
      [anyHost](const httplib::Request& req, httplib::Response& res) { return screen(req, res, anyHost); });
  routes(server, o);
  int port = o.port;
  if (port == 0)
    port = server.bind_to_any_port(o.host);
  else if (!server.bind_to_port(o.host, port))
    port = -1;
  if (port <= 0)
    return "cannot listen on " + o.host + ":" + std::to_string(o.port) +
           ": the address is in use or not this machine's";
  std::string host = o.host.find(':') != std::string::npos ? "[" + o.host + "]" : o.host;
  ready("http://" + host + ":" + std::to_string(port) + "/");
  std::thread stopper([&server] {
    while (!stopRequested()) std::this_thread::sleep_for(std::chrono::milliseconds(100));
    server.stop();
  });
  bool ok = server.listen_after_bind();
  requestStop(0);
  stopper.join();
  return ok || stopRequested() ? "" : "the server stopped on an error";
}

}  // namespace clmm::serve
