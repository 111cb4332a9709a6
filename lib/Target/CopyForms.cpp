//===- CopyForms.cpp - the register-file copy forms (the one table) ------===//
#include "cute-nvgpu/Target/CopyForms.h"

namespace cute_nvgpu::target {

const std::vector<CopyFormRow> &copyForms() {
  using M = Mnemonic;
  // clang-format off
  static const std::vector<CopyFormRow> kRows = {
    // ldmatrix: smem -> rmem, one 16-byte row address per lane, each 8x8
    // b16 matrix lands as one 32-bit register (two values) per thread.
    {M::Ldsm, "m8n8.x1",       16, 32,  1, false, "", "ldmatrix.sync.aligned.m8n8.x1.shared.b16", 65},
    {M::Ldsm, "m8n8.x2",       16, 64,  2, false, "", "ldmatrix.sync.aligned.m8n8.x2.shared.b16", 65},
    {M::Ldsm, "m8n8.x4",       16, 128, 4, false, "", "ldmatrix.sync.aligned.m8n8.x4.shared.b16", 65},
    {M::Ldsm, "m8n8.x1.trans", 16, 32,  1, true,  "", "ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16", 65},
    {M::Ldsm, "m8n8.x2.trans", 16, 64,  2, true,  "", "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16", 65},
    {M::Ldsm, "m8n8.x4.trans", 16, 128, 4, true,  "", "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16", 65},
    // stmatrix: rmem -> smem, the mirror image (SM90+).
    {M::Stsm, "m8n8.x1",       16, 32,  1, false, "", "stmatrix.sync.aligned.m8n8.x1.shared.b16", 78},
    {M::Stsm, "m8n8.x2",       16, 64,  2, false, "", "stmatrix.sync.aligned.m8n8.x2.shared.b16", 78},
    {M::Stsm, "m8n8.x4",       16, 128, 4, false, "", "stmatrix.sync.aligned.m8n8.x4.shared.b16", 78},
    {M::Stsm, "m8n8.x1.trans", 16, 32,  1, true,  "", "stmatrix.sync.aligned.m8n8.x1.trans.shared.b16", 78},
    {M::Stsm, "m8n8.x2.trans", 16, 64,  2, true,  "", "stmatrix.sync.aligned.m8n8.x2.trans.shared.b16", 78},
    {M::Stsm, "m8n8.x4.trans", 16, 128, 4, true,  "", "stmatrix.sync.aligned.m8n8.x4.trans.shared.b16", 78},
    // cp.async: gmem -> smem; .cg (bypass L1) exists only for 16 bytes, and
    // 16 bytes may also cache at all levels (`cache = ca`). The zero-fill
    // rows take a src-size operand: bytes past it land as zeros.
    {M::SimtAsyncCopy, "4",  0, 32,  0, false, "ca", "cp.async.ca.shared.global [dst], [src], 4", 70},
    {M::SimtAsyncCopy, "8",  0, 64,  0, false, "ca", "cp.async.ca.shared.global [dst], [src], 8", 70},
    {M::SimtAsyncCopy, "16", 0, 128, 0, false, "cg", "cp.async.cg.shared.global [dst], [src], 16", 70},
    {M::SimtAsyncCopy, "16, cache = ca", 0, 128, 0, false, "ca", "cp.async.ca.shared.global [dst], [src], 16", 70},
    {M::SimtAsyncCopy, "4",  0, 32,  0, false, "ca", "cp.async.ca.shared.global [dst], [src], 4, src_size", 70, true},
    {M::SimtAsyncCopy, "8",  0, 64,  0, false, "ca", "cp.async.ca.shared.global [dst], [src], 8, src_size", 70, true},
    {M::SimtAsyncCopy, "16", 0, 128, 0, false, "cg", "cp.async.cg.shared.global [dst], [src], 16, src_size", 70, true},
    {M::SimtAsyncCopy, "16, cache = ca", 0, 128, 0, false, "ca", "cp.async.ca.shared.global [dst], [src], 16, src_size", 70, true},
    // universal_copy: one LLVM load/store of the atom's width (NVPTX picks
    // the .bN / .vN spelling).
    {M::UniversalCopy, "8",   0, 8,   0, false, "", "ld|st.{global,shared}, 8 b per thread", 0},
    {M::UniversalCopy, "16",  0, 16,  0, false, "", "ld|st.{global,shared}, 16 b per thread", 0},
    {M::UniversalCopy, "32",  0, 32,  0, false, "", "ld|st.{global,shared}, 32 b per thread", 0},
    {M::UniversalCopy, "64",  0, 64,  0, false, "", "ld|st.{global,shared}, 64 b per thread", 0},
    {M::UniversalCopy, "128", 0, 128, 0, false, "", "ld|st.{global,shared}.v*, 128 b per thread", 0},
  };
  // clang-format on
  return kRows;
}

const CopyFormRow *findCopyForm(Mnemonic atom, std::string_view variant) {
  for (const CopyFormRow &row : copyForms())
    if (row.atom == atom && variant == row.variant)
      return &row;
  return nullptr;
}

const CopyFormRow *findAsyncCopyForm(int bytes, std::string_view cache,
                                     bool zeroFill) {
  std::string width = std::to_string(bytes);
  for (const CopyFormRow &row : copyForms()) {
    if (row.atom != Mnemonic::SimtAsyncCopy || row.zeroFill != zeroFill ||
        row.bitsPerThread != 8 * bytes)
      continue;
    // The width's default row has the bare width as its variant.
    if (cache.empty() ? width == row.variant : cache == row.cache)
      return &row;
  }
  return nullptr;
}

std::optional<CopyTraitsText> copyTraits(const CopyFormRow &row) {
  if (row.atom != Mnemonic::Ldsm && row.atom != Mnemonic::Stsm) {
    std::string bits = std::to_string(row.bitsPerThread);
    std::string one = "(1," + bits + "):(0,1)";
    return CopyTraitsText{"1:0", one, one, one};
  }
  // ldmatrix: each lane gives one 128-bit row address (lanes past the
  // matrices' rows repeat them); each thread receives 32 bits per matrix.
  struct Ldsm {
    int matrices;
    bool transpose;
    const char *src, *dst;
  };
  // clang-format off
  static const Ldsm kLdsm[] = {
    {1, false, "((8,4),128):((128,0),1)",  "(32,32):(32,1)"},
    {2, false, "((16,2),128):((128,0),1)", "(32,(32,2)):(32,(1,1024))"},
    {4, false, "(32,128):(128,1)",         "(32,(32,4)):(32,(1,1024))"},
    {1, true,  "((8,4),128):((128,0),1)",  "((4,8),(16,2)):((256,16),(1,128))"},
    {2, true,  "((16,2),128):((128,0),1)", "((4,8),(16,2,2)):((256,16),(1,128,1024))"},
    {4, true,  "(32,128):(128,1)",         "((4,8),(16,2,4)):((256,16),(1,128,1024))"},
  };
  // clang-format on
  for (const Ldsm &l : kLdsm) {
    if (l.matrices != row.matrices || l.transpose != row.transpose)
      continue;
    if (row.atom == Mnemonic::Ldsm)
      return CopyTraitsText{"32:1", l.src, l.dst, l.dst};
    return CopyTraitsText{"32:1", l.dst, l.src, l.dst};
  }
  return std::nullopt;
}

std::string copyVariants(Mnemonic atom) {
  std::string out;
  for (const CopyFormRow &row : copyForms())
    if (row.atom == atom)
      out += (out.empty() ? "" : "|") + std::string(row.variant);
  return out;
}

} // namespace cute_nvgpu::target
