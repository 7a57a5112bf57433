// PTX's proxies and virtual aliases (issue 23, item 6; docs/ptx.md, "Proxies"): what the front
// end makes of them (each access's proxy, location and virtual address) and the ptx model's
// rules on them, each outcome checked forbidden and its closest variant allowed.
#include "tests/models/ModelTestUtil.h"

namespace clmm::modeltest {
namespace {

const Event& eventWithText(const Program& p, const std::string& text) {
  for (const auto& e : p.events)
    if (e.text == text) return e;
  ADD_FAILURE() << "no event " << text;
  return p.events.front();
}

TEST(Proxy, AliasesAreTheirLocationAtTheirGenericAddress) {
  Program p = test::elaborateText(R"(PTX aliases
{ x=0; y @ generic aliases x; s @ surface aliases y; t @ texture aliases x; c @ constant aliases x; }
 P0@cta 0,gpu 0 ;
 st.weak x, 1 ;
 ld.weak r0, y ;
 sust.weak s, 2 ;
 tld.weak r1, t ;
 cold.weak r2, c ;
 fence.proxy.alias ;
 fence.proxy.surface ;
exists (x == 1)
)");
  const Event& x = eventWithText(p, "st.weak x, 1");
  const Event& y = eventWithText(p, "ld.weak r0, y");
  const Event& s = eventWithText(p, "sust.weak s, 2");
  const Event& t = eventWithText(p, "tld.weak r1, t");
  const Event& c = eventWithText(p, "cold.weak r2, c");
  for (const Event* e : {&y, &s, &t, &c}) EXPECT_EQ(e->loc, x.loc) << e->text;  // one location
  EXPECT_EQ(x.vaddr, -1);
  EXPECT_GE(y.vaddr, 0);
  EXPECT_EQ(s.vaddr, y.vaddr);  // a surface alias of y is at y's generic address
  EXPECT_EQ(t.vaddr, -1);       // a texture alias of x at x's
  EXPECT_EQ(c.vaddr, -1);
  EXPECT_EQ(p.virtualAddresses.at(static_cast<size_t>(y.vaddr)), "y");
  EXPECT_EQ(x.proxy, Proxy::Generic);
  EXPECT_EQ(y.proxy, Proxy::Generic);
  EXPECT_EQ(s.proxy, Proxy::Surface);
  EXPECT_EQ(t.proxy, Proxy::Texture);
  EXPECT_EQ(c.proxy, Proxy::Constant);
  EXPECT_EQ(eventWithText(p, "fence.proxy.alias").proxy, Proxy::Alias);
  EXPECT_EQ(eventWithText(p, "fence.proxy.surface").proxy, Proxy::Surface);
}

// One thread: a store, maybe a fence, then a load of the same location through another
// address or proxy; the load misses the store only where no proxy fence orders them.
std::string oneThread(const std::string& decl, const std::string& store, const std::string& fences,
                      const std::string& load) {
  return "PTX one-thread\n{ x=0; " + decl + " }\n P0@cta 0,gpu 0 ;\n " + store + " ;\n" + fences + " " + load +
         " ;\nexists (P0:r0 == 0)\n";
}

TEST(Proxy, ASameAddressGenericLoadSeesTheStore) {
  EXPECT_TRUE(forbidden(oneThread("", "st.weak x, 1", "", "ld.weak r0, x"), "ptx"));
}

TEST(Proxy, AGenericAliasNeedsTheAliasFence) {
  const std::string decl = "y @ generic aliases x;";
  EXPECT_TRUE(allowed(oneThread(decl, "st.weak x, 1", "", "ld.weak r0, y"), "ptx"));
  EXPECT_TRUE(allowed(oneThread(decl, "st.weak x, 1", " fence.sc.cta ;\n", "ld.weak r0, y"), "ptx"));
  EXPECT_TRUE(forbidden(oneThread(decl, "st.weak x, 1", " fence.proxy.alias ;\n", "ld.weak r0, y"), "ptx"));
}

TEST(Proxy, ASurfaceStoreNeedsTheSurfaceFenceBeforeAGenericLoad) {
  const std::string decl = "s @ surface aliases x;";
  EXPECT_TRUE(allowed(oneThread(decl, "sust.weak s, 1", "", "ld.weak r0, x"), "ptx"));
  EXPECT_TRUE(allowed(oneThread(decl, "sust.weak s, 1", " fence.proxy.texture ;\n", "ld.weak r0, x"), "ptx"));
  EXPECT_TRUE(forbidden(oneThread(decl, "sust.weak s, 1", " fence.proxy.surface ;\n", "ld.weak r0, x"), "ptx"));
  // One proxy at one address in one CTA needs no fence.
  EXPECT_TRUE(forbidden(oneThread(decl, "sust.weak s, 1", "", "suld.weak r0, s"), "ptx"));
}

TEST(Proxy, SurfaceToTextureNeedsBothFencesInThatOrder) {
  const std::string decl = "s @ surface aliases x; t @ texture aliases x;";
  EXPECT_TRUE(forbidden(
      oneThread(decl, "sust.weak s, 1", " fence.proxy.surface ;\n fence.proxy.texture ;\n", "tld.weak r0, t"), "ptx"));
  EXPECT_TRUE(allowed(
      oneThread(decl, "sust.weak s, 1", " fence.proxy.texture ;\n fence.proxy.surface ;\n", "tld.weak r0, t"), "ptx"));
}

TEST(Proxy, AConstantLoadNeedsTheConstantFenceInItsOwnCta) {
  auto mp = [](int readerCta) {
    return "PTX const-mp\n{ x=0; f=0; c @ constant aliases x; }\n P0@cta 0,gpu 0 | P1@cta " +
           std::to_string(readerCta) +
           ",gpu 0 ;\n st.weak x, 1 | ld.acquire.gpu r1, f ;\n st.release.gpu f, 1 | fence.proxy.constant ;\n"
           " | cold.weak r0, c ;\nexists (P1:r1 == 1 /\\ P1:r0 == 0)\n";
  };
  EXPECT_TRUE(forbidden(mp(0), "ptx"));
  EXPECT_TRUE(forbidden(mp(1), "ptx"));  // the fence runs in the reader's CTA either way
  const std::string writerFence =
      "PTX const-mp-writer-fence\n{ x=0; f=0; c @ constant aliases x; }\n P0@cta 0,gpu 0 | P1@cta 1,gpu 0 ;\n"
      " st.weak x, 1 | ld.acquire.gpu r1, f ;\n fence.proxy.constant | cold.weak r0, c ;\n st.release.gpu f, 1 | ;\n"
      "exists (P1:r1 == 1 /\\ P1:r0 == 0)\n";
  EXPECT_TRUE(allowed(writerFence, "ptx"));
}

TEST(Proxy, ReleaseAndAcquireThroughTwoVirtualAddressesAreNotMorallyStrong) {
  auto mp = [](const std::string& acquired) {
    return "PTX mp-alias\n{ d=0; f=0; g @ generic aliases f; }\n P0@cta 0,gpu 0 | P1@cta 1,gpu 0 ;\n"
           " st.weak d, 1 | ld.acquire.gpu r0, " +
           acquired +
           " ;\n st.release.gpu f, 1 | ld.weak r1, d ;\n"
           "exists (P1:r0 == 1 /\\ P1:r1 == 0)\n";
  };
  EXPECT_TRUE(forbidden(mp("f"), "ptx"));
  EXPECT_TRUE(allowed(mp("g"), "ptx"));
}

}  // namespace
}  // namespace clmm::modeltest
