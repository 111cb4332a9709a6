//===- CuteNvgpuOps.cpp - cute_nvgpu ops -----------------------------------===//
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace cute_nvgpu;

/// `N : i32` as CuTe DSL prints an i32 property in custom forms; the type
/// may be left out when reading.
static ParseResult parseTypedI32(OpAsmParser &p, IntegerAttr &value) {
  int32_t v;
  if (p.parseInteger(v))
    return failure();
  Type i32 = p.getBuilder().getI32Type();
  if (succeeded(p.parseOptionalColon())) {
    Type t;
    SMLoc loc = p.getCurrentLocation();
    if (p.parseType(t))
      return failure();
    if (t != i32)
      return p.emitError(loc, "expected i32, got ") << t;
  }
  value = IntegerAttr::get(i32, v);
  return success();
}

static void printTypedI32(OpAsmPrinter &p, Operation *, IntegerAttr value) {
  p << value.getInt() << " : i32";
}

#define GET_OP_CLASSES
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuOps.cpp.inc"

LogicalResult cute_nvgpu::verifyStaticView(
    Type type, StringRef role, function_ref<InFlightDiagnostic()> emitError) {
  auto m = dyn_cast<cute::CuteMemRefType>(type);
  if (!m)
    return success();
  layout::AnyLayout l = m.getLayoutValue();
  const layout::Layout *plain =
      l.isLayout() ? &l.layout() : (l.isComposed() ? &l.composed().layout : nullptr);
  bool dynamicOffset = l.isComposed() && !l.composed().offset.isStaticInt();
  if (plain && !dynamicOffset && layout::isStatic(*plain))
    return success();
  InFlightDiagnostic d = emitError();
  d << "expects a static layout for " << role << ", but got " << type << ": ";
  if (m.getSpace() == cute::MemSpace::Rmem)
    d << "a register fragment's size and register order are fixed at "
         "compile time";
  else
    d << "an atom moves a fixed number of values per thread, so the view of "
         "one thread's values is static; keep a runtime-sized tensor as its "
         "pointer and a !cute.layout, and view one thread's part of it with "
         "`cute_nvgpu.make_view %ptr offset(%elements)`";
  return d;
}

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
  if (SideEffects::Resource *r = resourceOf(getSrc().getType())) {
    effects.emplace_back(MemoryEffects::Read::get(), &getSrcMutable(), r);
    // A volatile or ordered (acquire, relaxed, ...) load is observable even
    // when its value is unused: it must not be erased as dead.
    if (auto u = dyn_cast<UniversalCopyType>(getAtom().getType()))
      if (u.getMemOrder() || u.getMemScope())
        effects.emplace_back(MemoryEffects::Write::get(), r);
  }
  if (getDst())
    if (SideEffects::Resource *r = resourceOf(getDst().getType()))
      effects.emplace_back(MemoryEffects::Write::get(),
                           &getDstMutable()[0], r);
}
