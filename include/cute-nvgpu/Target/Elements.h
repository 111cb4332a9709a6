//===- Elements.h - the element types of tensor-core operands ---*- C++ -*-===//
//
// One enum for every element type an MMA or a scale factor can take, its
// PTX spelling and its width. Analyses carry Elem (or mlir::Type), never a
// type name as a string; the spelling is produced where PTX is written.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TARGET_ELEMENTS_H
#define CUTE_NVGPU_TARGET_ELEMENTS_H

#include <cstdint>
#include <optional>
#include <string_view>

namespace cute_nvgpu::target {

enum class Elem : uint8_t {
  None, // not an MMA element
  F16, BF16, TF32, F32, F64,
  E4M3, E5M2, E2M3, E3M2, E2M1,
  S8, U8, S4, U4, B1, S32,
  UE8M0, UE4M3, // scale factors
};

/// PTX spelling ("f16", "e4m3", "s32", "ue8m0", ...); "" for None.
const char *elemName(Elem e);
/// The element a PTX spelling names (the inverse of elemName), or None.
Elem elemFromName(std::string_view ptxName);
/// Storage width in bits (tf32 32, e2m1 4, b1 1); 0 for None.
int elemBits(Elem e);

} // namespace cute_nvgpu::target

#endif
