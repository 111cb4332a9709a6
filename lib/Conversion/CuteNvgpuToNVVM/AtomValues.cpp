//===- AtomValues.cpp - atoms and tiled atoms as run-time values ----------===//
//
// An atom's parameters are its type's, so most atoms are nothing at run
// time (an empty struct that dies with its last lowered user). An MMA atom
// with run-time fields is the struct of them, one i1 each in
// cute_nvgpu.atom.set_value's field order: an SM90 MMA {accum_c}, an SM100
// MMA {accum_c, neg_a, neg_b}, which is how CuTe DSL passes a tiled MMA to
// a kernel (`!llvm.struct<(i1)>`); a block-scaled SM100 MMA adds the
// tensor-memory addresses of its scale factors {..., sf_a, sf_b} (CuTe's
// tsfa_addr, tsfb_addr) and a sparse one the tensor-memory address of its
// metadata {..., metadata} (CuTe's tmem_e). A tiled MMA is its atom's value.
// cute.make_atom takes all fields or none; none gives CuTe's defaults
// (accumulate, no negation: GMMA/UMMA ScaleOut::One, ScaleIn::One; scale
// factors at TMEM address 0 until set).
// set_value / get_value insert and extract a field of these or of an
// executable TMA atom (TmaAtoms.cpp has its struct).
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"

using namespace mlir;
using namespace cute_nvgpu;

namespace {

/// The MMA atom of an atom or tiled MMA type that has run-time fields.
Type mmaAtomWithFields(Type t) {
  t = lowering::untiledAtom(t);
  if (!isa<MmaAtomTypeInterface>(t) || !cute::runtimeFieldCountOf(t))
    return {};
  return t;
}

/// The struct position of an MMA atom's field, or -1.
int mmaFieldIndex(Type atomOrTiled, Attribute field) {
  Type atom = mmaAtomWithFields(atomOrTiled);
  if (!atom)
    return -1;
  if (isa<AtomMmaFieldSm90Attr>(field))
    return isa<Sm90MmaType>(atom) ? 0 : -1;
  auto f = dyn_cast<AtomMmaFieldSm100Attr>(field);
  if (!f || isa<Sm90MmaType>(atom))
    return -1;
  return lowering::sm100MmaFieldIndex(atom, f.getValue());
}

} // namespace

int cute_nvgpu::lowering::sm100MmaFieldIndex(Type atom,
                                             AtomMmaFieldSm100 field) {
  switch (field) {
  case AtomMmaFieldSm100::AccumC: return 0;
  case AtomMmaFieldSm100::NegA: return 1;
  case AtomMmaFieldSm100::NegB: return 2;
  case AtomMmaFieldSm100::SfA:
    return isa<BlockScaleAtomTypeInterface>(atom) ? 3 : -1;
  case AtomMmaFieldSm100::SfB:
    return isa<BlockScaleAtomTypeInterface>(atom) ? 4 : -1;
  case AtomMmaFieldSm100::Metadata:
    if (!isa<SparseMetadataAtomTypeInterface>(atom))
      return -1;
    return isa<BlockScaleAtomTypeInterface>(atom) ? 5 : 3;
  }
  return -1;
}

namespace {

/// A pointer moved to the address space `want` has (a TMA atom keeps its
/// descriptor's generic address whatever space the program names).
Value inSpaceOf(OpBuilder &b, Location loc, Value v, Type want) {
  if (v.getType() == want || !isa<LLVM::LLVMPointerType>(v.getType()) ||
      !isa<LLVM::LLVMPointerType>(want))
    return v;
  return LLVM::AddrSpaceCastOp::create(b, loc, want, v);
}

/// An atom's run-time fields at their defaults: accumulate (an MMA atom's
/// first flag), no negation (its other flags), pointers null (scale
/// factors and metadata at TMEM address 0, no mbarrier), other integers 0.
Value defaultAtomValue(OpBuilder &b, Location loc, LLVM::LLVMStructType st) {
  Value v = LLVM::PoisonOp::create(b, loc, st);
  for (auto [i, ft] : llvm::enumerate(st.getBody())) {
    Value f;
    if (ft.isInteger(1))
      f = LLVM::ConstantOp::create(b, loc, ft, b.getBoolAttr(i == 0));
    else if (isa<IntegerType>(ft))
      f = LLVM::ConstantOp::create(b, loc, ft, b.getIntegerAttr(ft, 0));
    else
      f = LLVM::ZeroOp::create(b, loc, ft);
    v = LLVM::InsertValueOp::create(b, loc, v, f, i);
  }
  return v;
}

/// make_atom: the atom's fields as given, or at their defaults.
struct MakeAtomLowering : public ConvertOpToLLVMPattern<cute::MakeAtomOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::MakeAtomOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Type t = getTypeConverter()->convertType(op.getResult().getType());
    auto st = dyn_cast_or_null<LLVM::LLVMStructType>(t);
    if (!st)
      return op.emitOpError("has no run-time form for ")
             << op.getResult().getType();
    Location loc = op.getLoc();
    unsigned n = st.getBody().size();
    if (a.getFields().empty()) {
      rewriter.replaceOp(op, defaultAtomValue(rewriter, loc, st));
      return success();
    }
    if (a.getFields().size() != n)
      return op.emitOpError("expects ") << n << " run-time fields";
    Value v = LLVM::PoisonOp::create(rewriter, loc, st);
    for (unsigned i = 0; i < n; ++i)
      v = LLVM::InsertValueOp::create(
          rewriter, loc, v,
          inSpaceOf(rewriter, loc, a.getFields()[i], st.getBody()[i]), i);
    rewriter.replaceOp(op, v);
    return success();
  }
};

/// `cute.static` of a tiled copy or tiled MMA type: what make_tiled_copy /
/// make_tiled_mma of a default atom gives (a tiled atom's parameters are
/// all in its type; its run-time value is its atom's fields, at their
/// defaults).
struct StaticTiledLowering : public ConvertOpToLLVMPattern<cute::StaticOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::StaticOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<cute::TiledCopyType, cute::TiledMmaType>(op.getType()))
      return failure();
    Type t = getTypeConverter()->convertType(op.getType());
    if (!t)
      return op.emitOpError("has no run-time form for ") << op.getType();
    auto st = dyn_cast<LLVM::LLVMStructType>(t);
    rewriter.replaceOp(op, st ? defaultAtomValue(rewriter, op.getLoc(), st)
                              : LLVM::PoisonOp::create(rewriter, op.getLoc(), t)
                                    .getResult());
    return success();
  }
};

/// A tiled copy is nothing at run time; a tiled MMA is its atom's value.
template <typename OpT>
struct MakeTiledLowering : public ConvertOpToLLVMPattern<OpT> {
  using ConvertOpToLLVMPattern<OpT>::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Type t = this->getTypeConverter()->convertType(op.getResult().getType());
    if (!t)
      return failure();
    if (t == a.getAtom().getType()) {
      rewriter.replaceOp(op, a.getAtom());
      return success();
    }
    rewriter.replaceOpWithNewOp<LLVM::PoisonOp>(op, t);
    return success();
  }
};

/// The struct position of an atom's run-time field: an MMA atom's i1
/// fields or an executable TMA atom's (TmaAtoms.cpp), or -1.
int fieldIndex(Type atomOrTiled, Attribute field) {
  int i = mmaFieldIndex(atomOrTiled, field);
  return i >= 0 ? i
                : lowering::tmaAtomFieldIndex(
                      lowering::untiledAtom(atomOrTiled), field);
}


/// set_value / get_value: insert or extract the field's struct member.
struct SetValueLowering : public ConvertOpToLLVMPattern<AtomSetValueOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(AtomSetValueOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    int i = fieldIndex(op.getAtom().getType(), op.getField());
    auto st = dyn_cast<LLVM::LLVMStructType>(a.getAtom().getType());
    if (i < 0 || !st || i >= static_cast<int>(st.getBody().size()))
      return op.emitOpError("has no run-time form for ")
             << op.getField() << " of " << op.getAtom().getType();
    Value v = a.getValue();
    // A scale-factor tensor (a TMEM view whose layout has run-time
    // leaves is {address, layout}) gives its address.
    if (isa<LLVM::LLVMPointerType>(st.getBody()[i]) &&
        isa<LLVM::LLVMStructType>(v.getType()))
      v = LLVM::ExtractValueOp::create(rewriter, op.getLoc(), v, 0);
    v = inSpaceOf(rewriter, op.getLoc(), v, st.getBody()[i]);
    rewriter.replaceOpWithNewOp<LLVM::InsertValueOp>(op, a.getAtom(), v, i);
    return success();
  }
};

struct GetValueLowering : public ConvertOpToLLVMPattern<AtomGetValueOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(AtomGetValueOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    int i = fieldIndex(op.getAtom().getType(), op.getField());
    Type want = getTypeConverter()->convertType(op.getValue().getType());
    if (i < 0 || !want)
      return op.emitOpError("has no run-time form for ")
             << op.getField() << " of " << op.getAtom().getType();
    Location loc = op.getLoc();
    Value v = LLVM::ExtractValueOp::create(rewriter, loc, a.getAtom(), i);
    rewriter.replaceOp(op, inSpaceOf(rewriter, loc, v, want));
    return success();
  }
};

} // namespace

void cute_nvgpu::populateMmaAtomFieldTypeConversions(
    LLVMTypeConverter &converter) {
  converter.addConversion([](Type t) -> std::optional<Type> {
    Type atom = mmaAtomWithFields(t);
    if (!atom)
      return std::nullopt;
    MLIRContext *ctx = t.getContext();
    SmallVector<Type> fields(std::min(cute::runtimeFieldCountOf(atom), 3u),
                             IntegerType::get(ctx, 1));
    // sf_a, sf_b, metadata: tensor-memory addresses.
    fields.resize(cute::runtimeFieldCountOf(atom),
                  LLVM::LLVMPointerType::get(ctx, 6));
    return LLVM::LLVMStructType::getLiteral(ctx, fields);
  });
}

void cute_nvgpu::populateAtomValuePatterns(const LLVMTypeConverter &converter,
                                           RewritePatternSet &patterns) {
  patterns.add<MakeAtomLowering, StaticTiledLowering,
               MakeTiledLowering<cute::MakeTiledCopyOp>,
               MakeTiledLowering<cute::MakeTiledMmaOp>, SetValueLowering,
               GetValueLowering>(converter);
}

Type cute_nvgpu::lowering::untiledAtom(Type t) {
  return cute::untiledAtom(t);
}
