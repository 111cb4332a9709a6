//===- Tmem.cpp - SM100 tensor memory: allocation, addresses, copies ------===//
//
// A TMEM pointer is MLIR 22's `!llvm.ptr<6>` holding the 32-bit TMEM
// address (lane in bits 31..16, column in 15..0): moving it by n 32-bit
// elements adds n to the address, so a layout stride of 65536 is one lane;
// 16- and 8-bit elements move it as CuTe's tmem_ptr does (n rotated right
// by 1 or 2: 131072 is a 16-bit tensor's lane).
// alloc_tmem / dealloc_tmem / relinquish_tmem_alloc_permit are
// tcgen05.alloc / dealloc / relinquish_alloc_permit of their CTA group;
// retrieve_tmem_ptr reads the address alloc wrote to shared memory. CuTe
// DSL's `nvvm.tcgen05.commit.arrive` is MLIR 22's `nvvm.tcgen05.commit`.
// make_tmem_copy's tiled copy holds nothing at run time.
//
// cute.copy with a TMEM load (store) atom, alone or tiled: mode 0 of each
// tensor is one call's values; each call is one tcgen05.ld (st) of the
// atom's shape and repeat count (16x32bx2 with its second access N columns
// after the first, as CuTe's) from the TMEM address of the call's first
// value (the warp's base: the thread's TMEM view spans its warp's lanes),
// the thread's registers in the register tensor's mode 0 order (with
// .pack::16b / .unpack::16b, two 16-bit values a register as without it;
// on the TMEM side one value a column, which the tensor's layout already
// says, as CuTe's _16b ValID does for make_tmem_copy). The copy
// ends with tcgen05.wait::ld (st): the PTX ISA requires it before the
// registers are read (or TMEM is read back); CuTe DSL's lowering leaves it
// out (docs/deviations.md).
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionOps.h"

using namespace mlir;
using namespace cute_nvgpu;
namespace L = cute_nvgpu::layout;
namespace ext = cute_nvgpu::nvvm_ext;

namespace {

NVVM::CTAGroupKindAttr groupOf(MLIRContext *ctx, bool twoCta) {
  return NVVM::CTAGroupKindAttr::get(ctx, twoCta ? NVVM::CTAGroupKind::CTA_2
                                                 : NVVM::CTAGroupKind::CTA_1);
}

struct AllocTmemLowering : public ConvertOpToLLVMPattern<AllocTmemOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(AllocTmemOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    auto alloc = NVVM::Tcgen05AllocOp::create(rewriter, op.getLoc(), a.getDst(),
                                              a.getNumColumns());
    alloc.setGroupAttr(groupOf(op.getContext(), op.getIsTwoCta()));
    rewriter.eraseOp(op);
    return success();
  }
};

struct DeallocTmemLowering : public ConvertOpToLLVMPattern<DeallocTmemOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(DeallocTmemOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    auto dealloc = NVVM::Tcgen05DeallocOp::create(
        rewriter, op.getLoc(), a.getTmem(), a.getNumColumns());
    dealloc.setGroupAttr(groupOf(op.getContext(), op.getIsTwoCta()));
    rewriter.eraseOp(op);
    return success();
  }
};

struct RelinquishLowering
    : public ConvertOpToLLVMPattern<RelinquishTmemAllocPermitOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(RelinquishTmemAllocPermitOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto r = NVVM::Tcgen05RelinquishAllocPermitOp::create(rewriter,
                                                          op.getLoc());
    r.setGroupAttr(groupOf(op.getContext(), op.getIsTwoCta()));
    rewriter.eraseOp(op);
    return success();
  }
};

struct RetrieveTmemPtrLowering
    : public ConvertOpToLLVMPattern<RetrieveTmemPtrOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(RetrieveTmemPtrOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value addr =
        LLVM::LoadOp::create(rewriter, loc, rewriter.getI32Type(), a.getSlot());
    rewriter.replaceOpWithNewOp<LLVM::IntToPtrOp>(
        op, LLVM::LLVMPointerType::get(op.getContext(), 6), addr);
    return success();
  }
};

struct CommitArriveLowering
    : public ConvertOpToLLVMPattern<ext::Tcgen05CommitArriveOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(ext::Tcgen05CommitArriveOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    auto commit = NVVM::Tcgen05CommitOp::create(
        rewriter, op.getLoc(), a.getAddr(), a.getMulticastMask());
    commit.setGroupAttr(groupOf(op.getContext(),
                                op.getGroup() == ext::Tcgen05Group::CTA2));
    rewriter.eraseOp(op);
    return success();
  }
};

/// What one call of a TMEM copy atom moves per thread.
struct TmemCallShape {
  NVVM::Tcgen05LdStShape shape;
  int64_t registers = 0; // 32-bit registers per thread
  int64_t halfSplit = 0; // 16x32bx2: the second access's column offset
  bool packed16 = false;  // .pack::16b / .unpack::16b
  Type value;
  bool load = true;
};

std::optional<TmemCallShape> tmemCallShape(Type atom) {
  auto from = [](auto t, bool load) -> std::optional<TmemCallShape> {
    TmemCallShape c;
    c.load = load;
    c.value = t.getValueType();
    c.packed16 = t.getPacked16();
    int64_t n = t.getRepeat();
    unsigned dp = t.getDataPaths(), bits = t.getBits();
    if (dp == 32 && bits == 32) {
      c.shape = NVVM::Tcgen05LdStShape::SHAPE_32X32B;
      c.registers = n;
    } else if (dp == 16 && bits == 32) {
      // Two 16x32b accesses, the second N columns on (CuTe's
      // SM100_TMEM_LOAD_16dp32b<N>x passes immHalfSplitoff N), 2N with
      // .pack::16b, whose first access spans 2N columns (..._16b passes 2N).
      c.shape = NVVM::Tcgen05LdStShape::SHAPE_16X32BX2;
      c.registers = n;
      c.halfSplit = t.getPacked16() ? 2 * n : n;
    } else if (dp == 16 && bits == 64) {
      c.shape = NVVM::Tcgen05LdStShape::SHAPE_16X64B;
      c.registers = n;
    } else if (dp == 16 && bits == 128) {
      c.shape = NVVM::Tcgen05LdStShape::SHAPE_16X128B;
      c.registers = 2 * n;
    } else if (dp == 16 && bits == 256) {
      c.shape = NVVM::Tcgen05LdStShape::SHAPE_16X256B;
      c.registers = 4 * n;
    } else {
      return std::nullopt;
    }
    if (!c.value || n <= 0)
      return std::nullopt;
    return c;
  };
  if (auto t = dyn_cast<TmemLoadType>(atom))
    return from(t, true);
  if (auto t = dyn_cast<TmemStoreType>(atom))
    return from(t, false);
  return std::nullopt;
}

/// `ptr` (a TMEM address) moved by `units` elements of `elemBits`.
Value tmemAddress(OpBuilder &b, Location loc, Value ptr, Value units,
                  unsigned elemBits) {
  Type i32 = b.getI32Type();
  Value addr = LLVM::PtrToIntOp::create(b, loc, i32, ptr);
  if (units.getType() != i32)
    units = LLVM::TruncOp::create(b, loc, i32, units);
  unsigned shift = elemBits == 8 ? 2 : elemBits == 16 ? 1 : 0;
  if (shift)
    units = LLVM::FshrOp::create(b, loc, units, units,
                                 lowering::i32Constant(b, loc, shift));
  Value moved = LLVM::AddOp::create(b, loc, addr, units);
  return LLVM::IntToPtrOp::create(b, loc, ptr.getType(), moved);
}

struct TmemCopyLowering : public ConvertOpToLLVMPattern<cute::CopyOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::CopyOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Type atom = lowering::untiledAtom(op.getAtom().getType());
    if (!isa<TmemLoadType, TmemStoreType>(atom))
      return failure();
    std::optional<TmemCallShape> shape = tmemCallShape(atom);
    auto refuse = [&](const Twine &why) {
      return op.emitOpError("cannot copy ")
             << op.getSrc().getType() << " to " << op.getDst().getType()
             << " with " << op.getAtom().getType() << ": " << why;
    };
    if (!shape)
      return refuse("a TMEM copy of 32x32b, 16x64b, 16x128b, 16x256b or "
                    "16x32bx2");
    if (op.getPred())
      return refuse("tcgen05.ld/st take no predicate");
    Value tmemV = shape->load ? op.getSrc() : op.getDst();
    Value regV = shape->load ? op.getDst() : op.getSrc();
    Value regLowered = shape->load ? a.getDst() : a.getSrc();
    Value tmemLowered = shape->load ? a.getSrc() : a.getDst();
    auto tmem = dyn_cast<cute::CuteMemRefType>(tmemV.getType());
    auto reg = dyn_cast<cute::CuteMemRefType>(regV.getType());
    if (!tmem || tmem.getSpace() != cute::MemSpace::Tmem || !reg ||
        reg.getSpace() != cute::MemSpace::Rmem ||
        !isa<LLVM::LLVMPointerType>(tmemLowered.getType()) ||
        !isa<LLVM::LLVMPointerType>(regLowered.getType()))
      return refuse(shape->load ? "tcgen05.ld reads a static tensor-memory "
                                  "tensor into register storage"
                                : "tcgen05.st writes register storage to a "
                                  "static tensor-memory tensor");
    // 32-bit values, one to a register and a TMEM column, or 16-bit ones,
    // two to each (value 2j in register j's low half, as CuTe recasts).
    unsigned bits = cute::storageBitsOf(reg.getElementType());
    if ((bits != 32 && bits != 16) ||
        cute::storageBitsOf(tmem.getElementType()) != bits)
      return refuse("32-bit or 16-bit values, the same on both sides");
    int64_t perRegister = 32 / bits;
    std::optional<L::Layout> tl = lowering::callLayout(tmem),
                             rl = lowering::callLayout(reg);
    if (!tl || !rl)
      return refuse("each tensor needs one call's values in mode 0");
    L::Result<int64_t> rv = L::size(L::getMode(*rl, 0));
    L::Result<int64_t> calls = L::size(L::getMode(*tl, 1));
    L::Result<int64_t> rcalls = L::size(L::getMode(*rl, 1));
    if (!rv.ok() || !calls.ok() || !rcalls.ok() || *calls != *rcalls)
      return refuse("the calls must be static and the same on both sides");
    if (*rv != shape->registers * perRegister)
      return refuse("mode 0 of the register tensor must hold the call's " +
                    Twine(shape->registers * perRegister) + " values");
    Location loc = op.getLoc();
    Type i32 = rewriter.getI32Type();
    Type elem = lowering::storageType(reg.getElementType());
    // One register is an i32, more a vector of them (tcgen05.ld/st .x1).
    Type vecT = shape->registers == 1
                    ? i32
                    : Type(VectorType::get({shape->registers}, i32));
    Value halfSplit =
        shape->halfSplit
            ? LLVM::ConstantOp::create(
                  rewriter, loc, rewriter.getI64Type(),
                  rewriter.getI64IntegerAttr(shape->halfSplit))
            : Value();
    auto regAt = [&](Value v, int64_t j) -> Value {
      if (v.getType() == i32)
        return v;
      return LLVM::ExtractElementOp::create(
          rewriter, loc, v, lowering::i32Constant(rewriter, loc, j));
    };
    auto shapeAttr =
        NVVM::Tcgen05LdStShapeAttr::get(op.getContext(), shape->shape);
    UnitAttr packAttr = shape->packed16 ? rewriter.getUnitAttr() : UnitAttr();
    for (int64_t i = 0; i < *calls; ++i) {
      L::IntTuple first = lowering::callCoordinate(tmem, 0, i);
      L::Result<L::IntTuple> off = L::layoutEval(
          first, tmem.getLayoutValue().layout().shape,
          tmem.getLayoutValue().layout().stride);
      if (!off.ok() || !off->isStaticInt())
        return refuse("the call's TMEM address must be static");
      Value addr = off->value() == 0
                       ? tmemLowered
                       : tmemAddress(rewriter, loc, tmemLowered,
                                     lowering::i32Constant(rewriter, loc,
                                                           off->value()),
                                     bits);
      SmallVector<int64_t> regOffsets;
      for (int64_t j = 0; j < shape->registers * perRegister; ++j) {
        L::Result<L::IntTuple> r = L::layoutEval(
            lowering::callCoordinate(reg, j, i),
            reg.getLayoutValue().layout().shape,
            reg.getLayoutValue().layout().stride);
        if (!r.ok() || !r->isStaticInt())
          return refuse("the register tensor's layout must be static");
        regOffsets.push_back(r->value());
      }
      auto at = [&](int64_t off) -> Value {
        if (off == 0)
          return regLowered;
        return LLVM::GEPOp::create(rewriter, loc, regLowered.getType(), elem,
                                   regLowered,
                                   ArrayRef<LLVM::GEPArg>{
                                       static_cast<int32_t>(off)});
      };
      // A register's values as a vector of perRegister elements.
      auto pieces = VectorType::get({perRegister}, elem);
      if (shape->load) {
        Value v = NVVM::Tcgen05LdOp::create(rewriter, loc, vecT,
                                            packAttr, shapeAttr,
                                            addr, halfSplit);
        for (int64_t j = 0; j < shape->registers; ++j) {
          Value e = regAt(v, j);
          Value parts = LLVM::BitcastOp::create(rewriter, loc, pieces, e);
          // One emitting call per statement: the emitted order must not
          // depend on the order a compiler evaluates call arguments in.
          for (int64_t h = 0; h < perRegister; ++h) {
            Value slot = at(regOffsets[j * perRegister + h]);
            Value piece = LLVM::ExtractElementOp::create(
                rewriter, loc, parts, lowering::i32Constant(rewriter, loc, h));
            LLVM::StoreOp::create(rewriter, loc, piece, slot);
          }
        }
      } else {
        Value v = LLVM::PoisonOp::create(rewriter, loc, vecT);
        for (int64_t j = 0; j < shape->registers; ++j) {
          Value parts = LLVM::PoisonOp::create(rewriter, loc, pieces);
          for (int64_t h = 0; h < perRegister; ++h) {
            Value index = lowering::i32Constant(rewriter, loc, h);
            Value slot = at(regOffsets[j * perRegister + h]);
            Value piece = LLVM::LoadOp::create(rewriter, loc, elem, slot);
            parts = LLVM::InsertElementOp::create(rewriter, loc, parts, piece,
                                                  index);
          }
          Value word = LLVM::BitcastOp::create(rewriter, loc, i32, parts);
          v = vecT == i32 ? word
                          : LLVM::InsertElementOp::create(
                                rewriter, loc, v, word,
                                lowering::i32Constant(rewriter, loc, j))
                                .getResult();
        }
        NVVM::Tcgen05StOp::create(rewriter, loc, /*unpack=*/packAttr,
                                  shapeAttr, addr, v, halfSplit);
      }
    }
    NVVM::Tcgen05WaitOp::create(rewriter, loc,
                                shape->load ? NVVM::Tcgen05WaitKind::LOAD
                                            : NVVM::Tcgen05WaitKind::STORE);
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

Value cute_nvgpu::lowering::moveTmemAddress(OpBuilder &b, Location loc,
                                            Value ptr, Value units,
                                            unsigned elemBits) {
  return tmemAddress(b, loc, ptr, units, elemBits);
}

void cute_nvgpu::populateTmemPatterns(const LLVMTypeConverter &converter,
                                      RewritePatternSet &patterns) {
  patterns.add<AllocTmemLowering, DeallocTmemLowering, RelinquishLowering,
               RetrieveTmemPtrLowering, CommitArriveLowering,
               TmemCopyLowering,
               lowering::AtomBuilderLowering<MakeTmemCopyOp>>(converter);
}

void cute_nvgpu::markTmemOpsIllegal(ConversionTarget &target) {
  target.addIllegalOp<ext::Tcgen05CommitArriveOp>();
}
