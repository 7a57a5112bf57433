// Tests of every error the model loader reports, each with its exact location: lexical and
// syntax errors, unknown names, type errors, redefinitions, duplicate check names, cyclic lets
// and non-monotone recursion.
#include "tests/axioms/ModelTestUtil.h"

namespace clmm::cat::test {
namespace {

const PrimitiveSignature kSig = {{"S", Kind::Set}, {"T", Kind::Set}, {"U", Kind::Set},
                                 {"r", Kind::Relation}, {"s", Kind::Relation}};

std::string err(const std::string& text) { return firstError(text, kSig); }

TEST(ModelErrors, Lexical) {
  EXPECT_EQ(err("let x = r $ s"), "1:11: unexpected character '$'");
  EXPECT_EQ(err("let x = r (* open (* nested *) still open"), "1:11: unterminated comment");
  EXPECT_EQ(err("\"title\nacyclic r as A"), "1:1: unterminated string literal");
  EXPECT_EQ(err("let x = 2x"), "1:9: a name must not start with a digit");
}

TEST(ModelErrors, Syntax) {
  EXPECT_EQ(err("let x = | r"), "1:9: expected an expression, found '|'");
  EXPECT_EQ(err("let x r"), "1:7: expected '=', found name 'r'");
  EXPECT_EQ(err("let and = r"), "1:5: expected a name, found keyword 'and'");
  EXPECT_EQ(err("acyclic r A"), "1:11: expected 'as', found name 'A'");
  EXPECT_EQ(err("acyclic r as"), "1:13: expected a name, found end of file");
  EXPECT_EQ(err("let x = (r | s"), "1:15: expected ')', found end of file");
  EXPECT_EQ(err("let x = [S"), "1:11: expected ']', found end of file");
  EXPECT_EQ(err("let x = r\nunshow r"),
            "2:1: expected a statement (let, include, acyclic, irreflexive, empty, flag, undefined_unless, total or "
            "show), found name 'unshow'");
  EXPECT_EQ(err("let x = r^3"), "1:11: expected '-1' or '2' after '^', found number '3'");
  EXPECT_EQ(err("let x = 1"), "1:9: '1' is not an expression; only 0 (empty) is");
  EXPECT_EQ(err("let x = r\n  ; ; s"), "2:5: expected an expression, found ';'");
}

TEST(ModelErrors, FlagsConditionsAndBlocks) {
  EXPECT_EQ(err("flag empty r as F"),
            "1:6: expected '~empty' or 'nonempty' (a flag is written 'flag ~empty EXPR as NAME'), "
            "found keyword 'empty'");
  EXPECT_EQ(err("empty r as E when r"),
            "1:19: expected a condition ('empty E', '~empty E', 'nonempty E', 'not', or '('), "
            "found name 'r'");
  EXPECT_EQ(err("empty r as E when (empty s"), "1:27: expected ')', found end of file");
  EXPECT_EQ(err("total o on S containing r { flag ~empty r as F } as T"),
            "1:29: flags are not allowed inside a 'total' block");
  EXPECT_EQ(err("total o on S containing r { total p on S containing r { } as U } as T"),
            "1:29: 'total' blocks cannot be nested");
  EXPECT_EQ(err("total o on S containing r { irreflexive o as I"),
            "1:47: expected a statement (let, acyclic, irreflexive or empty) or '}', found end of file");
  EXPECT_EQ(err("total o on S { } as T"), "1:14: expected 'containing', found '{'");
  EXPECT_EQ(err("total o on S containing r { }"), "1:30: expected 'as', found end of file");
}

TEST(ModelErrors, UnknownNames) {
  EXPECT_EQ(err("let x = r | nope"), "1:13: unknown name 'nope'");
  EXPECT_EQ(err("acyclic r as A when empty nope"), "1:27: unknown name 'nope'");
  // Block-local lets and the order variable are not visible after the block.
  EXPECT_EQ(err("total o on S containing r { let y = o } as T\nacyclic y as A"), "2:9: unknown name 'y'");
  EXPECT_EQ(err("total o on S containing r { } as T\nacyclic o as A"), "2:9: unknown name 'o'");
  EXPECT_EQ(err("total o on S containing o { } as T"), "1:25: unknown name 'o'");
}

TEST(ModelErrors, TypeErrors) {
  EXPECT_EQ(err("let x = [r]"), "1:10: '[...]' needs an event set, but its operand is a relation");
  EXPECT_EQ(err("let x = S | r"),
            "1:11: the operands of '|' must be both event sets or both relations, but the left is an "
            "event set and the right is a relation");
  EXPECT_EQ(err("let x = r & S"),
            "1:11: the operands of '&' must be both event sets or both relations, but the left is a "
            "relation and the right is an event set");
  EXPECT_EQ(err("let x = S ; r"),
            "1:9: ';' needs relations, but its left operand is an event set (write [S] for the "
            "identity relation on a set S)");
  EXPECT_EQ(err("let x = S * r"), "1:13: '*' needs event sets, but its right operand is a relation");
  EXPECT_EQ(err("let x = S * T * U"), "1:9: '*' needs event sets, but its left operand is a relation");
  EXPECT_EQ(err("let x = S+"), "1:9: '+' needs a relation, but its operand is an event set");
  EXPECT_EQ(err("let x = (S)^-1"), "1:10: '^-1' needs a relation, but its operand is an event set");
  EXPECT_EQ(err("let x = r^2"), "1:9: '*' needs event sets, but its left operand is a relation");
  EXPECT_EQ(err("let x = domain(S)"), "1:16: 'domain' needs a relation, but its operand is an event set");
  EXPECT_EQ(err("acyclic S as A"), "1:9: 'acyclic' needs a relation, but this is an event set");
  EXPECT_EQ(err("irreflexive domain(r) as A"),
            "1:13: 'irreflexive' needs a relation, but this is an event set");
  EXPECT_EQ(err("total o on r containing r { } as T"),
            "1:12: 'total ... on' needs an event set, but this is a relation");
  EXPECT_EQ(err("total o on S containing S { } as T"),
            "1:25: 'total ... containing' needs a relation, but this is an event set");
  EXPECT_EQ(err("let x = S\nlet y = x ; r"),
            "2:9: ';' needs relations, but its left operand is an event set (write [S] for the "
            "identity relation on a set S)");
}

TEST(ModelErrors, Redefinitions) {
  EXPECT_EQ(err("let x = r\nlet x = s"), "2:5: redefinition of 'x' (first defined at 1:5)");
  EXPECT_EQ(err("let rec x = r and x = s"), "1:19: redefinition of 'x' (first defined at 1:9)");
  EXPECT_EQ(err("let r = s"), "1:5: 'r' is a primitive and cannot be redefined");
  EXPECT_EQ(err("let x = r\ntotal x on S containing r { } as T"),
            "2:7: redefinition of 'x' (first defined at 1:5)");
  EXPECT_EQ(err("let y = r\ntotal o on S containing r { let y = o } as T"),
            "2:33: redefinition of 'y' (first defined at 1:5)");
  EXPECT_EQ(err("total o on S containing r { let o = r } as T"),
            "1:33: redefinition of 'o' (first defined at 1:7)");
  EXPECT_EQ(err("acyclic r as A\nirreflexive s as A"), "2:18: duplicate check name 'A' (first used at 1:14)");
  EXPECT_EQ(err("total o on S containing r { acyclic o as A } as A"),
            "1:49: duplicate check name 'A' (first used at 1:42)");
}

TEST(ModelErrors, CyclicDefinitions) {
  EXPECT_EQ(err("let x = x | r"),
            "1:9: 'x' is defined in terms of itself (x -> x); use 'let rec' for a recursive definition");
  EXPECT_EQ(err("let a = b ; r\nlet b = a"),
            "2:9: 'a' is defined in terms of itself (a -> b -> a); use 'let rec' for a recursive "
            "definition");
  // A cycle through a plain let is not allowed even when one member is a `let rec`.
  EXPECT_EQ(err("let rec a = b | r\nlet b = a"),
            "2:9: 'a' is defined in terms of itself (a -> b -> a); use 'let rec' for a recursive "
            "definition");
  EXPECT_EQ(err("let rec x = r \\ x"),
            "1:17: recursive use of 'x' under '~' or right of '\\': 'let rec' needs a monotone definition");
  EXPECT_EQ(err("let rec x = r | ~(y ; r) and y = x"),
            "1:19: recursive use of 'y' under '~' or right of '\\': 'let rec' needs a monotone definition");
  EXPECT_EQ(err("let rec x = x"), "1:9: cannot infer whether 'x' is an event set or a relation");
}

TEST(ModelErrors, FormattedWithCaret) {
  try {
    parse("acyclic r as A\nlet x = r | nope\n", kSig);
    FAIL() << "no error";
  } catch (const BadInput& e) {
    EXPECT_EQ(e.formatted(),
              "test.cat:2:13: error: unknown name 'nope'\n"
              "  let x = r | nope\n"
              "              ^~~~\n");
  }
}

TEST(ModelErrors, UnreadableFile) {
  try {
    loadModel("/nonexistent/model.cat", kSig);
    FAIL() << "no error";
  } catch (const BadInput& e) {
    EXPECT_EQ(e.diagnostics().at(0).message, "cannot open file");
  }
}

}  // namespace
}  // namespace clmm::cat::test
