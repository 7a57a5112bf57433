// The PTX litmus front end: PTX tests (header "PTX NAME", the herd/Dat3M PTX format) parsed by
// their own grammar (grammar/PtxLitmus.g4) into the same typed AST as OpenCL tests, so that
// elaboration, both engines and every command treat them alike. See docs/ptx.md.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "litmus/Ast.h"
#include "support/Diagnostics.h"

namespace clmm {

// Whether `text` is a PTX litmus test: its first word, after white space and comments, is
// "PTX" followed by a space or tab.
bool looksLikePtx(const std::string& text);
// Whether `text` is an AMDGPU litmus test (docs/amdgpu.md): its first word is "AMDGPU".
bool looksLikeAmdgpu(const std::string& text);

namespace ptx {
struct Columns;
}

// Parses one PTX or AMDGPU litmus test (the header says which). Throws BadInput (located errors) on bad input.
// `unroll` (--unroll): the turns a loop may run on one path before the path is cut. `columns`, when
// given, receives each thread's instructions as written, before branches are unfolded.
ast::Test parsePtxLitmus(std::shared_ptr<const SourceFile> source, DiagnosticSink& sink, int unroll = 2,
                         ptx::Columns* columns = nullptr);

namespace ptx {

// One operand of an instruction as written: a number, a name (register, location or label)
// or a bracketed address "[x]".
struct Operand {
  enum class Kind { Int, Name, Address };
  Kind kind = Kind::Int;
  int64_t value = 0;  // Int; Address: the offset after the name
  std::string name;
  SourceRange range;
};

// An AMDGPU modifier after the operands: "glc" (no value), "vmcnt(0)" (a number),
// "scope:SCOPE_DEV" (a word).
struct Modifier {
  std::string name;
  bool hasNumber = false;
  int64_t number = 0;
  std::string word;
  SourceRange range;
};

// One cell of a thread's column: a label, an instruction, or both ("L: ld ..." is two items).
struct Item {
  std::string label;   // a label definition when non-empty (then no instruction)
  std::string opcode;  // "ld.acquire.gpu"
  std::string predicate;  // "@p" guard as written (rejected)
  std::vector<Operand> operands;
  std::vector<Modifier> modifiers;  // AMDGPU tests only
  SourceRange range;        // the whole instruction (or label)
  SourceRange opcodeRange;
};

struct ThreadCode {
  std::vector<Item> items;
};

// A virtual alias of the initial state (`y @ generic aliases x;`, `s @ surface aliases x;`): a
// name for `location` reached through the generic address `generic` (the alias's own name for a
// generic alias; the generic address it aliases for a texture, surface or constant alias).
struct Alias {
  std::string location;
  std::string generic;
  Proxy kind = Proxy::Generic;
  SourceRange range;
};
using Aliases = std::map<std::string, Alias>;

// A test's code as written (parsePtxLitmus's `columns`): one column per thread, and the aliases.
// The interleaving search (interleave/) runs this code, not its unfolding.
struct Columns {
  std::vector<ThreadCode> code;
  Aliases aliases;
};

// A register's name as the test means it: "%r0" and "r0" are one register (the herd/Dat3M
// dialect writes "r0", PTX assembly "%r0"), named "r0".
std::string registerName(const std::string& written);

// Turns each thread's items into statements of `test.threads[i].body` (and its parameters):
// instructions become atomic calls, plain accesses, fences, barriers and register arithmetic;
// branches are unfolded into nested ifs. Errors go to `sink` (located).
// Accesses through an alias become accesses of its location at its generic address.
// A label may be reached unroll + 1 times on one path (docs/ptx.md, "Loops").
void buildThreadBodies(ast::Test& test, const std::vector<ThreadCode>& code, const Aliases& aliases,
                       DiagnosticSink& sink, int unroll);

}  // namespace ptx
}  // namespace clmm
