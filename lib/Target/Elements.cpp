//===- Elements.cpp - the element types of tensor-core operands ------------===//
#include "cute-nvgpu/Target/Elements.h"

namespace cute_nvgpu::target {

namespace {
struct ElemRow {
  Elem elem;
  const char *name;
  int bits;
};
constexpr ElemRow kElems[] = {
    {Elem::F16, "f16", 16},    {Elem::BF16, "bf16", 16}, {Elem::TF32, "tf32", 32},
    {Elem::F32, "f32", 32},    {Elem::F64, "f64", 64},   {Elem::E4M3, "e4m3", 8},
    {Elem::E5M2, "e5m2", 8},   {Elem::E2M3, "e2m3", 6},  {Elem::E3M2, "e3m2", 6},
    {Elem::E2M1, "e2m1", 4},   {Elem::S8, "s8", 8},      {Elem::U8, "u8", 8},
    {Elem::S4, "s4", 4},       {Elem::U4, "u4", 4},      {Elem::B1, "b1", 1},
    {Elem::S32, "s32", 32},    {Elem::UE8M0, "ue8m0", 8}, {Elem::UE4M3, "ue4m3", 8},
};
} // namespace

const char *elemName(Elem e) {
  for (const ElemRow &r : kElems)
    if (r.elem == e)
      return r.name;
  return "";
}

Elem elemFromName(std::string_view ptxName) {
  for (const ElemRow &r : kElems)
    if (ptxName == r.name)
      return r.elem;
  return Elem::None;
}

int elemBits(Elem e) {
  for (const ElemRow &r : kElems)
    if (r.elem == e)
      return r.bits;
  return 0;
}

} // namespace cute_nvgpu::target
