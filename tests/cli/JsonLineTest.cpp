// appendJsonLine (cli/Report.h): a record with a long string member written without copying it
// into a JSON value is byte for byte jsonLine of the record holding it, whatever the text and
// the other members (their keys before and after it, names that are not printable).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli/Report.h"

namespace {

std::string viaJson(nlohmann::json j, const std::string& text) {
  j["explanation"] = text;
  return clmm::jsonLine(j);
}

std::string streamed(const nlohmann::json& j, const std::string& text) {
  std::string out = "before\n";  // appended to what is there
  clmm::appendJsonLine(j, "explanation", text, out);
  return out.substr(7);
}

TEST(JsonLine, AppendedExplanationIsTheSameLine) {
  const std::vector<std::string> texts = {
      "",
      "Explanation of SB under opencl\n  State 0:r0=0:\n    a: W x=1 rlx dev   line 3\n\n",
      "quotes \" and backslashes \\ and\ttabs",
      "UTF-8: caf\xc3\xa9 \xe2\x86\x92 \xf0\x9f\x98\x80",
      "controls \x01 \x1f \x7f \r \b \f and \x1b[31m",
      "invalid UTF-8: \xff \xc3 \xed\xa0\x80 and a bidi \xe2\x80\xae mark",
      std::string("a NUL \0 inside", 14),
  };
  std::vector<nlohmann::json> records;
  records.push_back(nlohmann::json::object());
  records.push_back({{"file", "t.litmus"}, {"engine", "enumerate"}, {"seconds", 0.25}, {"states", {1, 2}}});
  records.push_back(
      {{"a", 1}, {"expectation", nullptr}, {"explanatio", "x"}, {"explanations", "y"}, {"z", {{"k", 1}}}});
  records.push_back({{"file", "bad\xff name\x1b.litmus"}, {"test", "t\n2"}, {"verdict", "allowed"}});
  records.push_back({{"f\x01le", "x"}, {"nested", {{"k\xc3", "v\x7f"}}}});
  for (const auto& j : records)
    for (const auto& text : texts) {
      const auto shownText = nlohmann::json(text).dump(-1, ' ', true, nlohmann::json::error_handler_t::replace);
      EXPECT_EQ(streamed(j, text), viaJson(j, text)) << j.dump(-1, ' ', true, nlohmann::json::error_handler_t::replace)
                                                     << " with " << shownText;
      const std::string line = streamed(j, text);
      ASSERT_FALSE(line.empty());
      EXPECT_EQ(line.back(), '\n');
      EXPECT_TRUE(nlohmann::json::accept(line)) << line;  // valid UTF-8 and syntax
    }
}

// appendJsonString and isPrintableText scan eight bytes at a time: every byte that needs an
// escape or makes the text unprintable, at every offset of a long run of plain text (inside a
// word, at its edges, the last byte), and runs of them.
TEST(JsonLine, EscapesAtEveryOffsetOfALongText) {
  const std::vector<std::string> specials = {"\"", "\\", "\n", "\t", "\x01", "\x1f", "\x7f", "\x80",
                                             "\xc3\xa9", "\xff", "\xe2\x80\xae", std::string(1, '\0'), " ~"};
  const nlohmann::json record = {{"file", "t.litmus"}, {"seconds", 0.5}};
  for (const auto& special : specials)
    for (size_t length : {7u, 8u, 9u, 16u, 23u, 40u})
      for (size_t at = 0; at <= length; ++at) {
        std::string text(length, 'x');
        for (size_t i = 0; i < length; ++i) text[i] = static_cast<char>('a' + i % 26);
        text.insert(at, special);
        if (at % 3 == 0) text += special + special;
        EXPECT_EQ(streamed(record, text), viaJson(record, text)) << "at " << at << " of " << length;
      }
}

}  // namespace
