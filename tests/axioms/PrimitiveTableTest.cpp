// The one primitive table (axioms/PrimitiveTable.h): one row per primitive, in the order of the
// enumeration, the model signature made of it, and each name documented in docs/models.md.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

#include "axioms/BuiltinModels.h"
#include "axioms/PrimitiveTable.h"

namespace clmm {
namespace {

TEST(PrimitiveTable, OneRowPerPrimitiveInEnumerationOrder) {
  std::set<std::string_view> names;
  const auto& table = primitiveTable();
  for (size_t i = 0; i < table.size(); ++i) {
    EXPECT_EQ(static_cast<size_t>(table[i].id), i) << table[i].name;
    EXPECT_TRUE(names.insert(table[i].name).second) << table[i].name;
    EXPECT_FALSE(table[i].meaning.empty()) << table[i].name;
    EXPECT_EQ(findPrimitive(table[i].name), &table[i]);
    EXPECT_EQ(table[i].kind == cat::Kind::Set, table[i].shape == PrimitiveShape::PerEvent) << table[i].name;
  }
  EXPECT_EQ(static_cast<size_t>(Primitive::Amd) + 1, table.size());
  EXPECT_EQ(findPrimitive("hb"), nullptr);
}

TEST(PrimitiveTable, TheModelSignatureIsTheTable) {
  EXPECT_EQ(modelSignature().size(), primitiveTable().size());
  for (const PrimitiveInfo& info : primitiveTable()) EXPECT_EQ(modelSignature().at(std::string(info.name)), info.kind);
}

TEST(PrimitiveTable, EveryPrimitiveIsDocumented) {
  std::ifstream in(std::string(CLMM_SOURCE_DIR) + "/docs/models.md");
  ASSERT_TRUE(in) << "docs/models.md";
  std::stringstream text;
  text << in.rdbuf();
  for (const PrimitiveInfo& info : primitiveTable())
    EXPECT_NE(text.str().find("`" + std::string(info.name) + "`"), std::string::npos) << info.name;
}

}  // namespace
}  // namespace clmm
