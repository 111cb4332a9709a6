//===- AtomCopy.cpp - cute.copy with a register-file copy atom ------------===//
//
// CuTe's copy(atom, src, dst) and copy_if(atom, pred, src, dst) over
// partitioned tensors, for a universal copy or a cp.async atom (alone or
// tiled): mode 0 of each tensor is one atom call's values (a one-value
// atom takes mode 0 element by element, and a mode 0 of (V, rest...) with
// V the atom's values is a call per rest index, as Copy_Atom::call peels
// it), the other modes are the calls. Call i moves src(_, i) to dst(_, i), guarded
// by pred(0, i) != 0 when a predicate tensor is given. Each call's element addresses come
// from the layout algebra (viewElementAddress); one universal copy is one
// vector load and store of the atom's width, one cp.async one
// cp.async.{ca,cg}.shared.global (a universal copy with an L1 eviction
// priority: PtxBuilder's ld/st.global.L1::P). An ldmatrix atom's call is one
// ldmatrix.x{1,2,4}[.trans] from its row's address. Register tensors are
// storage here (a program that makes them; RegisterTensors.cpp).
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"
#include "cute-nvgpu/Target/CopyForms.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace cute_nvgpu;
namespace L = cute_nvgpu::layout;

/// A tensor's layout regrouped as (mode 0, (the other modes)): the calls
/// are indexed by one integer into mode 1. A rank-1 tensor is one call of
/// all its values (CuTe's copy dispatches a rank-1 tensor to one
/// Copy_Atom::call, which takes a one-value atom's values one by one).
std::optional<L::Layout> lowering::callLayout(cute::CuteMemRefType t) {
  L::AnyLayout any = t.getLayoutValue();
  const L::Layout &l = any.isComposed() ? any.composed().layout : any.layout();
  if (L::rank(l) == 1 && !l.shape.isTuple())
    return L::concatLayouts(
        {l, L::Layout{L::IntTuple::integer(1), L::IntTuple::integer(0)}});
  if (L::rank(l) < 2)
    return std::nullopt;
  std::vector<L::Layout> rest;
  for (int i = 1; i < L::rank(l); ++i)
    rest.push_back(L::getMode(l, i));
  return L::concatLayouts({L::getMode(l, 0), L::concatLayouts(rest)});
}

/// The coordinate of value `j` of call `i` in a tensor's own modes: `j` in
/// mode 0, `i` unfolded over the other modes (regrouping them is only how
/// the calls are counted).
L::IntTuple lowering::callCoordinate(cute::CuteMemRefType t, int64_t j,
                                     int64_t i) {
  L::AnyLayout any = t.getLayoutValue();
  const L::Layout &l = any.isComposed() ? any.composed().layout : any.layout();
  if (L::rank(l) == 1 && !l.shape.isTuple())
    return L::IntTuple::integer(j); // the one call of a rank-1 tensor
  std::vector<L::IntTuple> modes = {L::IntTuple::integer(j)};
  std::vector<L::IntTuple> restShape;
  for (int m = 1; m < L::rank(l); ++m)
    restShape.push_back(L::getMode(l, m).shape);
  L::Result<L::IntTuple> sub =
      L::idx2crd(L::IntTuple::integer(i), L::IntTuple::tuple(restShape));
  if (sub.ok())
    for (const L::IntTuple &e : sub->elems())
      modes.push_back(e);
  return L::IntTuple::tuple(modes);
}

namespace {


/// What one call moves: values, bits per value, and the value type.
struct CallShape {
  int64_t values = 0;
  unsigned bits = 0;
  Type valueType;
  bool async = false;
  NVVM::LoadCacheModifierKind cache = NVVM::LoadCacheModifierKind::CA;
};

std::optional<CallShape> callShape(Type atom) {
  CallShape c;
  unsigned width = 0;
  if (auto u = dyn_cast<UniversalCopyType>(atom)) {
    c.valueType = u.getValueType();
    width = u.getBits();
    if (u.getMemOrder() || u.getMemScope())
      return std::nullopt; // ordered copies are the cute_nvgpu.copy form's
  } else if (auto a = dyn_cast<SimtAsyncCopyType>(atom)) {
    c.valueType = a.getValueType();
    width = a.getBits();
    c.async = true;
    std::optional<AsyncCacheMode> mode = a.getCache();
    const target::CopyFormRow *row = target::findAsyncCopyForm(
        width / 8,
        !mode                             ? ""
        : *mode == AsyncCacheMode::Global ? "cg"
                                          : "ca",
        false);
    if (!row)
      return std::nullopt;
    c.cache = StringRef(row->cache) == "cg" ? NVVM::LoadCacheModifierKind::CG
                                            : NVVM::LoadCacheModifierKind::CA;
  } else {
    return std::nullopt;
  }
  c.bits = cute::storageBitsOf(c.valueType);
  if (!c.bits)
    return std::nullopt;
  if (!width)
    width = c.bits;
  if (width % c.bits)
    return std::nullopt;
  c.values = width / c.bits;
  return c;
}

struct AtomCopyLowering : public ConvertOpToLLVMPattern<cute::CopyOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::CopyOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Type atom = lowering::untiledAtom(op.getAtom().getType());
    auto src = dyn_cast<cute::CuteMemRefType>(op.getSrc().getType());
    auto dst = dyn_cast<cute::CuteMemRefType>(op.getDst().getType());
    std::optional<CallShape> call = callShape(atom);
    if (!call || !src || !dst)
      return failure();
    Location loc = op.getLoc();
    auto refuse = [&](const Twine &why) {
      return op.emitOpError("cannot copy ")
             << op.getSrc().getType() << " to " << op.getDst().getType()
             << " with " << atom << ": " << why;
    };
    std::optional<L::Layout> sl = lowering::callLayout(src), dl = lowering::callLayout(dst);
    if (!sl || !dl)
      return refuse("each tensor needs the atom's values in mode 0 and the "
                    "calls in the other modes");
    L::Result<int64_t> sv = L::size(L::getMode(*sl, 0));
    L::Result<int64_t> dv = L::size(L::getMode(*dl, 0));
    L::Result<int64_t> calls = L::size(L::getMode(*sl, 1));
    L::Result<int64_t> dcalls = L::size(L::getMode(*dl, 1));
    if (!sv.ok() || !dv.ok() || !calls.ok() || !dcalls.ok())
      return refuse("the number of calls must be static");
    // CuTe's Copy_Atom::call peels mode 0 down to the atom's values: a
    // one-value atom takes mode 0 element by element, and a mode 0 of
    // (V, rest...) with V the atom's values is a call per rest index.
    auto peels = [&](const L::Layout &m0) {
      if (call->values == 1 || *sv == call->values)
        return true;
      if (!m0.shape.isTuple())
        return false;
      L::Result<int64_t> first = L::size(m0.shape[0]);
      return first.ok() && *first == call->values;
    };
    if (*sv != *dv || *sv % call->values != 0 ||
        !peels(L::getMode(*sl, 0)) || !peels(L::getMode(*dl, 0)))
      return refuse("mode 0 must hold the " + Twine(call->values) +
                    " values of one call" +
                    (call->values == 1
                         ? ""
                         : " (or one value per call, or (" +
                               Twine(call->values) + ", calls...))"));
    int64_t chunks = *sv / call->values;
    if (*calls != *dcalls)
      return refuse("source and destination make different numbers of calls");
    // One call's values lie contiguously on both sides (one vector access).
    for (const L::Layout &l : {L::getMode(*sl, 0), L::getMode(*dl, 0)})
      for (int64_t c = 0; call->values > 1 && c < chunks; ++c) {
        L::Result<int64_t> first = L::evalAny(l, c * call->values);
        for (int64_t k = 0; k < call->values; ++k) {
          L::Result<int64_t> e = L::evalAny(l, c * call->values + k);
          if (!first.ok() || !e.ok() || *e != *first + k)
            return refuse("one call's values must be contiguous (stride 1)");
        }
      }
    if (call->async && (src.getSpace() != cute::MemSpace::Gmem ||
                        dst.getSpace() != cute::MemSpace::Smem))
      return refuse("cp.async copies global to shared memory");
    auto pred = op.getPred()
                    ? dyn_cast<cute::CuteMemRefType>(op.getPred().getType())
                    : cute::CuteMemRefType();
    std::optional<L::Layout> pl = pred ? lowering::callLayout(pred) : std::nullopt;
    if (op.getPred() && (!pl || pred.getSpace() != cute::MemSpace::Rmem))
      return refuse("the predicate must be a register tensor of (1, calls)");

    // An L1 eviction priority needs one side in global memory and whole
    // 32-bit words (1, 2 or 4) per call.
    std::optional<CacheEvictionPriority> eviction;
    int64_t words = 0;
    if (auto u = dyn_cast<UniversalCopyType>(atom))
      eviction = u.getL1Eviction();
    if (eviction) {
      int64_t bitsPerCall =
          call->values * cute::storageBitsOf(call->valueType);
      words = bitsPerCall / 32;
      bool global = src.getSpace() == cute::MemSpace::Gmem ||
                    dst.getSpace() == cute::MemSpace::Gmem;
      if (!global || bitsPerCall % 32 || (words != 1 && words != 2 &&
                                          words != 4) ||
          (src.getSpace() == cute::MemSpace::Gmem &&
           dst.getSpace() == cute::MemSpace::Gmem))
        return refuse("an L1 eviction priority takes one global side and "
                      "32, 64 or 128 bits per call");
    }
    Type storage = lowering::storageType(call->valueType);
    auto vecType = VectorType::get({call->values}, storage);
    unsigned align = call->values * call->bits / 8;
    std::string why;
    for (int64_t i = 0; i < *calls; ++i) {
     for (int64_t j = 0; j < chunks; ++j) {
      auto coordIn = [&](cute::CuteMemRefType t) {
        return lowering::callCoordinate(t, j * call->values, i);
      };
      OpBuilder::InsertionGuard guard(rewriter);
      if (pred) {
        FailureOr<Value> p = lowering::viewElementAddress(
            rewriter, loc, pred, a.getPred(), lowering::callCoordinate(pred, 0, i), {},
            why); // CuTe's copy_if reads pred(0, i) for every value of call i
        if (failed(p))
          return refuse(why);
        Value flag = LLVM::LoadOp::create(
            rewriter, loc, lowering::storageType(pred.getElementType()), *p);
        Value zero = LLVM::ConstantOp::create(rewriter, loc, flag.getType(),
                                              rewriter.getIntegerAttr(
                                                  flag.getType(), 0));
        Value on = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::ne,
                                        flag, zero);
        auto ifOp = scf::IfOp::create(rewriter, loc, on, false);
        rewriter.setInsertionPointToStart(&ifOp.getThenRegion().front());
      }
      FailureOr<Value> s = lowering::viewElementAddress(
          rewriter, loc, src, a.getSrc(), coordIn(src), {}, why);
      FailureOr<Value> d = lowering::viewElementAddress(
          rewriter, loc, dst, a.getDst(), coordIn(dst), {}, why);
      if (failed(s) || failed(d))
        return refuse(why);
      if (call->async) {
        NVVM::CpAsyncOp::create(
            rewriter, loc, *d, *s, rewriter.getI32IntegerAttr(align),
            NVVM::LoadCacheModifierKindAttr::get(op.getContext(), call->cache),
            Value());
        continue;
      }
      if (eviction) {
        // The L1 eviction priority: PtxBuilder's ld/st.global.L1::P on the
        // global side, in 32-bit words.
        Type i32 = rewriter.getI32Type();
        auto wordsT = VectorType::get({words}, i32);
        bool store = dst.getSpace() == cute::MemSpace::Gmem;
        std::string priority =
            stringifyCacheEvictionPriority(*eviction).str();
        if (store) {
          Value v = LLVM::LoadOp::create(rewriter, loc, vecType, *s, align);
          Value w = LLVM::BitcastOp::create(rewriter, loc, wordsT, v);
          SmallVector<Value> operands = {*d};
          for (int64_t i = 0; i < words; ++i)
            operands.push_back(LLVM::ExtractElementOp::create(
                rewriter, loc, w, lowering::i32Constant(rewriter, loc, i)));
          lowering::emitInlineAsm(
              rewriter, loc, operands,
              target::ptx::globalEvictionAsm(true, words, priority));
        } else {
          SmallVector<Type> regs(words, i32);
          Type resT = words == 1 ? i32
                                 : Type(LLVM::LLVMStructType::getLiteral(
                                       op.getContext(), regs));
          Value r = lowering::createInlineAsm(
              rewriter, loc, resT, ValueRange{*s},
              target::ptx::globalEvictionAsm(false, words, priority),
              /*hasSideEffects=*/true);
          Value w = LLVM::PoisonOp::create(rewriter, loc, wordsT);
          // One emitting call per statement: the emitted order must not
          // depend on the order a compiler evaluates call arguments in.
          for (int64_t i = 0; i < words; ++i) {
            Value index = lowering::i32Constant(rewriter, loc, i);
            Value word =
                words == 1 ? r
                           : LLVM::ExtractValueOp::create(rewriter, loc, r, i)
                                 .getResult();
            w = LLVM::InsertElementOp::create(rewriter, loc, w, word, index);
          }
          LLVM::StoreOp::create(
              rewriter, loc, LLVM::BitcastOp::create(rewriter, loc, vecType, w),
              *d, align);
        }
        continue;
      }
      Value v = LLVM::LoadOp::create(rewriter, loc, vecType, *s, align);
      LLVM::StoreOp::create(rewriter, loc, v, *d, align);
     }
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// What ldmatrix (`load`) and stmatrix copies both require: N of 1, 2 or 4
/// matrices of 16-bit values, no predicate, the shared-memory side's mode 0
/// a row of 8 contiguous values, the register side's (storage) mode 0 its
/// 2N values, and the same static number of calls on both sides. A mode 0
/// of (row or 2N values, rest...) is a call per rest index (chunk), as
/// Copy_Atom::call peels it. The calls and chunks, or the refusal.
struct MatrixCalls {
  int64_t calls = 0, chunks = 1;
};
FailureOr<MatrixCalls> matrixCopyCalls(cute::CopyOp op, bool load, int64_t n,
                                       Type value, cute::CuteMemRefType smem,
                                       cute::CuteMemRefType rmem,
                                       Value rmemLowered, std::string &why) {
  StringRef inst = load ? "ldmatrix" : "stmatrix";
  auto refuse = [&](const Twine &w) -> FailureOr<MatrixCalls> {
    why = w.str();
    return failure();
  };
  if (op.getPred())
    return refuse(inst + " takes no predicate");
  if ((n != 1 && n != 2 && n != 4) || !value ||
      cute::storageBitsOf(value) != 16)
    return refuse(inst + " moves 1, 2 or 4 matrices of 16-bit values");
  if (smem.getSpace() != cute::MemSpace::Smem ||
      rmem.getSpace() != cute::MemSpace::Rmem ||
      !isa<LLVM::LLVMPointerType>(rmemLowered.getType()))
    return refuse(load ? "ldmatrix reads shared memory into register storage"
                       : "stmatrix writes register storage to shared memory");
  std::optional<L::Layout> sl = lowering::callLayout(smem), rl = lowering::callLayout(rmem);
  if (!sl || !rl)
    return refuse("each tensor needs one call's values in mode 0");
  L::Result<int64_t> sv = L::size(L::getMode(*sl, 0));
  L::Result<int64_t> rv = L::size(L::getMode(*rl, 0));
  L::Result<int64_t> calls = L::size(L::getMode(*sl, 1));
  L::Result<int64_t> rcalls = L::size(L::getMode(*rl, 1));
  if (!sv.ok() || !rv.ok() || !calls.ok() || !rcalls.ok() ||
      *calls != *rcalls)
    return refuse("the calls must be static and the same on both sides");
  // Mode 0 is one call's values, or (those values, rest...).
  auto peels = [](const L::Layout &m0, int64_t size, int64_t per) {
    if (size == per)
      return true;
    if (!m0.shape.isTuple() || size % per != 0)
      return false;
    L::Result<int64_t> first = L::size(m0.shape[0]);
    return first.ok() && *first == per;
  };
  MatrixCalls out{*calls, *sv / 8};
  if (!peels(L::getMode(*sl, 0), *sv, 8) ||
      !peels(L::getMode(*rl, 0), *rv, 2 * n) || *rv / (2 * n) != out.chunks) {
    std::string row = "a row of 8 values", regs = std::to_string(2 * n) +
                                                  " values";
    return refuse("mode 0 must hold " + (load ? row : regs) +
                  " at the source and " + (load ? regs : row) +
                  " at the destination (or (those, calls...))");
  }
  for (int64_t c = 0; c < out.chunks; ++c) {
    L::Result<int64_t> first = L::evalAny(L::getMode(*sl, 0), 8 * c);
    for (int64_t k = 0; k < 8; ++k) {
      L::Result<int64_t> e = L::evalAny(L::getMode(*sl, 0), 8 * c + k);
      if (!first.ok() || !e.ok() || *e != *first + k)
        return refuse("a row's 8 values must be contiguous (stride 1)");
    }
  }
  return out;
}

/// cute.copy with an ldmatrix atom (alone or tiled): each call is one
/// ldmatrix.x{1,2,4}[.trans] whose row address is the source's first value
/// of the call (8 contiguous 16-bit values in shared memory); the 2N values
/// it returns are written to the destination's mode 0 in order.
struct MatrixLoadCopyLowering : public ConvertOpToLLVMPattern<cute::CopyOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::CopyOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    auto ldsm = dyn_cast<LdsmType>(lowering::untiledAtom(op.getAtom().getType()));
    auto src = dyn_cast<cute::CuteMemRefType>(op.getSrc().getType());
    auto dst = dyn_cast<cute::CuteMemRefType>(op.getDst().getType());
    if (!ldsm || !src || !dst)
      return failure();
    auto refuse = [&](const Twine &why) {
      return op.emitOpError("cannot copy ")
             << op.getSrc().getType() << " to " << op.getDst().getType()
             << " with " << ldsm << ": " << why;
    };
    std::string why;
    FailureOr<MatrixCalls> calls =
        matrixCopyCalls(op, /*load=*/true, ldsm.getNumMatrices(),
                        ldsm.getValueType(), src, dst, a.getDst(), why);
    if (failed(calls))
      return refuse(why);
    int64_t n = ldsm.getNumMatrices();
    Type value = ldsm.getValueType();
    Location loc = op.getLoc();
    MLIRContext *ctx = op.getContext();
    Type i32 = rewriter.getI32Type();
    Type resType = n == 1 ? i32
                          : LLVM::LLVMStructType::getLiteral(
                                ctx, SmallVector<Type>(n, i32));
    Type storage = lowering::storageType(value);
    auto pair = VectorType::get({2}, storage);
    for (int64_t i = 0; i < calls->calls; ++i)
     for (int64_t c = 0; c < calls->chunks; ++c) {
      FailureOr<Value> row = lowering::viewElementAddress(
          rewriter, loc, src, a.getSrc(), lowering::callCoordinate(src, 8 * c, i), {}, why);
      if (failed(row))
        return refuse(why);
      Value res = NVVM::LdMatrixOp::create(
          rewriter, loc, resType, *row, n,
          ldsm.getTranspose() ? NVVM::MMALayout::col : NVVM::MMALayout::row,
          NVVM::LdStMatrixShapeAttr::get(ctx, 8, 8),
          NVVM::LdStMatrixEltType::B16);
      for (int64_t r = 0; r < n; ++r) {
        Value reg =
            n == 1 ? res : LLVM::ExtractValueOp::create(rewriter, loc, res, r);
        Value two = LLVM::BitcastOp::create(rewriter, loc, pair, reg);
        for (int64_t h = 0; h < 2; ++h) {
          FailureOr<Value> d = lowering::viewElementAddress(
              rewriter, loc, dst, a.getDst(),
              lowering::callCoordinate(dst, 2 * n * c + 2 * r + h, i), {},
              why);
          if (failed(d))
            return refuse(why);
          Value e = LLVM::ExtractElementOp::create(
              rewriter, loc, two,
              LLVM::ConstantOp::create(rewriter, loc, i32, h));
          LLVM::StoreOp::create(rewriter, loc, e, *d);
        }
      }
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// cute.copy with a stmatrix atom (alone or tiled), ldmatrix's mirror: each
/// call is one stmatrix.x{1,2,4}[.trans] whose row address is the
/// destination's first value of the call (8 contiguous 16-bit values in
/// shared memory), storing the source's 2N values of mode 0 in order, two
/// to a 32-bit register.
struct MatrixStoreCopyLowering : public ConvertOpToLLVMPattern<cute::CopyOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::CopyOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    auto stsm = dyn_cast<StsmType>(lowering::untiledAtom(op.getAtom().getType()));
    auto src = dyn_cast<cute::CuteMemRefType>(op.getSrc().getType());
    auto dst = dyn_cast<cute::CuteMemRefType>(op.getDst().getType());
    if (!stsm || !src || !dst)
      return failure();
    auto refuse = [&](const Twine &why) {
      return op.emitOpError("cannot copy ")
             << op.getSrc().getType() << " to " << op.getDst().getType()
             << " with " << stsm << ": " << why;
    };
    std::string why;
    FailureOr<MatrixCalls> calls =
        matrixCopyCalls(op, /*load=*/false, stsm.getNumMatrices(),
                        stsm.getValueType(), dst, src, a.getSrc(), why);
    if (failed(calls))
      return refuse(why);
    int64_t n = stsm.getNumMatrices();
    Type value = stsm.getValueType();
    Location loc = op.getLoc();
    MLIRContext *ctx = op.getContext();
    Type i32 = rewriter.getI32Type();
    Type storage = lowering::storageType(value);
    auto pair = VectorType::get({2}, storage);
    for (int64_t i = 0; i < calls->calls; ++i)
     for (int64_t c = 0; c < calls->chunks; ++c) {
      FailureOr<Value> row = lowering::viewElementAddress(
          rewriter, loc, dst, a.getDst(), lowering::callCoordinate(dst, 8 * c, i), {}, why);
      if (failed(row))
        return refuse(why);
      SmallVector<Value> regs;
      for (int64_t r = 0; r < n; ++r) {
        Value two = LLVM::PoisonOp::create(rewriter, loc, pair);
        for (int64_t h = 0; h < 2; ++h) {
          FailureOr<Value> p = lowering::viewElementAddress(
              rewriter, loc, src, a.getSrc(),
              lowering::callCoordinate(src, 2 * n * c + 2 * r + h, i), {},
              why);
          if (failed(p))
            return refuse(why);
          Value e = LLVM::LoadOp::create(rewriter, loc, storage, *p);
          two = LLVM::InsertElementOp::create(
              rewriter, loc, two, e,
              LLVM::ConstantOp::create(rewriter, loc, i32, h));
        }
        regs.push_back(LLVM::BitcastOp::create(rewriter, loc, i32, two));
      }
      NVVM::StMatrixOp::create(
          rewriter, loc, *row, regs,
          NVVM::MMALayoutAttr::get(ctx, stsm.getTranspose()
                                            ? NVVM::MMALayout::col
                                            : NVVM::MMALayout::row),
          NVVM::LdStMatrixShapeAttr::get(ctx, 8, 8),
          NVVM::LdStMatrixEltTypeAttr::get(ctx, NVVM::LdStMatrixEltType::B16));
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// A cute.copy no lowering takes: one line naming the atom and tensors.
struct UnloweredCopy : public ConvertOpToLLVMPattern<cute::CopyOp> {
  UnloweredCopy(const LLVMTypeConverter &converter)
      : ConvertOpToLLVMPattern(converter, /*benefit=*/0) {}
  LogicalResult
  matchAndRewrite(cute::CopyOp op, OpAdaptor,
                  ConversionPatternRewriter &) const override {
    // TMA copies and register-file atoms have their own patterns, which
    // explain their refusals.
    Type atom = lowering::untiledAtom(op.getAtom().getType());
    if (cute::coordinateCopyOf(atom) || callShape(atom) ||
        isa<LdsmType, StsmType, TmemLoadType, TmemStoreType, S2tCopyType>(atom))
      return failure();
    return op.emitOpError("copying ")
           << op.getSrc().getType() << " to " << op.getDst().getType()
           << " with " << op.getAtom().getType() << " is not lowered yet";
  }
};

} // namespace

void cute_nvgpu::populateAtomCopyPatterns(const LLVMTypeConverter &converter,
                                          RewritePatternSet &patterns) {
  patterns.add<AtomCopyLowering, MatrixLoadCopyLowering,
               MatrixStoreCopyLowering, UnloweredCopy>(converter);
}
