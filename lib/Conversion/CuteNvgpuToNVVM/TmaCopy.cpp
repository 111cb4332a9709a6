//===- TmaCopy.cpp - cute.copy with a TMA atom -> TMA instructions --------===//
//
// CuTe's copy(tma_atom, src, dst) on the views tma_partition made: the
// coordinate tensor's mode 0 is one TMA box, its other modes (static
// shapes) are the boxes to copy; the SMEM tensor's mode 0 is the same box in
// shared memory. Each box is one TMA instruction, at the TMA coordinates
// base + the box's offset (the coordinate tensor's basis strides: n@d adds
// n per step to coordinate d) and the SMEM address base + the box's element
// offset, with the executable atom's mbarrier, multicast mask and cache
// policy. CuTe DSL's own lowering expands the copy the same way (a loop
// over the rest modes of crd2idx + add_offset + arch.copy.SM100.tma_*);
// here the rest modes are unrolled, their offsets constants.
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu;
namespace L = cute_nvgpu::layout;

using lowering::LeafValue;
using lowering::leafValues;

namespace {

bool isExecTma(Type t) { return isa<TmaLoadType, TmaStoreType, TmaReduceType>(t); }

struct RestModes {
  std::vector<int64_t> shape;       // flattened static extents of modes 1..
  std::vector<L::IntTuple> stride;  // their stride leaves
  std::vector<LeafValue> strideVal; // their values (basis coefficients)
};

/// Modes 1.. of a layout, flattened; their shapes must be static.
FailureOr<RestModes> restModes(const L::Layout &l,
                               ArrayRef<LeafValue> strideValues,
                               std::string &why) {
  RestModes r;
  std::vector<L::IntTuple> shapes = L::leaves(l.shape),
                           strides = L::leaves(l.stride);
  int mode0 = l.shape.isTuple() ? (int)L::leaves(l.shape[0]).size()
                                : (int)shapes.size();
  for (size_t i = mode0; i < shapes.size(); ++i) {
    if (!shapes[i].isStaticInt()) {
      why = "the copy's rest modes must have static extents, but " +
            L::toString(l) + " has a run-time one";
      return failure();
    }
    r.shape.push_back(shapes[i].value());
    r.stride.push_back(strides[i]);
    r.strideVal.push_back(strideValues[i]);
  }
  return r;
}

int64_t restCount(const RestModes &r) {
  int64_t n = 1;
  for (int64_t s : r.shape)
    n *= s;
  return n;
}

struct TmaCopyLowering : public ConvertOpToLLVMPattern<cute::CopyOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(cute::CopyOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Type atomT = op.getAtom().getType();
    if (!isExecTma(atomT))
      return failure();
    Location loc = op.getLoc();
    auto fail = [&](const Twine &why) {
      return op.emitOpError("cannot lower this TMA copy: ") << why;
    };
    if (op.getPred())
      return fail("a TMA copy takes no predicate tensor");
    std::optional<TmaCopyMode> mode =
        llvm::TypeSwitch<Type, std::optional<TmaCopyMode>>(atomT)
            .Case<TmaLoadType, TmaStoreType, TmaReduceType>(
                [](auto t) { return t.getMode(); });
    if (mode && *mode != TmaCopyMode::Tiled)
      return fail(Twine("a TMA copy in ") + stringifyTmaCopyMode(*mode) +
                  " mode needs im2col offsets, which a coordinate tensor "
                  "does not carry; only tiled copies are lowered from "
                  "cute.copy");
    bool load = isa<TmaLoadType>(atomT);
    Value coordsV = load ? a.getSrc() : a.getDst();
    Value smemV = load ? a.getDst() : a.getSrc();
    auto ct = dyn_cast<cute::CoordTensorType>(
        (load ? op.getSrc() : op.getDst()).getType());
    auto mt = dyn_cast<cute::CuteMemRefType>(
        (load ? op.getDst() : op.getSrc()).getType());
    if (!ct || !mt || mt.getSpace() != cute::MemSpace::Smem)
      return fail(load ? "a TMA load copies a coordinate tensor into an SMEM "
                         "memref"
                       : "a TMA store or reduction copies an SMEM memref to "
                         "a coordinate tensor");

    StringAttr gbasisText =
        llvm::TypeSwitch<Type, StringAttr>(atomT)
            .Case<TmaLoadType, TmaStoreType, TmaReduceType>(
                [](auto t) { return t.getGbasis(); });
    if (!gbasisText)
      return fail("the atom has no tma_gbasis");
    L::Result<L::CuteIRValue> gb = L::parseCuteIR(gbasisText.getValue().str());
    L::Result<L::CuteIRValue> iter = L::parseCuteIR(ct.getIterator().str());
    L::Result<L::CuteIRValue> clay = L::parseCuteIR(ct.getLayout().str());
    if (!gb.ok() || gb->kind() != L::CuteIRValue::Kind::Layout || !iter.ok() ||
        iter->kind() != L::CuteIRValue::Kind::IntTuple || !clay.ok() ||
        clay->kind() != L::CuteIRValue::Kind::Layout)
      return fail("unreadable atom or coordinate tensor type");
    int rank = gb->layout().shape.rank();

    // Run-time leaves of the coordinate tensor: iterator, then layout.
    SmallVector<Value> dyn = cuteUnpackLeaves(rewriter, loc, ct, coordsV);
    ArrayRef<Value> rest = dyn;
    SmallVector<LeafValue> base, shapeVals, strideVals; // shapes: checked
    const L::Layout &cl = clay->layout();
    if (failed(leafValues(iter->intTuple(), rest, base)) ||
        failed(leafValues(cl.shape, rest, shapeVals)) ||
        failed(leafValues(cl.stride, rest, strideVals)) || !rest.empty())
      return fail("the coordinate tensor's run-time leaves do not match its "
                  "type");
    if ((int)base.size() != rank)
      return fail("the coordinate tensor's iterator " +
                  L::toString(iter->intTuple()) + " has " +
                  Twine(base.size()) + " coordinates, the TMA atom's G-basis " +
                  L::toString(gb->layout()) + " " + Twine(rank) + " modes");

    std::string why;
    FailureOr<RestModes> crest = restModes(cl, strideVals, why);
    if (failed(crest))
      return fail(why);
    // The swizzle acts on the addresses, which the TMA unit swizzles
    // itself: the boxes move by the plain layout's offsets.
    L::AnyLayout smemLayout = mt.getLayoutValue();
    std::optional<L::Layout> plain;
    if (smemLayout.isLayout())
      plain = smemLayout.layout();
    else if (smemLayout.isComposed() &&
             !smemLayout.composed().hasOuterLayout() &&
             smemLayout.composed().offset.isStaticInt() &&
             smemLayout.composed().offset.value() == 0)
      plain = smemLayout.composed().layout;
    if (!plain || !L::isStatic(*plain))
      return fail("the SMEM tensor's layout " + L::toString(smemLayout) +
                  " must be static, swizzled at most");
    const L::Layout &sl = *plain;
    SmallVector<LeafValue> smemStrides;
    ArrayRef<Value> none;
    if (failed(leafValues(sl.stride, none, smemStrides)))
      return fail("the SMEM tensor's strides must be integers");
    FailureOr<RestModes> srest = restModes(sl, smemStrides, why);
    if (failed(srest))
      return fail(why);
    int64_t boxes = restCount(*crest);
    if (restCount(*srest) != boxes)
      return fail("the coordinate tensor has " + Twine(boxes) +
                  " TMA boxes, the SMEM tensor " + Twine(restCount(*srest)));
    Type elem = mt.getElementType();
    if (!elem.isIntOrFloat() || cute::storageBitsOf(elem) % 8 != 0)
      return fail("the SMEM element type must be whole bytes");
    int64_t elemBytes = cute::storageBitsOf(elem) / 8;

    // The executable atom: {descriptor, mbarrier, mask, policy} for a
    // load, {descriptor, policy} otherwise.
    Value atom = a.getAtom();
    auto field = [&](int64_t i) {
      return LLVM::ExtractValueOp::create(rewriter, loc, atom, i).getResult();
    };
    Value desc = field(0);
    Value policy = field(load ? 3 : 1);
    Value mbar = load ? field(1) : Value();
    Value mask;
    unsigned numCta = 1;
    if (auto lt = dyn_cast<TmaLoadType>(atomT)) {
      if (lt.getMcast())
        mask = field(2);
      numCta = lt.getNumCta() ? lt.getNumCta() : 1;
    }

    Type i32 = rewriter.getI32Type();
    auto asI32 = [&](LeafValue v) -> Value {
      // LLVM ops: this pass's dialects (arith is not loaded here).
      if (!v.value)
        return LLVM::ConstantOp::create(rewriter, loc, i32, v.constant);
      if (v.value.getType() == i32)
        return v.value;
      return LLVM::TruncOp::create(rewriter, loc, i32, v.value);
    };
    for (int64_t box = 0; box < boxes; ++box) {
      // The box's coordinate offset, one value per TMA mode.
      SmallVector<Value> coords;
      for (const LeafValue &b : base)
        coords.push_back(asI32(b));
      int64_t r = box;
      for (size_t j = 0; j < crest->shape.size(); ++j) {
        int64_t c = r % crest->shape[j];
        r /= crest->shape[j];
        const L::IntTuple &st = crest->stride[j];
        if (c == 0 || (st.isStaticInt() && st.value() == 0))
          continue;
        if (!st.isBasis() || st.basisModes().size() != 1 ||
            st.basisModes()[0] >= rank)
          return fail("the coordinate tensor's stride " + L::toString(st) +
                      " is not a basis of a TMA mode");
        int d = st.basisModes()[0];
        const LeafValue &coef = crest->strideVal[j];
        Value step = coef.value
                         ? LLVM::MulOp::create(rewriter, loc, asI32(coef),
                                               asI32({Value(), c}))
                         : asI32({Value(), coef.constant * c});
        coords[d] = LLVM::AddOp::create(rewriter, loc, coords[d], step);
      }
      int64_t offset = 0;
      r = box;
      for (size_t j = 0; j < srest->shape.size(); ++j) {
        offset += (r % srest->shape[j]) * srest->strideVal[j].constant;
        r /= srest->shape[j];
      }
      Value smem = smemV;
      if (offset != 0)
        smem = LLVM::GEPOp::create(rewriter, loc, smemV.getType(),
                                   rewriter.getI8Type(), smemV,
                                   ArrayRef<LLVM::GEPArg>{offset * elemBytes});
      if (load)
        lowering::emitTmaLoad(rewriter, loc, desc, smem, mbar, coords, mask,
                              policy, numCta);
      else if (auto rt = dyn_cast<TmaReduceType>(atomT))
        lowering::emitTmaReduce(rewriter, loc, desc, smem,
                                rt.getKind().value_or(TmaReduceKind::Add),
                                coords, policy);
      else
        lowering::emitTmaStore(rewriter, loc, desc, smem, coords, policy);
    }
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void cute_nvgpu::markAtomCopiesIllegal(ConversionTarget &target) {
  // Every copy with a cute_nvgpu atom is this pass's: TMA here, the
  // register-file atoms in AtomCopy.cpp, others refused there by name.
  target.addDynamicallyLegalOp<cute::CopyOp>(
      [](cute::CopyOp op) { return !isLoweredWithMemory(op); });
}

void cute_nvgpu::populateTmaCopyToNVVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<TmaCopyLowering>(converter);
}
