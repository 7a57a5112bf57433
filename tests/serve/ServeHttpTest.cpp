// clmm serve over HTTP: the binary started on a free port prints its URL; the page, its policy
// header, the catalogue, a check, and the server's own refusals (an oversized body, bad JSON),
// then the binary's refusal of a non-loopback address without --allow-remote.
#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <regex>
#include <thread>

#include <httplib.h>
#include <nlohmann/json.hpp>

#include "tests/TestPaths.h"
#include "tests/cli/Run.h"

namespace clmm::test {
namespace {

// `clmm serve --port 0` as a child process (its own argument vector, no shell); its URL read from
// its first line of output.
struct Served {
  pid_t pid = -1;
  int port = 0;
  Served() {
    int out[2];
    if (pipe(out) != 0) return;
    pid = fork();
    if (pid == 0) {
      dup2(out[1], 1);
      close(out[0]);
      execl(CLMM_BINARY, CLMM_BINARY, "serve", "--port", "0", "--max-request", "4096", static_cast<char*>(nullptr));
      _exit(127);
    }
    close(out[1]);
    std::string line;
    char c;
    while (read(out[0], &c, 1) == 1 && c != '\n') line += c;
    close(out[0]);
    std::smatch m;
    if (std::regex_search(line, m, std::regex(R"(http://127\.0\.0\.1:(\d+)/)"))) port = std::stoi(m[1]);
  }
  ~Served() {
    if (pid > 0) {
      kill(pid, SIGTERM);
      int status = 0;
      waitpid(pid, &status, 0);
    }
  }
};

TEST(ServeHttp, ServesThePageTheCatalogueAndChecksUnderItsGuards) {
  Served s;
  ASSERT_GT(s.port, 0) << "clmm serve printed no URL";
  httplib::Client client("127.0.0.1", s.port);
  auto page = client.Get("/");
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  EXPECT_NE(page->body.find("clmm playground"), std::string::npos);
  std::string policy = page->get_header_value("Content-Security-Policy");
  EXPECT_NE(policy.find("default-src 'none'"), std::string::npos);
  EXPECT_NE(policy.find("script-src 'self'"), std::string::npos);
  auto script = client.Get("/static/page.js");
  ASSERT_TRUE(script);
  EXPECT_EQ(script->status, 200);
  auto escape = client.Get("/static/..%2F..%2Fetc%2Fpasswd");
  ASSERT_TRUE(escape);
  EXPECT_EQ(escape->status, 404);
  auto catalogue = client.Get("/api/catalogue");
  ASSERT_TRUE(catalogue);
  EXPECT_NE(catalogue->body.find("Message passing"), std::string::npos);
  auto test = client.Get("/api/catalogue/mp_dev");
  ASSERT_TRUE(test);
  nlohmann::json request = {{"test", nlohmann::json::parse(test->body)["text"]}, {"model", "opencl"}};
  auto check = client.Post("/api/check", request.dump(), "application/json");
  ASSERT_TRUE(check);
  EXPECT_EQ(check->status, 200);
  EXPECT_EQ(nlohmann::json::parse(check->body)["verdict"], "forbidden") << check->body;
  auto big = client.Post("/api/check", std::string(8192, ' '), "application/json");
  ASSERT_TRUE(big);
  EXPECT_EQ(big->status, 413);
  auto bad = client.Post("/api/check", "{not json", "application/json");
  ASSERT_TRUE(bad);
  EXPECT_EQ(bad->status, 400);
  EXPECT_NE(bad->body.find("not JSON"), std::string::npos);
  // A second server on the same port is refused with the reason.
  RunResult second = runClmm({"serve", "--port", std::to_string(s.port)});
  EXPECT_EQ(second.rc, 2);
  EXPECT_NE(second.err.find("cannot listen on 127.0.0.1:" + std::to_string(s.port)), std::string::npos) << second.err;
}

// A page of another site whose name resolves to 127.0.0.1 (DNS rebinding) names its own host:
// refused. A cross-site form or text/plain post needs no preflight: a check must be JSON. A full
// queue answers "busy" instead of holding the server's connections.
TEST(ServeHttp, RefusesOtherHostsAndRequestsThatAreNotJson) {
  Served s;
  ASSERT_GT(s.port, 0) << "clmm serve printed no URL";
  httplib::Client client("127.0.0.1", s.port);
  auto rebound = client.Get("/", {{"Host", "attacker.example:" + std::to_string(s.port)}});
  ASSERT_TRUE(rebound);
  EXPECT_EQ(rebound->status, 403);
  EXPECT_NE(rebound->body.find("only requests to 127.0.0.1 or localhost"), std::string::npos) << rebound->body;
  auto local = client.Get("/", {{"Host", "localhost:" + std::to_string(s.port)}});
  ASSERT_TRUE(local);
  EXPECT_EQ(local->status, 200);
  auto ipv6 = client.Get("/api/catalogue", {{"Host", "[::1]:" + std::to_string(s.port)}});
  ASSERT_TRUE(ipv6);
  EXPECT_EQ(ipv6->status, 200);
  nlohmann::json request = {{"test", "OpenCL T\n{}\nP0 () {}\n"}, {"model", "opencl"}};
  auto text = client.Post("/api/check", request.dump(), "text/plain");
  ASSERT_TRUE(text);
  EXPECT_EQ(text->status, 415);
  EXPECT_NE(text->body.find("a check is a JSON request"), std::string::npos) << text->body;
  auto form = client.Post("/api/execution", "test=x", "application/x-www-form-urlencoded");
  ASSERT_TRUE(form);
  EXPECT_EQ(form->status, 415);
}

// Connections a browser holds open (or a client that connects and sends nothing) do not hold up
// another request: the server has more workers than a browser keeps connections. A field out of
// its range is refused with a message; a built-in model's text is served, nothing else.
TEST(ServeHttp, IdleConnectionsDoNotHoldUpRequestsAndFieldsAreChecked) {
  Served s;
  ASSERT_GT(s.port, 0) << "clmm serve printed no URL";
  std::vector<int> idle;
  for (int i = 0; i < 10; ++i) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(static_cast<uint16_t>(s.port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ASSERT_EQ(connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a), 0);
    idle.push_back(fd);
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(200));  // each taken by a worker, waiting for its request
  httplib::Client client("127.0.0.1", s.port);
  auto start = std::chrono::steady_clock::now();
  auto page = client.Get("/api/catalogue");
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  for (int fd : idle) close(fd);
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  EXPECT_LT(seconds, 2.0) << "a request waited for idle connections (the read timeout is 5 s)";
  nlohmann::json request = {{"test", "OpenCL T\n{}\nP0 () {}\n"}, {"state", -5}};
  auto bad = client.Post("/api/execution", request.dump(), "application/json");
  ASSERT_TRUE(bad);
  EXPECT_EQ(bad->status, 400);
  EXPECT_EQ(nlohmann::json::parse(bad->body)["request"], "state must be at least -1 (-1: any state)");
  auto model = client.Get("/api/model/opencl");
  ASSERT_TRUE(model);
  EXPECT_EQ(model->status, 200);
  EXPECT_EQ(nlohmann::json::parse(model->body)["name"], "opencl.cat");
  auto escape = client.Get("/api/model/..%2F..%2Fetc%2Fpasswd");
  ASSERT_TRUE(escape);
  EXPECT_EQ(escape->status, 404);
}

TEST(ServeHttp, RefusesANonLoopbackAddressWithoutAllowRemote) {
  RunResult r = runClmm({"serve", "--host", "0.0.0.0", "--port", "0"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_NE(r.err.find("is not a loopback address"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("--allow-remote"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace clmm::test
