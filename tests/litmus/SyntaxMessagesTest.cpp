// The one rewording of ANTLR's syntax errors (litmus/SyntaxMessages.h), for both grammars.
#include <gtest/gtest.h>

#include "litmus/SyntaxMessages.h"
#include "tests/litmus/Helpers.h"

namespace clmm {
namespace {

const SyntaxWording kOpencl{"'OpenCL NAME'", 4, {{"IDENT", "an identifier"}, {"INT", "an integer"}}};
const SyntaxWording kPtx{"'PTX NAME'", 3, {{"NAME", "a name"}, {"INT", "a number"}}};

TEST(SyntaxMessages, TokenNamesBecomeWords) {
  EXPECT_EQ(rewordSyntaxError("mismatched input 'u' expecting {';', ','}", kOpencl),
            "unexpected 'u', expecting ';', ','");
  EXPECT_EQ(rewordSyntaxError("mismatched input '<EOF>' expecting HEADER", kOpencl),
            "unexpected end of file, expecting a header line 'OpenCL NAME'");
  EXPECT_EQ(rewordSyntaxError("missing HEADER at 'x'", kOpencl), "expected a header line 'OpenCL NAME' first");
  EXPECT_EQ(rewordSyntaxError("extraneous input 'x' expecting {IDENT, INT}", kOpencl),
            "unexpected 'x', expecting an identifier, an integer");
  EXPECT_EQ(rewordSyntaxError("mismatched input 'x' expecting {NAME, INT}", kPtx),
            "unexpected 'x', expecting a name, a number");
  EXPECT_EQ(rewordSyntaxError("mismatched input 'exists' expecting {';', '|'}", kPtx),
            "unexpected 'exists', expecting ';', '|'");
}

TEST(SyntaxMessages, LongListsAndEarlyEndOfFile) {
  EXPECT_EQ(rewordSyntaxError("mismatched input 'x' expecting {'a', 'b', 'c', 'd', 'e'}", kOpencl), "unexpected 'x'");
  EXPECT_EQ(rewordSyntaxError("mismatched input 'x' expecting {'a', 'b', 'c', 'd'}", kPtx), "unexpected 'x'");
  EXPECT_EQ(rewordSyntaxError("mismatched input '<EOF>' expecting {'}', ';'}", kOpencl),
            "unexpected end of file: missing '}'");
  EXPECT_EQ(rewordSyntaxError("no viable alternative at input 'a b'", kPtx), "cannot parse 'a b'");
  EXPECT_EQ(rewordSyntaxError("token recognition error at: '$'", kOpencl), "unexpected character '$'");
}

// What the user wrote is quoted and stays as written: an identifier spelled like a token name
// was once rewritten ("unexpected 'an integer'").
TEST(SyntaxMessages, QuotedTextIsTheUsers) {
  EXPECT_EQ(rewordSyntaxError("mismatched input 'INT' expecting {';', ','}", kOpencl),
            "unexpected 'INT', expecting ';', ','");
  EXPECT_EQ(rewordSyntaxError("extraneous input 'HEADER' expecting NAME", kPtx),
            "unexpected 'HEADER', expecting a name");
  const std::string error = test::firstError(R"(OpenCL t
{ x=0; }
P0 (global int* x) {
  int r0 = 1 INT;
}
exists (0:r0=1)
)");
  EXPECT_NE(error.find("'INT'"), std::string::npos) << error;
  EXPECT_EQ(error.find("an integer'"), std::string::npos) << error;
}

}  // namespace
}  // namespace clmm
