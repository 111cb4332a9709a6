//===- CuteNvgpuOps.cpp - cute_nvgpu ops -----------------------------------===//
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace cute_nvgpu;

#define GET_OP_CLASSES
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuOps.cpp.inc"

LogicalResult MakeAtomOp::verify() {
  return verifyAtomInstance(getAtom().getType(), /*target=*/nullptr,
                            /*useShape=*/{}, [&] { return emitOpError(); });
}

void MakeAtomOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  std::string alias = aliasForType(getAtom().getType());
  if (!alias.empty())
    setNameFn(getAtom(), alias);
}

//===----------------------------------------------------------------------===//
// Memory effects, from the operands' residencies
//===----------------------------------------------------------------------===//

namespace {
/// Tensor memory is reached only through tcgen05 instructions, never by a
/// generic load or store, so it is its own resource.
struct TmemResource : public SideEffects::Resource::Base<TmemResource> {
  StringRef getName() final { return "cute_nvgpu::TMEM"; }
};
} // namespace

/// The resource an operand of this type touches, or null for registers.
/// Shared and global memory are the default resource: the loads and stores
/// around our ops (llvm, memref, vector) use it, so ordering against them
/// needs it too.
static SideEffects::Resource *resourceOf(Type t) {
  if (isa<SmemDescViewType>(t))
    return SideEffects::DefaultResource::get();
  auto m = dyn_cast<cute::CuteMemRefType>(t);
  if (!m)
    return nullptr;
  switch (m.getSpace()) {
  case cute::MemSpace::Rmem:
    return nullptr;
  case cute::MemSpace::Tmem:
    return TmemResource::get();
  case cute::MemSpace::Smem:
  case cute::MemSpace::Gmem:
  case cute::MemSpace::Generic: // a generic address may reach either
    return SideEffects::DefaultResource::get();
  }
  return nullptr;
}

void MmaOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  for (OpOperand *operand : {&getAMutable(), &getBMutable()})
    if (SideEffects::Resource *r = resourceOf(operand->get().getType()))
      effects.emplace_back(MemoryEffects::Read::get(), operand, r);
}

Speculation::Speculatability MmaOp::getSpeculatability() {
  for (Value v : {getA(), getB()})
    if (resourceOf(v.getType()))
      return Speculation::NotSpeculatable;
  return Speculation::Speculatable;
}

void CopyOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  if (SideEffects::Resource *r = resourceOf(getSrc().getType()))
    effects.emplace_back(MemoryEffects::Read::get(), &getSrcMutable(), r);
  if (getDst())
    if (SideEffects::Resource *r = resourceOf(getDst().getType()))
      effects.emplace_back(MemoryEffects::Write::get(),
                           &getDstMutable()[0], r);
}
