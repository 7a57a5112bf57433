// Loading a model file: lexing, parsing, name resolution and type checking. The language is a
// herd-style "cat" relation algebra:
//
//   model   := [STRING | NAME] OPTION* stmt* EOF     (herd's title and options: withoutsc, withinit)
//   stmt    := 'let' NAME '=' expr ('and' NAME '=' expr)*
//            | 'let' 'rec' NAME '=' expr ('and' NAME '=' expr)*
//            | 'let' NAME '(' NAME (',' NAME)* ')' '=' expr       a function, replaced at each call
//            | 'include' STRING
//            | ('acyclic' | 'irreflexive' | 'empty') expr 'as' NAME ['when' cond]
//            | 'flag' ('~' 'empty' | 'nonempty') expr 'as' NAME ['when' cond]
//            | 'undefined_unless' 'empty' expr 'as' NAME ['when' cond]     (herd's flag)
//            | 'show' expr ['as' NAME] (',' expr ['as' NAME])*     relations the pictures draw
//            | 'total' NAME 'on' expr 'containing' expr ['when' cond] '{' inner* '}' 'as' NAME
//   inner   := a let, let rec or plain check (no flags, no nested total blocks)
//   cond    := cand ('or' cand)* ;  cand := cnot ('and' cnot)* ;  cnot := 'not' cnot | catom
//   catom   := 'empty' expr | '~' 'empty' expr | 'nonempty' expr | '(' cond ')'
//   expr    := seq ('|' seq)*            union              (lowest precedence)
//   seq     := diff (';' diff)*          composition
//   diff    := inter ('\' inter)*        difference
//   inter   := prod ('&' prod)*          intersection
//   prod    := prefix ('*' prefix)*      cartesian product of two event sets
//   prefix  := '~' prefix | postfix      complement
//   postfix := primary ('+' | '*' | '?' | '^' '-' '1' | '^' '2')*
//   primary := NAME | NAME '(' expr (',' expr)* ')' | '_' | '0' | '(' expr ')' | '[' expr ']'
//            | 'domain' '(' expr ')' | 'range' '(' expr ')'
//
// docs/model-language.md is the reference; '!' is read as '~'. A herd model (an unquoted title or
// herd's options) may use herd's names (axioms/stdlib.cat, cos.cat) and redefine primitives.
// All binary operators are left-associative. A '*' after an operand is the binary product when
// the next token can start an operand (a name, '(', '[', '~', '_', '0', 'domain', 'range'),
// else the postfix reflexive-transitive closure. `S^2` is `S * S`. Comments: `(* ... *)`
// (nestable) and `// ...`. Names may contain letters, digits, '_', '.', '-' (as herd's po-loc).
// Keywords, which are not names: let rec and or not as when acyclic irreflexive empty nonempty
// flag total on containing domain range include.
//
// Typing: every expression is an event set or a relation. `|`, `&`, `\` need two operands of
// the same kind; `;`, `+`, `*`, `?`, `^-1`, `domain`, `range` need relations; `[S]`, `S*T`,
// `S^2` need event sets; `~` keeps the kind. `0` is an empty relation, or an empty set where
// an event set is required. `acyclic` and `irreflexive` test relations, `empty` either kind.
//
// `include "FILE"` splices FILE's statements in at that point (FILE relative to the including
// file's directory); errors are reported in the file that holds the offending text.
//
// Scoping: the lets of one scope (the file, or one total block) may be written in any order;
// a definition that depends on itself, directly or through other lets, must be one `let rec`
// group, whose definitions must be monotone in the group (no recursive name under `~` or right
// of `\`). Names are never redefined: not a primitive, not another let, not a let of the
// enclosing scope. The lets and the order variable of a total block are visible only inside
// it. Check names (after `as`) are a separate namespace and unique in the whole file.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "axioms/ModelAst.h"

namespace clmm::cat {

// Parses and checks a model (and the files it includes). Throws BadInput with a located error
// ("file:line:col: error: ..."). Every name is checked against `primitives` here, so a model
// that loads never meets an unknown name when evaluated.
// `reader`, when given, is asked first for an included file: (path as resolved, path as written)
// -> the file, or nullptr to read it from disk. It lets built-in models include each other.
using FileReader =
    std::function<std::shared_ptr<const SourceFile>(const std::string&, const std::string&)>;
Model parseModel(std::shared_ptr<const SourceFile> source, const PrimitiveSignature& primitives,
                 const FileReader& reader = {});

// Convenience: reads the file first (BadInput when it cannot be read).
Model loadModel(const std::string& path, const PrimitiveSignature& primitives);

}  // namespace clmm::cat
