//===- TiledGemm.cpp - cute.gemm with a register-file MMA atom ------------===//
//
// CuTe's gemm(mma, D, A, B, C) over register fragments that are storage
// (RegisterTensors.cpp): D and C are (V, M, N), A (V, M[, K]), B (V, N[,
// K]) with mode 0 one atom call's values. For each k, m and n (n in CuTe's
// serpentine order) the call's fragments are read in the atom's value order
// (value i at the tensor's layout(i, m, ...)), the atom runs
// (emitDenseRegisterMma, the cute_nvgpu.mma lowering's own), and D's
// values are written back; calls after the first k accumulate into D.
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"

using namespace mlir;
using namespace cute_nvgpu;
namespace L = cute_nvgpu::layout;

using lowering::Fragment;

FailureOr<Fragment> lowering::fragmentOf(Operation *op, Value v, Value lowered,
                               const char *name) {
  auto t = dyn_cast<cute::CuteMemRefType>(v.getType());
  if (!t || t.getSpace() != cute::MemSpace::Rmem ||
      !isa<LLVM::LLVMPointerType>(lowered.getType()))
    return op->emitOpError("expects ")
           << name << " to be a register tensor kept as storage, got "
           << v.getType();
  L::AnyLayout any = t.getLayoutValue();
  if (!any.isLayout() || !L::isStatic(any.layout()))
    return op->emitOpError("expects a static layout for ") << name;
  Fragment f;
  f.type = t;
  f.layout = any.layout();
  f.storage = lowered;
  f.element = lowering::storageType(t.getElementType());
  f.source = v;
  L::Result<int64_t> n = L::size(L::getMode(f.layout, 0));
  if (!n.ok())
    return failure();
  f.values = *n;
  for (int i = 1; i < L::rank(f.layout); ++i) {
    L::Result<int64_t> e = L::size(L::getMode(f.layout, i));
    if (!e.ok())
      return failure();
    f.extents.push_back(*e);
  }
  return f;
}

/// The element offsets of one call's values at rest coordinate `rest`.
FailureOr<SmallVector<int64_t>> lowering::callOffsets(const Fragment &f,
                                            ArrayRef<int64_t> rest) {
  SmallVector<int64_t> out;
  for (int64_t v = 0; v < f.values; ++v) {
    std::vector<L::IntTuple> crd = {L::IntTuple::integer(v)};
    for (int64_t r : rest)
      crd.push_back(L::IntTuple::integer(r));
    L::IntTuple c = L::rank(f.layout) == 1 ? crd[0] : L::IntTuple::tuple(crd);
    L::Result<L::IntTuple> off = L::layoutEval(c, f.layout.shape,
                                               f.layout.stride);
    if (!off.ok() || !off->isStaticInt())
      return failure();
    out.push_back(off->value());
  }
  return out;
}

int64_t lowering::modeExtent(const L::Layout &l, int mode) {
  if (mode >= L::rank(l))
    return 1;
  L::Result<int64_t> e = L::size(L::getMode(l, mode));
  return e.ok() ? *e : -1;
}

FailureOr<int64_t> lowering::offsetAtRest(const L::Layout &l,
                                          ArrayRef<int64_t> rest) {
  std::vector<L::IntTuple> crd = {L::IntTuple::integer(0)};
  for (int64_t r : rest)
    crd.push_back(L::IntTuple::integer(r));
  L::Result<L::IntTuple> off =
      L::layoutEval(L::IntTuple::tuple(crd), l.shape, l.stride);
  if (!off.ok() || !off->isStaticInt())
    return failure();
  return off->value();
}

std::optional<L::Layout> lowering::staticViewLayout(Type viewType) {
  auto v = dyn_cast<cute::ViewTypeInterface>(viewType);
  if (!v)
    return std::nullopt;
  std::optional<L::CuteIRValue> l = cuteTypeValue(v.getViewLayoutType());
  if (!l || l->kind() != L::CuteIRValue::Kind::Layout ||
      !L::isStatic(l->layout()))
    return std::nullopt;
  return l->layout();
}

/// The address of element `off` of fragment storage `storage`.
static Value elementPointer(OpBuilder &b, Location loc, Value storage,
                            Type element, int64_t off) {
  if (off == 0)
    return storage;
  return LLVM::GEPOp::create(b, loc, storage.getType(), element, storage,
                             ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(off)})
      .getResult();
}

Value lowering::readFragment(OpBuilder &b, Location loc, const Fragment &f,
                   ArrayRef<int64_t> offsets) {
  auto vt = VectorType::get({(int64_t)offsets.size()}, f.element);
  Value v = LLVM::PoisonOp::create(b, loc, vt);
  for (auto [i, off] : llvm::enumerate(offsets)) {
    Value e = LLVM::LoadOp::create(
        b, loc, f.element, elementPointer(b, loc, f.storage, f.element, off));
    v = LLVM::InsertElementOp::create(
        b, loc, v, e, LLVM::ConstantOp::create(b, loc, b.getI64Type(), i));
  }
  return v;
}

void lowering::writeFragment(OpBuilder &b, Location loc, const Fragment &f,
                   ArrayRef<int64_t> offsets, Value vec) {
  for (auto [i, off] : llvm::enumerate(offsets)) {
    Value e = LLVM::ExtractElementOp::create(
        b, loc, vec, LLVM::ConstantOp::create(b, loc, b.getI64Type(), i));
    LLVM::StoreOp::create(b, loc, e,
                          elementPointer(b, loc, f.storage, f.element, off));
  }
}

SmallVector<Value> lowering::FragmentAccess::read(OpBuilder &b, Location loc,
                                                  const Fragment &f,
                                                  ArrayRef<int64_t> offsets) {
  SmallVector<Value> out;
  for (int64_t off : offsets) {
    auto it = written_.find({f.source, off});
    out.push_back(it != written_.end()
                      ? it->second.value
                      : LLVM::LoadOp::create(
                            b, loc, f.element,
                            elementPointer(b, loc, f.storage, f.element, off))
                            .getResult());
  }
  return out;
}

void lowering::FragmentAccess::write(OpBuilder &b, Location loc,
                                     const Fragment &f,
                                     ArrayRef<int64_t> offsets,
                                     ArrayRef<Value> values) {
  for (auto [off, v] : llvm::zip_equal(offsets, values)) {
    written_[{f.source, off}] = Slot{v, f.storage, f.element};
    if (!deferStores_)
      LLVM::StoreOp::create(b, loc, v,
                            elementPointer(b, loc, f.storage, f.element, off));
  }
}

void lowering::FragmentAccess::flush(OpBuilder &b, Location loc) {
  if (!deferStores_)
    return;
  for (auto &[key, slot] : written_) {
    LLVM::StoreOp::create(
        b, loc, slot.value,
        elementPointer(b, loc, slot.storage, slot.element, key.second));
  }
  written_.clear();
}

namespace {

struct TiledGemmLowering : public ConvertOpToLLVMPattern<cute::GemmOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::GemmOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange ops = op->getOperands(), lowered = a.getOperands();
    if (ops.size() != 5)
      return op.emitOpError("expects (mma, D, A, B, C)");
    Type atom = lowering::untiledAtom(ops[0].getType());
    auto mma = dyn_cast<MmaAtomTypeInterface>(atom);
    if (!mma || isa<Sm90MmaType>(atom) || isa<TmemAtomTypeInterface>(atom))
      return op.emitOpError("cute.gemm with ")
             << atom << " is not lowered yet (register-file MMA atoms are)";
    MmaAtomContract contract = mma.getMmaContract();
    FailureOr<RegisterMmaInfo> info = analyzeRegisterMma(
        atom, contract.aType, contract.bType, contract.cType,
        [&] { return op.emitOpError(); });
    if (failed(info))
      return failure();
    FailureOr<Fragment> d = lowering::fragmentOf(op, ops[1], lowered[1], "D"),
                        fa = lowering::fragmentOf(op, ops[2], lowered[2], "A"),
                        fb = lowering::fragmentOf(op, ops[3], lowered[3], "B"),
                        c = lowering::fragmentOf(op, ops[4], lowered[4], "C");
    if (failed(d) || failed(fa) || failed(fb) || failed(c))
      return failure();
    if (d->values != info->layouts.valuesC || c->values != info->layouts.valuesC ||
        fa->values != info->layouts.valuesA ||
        fb->values != info->layouts.valuesB)
      return op.emitOpError("expects mode 0 of D, A, B, C to hold one call's ")
             << info->layouts.valuesC << ", " << info->layouts.valuesA << ", "
             << info->layouts.valuesB << ", " << info->layouts.valuesC
             << " values";
    if (d->extents.size() != 2 || c->extents != d->extents ||
        fa->extents.empty() || fb->extents.empty() ||
        fa->extents.size() != fb->extents.size() || fa->extents.size() > 2 ||
        fa->extents[0] != d->extents[0] || fb->extents[0] != d->extents[1] ||
        (fa->extents.size() == 2 && fa->extents[1] != fb->extents[1]))
      return op.emitOpError("expects D and C (V,M,N), A (V,M[,K]) and B "
                            "(V,N[,K]) of matching extents");
    int64_t M = d->extents[0], N = d->extents[1];
    int64_t K = fa->extents.size() == 2 ? fa->extents[1] : 1;
    bool hasK = fa->extents.size() == 2;
    Location loc = op.getLoc();
    auto dType = VectorType::get({d->values}, d->element);
    for (int64_t k = 0; k < K; ++k)
      for (int64_t m = 0; m < M; ++m)
        for (int64_t n0 = 0; n0 < N; ++n0) {
          int64_t n = (m & 1) ? N - 1 - n0 : n0; // CuTe's serpentine order
          SmallVector<int64_t> ar = {m}, br = {n};
          if (hasK) {
            ar.push_back(k);
            br.push_back(k);
          }
          FailureOr<SmallVector<int64_t>> ao = lowering::callOffsets(*fa, ar),
                                          bo = lowering::callOffsets(*fb, br),
                                          co = lowering::callOffsets(k == 0 ? *c : *d,
                                                           {m, n}),
                                          dO = lowering::callOffsets(*d, {m, n});
          if (failed(ao) || failed(bo) || failed(co) || failed(dO))
            return op.emitOpError("cannot index the fragments");
          Value av = lowering::readFragment(rewriter, loc, *fa, *ao);
          Value bv = lowering::readFragment(rewriter, loc, *fb, *bo);
          Value cv = lowering::readFragment(rewriter, loc, k == 0 ? *c : *d, *co);
          FailureOr<Value> dv = lowering::emitDenseRegisterMma(
              rewriter, loc, op, *info, av, bv, cv, dType);
          if (failed(dv))
            return failure();
          lowering::writeFragment(rewriter, loc, *d, *dO, *dv);
        }
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void cute_nvgpu::populateTiledGemmPatterns(const LLVMTypeConverter &converter,
                                           RewritePatternSet &patterns) {
  patterns.add<TiledGemmLowering>(converter);
}
