//===- Wgmma.cpp - SM90 WGMMA atom verification ---------------------------===//
//
// seed 000's GMMA K table (K = 256 / element bits: tf32 8, f16/bf16 16,
// e4m3/e5m2/s8/u8 32, s4/u4 64, b1 256) with its four verbatim type
// diagnostics, and seed 004's N dispatch (the 33-entry switch of multiples
// of 8 up to 256; anything else that is not a power of two is "N only
// supported for powers of two").
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/RegisterMma.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace cute_nvgpu;

static int gmmaK(const std::string &c) {
  if (c == "tf32")
    return 8;
  if (c == "f16" || c == "bf16")
    return 16;
  if (c == "e4m3" || c == "e5m2" || c == "s8" || c == "u8")
    return 32;
  if (c == "s4" || c == "u4")
    return 64;
  if (c == "b1")
    return 256;
  return 0;
}

LogicalResult cute_nvgpu::checkWgmmaAtom(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> mnk,
    Type a, Type b, Type c, bool aMnMajor, bool bMnMajor, bool registerA) {
  if (mnk.size() != 3 || llvm::any_of(mnk, [](int64_t d) { return d <= 0; }))
    return emitError() << "shape_MNK must be [M, N, K] with positive extents";
  if (mnk[0] != 64)
    return emitError() << "`sm90.mma` M is 64 (one warpgroup), got M = "
                       << mnk[0];
  int64_t n = mnk[1];
  if (n % 8 != 0 || n > 256) {
    if ((n & (n - 1)) != 0)
      return emitError() << "N only supported for powers of two";
    return emitError() << "`sm90.mma` N must be a multiple of 8 in [8, 256], "
                          "got N = "
                       << n;
  }
  if (registerA && aMnMajor)
    return emitError() << "`sm90.mma` with A in registers (rs) requires a "
                          "K-major A";
  if (!a || !b || !c)
    return success();
  std::string ca = canonicalMmaElement(a), cb = canonicalMmaElement(b),
              cc = canonicalMmaElement(c);
  auto isInt8 = [](const std::string &t) { return t == "s8" || t == "u8"; };
  auto isInt4 = [](const std::string &t) { return t == "s4" || t == "u4"; };
  auto isFp8 = [](const std::string &t) { return t == "e4m3" || t == "e5m2"; };
  if (isInt8(ca) || isInt8(cb)) {
    if (!isInt8(ca) || !isInt8(cb) || cc != "s32")
      return emitError() << "expects A/B of type s8/u8 and D of type i32";
  } else if (isInt4(ca) || isInt4(cb)) {
    if (!isInt4(ca) || !isInt4(cb) || cc != "s32")
      return emitError() << "expects A/B of type s4/u4 and D of type i32";
  } else if (ca == "b1" || cb == "b1") {
    if (ca != "b1" || cb != "b1" || cc != "s32")
      return emitError() << "expects A/B of type u1 and D of type i32";
  } else if (isFp8(ca) || isFp8(cb)) {
    if (!isFp8(ca) || !isFp8(cb))
      return emitError() << "expects A/B of the e5m2/e4m3 type";
    if (cc != "f32" && cc != "f16")
      return emitError() << "`sm90.mma` FP8 accumulates in f32 or f16, got "
                         << c;
  } else {
    bool ok = (ca == "f16" && cb == "f16" && (cc == "f16" || cc == "f32")) ||
              (ca == "bf16" && cb == "bf16" && cc == "f32") ||
              (ca == "tf32" && cb == "tf32" && cc == "f32");
    if (!ok)
      return emitError() << "`sm90.mma` has no form for a=" << a << " b=" << b
                         << " c=" << c
                         << "; `cute-nvgpu query mma --target sm_90a` lists "
                            "the legal ones";
  }
  int k = gmmaK(ca);
  if (mnk[2] != k)
    return emitError() << "`sm90.mma` with " << ca << " inputs has K = " << k
                       << " (256 / element bits), got K = " << mnk[2];
  bool sixteen = ca == "f16" || ca == "bf16";
  if ((aMnMajor || bMnMajor) && !sixteen)
    return emitError() << "`sm90.mma` transposes (MN-major) only 16-bit "
                          "A/B; "
                       << ca << " operands must be K-major";
  return success();
}
