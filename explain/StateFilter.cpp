// A recursive-descent reader for `--state` (see StateFilter.h), with column-located errors.
#include "explain/StateFilter.h"

#include <algorithm>
#include <cctype>
#include <limits>

namespace clmm {

namespace {

struct SyntaxError {
  size_t at;
  std::string message;
};

class Reader {
 public:
  explicit Reader(const std::string& s) : s_(s) {}

  StateFilter::Node all() {
    StateFilter::Node n = implies();
    space();
    if (i_ < s_.size()) fail("unexpected '" + s_.substr(i_, 1) + "': expected '/\\', '\\/', '=>' or the end");
    return n;
  }

 private:
  using Node = StateFilter::Node;

  [[noreturn]] void fail(const std::string& message) const { throw SyntaxError{i_, message}; }
  void space() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }
  bool eat(const std::string& token) {
    space();
    if (s_.compare(i_, token.size(), token) != 0) return false;
    i_ += token.size();
    return true;
  }
  Node binary(Node::Kind kind, Node a, Node b) {
    Node n;
    n.kind = kind;
    n.operands.push_back(std::move(a));
    n.operands.push_back(std::move(b));
    return n;
  }

  Node implies() {
    Node a = disjunction();
    if (!eat("=>")) return a;
    return binary(Node::Kind::Implies, std::move(a), implies());
  }
  Node disjunction() {
    Node a = conjunction();
    while (eat("\\/")) a = binary(Node::Kind::Or, std::move(a), conjunction());
    return a;
  }
  Node conjunction() {
    Node a = unary();
    while (eat("/\\")) a = binary(Node::Kind::And, std::move(a), unary());
    return a;
  }
  Node unary() {
    if (eat("~")) {
      Node n;
      n.kind = Node::Kind::Not;
      n.operands.push_back(unary());
      return n;
    }
    if (eat("(")) {
      Node n = implies();
      if (!eat(")")) fail("expected ')' to close the '('");
      return n;
    }
    return atom();
  }
  std::string word() {
    size_t start = i_;
    while (i_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[i_])) || s_[i_] == '_')) ++i_;
    return s_.substr(start, i_ - start);
  }
  int64_t number(bool signedValue) {
    space();
    size_t start = i_;
    bool negative = signedValue && i_ < s_.size() && s_[i_] == '-';
    if (negative) ++i_;
    if (i_ >= s_.size() || !std::isdigit(static_cast<unsigned char>(s_[i_]))) {
      i_ = start;
      fail(signedValue ? "expected a value (an integer) after '='" : "expected an integer");
    }
    uint64_t v = 0;
    while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) {
      v = v * 10 + static_cast<uint64_t>(s_[i_] - '0');
      if (v > static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) {
        i_ = start;
        fail("this integer is too large");
      }
      ++i_;
    }
    return negative ? -static_cast<int64_t>(v) : static_cast<int64_t>(v);
  }
  Node atom() {
    space();
    Node n;
    n.kind = Node::Kind::Atom;
    size_t start = i_;
    if (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) {  // T:reg
      std::string thread = std::to_string(number(false));
      if (!eat(":")) fail("expected ':' after the work-item number (a register is written 1:r0)");
      space();
      std::string reg = word();
      if (reg.empty()) fail("expected a register name after ':' (such as 1:r0)");
      n.name = thread + ":" + reg;
    } else {
      std::string name = word();
      if (name.empty())
        fail(i_ >= s_.size() ? "expected an atom such as 1:r0=1 or x=0 at the end"
                             : "expected an atom such as 1:r0=1 or x=0, not '" + s_.substr(i_, 1) + "'");
      if (name == "true" || name == "false") {
        n.kind = name == "true" ? Node::Kind::True : Node::Kind::False;
        return n;
      }
      if (name == "exists" || name == "forall")
        i_ = start, fail("give the state only, without the quantifier '" + name + "'");
      n.name = name;
      if (eat("[")) {
        n.name += "[" + std::to_string(number(false)) + "]";
        if (!eat("]")) fail("expected ']' after the index");
      }
    }
    if (!eat("=")) fail("expected '=' and a value after '" + n.name + "'");
    n.value = number(true);
    return n;
  }

  const std::string& s_;
  size_t i_ = 0;
};

void names(const StateFilter::Node& n, std::vector<std::string>& out) {
  if (n.kind == StateFilter::Node::Kind::Atom && std::find(out.begin(), out.end(), n.name) == out.end())
    out.push_back(n.name);
  for (const auto& o : n.operands) names(o, out);
}

// The index of `name` among the observables (`y[0]` also as `y`), or -1.
int indexOf(const std::string& name, const std::vector<std::string>& observables) {
  for (size_t i = 0; i < observables.size(); ++i)
    if (observables[i] == name || observables[i] + "[0]" == name || observables[i] == name + "[0]")
      return static_cast<int>(i);
  return -1;
}

bool eval(const StateFilter::Node& n, const std::vector<std::string>& obs, const std::vector<int64_t>& values) {
  using K = StateFilter::Node::Kind;
  switch (n.kind) {
    case K::True: return true;
    case K::False: return false;
    case K::Atom: {
      int i = indexOf(n.name, obs);
      return i >= 0 && static_cast<size_t>(i) < values.size() && values[static_cast<size_t>(i)] == n.value;
    }
    case K::Not: return !eval(n.operands[0], obs, values);
    case K::And: return eval(n.operands[0], obs, values) && eval(n.operands[1], obs, values);
    case K::Or: return eval(n.operands[0], obs, values) || eval(n.operands[1], obs, values);
    case K::Implies: return !eval(n.operands[0], obs, values) || eval(n.operands[1], obs, values);
  }
  return false;
}

}  // namespace

std::vector<std::string> StateFilter::unknownNames(const std::vector<std::string>& observables) const {
  std::vector<std::string> all, unknown;
  names(root, all);
  for (const auto& n : all)
    if (indexOf(n, observables) < 0) unknown.push_back(n);
  return unknown;
}

bool StateFilter::matches(const std::vector<std::string>& observables, const std::vector<int64_t>& values) const {
  return eval(root, observables, values);
}

std::optional<StateFilter> parseStateFilter(const std::string& text, std::string& error) {
  try {
    StateFilter f;
    f.text = text;
    f.root = Reader(text).all();
    return f;
  } catch (const SyntaxError& e) {
    error = "column " + std::to_string(e.at + 1) + ": " + e.message;
    return std::nullopt;
  }
}

}  // namespace clmm
