//===- LoweringUtils.cpp - shared by the family lowerings -----------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"
#include "cute-nvgpu/Layout/Dynamic.h"
#include "cute-nvgpu/Layout/LayoutValue.h"
#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"

using namespace mlir;

namespace cute_nvgpu::lowering {

Type storageType(Type t) {
  MLIRContext *ctx = t.getContext();
  if (t.isF16() || t.isBF16() || t.isF32() || t.isF64())
    return t;
  if (isa<FloatTF32Type>(t))
    return Float32Type::get(ctx); // tf32 lives in f32 registers
  if (auto i = dyn_cast<IntegerType>(t))
    return IntegerType::get(ctx, i.getWidth());
  if (auto f = dyn_cast<FloatType>(t))
    return IntegerType::get(ctx, f.getWidth()); // fp8/fp6/fp4 bit patterns
  return {};
}

Type regType(MLIRContext *ctx, Reg r) {
  switch (r) {
  case Reg::F16x2:
    return VectorType::get({2}, Float16Type::get(ctx));
  case Reg::I32:
    return IntegerType::get(ctx, 32);
  case Reg::F32:
    return Float32Type::get(ctx);
  case Reg::F64:
    return Float64Type::get(ctx);
  }
  return {};
}

target::ptx::RegClass regClass(Reg r) {
  switch (r) {
  case Reg::F32:
    return target::ptx::RegClass::F32;
  case Reg::F64:
    return target::ptx::RegClass::F64;
  default:
    return target::ptx::RegClass::B32;
  }
}

Value i32Constant(OpBuilder &b, Location loc, int32_t v) {
  return LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                  b.getI32IntegerAttr(v));
}

Value VectorPositions::get(OpBuilder &b, Location loc, int32_t i) {
  if (i >= static_cast<int32_t>(values_.size()))
    values_.resize(i + 1);
  if (!values_[i])
    values_[i] = i32Constant(b, loc, i);
  return values_[i];
}

/// Position `i` from `positions`, or a constant of its own.
static Value position(OpBuilder &b, Location loc, VectorPositions *positions,
                      int64_t i) {
  int32_t p = static_cast<int32_t>(i);
  return positions ? positions->get(b, loc, p) : i32Constant(b, loc, p);
}

SmallVector<Value> packRegisters(OpBuilder &b, Location loc, Value vec,
                                 Reg r, VectorPositions *positions) {
  auto vt = cast<VectorType>(vec.getType());
  MLIRContext *ctx = b.getContext();
  Type elem = vt.getElementType();
  int64_t n = vt.getNumElements();
  unsigned elemBits = elem.getIntOrFloatBitWidth();
  unsigned regBits = r == Reg::F64 ? 64 : 32;
  int64_t per = regBits / elemBits;
  SmallVector<Value> regs;
  Type rt = regType(ctx, r);
  for (int64_t i = 0; i < n; i += per) {
    Value piece;
    if (per == 1) {
      piece = LLVM::ExtractElementOp::create(b, loc, vec,
                                             position(b, loc, positions, i));
    } else {
      SmallVector<int32_t> mask;
      for (int64_t j = 0; j < per; ++j)
        mask.push_back(static_cast<int32_t>(i + j));
      piece = LLVM::ShuffleVectorOp::create(b, loc, vec, vec, mask);
    }
    if (piece.getType() != rt)
      piece = LLVM::BitcastOp::create(b, loc, rt, piece);
    regs.push_back(piece);
  }
  return regs;
}

Value unpackRegisters(OpBuilder &b, Location loc, ArrayRef<Value> regs,
                      VectorType vt, VectorPositions *positions) {
  Type elem = vt.getElementType();
  int64_t n = vt.getNumElements();
  int64_t per = n / static_cast<int64_t>(regs.size());
  Value out = LLVM::PoisonOp::create(b, loc, vt);
  int64_t pos = 0;
  for (Value r : regs) {
    Value piece = r;
    Type pieceType = per == 1 ? elem : VectorType::get({per}, elem);
    if (piece.getType() != pieceType)
      piece = LLVM::BitcastOp::create(b, loc, pieceType, piece);
    for (int64_t j = 0; j < per; ++j, ++pos) {
      Value scalar = piece;
      if (per != 1)
        scalar = LLVM::ExtractElementOp::create(
            b, loc, piece, position(b, loc, positions, j));
      out = LLVM::InsertElementOp::create(b, loc, out, scalar,
                                          position(b, loc, positions, pos));
    }
  }
  return out;
}

SmallVector<Value> packScalars(OpBuilder &b, Location loc,
                               ArrayRef<Value> elems, Reg r,
                               VectorPositions *positions) {
  SmallVector<Value> regs;
  if (elems.empty())
    return regs;
  Type elem = elems.front().getType();
  unsigned regBits = r == Reg::F64 ? 64 : 32;
  int64_t per = regBits / elem.getIntOrFloatBitWidth();
  Type rt = regType(b.getContext(), r);
  for (size_t i = 0; i < elems.size(); i += per) {
    Value piece = elems[i];
    if (per != 1) {
      piece = LLVM::PoisonOp::create(b, loc, VectorType::get({per}, elem));
      for (int64_t j = 0; j < per; ++j)
        piece = LLVM::InsertElementOp::create(
            b, loc, piece, elems[i + j],
            position(b, loc, positions, static_cast<int32_t>(j)));
    }
    if (piece.getType() != rt)
      piece = LLVM::BitcastOp::create(b, loc, rt, piece);
    regs.push_back(piece);
  }
  return regs;
}

SmallVector<Value> unpackScalars(OpBuilder &b, Location loc,
                                 ArrayRef<Value> regs, Type elem, int64_t count,
                                 VectorPositions *positions) {
  SmallVector<Value> out;
  int64_t per = count / static_cast<int64_t>(regs.size());
  Type pieceType = per == 1 ? elem : VectorType::get({per}, elem);
  for (Value r : regs) {
    Value piece = r;
    if (piece.getType() != pieceType)
      piece = LLVM::BitcastOp::create(b, loc, pieceType, piece);
    if (per == 1) {
      out.push_back(piece);
      continue;
    }
    for (int64_t j = 0; j < per; ++j)
      out.push_back(LLVM::ExtractElementOp::create(
          b, loc, piece, position(b, loc, positions, static_cast<int32_t>(j))));
  }
  return out;
}

Value createInlineAsm(OpBuilder &b, Location loc, Type resultType,
                      ValueRange operands, const target::ptx::InlineAsm &code,
                      bool hasSideEffects) {
  return LLVM::InlineAsmOp::create(
             b, loc, resultType, operands, code.text, code.constraints,
             hasSideEffects, /*is_align_stack=*/false, LLVM::TailCallKind::None,
             LLVM::AsmDialectAttr::get(b.getContext(),
                                       LLVM::AsmDialect::AD_ATT),
             /*operand_attrs=*/ArrayAttr())
      .getResult(0);
}

void emitInlineAsm(OpBuilder &b, Location loc, ValueRange operands,
                   const target::ptx::InlineAsm &code) {
  LLVM::InlineAsmOp::create(
      b, loc, TypeRange(), operands, code.text, code.constraints,
      /*has_side_effects=*/true, /*is_align_stack=*/false,
      LLVM::TailCallKind::None,
      LLVM::AsmDialectAttr::get(b.getContext(), LLVM::AsmDialect::AD_ATT),
      /*operand_attrs=*/ArrayAttr());
}

} // namespace cute_nvgpu::lowering

Type cute_nvgpu::lowering::layoutTypeOf(Type memref) {
  auto m = dyn_cast<cute_nvgpu::cute::CuteMemRefType>(memref);
  if (!m)
    return Type();
  cute_nvgpu::layout::AnyLayout l = m.getLayoutValue();
  MLIRContext *ctx = memref.getContext();
  if (l.isComposed())
    return cute_nvgpu::cute::ComposedLayoutType::get(ctx, l.composed());
  return cute_nvgpu::cute::LayoutType::get(ctx, l);
}

Type cute_nvgpu::lowering::withoutEmptyMembers(Type t) {
  auto st = dyn_cast<LLVM::LLVMStructType>(t);
  if (!st)
    return t;
  SmallVector<Type> body;
  for (Type m : st.getBody())
    if (Type k = withoutEmptyMembers(m))
      body.push_back(k);
  if (body.empty())
    return Type();
  if (body.size() == st.getBody().size() && llvm::equal(body, st.getBody()))
    return t;
  return LLVM::LLVMStructType::getLiteral(t.getContext(), body);
}

Type cute_nvgpu::lowering::runtimeLayoutType(Type memref) {
  auto m = dyn_cast<cute_nvgpu::cute::CuteMemRefType>(memref);
  if (!m || m.getSpace() == cute_nvgpu::cute::MemSpace::Rmem)
    return Type();
  Type lowered = cute_nvgpu::cuteLoweredType(layoutTypeOf(memref));
  if (!lowered || !withoutEmptyMembers(lowered))
    return Type();
  return lowered;
}

LogicalResult cute_nvgpu::lowering::leafValues(
    const cute_nvgpu::layout::IntTuple &t, ArrayRef<Value> &dyn,
    SmallVectorImpl<LeafValue> &out) {
  for (const cute_nvgpu::layout::IntTuple &leaf :
       cute_nvgpu::layout::leaves(t)) {
    if (leaf.isStaticInt()) {
      out.push_back({Value(), leaf.value()});
    } else if (leaf.isDynamic() || (leaf.isBasis() && leaf.basisIsDynamic())) {
      if (dyn.empty())
        return failure();
      out.push_back({dyn.front(), 0});
      dyn = dyn.drop_front();
    } else if (leaf.isBasis()) {
      out.push_back({Value(), leaf.value()});
    } else {
      return failure();
    }
  }
  return success();
}

FailureOr<Value> cute_nvgpu::lowering::viewElementAddress(
    OpBuilder &b, Location loc, cute_nvgpu::cute::CuteMemRefType t, Value view,
    const cute_nvgpu::layout::IntTuple &coord, ArrayRef<Value> coordLeaves,
    std::string &why) {
  namespace L = cute_nvgpu::layout;
  Type layoutT = layoutTypeOf(t);
  std::optional<L::CuteIRValue> layout = cuteTypeValue(layoutT);
  Type storage = storageType(t.getElementType());
  if (!layout || !storage) {
    why = "cannot read the layout or element type";
    return failure();
  }
  Value ptr = view, layoutValue;
  if (isa<LLVM::LLVMStructType>(view.getType())) {
    ptr = LLVM::ExtractValueOp::create(b, loc, view, ArrayRef<int64_t>{0});
    layoutValue =
        LLVM::ExtractValueOp::create(b, loc, view, ArrayRef<int64_t>{1});
  }
  auto compute = [&](ArrayRef<L::CuteIRValue> in, L::dyn::Tracer *tracer)
      -> FailureOr<std::vector<L::CuteIRValue>> {
    const L::IntTuple &crd = in[1].intTuple();
    L::CuteIRValue value = in[0];
    if (value.kind() == L::CuteIRValue::Kind::Composed) {
      L::ComposedLayout c = value.composed();
      if (c.hasOuterLayout()) {
        why = "an element of a composed layout with an outer layout";
        return failure();
      }
      // A pointer swizzle acts on the byte address (below); a layout
      // swizzle on the element offset.
      if (c.ptrBits)
        c.swizzle = L::Swizzle{};
      value = L::CuteIRValue{c};
    }
    L::Result<L::IntTuple> idx = L::layoutValueAt(crd, value, tracer);
    if (!idx.ok()) {
      why = idx.error().message;
      return failure();
    }
    return std::vector<L::CuteIRValue>{L::CuteIRValue{*idx}};
  };
  std::vector<L::CuteIRValue> computed;
  FailureOr<SmallVector<SmallVector<Value>>> leaves;
  if (!layoutValue && coordLeaves.empty() &&
      cuteDynamicLeafCount(*layout) == 0 &&
      cuteDynamicLeafCount(L::CuteIRValue{coord}) == 0) {
    // Nothing is known only at run time (a register tensor's element at a
    // static coordinate, the common case): the offset is the static
    // algebra's, without tracing run-time leaves that do not exist.
    FailureOr<std::vector<L::CuteIRValue>> r =
        compute({*layout, L::CuteIRValue{coord}}, nullptr);
    if (succeeded(r)) {
      computed = std::move(*r);
      leaves = SmallVector<SmallVector<Value>>{{}};
    }
  } else {
    std::vector<CuteRuntimeOperand> operands = {
        {*layout, layoutValue ? cuteUnpackLeaves(b, loc, layoutT, layoutValue)
                              : SmallVector<Value>{}},
        {L::CuteIRValue{coord},
         SmallVector<Value>(coordLeaves.begin(), coordLeaves.end())}};
    leaves = cuteTraceAlgebra(b, loc, operands, compute, &computed);
  }
  if (failed(leaves) || !computed[0].intTuple().isLeaf()) {
    if (why.empty())
      why = "the element's offset is not computable here";
    return failure();
  }
  const L::IntTuple &off = computed[0].intTuple();
  std::optional<L::Swizzle> addressSwizzle;
  if (layout->kind() == L::CuteIRValue::Kind::Composed &&
      layout->composed().ptrBits)
    addressSwizzle = layout->composed().swizzle;
  if (off.isStaticInt() && off.value() == 0 && !addressSwizzle)
    return ptr;
  Value n = off.isStaticInt()
                ? LLVM::ConstantOp::create(b, loc, b.getI64Type(), off.value())
                      .getResult()
                : (*leaves)[0].front();
  Value elem = LLVM::GEPOp::create(b, loc, ptr.getType(), storage, ptr,
                                   ArrayRef<LLVM::GEPArg>{n})
                   .getResult();
  if (!addressSwizzle)
    return elem;
  return swizzleAddress(b, loc, elem, *addressSwizzle);
}

Value cute_nvgpu::lowering::swizzleAddress(OpBuilder &b, Location loc,
                                           Value ptr,
                                           const layout::Swizzle &sw) {
  // CuTe's swizzle pointer: Swizzle<B,M,S> of the byte address,
  // a ^ ((a & (2^B - 1) << (M + S)) >> S), in the pointer's own space.
  if (sw.B == 0)
    return ptr;
  Type i64 = b.getI64Type();
  auto c = [&](int64_t v) {
    return LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(v));
  };
  Value addr = LLVM::PtrToIntOp::create(b, loc, i64, ptr);
  int64_t mask = ((int64_t{1} << sw.B) - 1) << (sw.M + std::max(0, sw.S));
  Value bits = LLVM::AndOp::create(b, loc, addr, c(mask));
  Value moved = sw.S >= 0
                    ? LLVM::LShrOp::create(b, loc, bits, c(sw.S)).getResult()
                    : LLVM::ShlOp::create(b, loc, bits, c(-sw.S)).getResult();
  Value swizzled = LLVM::XOrOp::create(b, loc, addr, moved);
  return LLVM::IntToPtrOp::create(b, loc, ptr.getType(), swizzled);
}

scf::IfOp cute_nvgpu::lowering::ifElectedThread(OpBuilder &b, Location loc) {
  Value elected =
      NVVM::ElectSyncOp::create(b, loc, b.getI1Type(), /*membermask=*/Value());
  return scf::IfOp::create(b, loc, elected, /*withElseRegion=*/false);
}
