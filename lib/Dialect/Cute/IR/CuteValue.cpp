//===- CuteValue.cpp - the CuTe value a cute type denotes -----------------===//
#include "CuteValue.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute;
namespace L = cute_nvgpu::layout;

static FailureOr<L::CuteIRValue> fromText(StringAttr text) {
  L::Result<L::CuteIRValue> v = L::parseCuteIR(text.getValue().str());
  if (!v.ok())
    return failure();
  return v.value();
}

FailureOr<L::CuteIRValue> cute::cuteValueOf(Type t) {
  return llvm::TypeSwitch<Type, FailureOr<L::CuteIRValue>>(t)
      .Case<IntTupleType, ShapeType, StrideType, CoordType, TileType>(
          [](auto tt) { return fromText(tt.getValue()); })
      .Case([](LayoutType lt) -> FailureOr<L::CuteIRValue> {
        const L::AnyLayout &l = lt.getValue();
        if (l.isLayout())
          return L::CuteIRValue{l.layout()};
        if (l.isComposed())
          return L::CuteIRValue{l.composed()};
        return L::CuteIRValue{l.tuple()};
      })
      .Case([](ComposedLayoutType ct) -> FailureOr<L::CuteIRValue> {
        return L::CuteIRValue{ct.getValue()};
      })
      .Case([](SwizzleType st) -> FailureOr<L::CuteIRValue> {
        return L::CuteIRValue{L::Swizzle{st.getB(), st.getM(), st.getS()}};
      })
      .Default([](Type) { return failure(); });
}

bool cute::hasDynamicLeaf(const L::IntTuple &t) {
  if (t.isDynamic())
    return true;
  for (const L::IntTuple &e : t.elems())
    if (hasDynamicLeaf(e))
      return true;
  return false;
}

static bool hasDynamicLeaf(const L::Layout &l) {
  return cute::hasDynamicLeaf(l.shape) || cute::hasDynamicLeaf(l.stride);
}

bool cute::hasDynamicLeaf(const L::CuteIRValue &v) {
  switch (v.kind()) {
  case L::CuteIRValue::Kind::IntTuple:
    return hasDynamicLeaf(v.intTuple());
  case L::CuteIRValue::Kind::Layout:
    return ::hasDynamicLeaf(v.layout());
  case L::CuteIRValue::Kind::Composed:
    return hasDynamicLeaf(v.composed().offset) ||
           ::hasDynamicLeaf(v.composed().layout);
  case L::CuteIRValue::Kind::Swizzle:
    return false;
  case L::CuteIRValue::Kind::Tile:
    for (const L::Tile::Mode &m : v.tile().modes) {
      if (const auto *t = std::get_if<L::IntTuple>(&m); t && hasDynamicLeaf(*t))
        return true;
      if (const auto *l = std::get_if<L::Layout>(&m); l && ::hasDynamicLeaf(*l))
        return true;
    }
    return false;
  }
  return false;
}

bool cute::isStaticCuteType(Type t) {
  FailureOr<L::CuteIRValue> v = cuteValueOf(t);
  return succeeded(v) && !hasDynamicLeaf(*v);
}
