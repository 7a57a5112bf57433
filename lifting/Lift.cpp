// The PTX lifter (see Lift.h): over the kernels PtxModule.h reads, one pass per kernel that
// tracks what each PTX register holds (a location's address, the output array, or data)
// and writes the PTX litmus test's column for the kernel's work-item.
#include "lifting/Lift.h"

#include "lifting/PtxModule.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <sstream>

namespace clmm::lifting {
namespace {

using ptxmodule::PtxFunction;
using ptxmodule::PtxStmt;
using ptxmodule::split;
using ptxmodule::trim;

// What a PTX register holds, as far as lifting needs to know.
struct Value {
  enum class Kind { Data, Address, Output };
  Kind kind = Kind::Data;
  std::string location;
  int64_t offset = 0;
};

class Lifter {
 public:
  Lifter(std::shared_ptr<const SourceFile> ptx, const targets::EmittedSource& emitted, const ast::Test& test)
      : ptx_(std::move(ptx)), emitted_(emitted), test_(test) {}

  LiftedTest run() {
    functions_ = ptxmodule::readModule(ptx_);
    std::ostringstream t;
    t << "PTX " << test_.name << "\n";
    t << "\"lifted by clmm compile-check from " << ptx_->path() << "\"\n{";
    for (const auto& l : test_.locations)
      t << " " << l.name << "=" << (l.values.empty() ? 0 : l.values.front()) << ";";
    t << " }\n";
    std::vector<std::vector<std::string>> columns;
    std::vector<std::string> headers;
    for (const auto& k : emitted_.kernels) {
      auto it = std::find_if(functions_.begin(), functions_.end(), [&](const PtxFunction& f) { return f.name == k.name; });
      if (it == functions_.end())
        fail(1, "the module has no kernel '" + k.name + "' (work-item P" + std::to_string(k.thread) +
                    "): is it the PTX compiled from this test's emitted source?");
      columns.push_back(liftKernel(*it, k));
      headers.push_back(header(k));
    }
    size_t rows = 0;
    for (const auto& c : columns) rows = std::max(rows, c.size());
    std::vector<size_t> width(columns.size(), 0);
    for (size_t i = 0; i < columns.size(); ++i) {
      width[i] = headers[i].size();
      for (const auto& cell : columns[i]) width[i] = std::max(width[i], cell.size());
    }
    auto row = [&](const std::vector<std::string>& cells) {
      std::string s;
      for (size_t i = 0; i < cells.size(); ++i) {
        std::string c = cells[i];
        if (i + 1 < cells.size()) c.resize(width[i], ' ');
        s += (i ? " | " : " ") + c;
      }
      t << s << " ;\n";
    };
    row(headers);
    for (size_t r = 0; r < rows; ++r) {
      std::vector<std::string> cells;
      for (const auto& c : columns) cells.push_back(r < c.size() ? c[r] : "");
      row(cells);
    }
    t << "exists (" << (test_.condition && test_.condition->prop ? prop(*test_.condition->prop) : "true") << ")\n";
    out_.text = t.str();
    return std::move(out_);
  }

 private:
  [[noreturn]] void fail(int line, const std::string& message) {
    throw BadInput(ptx_->path(), SourceRange::point(line, 1), "cannot lift: " + message, ptx_);
  }

  static std::string header(const targets::EmittedKernel& k) {
    return "P" + std::to_string(k.thread) + "@cta " + std::to_string(k.workGroup) + ",gpu " + std::to_string(k.device);
  }

  static std::string prop(const ast::Prop& p) {
    using K = ast::Prop::Kind;
    switch (p.kind) {
      case K::True: return "true";
      case K::False: return "false";
      case K::Atom: return ast::stateRefToString(p.ref) + " == " + std::to_string(p.value);
      case K::Not: return "~(" + prop(*p.operands[0]) + ")";
      case K::And: return "(" + prop(*p.operands[0]) + " /\\ " + prop(*p.operands[1]) + ")";
      case K::Or: return "(" + prop(*p.operands[0]) + " \\/ " + prop(*p.operands[1]) + ")";
      case K::Implies: return "(~(" + prop(*p.operands[0]) + ") \\/ " + prop(*p.operands[1]) + ")";
    }
    return "true";
  }

  // ---------------------------------------------------------------- lifting one kernel
  std::string reg(const std::string& r, int line) {
    if (r.empty() || r[0] != '%') fail(line, "expected a register, found '" + r + "'");
    std::string n = "t";
    for (char c : r.substr(1)) n += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
    return n;
  }

  // A PTX integer literal exactly as the PTX ISA writes them ("Constants": decimal, 0x hex, 0b binary,
  // leading-0 octal, an optional U suffix, an optional minus sign), or nothing when `a` is not one.
  static std::optional<int64_t> integer(const std::string& a) {
    size_t i = 0;
    bool negative = false;
    if (i < a.size() && a[i] == '-') negative = true, ++i;
    std::string digits = a.substr(i);
    if (!digits.empty() && (digits.back() == 'U' || digits.back() == 'u')) digits.pop_back();
    int base = 10;
    if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X'))
      base = 16, digits = digits.substr(2);
    else if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'b' || digits[1] == 'B'))
      base = 2, digits = digits.substr(2);
    else if (digits.size() > 1 && digits[0] == '0')
      base = 8, digits = digits.substr(1);
    if (digits.empty()) return std::nullopt;
    uint64_t v = 0;
    for (char c : digits) {
      int d = std::isdigit(static_cast<unsigned char>(c))    ? c - '0'
              : std::isxdigit(static_cast<unsigned char>(c)) ? std::tolower(static_cast<unsigned char>(c)) - 'a' + 10
                                                             : 99;
      if (d >= base) return std::nullopt;
      if (v > (UINT64_MAX - static_cast<uint64_t>(d)) / static_cast<uint64_t>(base)) return std::nullopt;
      v = v * static_cast<uint64_t>(base) + static_cast<uint64_t>(d);
    }
    // A 64-bit pattern such as 0xffffffffffffffff is -1, as PTX reads it in a signed operation.
    int64_t s = static_cast<int64_t>(v);
    return negative ? -s : s;
  }

  static bool isImmediate(const std::string& a) { return integer(a).has_value(); }

  // A number operand, or a located refusal: something that looks like a number and is not one
  // ("0x", "4x", "1.5") is never read as another number.
  int64_t number(const std::string& a, int line, const std::string& what) {
    auto v = integer(a);
    if (!v)
      fail(line, "malformed " + what + ": '" + a + "' is not a PTX integer (decimal, 0x hex, 0b binary or 0 octal)");
    return *v;
  }

  // A data operand: a register holding data, or a number. A number is the bit pattern of the
  // instruction's width (immBits_): in a 32-bit instruction 0xffffffff is -1, as the test's ints.
  std::string data(const std::string& a, int line) {
    if (auto v = integer(a)) {
      if (immBits_ == 32) {
        if (*v < INT32_MIN || *v > static_cast<int64_t>(UINT32_MAX))
          fail(line, "immediate '" + a + "' does not fit the 32 bits of '" + immOpcode_ + "'");
        return std::to_string(static_cast<int32_t>(static_cast<uint32_t>(*v)));
      }
      if (immBits_ < 32 && (*v < -(int64_t{1} << (immBits_ - 1)) || *v >= (int64_t{1} << (immBits_ - 1))))
        fail(line, "immediate '" + a + "' does not fit the " + std::to_string(immBits_) + " signed bits of '" +
                       immOpcode_ + "'");
      return std::to_string(*v);
    }
    if (!a.empty() && (std::isdigit(static_cast<unsigned char>(a[0])) || a[0] == '-')) number(a, line, "operand");
    auto it = values_.find(a);
    if (it != values_.end() && it->second.kind != Value::Kind::Data)
      fail(line, "the address in " + a + " is used as a value; compile-check lifts values that are numbers");
    dataReads_.insert(a);
    return reg(a, line);
  }

  // "[%rd3]", "[%rd3+4]", "[%rd3+0x4]", "[%rd3+-4]", "[%rd3-4]" or "[sym]": the location (or output
  // slot) it names, the offset read as written.
  Value address(const std::string& a, int line) {
    if (a.size() < 3 || a.front() != '[' || a.back() != ']') fail(line, "expected an address [..], found '" + a + "'");
    std::string in = trim(a.substr(1, a.size() - 2));
    int64_t off = 0;
    auto sign = in.find_first_of("+-", 1);
    if (sign != std::string::npos) {
      std::string text = trim(in.substr(sign + 1));
      if (in[sign] == '-')
        text = "-" + text;
      else if (text.rfind("-", 0) != 0 && text.rfind("+", 0) == 0)
        text = text.substr(1);
      off = number(text, line, "address offset in '" + a + "'");
      in = trim(in.substr(0, sign));
    }
    if (isImmediate(in)) fail(line, "an access to the absolute address " + in + " in '" + a + "' cannot be lifted");
    Value v = resolve(in, line);
    v.offset += off;
    return v;
  }

  // A register or symbol that holds an address.
  Value resolve(const std::string& name, int line) {
    auto it = values_.find(name);
    if (it != values_.end()) {
      if (it->second.kind == Value::Kind::Data) fail(line, "an address computed from data in " + name + " cannot be lifted");
      return it->second;
    }
    fail(line, "'" + name + "' is not an address of a test location (computed addresses are not lifted)");
  }

  std::string location(const Value& v, int line) {
    if (v.kind != Value::Kind::Address) fail(line, "a memory access to the output array other than a plain store");
    if (v.offset != 0)
      fail(line, "an access at offset " + std::to_string(v.offset) + " from location '" + v.location +
                     "' (locations are single ints)");
    return v.location;
  }

  // The source operation of a memory instruction: the one on the emitted line its .loc names, of
  // its location and kind where there are several; else (no .loc, or a .loc whose line has no
  // operation on this location: the copies of an unrolled loop body carry an inlined_at chain
  // that leads to the last inlined call) the first one of its location, by kind.
  std::string sourceOp(int thread, const PtxStmt& st, const std::string& loc, char kind) {
    auto find = [&](bool byLine) {
      const targets::SourceOp* best = nullptr;
      int bestScore = -1;
      for (const auto& op : emitted_.ops) {
        if (op.thread != thread) continue;
        int score = 0;
        if (byLine && op.emittedLine != st.locLine) continue;
        if (op.location == loc) score += 2;
        if (op.kind == kind) score += 1;
        if (!byLine && op.location != loc) continue;
        if (score > bestScore) {
          bestScore = score;
          best = &op;
        }
      }
      return best;
    };
    const targets::SourceOp* best = st.locLine ? find(true) : nullptr;
    if (!best || (!loc.empty() && best->location != loc)) {
      if (const targets::SourceOp* other = find(false)) best = other;
    }
    if (!best) return "";
    return "line " + std::to_string(best->litmusLine) + ": " + best->text;
  }

  void emit(std::vector<std::string>& col, int thread, const PtxStmt& st, const std::string& text, bool memory,
            const std::string& loc = "", char kind = 'F') {
    LiftedInstruction li;
    li.thread = thread;
    li.text = text;
    li.ptx = st.raw;
    li.ptxLine = st.line;
    li.memory = memory;
    if (memory) li.sourceOp = sourceOp(thread, st, loc, kind);
    out_.instructions.push_back(li);
    col.push_back(text);
  }

  std::string label(const std::string& l) {
    std::string n = "L";
    for (char c : l) n += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
    return n;
  }

  // The qualifiers of a memory opcode, with the ones that do not matter to the model dropped.
  struct Qual {
    std::string sem = "weak", scope, space = "generic", op, type;
    bool vector = false;
  };
  Qual qualifiers(const std::vector<std::string>& parts, size_t from, int line) {
    Qual q;
    static const std::set<std::string> sems = {"weak", "relaxed", "acquire", "release", "acq_rel", "volatile", "sc", "mmio"};
    static const std::set<std::string> scopes = {"cta", "gpu", "sys", "cluster"};
    static const std::set<std::string> spaces = {"global", "shared", "local", "param", "const", "tex", "shared::cta", "shared::cluster"};
    static const std::set<std::string> ops = {"add", "exch", "cas", "and", "or", "xor", "min", "max", "inc", "dec"};
    for (size_t i = from; i < parts.size(); ++i) {
      const std::string& p = parts[i];
      if (sems.count(p)) q.sem = p;
      else if (scopes.count(p)) q.scope = p;
      else if (spaces.count(p)) q.space = p;
      else if (ops.count(p)) q.op = p;
      else if (p == "v2" || p == "v4" || p == "v8") q.vector = true;
      else if (p == "nc") fail(line, "ld.global.nc reads through the non-coherent cache, outside PTX's memory model");
      else if (p.size() >= 2 && (p[0] == 'b' || p[0] == 'u' || p[0] == 's') && std::isdigit(static_cast<unsigned char>(p[1]))) q.type = p;
      else if (p == "ca" || p == "cg" || p == "cs" || p == "lu" || p == "cv" || p == "wb" || p == "wt" || p.rfind("L1::", 0) == 0 ||
               p.rfind("L2::", 0) == 0 || p == "noftz")
        continue;
      else fail(line, "unknown qualifier ." + p + " on a memory instruction");
    }
    if (q.vector) fail(line, "vector accesses are not lifted (locations are single ints)");
    if (q.scope == "cluster") fail(line, ".cluster scope is outside the PTX model clmm checks");
    if (q.space == "local" || q.space == "const" || q.space == "tex" || q.space == "shared::cluster")
      fail(line, "the ." + q.space + " state space is outside the lifted tests");
    if (q.type == "b64" || q.type == "u64" || q.type == "s64" || q.type == "b16" || q.type == "u16" || q.type == "s16" ||
        q.type == "b8" || q.type == "u8" || q.type == "s8")
      fail(line, "a ." + q.type + " access: the test's locations are 32-bit ints (mixed-size accesses are not lifted)");
    return q;
  }

  static std::string semScope(const Qual& q, bool rmw) {
    if (q.sem == "volatile") return "volatile";
    if (q.sem == "weak") return rmw ? "relaxed." + (q.scope.empty() ? std::string("gpu") : q.scope) : "weak";
    return q.sem + "." + (q.scope.empty() ? std::string("gpu") : q.scope);
  }

  // A fence as the PTX ISA defines it ("fence{.sem}.scope", .sem one of .sc, .acq_rel (the
  // default), .acquire, .release; "membar.{cta,gl,sys}", which has fence.sc's semantics), written
  // out in full for the PTX litmus test. Any other form is refused: never read as a stronger fence.
  std::string fence(const PtxStmt& st, const std::vector<std::string>& parts) {
    if (!st.args.empty()) fail(st.line, "'" + st.opcode + "' with operands is not a fence this lifter reads");
    if (parts[0] == "membar") {
      if (parts.size() != 2 || (parts[1] != "cta" && parts[1] != "gl" && parts[1] != "sys"))
        fail(st.line, "'" + st.opcode + "': only membar.cta, membar.gl and membar.sys are lifted");
      return "fence.sc." + std::string(parts[1] == "gl" ? "gpu" : parts[1]);
    }
    std::string sem, scope;
    for (size_t i = 1; i < parts.size(); ++i) {
      const std::string& q = parts[i];
      if (q == "proxy" || q.rfind("mbarrier", 0) == 0 || q == "op_restrict" || q.rfind("sync_restrict", 0) == 0)
        fail(st.line,
             "'" + st.opcode + "': proxy and restricted fences are outside PTX's memory model as clmm checks it");
      if (q == "cluster") fail(st.line, ".cluster scope is outside the PTX model clmm checks");
      if ((q == "sc" || q == "acq_rel" || q == "acquire" || q == "release") && sem.empty())
        sem = q;
      else if ((q == "cta" || q == "gpu" || q == "sys") && scope.empty())
        scope = q;
      else
        fail(st.line, "'" + st.opcode + "': unknown or repeated fence qualifier ." + q);
    }
    if (scope.empty()) fail(st.line, "'" + st.opcode + "' names no scope (PTX writes fence{.sem}.scope)");
    return "fence." + (sem.empty() ? std::string("acq_rel") : sem) + "." + scope;
  }

  // bar.sync / bar.cta.sync / barrier.sync / barrier.cta.sync with one immediate barrier number
  // (optionally .aligned). bar.warp.sync synchronises the threads of one warp, not the CTA, and
  // the PTX model has no warp barrier: it is refused, never read as a CTA barrier.
  std::string barrier(const PtxStmt& st, const std::vector<std::string>& parts) {
    if (std::find(parts.begin(), parts.end(), "warp") != parts.end())
      fail(st.line, "'" + st.opcode +
                        "' synchronises the threads of one warp, not a CTA barrier; the PTX model "
                        "has no warp barrier, so it is not lifted");
    bool sync = false;
    for (size_t i = 1; i < parts.size(); ++i) {
      if (parts[i] == "sync" && !sync)
        sync = true;
      else if (parts[i] == "arrive" || parts[i] == "red")
        fail(st.line, "'" + st.opcode + "': only bar.sync and barrier.sync are lifted");
      else if (parts[i] != "cta" && parts[i] != "aligned")
        fail(st.line, "'" + st.opcode + "': unknown barrier qualifier ." + parts[i]);
    }
    if (!sync) fail(st.line, "'" + st.opcode + "': only bar.sync and barrier.sync are lifted");
    if (st.args.size() != 1 || !isImmediate(st.args[0]))
      fail(st.line, "a barrier with a thread count or a barrier number in a register");
    int64_t id = *integer(st.args[0]);
    if (id < 0 || id > 15) fail(st.line, "barrier number " + st.args[0] + " is outside 0-15");
    return "bar.sync " + std::to_string(id);
  }

  std::vector<std::string> liftKernel(const PtxFunction& f, const targets::EmittedKernel& k) {
    values_.clear();
    dataReads_.clear();
    preds_.clear();
    std::vector<std::string> col;
    int thread = k.thread;
    for (size_t i = 0; i < f.params.size(); ++i) {
      if (i < k.locations.size()) params_[f.params[i]] = Value{Value::Kind::Address, k.locations[i], 0};
      else if (i == k.locations.size()) params_[f.params[i]] = Value{Value::Kind::Output, "", 0};
    }
    if (f.params.size() != k.locations.size() + 1)
      fail(f.line, "kernel " + f.name + " has " + std::to_string(f.params.size()) + " parameters, the emitted source " +
                       std::to_string(k.locations.size() + 1));
    std::set<int64_t> stored;
    int fresh = 0;
    for (const auto& st : f.body) {
      if (!st.label.empty()) {
        col.push_back(label(st.label) + ":");
        continue;
      }
      std::vector<std::string> parts = split(st.opcode, '.');
      const std::string& base = parts[0];
      immBits_ = 0;
      immOpcode_ = st.opcode;
      for (const auto& p : parts)
        if (p.size() >= 2 && (p[0] == 'b' || p[0] == 'u' || p[0] == 's') &&
            std::all_of(p.begin() + 1, p.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
          immBits_ = std::max(immBits_, std::atoi(p.c_str() + 1));
      if (immBits_ == 0) immBits_ = 64;
      const auto& a = st.args;
      auto need = [&](size_t n) {
        if (a.size() != n) fail(st.line, "'" + st.opcode + "' with " + std::to_string(a.size()) + " operands");
      };
      // Predicated instructions other than branches: guarded by a branch around them.
      std::string skip;
      if (!st.pred.empty() && base != "bra") {
        skip = "Lskip" + std::to_string(++fresh);
        col.push_back(branch(st, !st.predNegated, skip));
      }
      if (base == "ld" && parts.size() > 1 && parts[1] == "param") {
        need(2);
        std::string p = a[1].substr(1, a[1].size() - 2);
        auto it = params_.find(p);
        if (it == params_.end()) fail(st.line, "a parameter load from '" + p + "', not one of the kernel's parameters");
        setAddress(a[0], it->second, st.line);
      } else if (base == "cvta" ||
                 (base == "mov" && a.size() == 2 && !a[1].empty() && !isImmediate(a[1]) && a[1][0] != '%' &&
                  a[1][0] != '-' && !std::isdigit(static_cast<unsigned char>(a[1][0]))) ||
                 ((base == "mov" || base == "cvt") && a.size() == 2 && values_.count(a[1]) &&
                  values_[a[1]].kind != Value::Kind::Data)) {
        need(2);
        setAddress(a[0], resolve(a[1], st.line), st.line);
      } else if (base == "add" && a.size() == 3 &&
                 ((values_.count(a[1]) && values_[a[1]].kind != Value::Kind::Data) ||
                  (values_.count(a[2]) && values_[a[2]].kind != Value::Kind::Data))) {
        bool first = values_.count(a[1]) && values_[a[1]].kind != Value::Kind::Data;
        Value v = resolve(first ? a[1] : a[2], st.line);
        const std::string& other = first ? a[2] : a[1];
        if (!isImmediate(other)) {
          if (!other.empty() && (std::isdigit(static_cast<unsigned char>(other[0])) || other[0] == '-'))
            number(other, st.line, "address offset");
          fail(st.line, "an address plus a computed offset cannot be lifted");
        }
        v.offset += *integer(other);
        setAddress(a[0], v, st.line);
      } else if (base == "ld") {
        Qual q = qualifiers(parts, 1, st.line);
        need(2);
        std::string loc = location(address(a[1], st.line), st.line);
        setAddress(a[0], Value{}, st.line);
        emit(col, thread, st, "ld." + semScope(q, false) + " " + reg(a[0], st.line) + ", " + loc, true, loc, 'R');
      } else if (base == "st") {
        Qual q = qualifiers(parts, 1, st.line);
        need(2);
        Value v = address(a[0], st.line);
        std::string val = data(a[1], st.line);
        if (v.kind == Value::Kind::Output) {
          if (v.offset % 4 != 0 || v.offset / 4 >= static_cast<int64_t>(k.outputs.size()) || v.offset < 0)
            fail(st.line, "a store to clmm_out at byte " + std::to_string(v.offset) + ", which holds no register");
          stored.insert(v.offset / 4);
          emit(col, thread, st, "mov " + k.outputs[static_cast<size_t>(v.offset / 4)] + ", " + val, false);
          out_.instructions.back().output = static_cast<int>(v.offset / 4);
        } else {
          std::string loc = location(v, st.line);
          emit(col, thread, st, "st." + semScope(q, false) + " " + loc + ", " + val, true, loc, 'W');
        }
      } else if (base == "atom" || base == "red") {
        Qual q = qualifiers(parts, 1, st.line);
        if (q.op.empty()) fail(st.line, "'" + st.opcode + "' names no operation");
        if (q.op == "inc" || q.op == "dec") fail(st.line, "atom.inc/dec wrap around a bound the PTX tests cannot express");
        if ((q.op == "min" || q.op == "max") && q.type.size() && q.type[0] == 'u')
          fail(st.line, "an unsigned atom." + q.op + " (the PTX tests compare signed values)");
        std::string sem = q.sem == "weak" ? "relaxed" : q.sem;
        std::string head = base + "." + sem + "." + (q.scope.empty() ? std::string("gpu") : q.scope) + "." + q.op;
        if (base == "atom") {
          size_t n = q.op == "cas" ? 4 : 3;
          need(n);
          std::string loc = location(address(a[1], st.line), st.line);
          std::string text = head + " " + reg(a[0], st.line) + ", " + loc + ", " + data(a[2], st.line);
          if (n == 4) text += ", " + data(a[3], st.line);
          setAddress(a[0], Value{}, st.line);
          emit(col, thread, st, text, true, loc, 'U');
        } else {
          need(2);
          std::string loc = location(address(a[0], st.line), st.line);
          emit(col, thread, st, head + " " + loc + ", " + data(a[1], st.line), true, loc, 'U');
        }
      } else if (base == "fence" || base == "membar") {
        emit(col, thread, st, fence(st, parts), true, "", 'F');
      } else if (base == "bar" || base == "barrier") {
        emit(col, thread, st, barrier(st, parts), true, "", 'B');
      } else if (base == "bra") {
        need(1);
        if (st.pred.empty()) col.push_back("goto " + label(a[0]));
        else col.push_back(branch(st, st.predNegated, label(a[0])));
      } else if (base == "ret" || base == "exit") {
        col.push_back("exit");
      } else if (base == "setp") {
        need(3);
        if (parts.size() != 3) fail(st.line, "'" + st.opcode + "': only setp.CMP.TYPE p, a, b is lifted");
        // PTX's comparisons of integers (the ISA's "Comparison operators"): eq/ne whatever the type,
        // lt/le/gt/ge signed for .sNN and unsigned for .uNN/.bNN, and lo/ls/hi/hs unsigned always.
        // The dialect's branches compare signed, or unsigned with a .u32 suffix.
        static const std::map<std::string, std::string> unsignedAlias = {
            {"lo", "lt"}, {"ls", "le"}, {"hi", "gt"}, {"hs", "ge"}};
        std::string cmp = parts[1];
        const std::string& type = parts[2];
        bool unsignedCmp = type != "s32";
        if (auto u = unsignedAlias.find(cmp); u != unsignedAlias.end()) cmp = u->second, unsignedCmp = true;
        static const std::set<std::string> known = {"eq", "ne", "lt", "le", "gt", "ge"};
        if (!known.count(cmp))
          fail(st.line, "comparison '" + st.opcode + "' (only eq/ne/lt/le/gt/ge/lo/ls/hi/hs are lifted)");
        if (cmp == "eq" || cmp == "ne")
          unsignedCmp = false;  // equality does not depend on signedness
        else if (type != "s32" && type != "u32" && type != "b32")
          fail(st.line, "comparison '" + st.opcode + "' (only 32-bit integer orderings are lifted)");
        // The operands are copied now: the branch reads them later (in a loop, the copy of the
        // turn that last ran the setp, as the predicate register holds).
        std::string p = reg(a[0], st.line);
        std::string x = data(a[1], st.line), y = data(a[2], st.line);
        if (!isImmediate(x)) {
          col.push_back("mov " + p + "_a, " + x);
          x = p + "_a";
        }
        if (!isImmediate(y)) {
          col.push_back("mov " + p + "_b, " + y);
          y = p + "_b";
        }
        if (preds_.count(a[0]))
          fail(st.line, "predicate " + a[0] + " is set twice; the lifter reads code that sets each predicate once");
        preds_[a[0]] = {cmp, x, y, unsignedCmp};
      } else if (base == "selp") {
        need(4);
        std::string d = reg(a[0], st.line);
        std::string x = data(a[1], st.line), y = data(a[2], st.line);
        std::string yes = "Lsel" + std::to_string(++fresh), done = "Lsel" + std::to_string(++fresh);
        PtxStmt g = st;
        g.pred = a[3];
        g.predNegated = false;
        col.push_back(branch(g, false, yes));
        col.push_back("mov " + d + ", " + y);
        col.push_back("goto " + done);
        col.push_back(yes + ":");
        col.push_back("mov " + d + ", " + x);
        col.push_back(done + ":");
        setAddress(a[0], Value{}, st.line);
      } else if (base == "mov" || base == "cvt") {
        need(2);
        if (base == "cvt" && st.opcode.find(".f") != std::string::npos) fail(st.line, "a floating-point conversion");
        col.push_back("mov " + reg(a[0], st.line) + ", " + data(a[1], st.line));
        setAddress(a[0], Value{}, st.line);
      } else if (base == "add" || base == "sub" || base == "and" || base == "or" || base == "xor" ||
                 (base == "mul" && parts.size() > 1 && parts[1] == "lo")) {
        need(3);
        if (parts.back() == "pred") fail(st.line, "predicate arithmetic '" + st.opcode + "' is not lifted");
        col.push_back(base + " " + reg(a[0], st.line) + ", " + data(a[1], st.line) + ", " + data(a[2], st.line));
        setAddress(a[0], Value{}, st.line);
      } else if (base == "neg") {
        need(2);
        col.push_back("sub " + reg(a[0], st.line) + ", 0, " + data(a[1], st.line));
        setAddress(a[0], Value{}, st.line);
      } else if (base == "not" && parts.back() != "pred") {
        need(2);
        col.push_back("xor " + reg(a[0], st.line) + ", " + data(a[1], st.line) + ", -1");
        setAddress(a[0], Value{}, st.line);
      } else if (base == "call") {
        fail(st.line, "a call: the kernel's code is not all in one function (compile with inlining)");
      } else {
        fail(st.line, "instruction '" + st.opcode + "' is not lifted");
      }
      if (!skip.empty()) col.push_back(skip + ":");
    }
    for (size_t i = 0; i < k.outputs.size(); ++i)
      if (!stored.count(static_cast<int64_t>(i)))
        fail(f.line, "kernel " + f.name + " never stores register " + k.outputs[i] + " to clmm_out[" + std::to_string(i) + "]");
    return col;
  }

  // Address registers are tracked in the text's order, not per path: one register may hold one
  // address only, and a register read as data before the text sets it to an address (a loop's
  // later turn would read the address as a number) is refused.
  void setAddress(const std::string& r, const Value& v, int line) {
    if (v.kind != Value::Kind::Data && dataReads_.count(r))
      fail(line, "register " + r + " is read as data before it is set to an address (a branch back would read "
                 "the address as a number); the lifter reads code where an address register holds one address");
    auto it = values_.find(r);
    if (it != values_.end() && (it->second.kind != v.kind || it->second.location != v.location || it->second.offset != v.offset))
      fail(line, "register " + r + " is set to two different values, one of them an address; the lifter reads "
                 "code where an address register holds one address");
    values_[r] = v;
  }

  // A branch to `target` taken when the predicate holds (or, `negated`, when it does not).
  std::string branch(const PtxStmt& st, bool negated, const std::string& target) {
    auto it = preds_.find(st.pred);
    if (it == preds_.end()) fail(st.line, "predicate " + st.pred + " is not set by a setp this lifter reads");
    static const std::map<std::string, std::string> op = {
        {"eq", "beq"}, {"ne", "bne"}, {"lt", "blt"}, {"le", "ble"}, {"gt", "bgt"}, {"ge", "bge"}};
    static const std::map<std::string, std::string> neg = {
        {"eq", "ne"}, {"ne", "eq"}, {"lt", "ge"}, {"le", "gt"}, {"gt", "le"}, {"ge", "lt"}};
    std::string cmp = negated ? neg.at(it->second.cmp) : it->second.cmp;
    return op.at(cmp) + (it->second.unsignedCmp ? ".u32 " : " ") + it->second.a + ", " + it->second.b + ", " + target;
  }

  struct Pred {
    std::string cmp, a, b;
    bool unsignedCmp = false;  // lt/le/gt/ge compare as unsigned 32-bit numbers
  };

  std::shared_ptr<const SourceFile> ptx_;
  const targets::EmittedSource& emitted_;
  const ast::Test& test_;
  std::vector<PtxFunction> functions_;
  std::map<std::string, Value> params_;
  std::map<std::string, Value> values_;
  std::set<std::string> dataReads_;  // registers read as data so far, in the text's order
  std::map<std::string, Pred> preds_;
  int immBits_ = 64;       // the width of the instruction being lifted (its type suffix)
  std::string immOpcode_;  // its opcode, for messages
  LiftedTest out_;
};

}  // namespace

LiftedTest liftPtx(std::shared_ptr<const SourceFile> ptx, const targets::EmittedSource& emitted, const ast::Test& test) {
  return Lifter(std::move(ptx), emitted, test).run();
}

}  // namespace clmm::lifting
