// The structured generator of the AMDGPU differential fuzzer: turns arbitrary bytes into a small,
// valid AMDGPU litmus test (docs/amdgpu.md) of any family and mode — GFX90A, GFX942 (each with or
// without tgsplit), GFX10, GFX11, GFX12 (each in WGP or CU mode) — with wavefronts in one or two
// work-groups and agents, global (coarse- or fine-grained) and LDS locations, loads, stores and
// read-modify-writes with the family's cache bits, waits with counts, invalidations and
// write-backs, barriers, register moves, forward branches and a spin loop, and a final condition.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace clmm::fuzz {

// The test that `data` stands for (Choices of Generator.h reads the bytes). Every output is meant
// to parse and elaborate without error; a refusal is a bug of the generator (a finding).
std::string generateAmdgpuLitmus(const uint8_t* data, size_t size);

}  // namespace clmm::fuzz
