// The serialised form of an engine's answer (solver/ResultWire.h). One list of fields,
// fields(), drives both directions: the writer appends each field, the reader fills it back.
#include "solver/ResultWire.h"

#include <cstring>
#include <map>
#include <memory>
#include <type_traits>
#include <vector>

#include "enumerate/Execution.h"
#include "enumerate/Witnesses.h"

namespace clmm::wire {
namespace {

constexpr size_t kHeader = 8;  // the message's length

// The fields of each type, in order, for both directions (below).
template <class IO, class R>
void fields(IO& io, R& s);

class Writer {
 public:
  std::string bytes = std::string(kHeader, '\0');

  template <class T, std::enable_if_t<std::is_integral_v<T> || std::is_enum_v<T>, int> = 0>
  void operator()(const T& v) {
    number(static_cast<uint64_t>(static_cast<int64_t>(v)));
  }
  void operator()(const double& v) {
    uint64_t bits;
    std::memcpy(&bits, &v, sizeof bits);
    number(bits);
  }
  void operator()(const std::string& s) {
    number(s.size());
    bytes += s;
  }
  void operator()(const std::vector<bool>& v) {
    number(v.size());
    for (bool b : v) bytes.push_back(b ? '\1' : '\0');
  }
  template <class T>
  void operator()(const std::vector<T>& v) {
    number(v.size());
    for (const T& x : v) (*this)(x);
  }
  template <class K, class V>
  void operator()(const std::map<K, V>& m) {
    number(m.size());
    for (const auto& [k, v] : m) {
      (*this)(k);
      (*this)(v);
    }
  }
  template <class T, std::enable_if_t<std::is_class_v<T>, int> = 0>
  void operator()(const T& v) {
    fields(*this, v);
  }

 private:
  void number(uint64_t v) {
    for (int i = 0; i < 8; ++i) bytes.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
  }
};

class Reader {
 public:
  Reader(const std::string& bytes, const Program& p) : bytes_(bytes), pos_(kHeader), program_(p) {}
  bool atEnd() const { return pos_ == bytes_.size(); }

  template <class T, std::enable_if_t<std::is_integral_v<T> || std::is_enum_v<T>, int> = 0>
  void operator()(T& v) {
    v = static_cast<T>(static_cast<int64_t>(number()));
  }
  void operator()(double& v) {
    uint64_t bits = number();
    std::memcpy(&v, &bits, sizeof v);
  }
  void operator()(std::string& s) {
    size_t n = count(1);
    s.assign(bytes_, pos_, n);
    pos_ += n;
  }
  void operator()(std::vector<bool>& v) {
    size_t n = count(1);
    v.resize(n);
    for (size_t i = 0; i < n; ++i) v[i] = bytes_[pos_++] != '\0';
  }
  template <class T>
  void operator()(std::vector<T>& v) {
    v.resize(count(8));
    for (T& x : v) (*this)(x);
  }
  template <class K, class V>
  void operator()(std::map<K, V>& m) {
    size_t n = count(16);
    for (size_t i = 0; i < n; ++i) {
      K k;
      V v;
      (*this)(k);
      (*this)(v);
      m.emplace(std::move(k), std::move(v));
    }
  }
  template <class T, std::enable_if_t<std::is_class_v<T>, int> = 0>
  void operator()(T& v) {
    fields(*this, v);
  }
  const Program& program() const { return program_; }

 private:
  uint64_t number() {
    need(8);
    uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= static_cast<uint64_t>(static_cast<unsigned char>(bytes_[pos_ + i])) << (8 * i);
    pos_ += 8;
    return v;
  }
  // A count of items of at least `each` bytes: never more than the bytes left can hold.
  size_t count(size_t each) {
    uint64_t n = number();
    if (n > (bytes_.size() - pos_) / each)
      throw std::runtime_error("the engine's answer is malformed (a count past its end)");
    return static_cast<size_t>(n);
  }
  void need(size_t n) {
    if (bytes_.size() - pos_ < n) throw std::runtime_error("the engine's answer is malformed (cut short)");
  }
  const std::string& bytes_;
  size_t pos_;
  const Program& program_;
};

// R is const for the writer.
template <class IO, class R>
void fields(IO& io, R& s) {
  using T = std::remove_const_t<R>;
  if constexpr (std::is_same_v<T, FinalState>) {
    io(s.values), io(s.cls), io(s.satisfiesCondition);
  } else if constexpr (std::is_same_v<T, UbWitness>) {
    io(s.flag), io(s.events), io(s.description);
  } else if constexpr (std::is_same_v<T, Execution>) {
    io(s.executed), io(s.writes), io(s.reads), io(s.loc), io(s.readValue), io(s.writeValue), io(s.order);
    io(s.condValue), io(s.rf), io(s.co), io(s.coPlaced), io(s.rfOpen), io(s.beyondBound), io(s.beyondCond);
    if constexpr (std::is_same_v<IO, Reader>) s.program = &io.program();
  } else if constexpr (std::is_same_v<T, StateWitnesses>) {
    io(s.allowed), io(s.racy);
  } else {
    static_assert(std::is_same_v<T, TestResult>, "a type without its fields");
    io(s.file), io(s.test), io(s.model), io(s.engine), io(s.decided), io(s.unknownReason), io(s.observables);
    io(s.states), io(s.conditionText), io(s.conditionHerd), io(s.quantifier), io(s.hasCondition), io(s.conditionOk);
    io(s.propositionObserved), io(s.observation), io(s.positive), io(s.negative), io(s.countsAreExecutions);
    io(s.modelFlags), io(s.ubFlags), io(s.ubWitnesses), io(s.livenessViolation);
    io(s.livenessWitness), io(s.verdict), io(s.forbiddingChecks), io(s.loopBoundHit), io(s.loopBoundCond);
    io(s.candidates), io(s.consistent), io(s.seconds), io(s.notes), io(s.skippedChecks);
    bool witnesses = s.witnesses != nullptr;
    io(witnesses);
    if constexpr (std::is_same_v<IO, Reader>) {
      if (witnesses) {
        auto w = std::make_shared<StateWitnesses>();
        io(*w);
        s.witnesses = std::move(w);
      }
    } else if (witnesses) {
      io(*s.witnesses);
    }
  }
}

std::string finish(Writer& w) {
  uint64_t n = w.bytes.size();
  for (size_t i = 0; i < kHeader; ++i) w.bytes[i] = static_cast<char>((n >> (8 * i)) & 0xff);
  return std::move(w.bytes);
}

}  // namespace

std::string encodeResult(const TestResult& r) {
  Writer w;
  w(Ending::Result);
  w(r);
  return finish(w);
}

std::string encodeError(Ending kind, const std::string& what) {
  Writer w;
  w(kind);
  w(what);
  return finish(w);
}

bool messageLength(const std::string& bytes, uint64_t& length) {
  if (bytes.size() < kHeader) return false;
  length = 0;
  for (size_t i = 0; i < kHeader; ++i) length |= static_cast<uint64_t>(static_cast<unsigned char>(bytes[i])) << (8 * i);
  return true;
}

Ending decode(const std::string& message, const Program& p, TestResult& r, std::string& what) {
  uint64_t length = 0;
  if (!messageLength(message, length) || length != message.size())
    throw std::runtime_error("the engine's answer is malformed (its length)");
  Reader in(message, p);
  Ending kind;
  in(kind);
  if (kind == Ending::Result) {
    r = TestResult{};
    in(r);
  } else if (kind == Ending::SelfCheckError || kind == Ending::Z3Error || kind == Ending::LogicError ||
             kind == Ending::OtherError) {
    in(what);
  } else {
    throw std::runtime_error("the engine's answer is malformed (what ended it)");
  }
  if (!in.atEnd()) throw std::runtime_error("the engine's answer is malformed (bytes after its end)");
  return kind;
}

}  // namespace clmm::wire
