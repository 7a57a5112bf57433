// The lifter never guesses (issue 23, item 7): hostile variants of the committed real-compiler
// fixtures (targets/fixtures/nvcc) with one line replaced. A warp barrier is not a CTA barrier,
// an address offset is read as written whatever its base (0x4 is 4, never 0), a malformed
// operand is a located error in the PTX file, and each fence form lifts to what it means, so a
// weakened compilation is caught (UNSOUND) instead of being called sound. Each verdict through
// both engines.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/cli/Litmus.h"
#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

using clmm::test::has;
using clmm::test::runClmm;
using clmm::test::Scratch;
using clmm::test::slurp;

namespace {

// The fixture `key` of examples/catalogue/`test`, with each (line, text) replaced, checked by
// compile-check under `engine`.
clmm::test::RunResult variant(const std::string& test, const std::string& key,
                              const std::vector<std::pair<int, std::string>>& edits, const std::string& engine) {
  std::string text = slurp("targets/fixtures/nvcc/" + key);
  std::vector<std::string> lines;
  size_t start = 0;
  while (start <= text.size()) {
    size_t nl = text.find('\n', start);
    if (nl == std::string::npos) nl = text.size();
    lines.push_back(text.substr(start, nl - start));
    start = nl + 1;
  }
  for (const auto& [line, replacement] : edits) {
    EXPECT_LE(static_cast<size_t>(line), lines.size());
    lines[static_cast<size_t>(line - 1)] = replacement;
  }
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) out += lines[i] + (i + 1 < lines.size() ? "\n" : "");
  Scratch s;
  s.write("ptx/" + key, out);
  return runClmm({"compile-check", "--compiler", "nvcc", "--ptx", s.path("ptx"), "-q", "--engine", engine,
                  "examples/catalogue/" + test});
}

const char* kBarrier = "barrier_global.litmus";
const char* kBarrierKey = "barrier_global-2caf5d87d368.ptx";
const char* kMp = "mp_dev_two_groups.litmus";
const char* kMpKey = "mp_dev_two_groups-f9af1fd3f482.ptx";
const char* kFences = "mp_fences_global.litmus";
const char* kFencesKey = "mp_fences_global-6e54e3cf67fb.ptx";

class LiftHostile : public ::testing::TestWithParam<std::string> {};

// barrier_global is sound only through its two bar.sync: without them the compiled test is
// unsound. Wrapped in warp barriers instead (the former lifter read bar.warp.sync as bar.sync,
// so this weakened compilation was called sound), it is refused at the warp barrier's line.
TEST_P(LiftHostile, WarpSyncIsNotACtaBarrier) {
  auto sound = variant(kBarrier, kBarrierKey, {}, GetParam());
  EXPECT_EQ(sound.rc, 0) << sound.out << sound.err;
  auto removed = variant(kBarrier, kBarrierKey, {{31, ""}, {52, ""}}, GetParam());
  EXPECT_EQ(removed.rc, 1) << removed.out << removed.err;
  EXPECT_TRUE(has(removed.out, "UNSOUND")) << removed.out;
  for (const char* warp : {"\tbar.warp.sync \t-1;", "\tbar.warp.sync \t0xffffffff;"}) {
    auto r = variant(kBarrier, kBarrierKey, {{31, warp}, {52, warp}}, GetParam());
    EXPECT_EQ(r.rc, 3) << r.out;
    EXPECT_TRUE(has(r.out, std::string(kBarrierKey) + ":31:1: error: cannot lift: 'bar.warp.sync' synchronises the "
                                                      "threads of one warp, not a CTA barrier"))
        << r.out;
    EXPECT_FALSE(has(r.out, "ok ")) << r.out;
  }
  auto outside = variant(kBarrier, kBarrierKey, {{31, "\tbar.sync \t16;"}}, GetParam());
  EXPECT_EQ(outside.rc, 3) << outside.out;
  EXPECT_TRUE(has(outside.out, ":31:1: error: cannot lift: barrier number 16 is outside 0-15")) << outside.out;
  // Barrier numbers as PTX writes them: 0x0 is barrier 0.
  auto hex =
      variant(kBarrier, kBarrierKey, {{31, "\tbar.sync \t0x0;"}, {52, "\tbarrier.sync.aligned \t0;"}}, GetParam());
  EXPECT_EQ(hex.rc, 0) << hex.out << hex.err;
}

// Address offsets are read as written: [%rd4+0x4] is 4 bytes past `data` (the former lifter read
// it as offset 0, i.e. `data` itself, and called the compilation sound), [%rd5+0x4] the second
// output slot; a negative or malformed offset is refused, never read as another number.
TEST_P(LiftHostile, AddressOffsetsAreReadAsWritten) {
  auto past = variant(kMp, kMpKey, {{82, "\tld.global.u32 \t%r6, [%rd4+0x4];"}}, GetParam());
  EXPECT_EQ(past.rc, 3) << past.out;
  EXPECT_TRUE(
      has(past.out, std::string(kMpKey) + ":82:1: error: cannot lift: an access at offset 4 from location 'data'"))
      << past.out;
  EXPECT_FALSE(has(past.out, "ok ")) << past.out;
  for (const char* slot : {"\tst.global.u32 \t[%rd5+0x4], %r6;", "\tst.global.u32 \t[%rd5+0X04], %r6;",
                           "\tst.global.u32 \t[%rd5+0b100], %r6;", "\tst.global.u32 \t[%rd5+04], %r6;",
                           "\tst.global.u32 \t[%rd5 + 4U], %r6;"}) {
    auto r = variant(kMp, kMpKey, {{90, slot}}, GetParam());
    EXPECT_EQ(r.rc, 0) << slot << "\n" << r.out << r.err;
  }
  // Both registers stored at slot 0 leaves slot 1 unstored: 0x0 is 0, not a guess.
  auto zero = variant(kMp, kMpKey, {{90, "\tst.global.u32 \t[%rd5+0x0], %r6;"}}, GetParam());
  EXPECT_EQ(zero.rc, 3);
  EXPECT_TRUE(has(zero.out, "cannot lift: kernel clmm_P1 never stores register r1 to clmm_out[1]")) << zero.out;
  struct Bad {
    int line;
    const char* text;
    const char* message;
  };
  for (const Bad& b : std::vector<Bad>{
           {90, "\tst.global.u32 \t[%rd5+-4], %r6;", ":90:1: error: cannot lift: a store to clmm_out at byte -4"},
           {90, "\tst.global.u32 \t[%rd5-0x4], %r6;", ":90:1: error: cannot lift: a store to clmm_out at byte -4"},
           {82, "\tld.global.u32 \t%r6, [%rd4+0x];",
            ":82:1: error: cannot lift: malformed address offset in '[%rd4+0x]': '0x' is not a PTX integer"},
           {82, "\tld.global.u32 \t%r6, [%rd4+4x];",
            ":82:1: error: cannot lift: malformed address offset in '[%rd4+4x]': '4x' is not a PTX integer"},
           {82, "\tld.global.u32 \t%r6, [%rd4+08];",
            ":82:1: error: cannot lift: malformed address offset in '[%rd4+08]': '08' is not a PTX integer"},
           {82, "\tld.global.u32 \t%r6, [%rd4+%r1];",
            ":82:1: error: cannot lift: malformed address offset in '[%rd4+%r1]': '%r1' is not a PTX integer"},
           {82, "\tld.global.u32 \t%r6, [4096];", ":82:1: error: cannot lift: an access to the absolute address 4096"},
           {76, "\tmov.u32 \t%r6, 0x1g;", ":76:1: error: cannot lift: malformed operand: '0x1g' is not a PTX integer"},
           {76, "\tmov.u32 \t%r6, 1.5;", ":76:1: error: cannot lift: malformed operand: '1.5' is not a PTX integer"},
           {80, "\tadd.s64 \t%rd4, %rd1, 0xz;",
            ":80:1: error: cannot lift: malformed address offset: '0xz' is not a PTX integer"}}) {
    auto r = variant(kMp, kMpKey, {{b.line, b.text}}, GetParam());
    EXPECT_EQ(r.rc, 3) << b.text << "\n" << r.out;
    EXPECT_TRUE(has(r.out, std::string(kMpKey) + b.message)) << b.text << "\n" << r.out;
  }
}

// Immediates are 32-bit patterns in a 32-bit instruction: mov.u32 %r6, 0xffffffff is -1, as the
// source's `int r1 = -1` (the compilation stays sound); an offset added to an address is 64-bit.
TEST_P(LiftHostile, ImmediatesKeepTheirWidth) {
  for (const char* mov : {"\tmov.u32 \t%r6, 0xffffffff;", "\tmov.b32 \t%r6, -0x1;", "\tmov.s32 \t%r6, 037777777777;"}) {
    auto r = variant(kMp, kMpKey, {{76, mov}}, GetParam());
    EXPECT_EQ(r.rc, 0) << mov << "\n" << r.out << r.err;
  }
  auto two = variant(kMp, kMpKey, {{76, "\tmov.u32 \t%r6, 0x1;"}}, GetParam());
  EXPECT_EQ(two.rc, 1) << two.out << two.err;  // r1 = 1 when the flag is not seen: not the source's -1
  auto wide = variant(kMp, kMpKey, {{76, "\tmov.u32 \t%r6, 0x100000000;"}}, GetParam());
  EXPECT_EQ(wide.rc, 3);
  EXPECT_TRUE(has(wide.out, ":76:1: error: cannot lift: immediate '0x100000000' does not fit the 32 bits of 'mov.u32'"))
      << wide.out;
  auto offset = variant(kMp, kMpKey, {{80, "\tadd.s64 \t%rd4, %rd1, 0x0;"}}, GetParam());
  EXPECT_EQ(offset.rc, 0) << offset.out << offset.err;
}

// Each fence form lifts to what it means (PTX ISA, fence: .sem is .sc, .acq_rel (the default),
// .acquire or .release; the scope is required). P0's release fence and P1's acquire fence make
// mp_fences_global sound; an acquire fence in the producer, or a release fence in the consumer,
// does not (the weakened compilations are caught), and a fence the lifter cannot read is refused.
TEST_P(LiftHostile, EachFenceFormMeansWhatItSays) {
  struct Case {
    const char* p0;
    const char* p1;
    int rc;
  };
  for (const Case& c : std::vector<Case>{{"\tfence.release.gpu;", "\tfence.acquire.gpu;", 0},
                                         {"\tfence.gpu;", "\tfence.gpu;", 0},
                                         {"\tmembar.gl;", "\tfence.sc.gpu;", 0},
                                         {"\tfence.acq_rel.sys;", "\tfence.acquire.sys;", 0},
                                         {"\tfence.acquire.gpu;", "\tfence.acq_rel.gpu;", 1},
                                         {"\tfence.acq_rel.gpu;", "\tfence.release.gpu;", 1},
                                         {"\tfence.release.cta;", "\tfence.acquire.gpu;", 1}}) {
    auto r = variant(kFences, kFencesKey, {{37, c.p0}, {86, c.p1}}, GetParam());
    EXPECT_EQ(r.rc, c.rc) << c.p0 << " / " << c.p1 << "\n" << r.out << r.err;
    if (c.rc == 1) {
      EXPECT_TRUE(has(r.out, "target outcome 1:r0=1 1:r1=0 (allowed) is forbidden by the source")) << r.out;
    }
  }
  struct Bad {
    const char* text;
    const char* message;
  };
  for (const Bad& b : std::vector<Bad>{
           {"\tfence.acq_rel;", "cannot lift: 'fence.acq_rel' names no scope (PTX writes fence{.sem}.scope)"},
           {"\tfence.sc;", "cannot lift: 'fence.sc' names no scope"},
           {"\tfence.sc.acquire.gpu;",
            "cannot lift: 'fence.sc.acquire.gpu': unknown or repeated fence qualifier .acquire"},
           {"\tfence.acq_rel.gpu.foo;",
            "cannot lift: 'fence.acq_rel.gpu.foo': unknown or repeated fence qualifier .foo"},
           {"\tfence.acquire.sync_restrict::shared::cluster.cluster;",
            "cannot lift: 'fence.acquire.sync_restrict::shared::cluster.cluster': proxy and restricted fences are "
            "outside PTX's memory model as clmm checks it"},
           {"\tfence.proxy.async;", "cannot lift: 'fence.proxy.async': proxy and restricted fences are outside PTX's memory model"},
           {"\tfence.sc.cluster;", "cannot lift: .cluster scope is outside the PTX model clmm checks"},
           {"\tmembar.gpu;", "cannot lift: 'membar.gpu': only membar.cta, membar.gl and membar.sys are lifted"}}) {
    auto r = variant(kFences, kFencesKey, {{37, b.text}}, GetParam());
    EXPECT_EQ(r.rc, 3) << b.text << "\n" << r.out;
    EXPECT_TRUE(has(r.out, std::string(kFencesKey) + ":37:1: error: " + b.message)) << b.text << "\n" << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(Engines, LiftHostile, ::testing::Values("enumerate", "smt"));

}  // namespace
