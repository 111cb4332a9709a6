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
// here the rest modes are unrolled, their offsets constants. A prefetch
// through a TMA load atom (cute.prefetch) is one
// cp.async.bulk.prefetch.tensor into L2 per box. An im2col atom's boxes
// come from its composed coordinate tensor (Im2colTmaCopy.cpp).
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"
#include "TmaBoxes.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu;
namespace L = cute_nvgpu::layout;

using lowering::LeafValue;
using lowering::leafValues;
using lowering::TmaBoxOperands;
using lowering::TmaBoxSource;

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

/// The boxes of a coordinate tensor (mode 0 one box, the other modes
/// static): the TMA coordinates of box i are base + its offset, n@d adding
/// n per step to coordinate d.
struct TmaBoxes {
  SmallVector<LeafValue> base;
  RestModes rest;
  int rank = 0;

  int64_t count() const { return restCount(rest); }

  static Value asI32(OpBuilder &b, Location loc, LeafValue v) {
    // LLVM ops: this pass's dialects (arith is not loaded here).
    Type i32 = b.getI32Type();
    if (!v.value)
      return LLVM::ConstantOp::create(b, loc, i32, v.constant);
    if (v.value.getType() == i32)
      return v.value;
    return LLVM::TruncOp::create(b, loc, i32, v.value);
  }

  FailureOr<SmallVector<Value>> coords(OpBuilder &b, Location loc,
                                       int64_t box, std::string &why) const {
    SmallVector<Value> out;
    for (const LeafValue &v : base)
      out.push_back(asI32(b, loc, v));
    int64_t r = box;
    for (size_t j = 0; j < rest.shape.size(); ++j) {
      int64_t c = r % rest.shape[j];
      r /= rest.shape[j];
      const L::IntTuple &st = rest.stride[j];
      if (c == 0 || (st.isStaticInt() && st.value() == 0))
        continue;
      if (!st.isBasis() || st.basisModes().size() != 1 ||
          st.basisModes()[0] >= rank) {
        why = "the coordinate tensor's stride " + L::toString(st) +
              " is not a basis of a TMA mode";
        return failure();
      }
      int d = st.basisModes()[0];
      const LeafValue &coef = rest.strideVal[j];
      Value step = coef.value
                       ? LLVM::MulOp::create(b, loc, asI32(b, loc, coef),
                                             asI32(b, loc, {Value(), c}))
                             .getResult()
                       : asI32(b, loc, {Value(), coef.constant * c});
      out[d] = LLVM::AddOp::create(b, loc, out[d], step);
    }
    return out;
  }
};

/// Reads a coordinate tensor's boxes against the TMA atom's G-basis.
FailureOr<TmaBoxes> readBoxes(OpBuilder &b, Location loc, Type atomT,
                              cute::CoordTensorType ct, Value coordsV,
                              std::string &why) {
  StringAttr gbasisText =
      llvm::TypeSwitch<Type, StringAttr>(atomT)
          .Case<TmaLoadType, TmaStoreType, TmaReduceType>(
              [](auto t) { return t.getGbasis(); })
          .Default([](Type) { return StringAttr(); });
  if (!gbasisText) {
    why = "the atom has no tma_gbasis";
    return failure();
  }
  L::Result<L::CuteIRValue> gb = L::parseCuteIR(gbasisText.getValue().str());
  L::Result<L::CuteIRValue> iter = L::parseCuteIR(ct.getIterator().str());
  L::Result<L::CuteIRValue> clay = L::parseCuteIR(ct.getLayout().str());
  if (clay.ok() && clay->kind() == L::CuteIRValue::Kind::Composed) {
    why = "the coordinate tensor's layout is composed (an im2col tensor's); "
          "a tiled TMA copy reads boxes of a plain layout";
    return failure();
  }
  if (!gb.ok() || gb->kind() != L::CuteIRValue::Kind::Layout || !iter.ok() ||
      iter->kind() != L::CuteIRValue::Kind::IntTuple || !clay.ok() ||
      clay->kind() != L::CuteIRValue::Kind::Layout) {
    why = "unreadable atom or coordinate tensor type";
    return failure();
  }
  TmaBoxes boxes;
  boxes.rank = gb->layout().shape.rank();
  // Run-time leaves of the coordinate tensor: iterator, then layout.
  SmallVector<Value> dyn = cuteUnpackLeaves(b, loc, ct, coordsV);
  ArrayRef<Value> rest = dyn;
  SmallVector<LeafValue> shapeVals, strideVals; // shapes: checked
  const L::Layout &cl = clay->layout();
  if (failed(leafValues(iter->intTuple(), rest, boxes.base)) ||
      failed(leafValues(cl.shape, rest, shapeVals)) ||
      failed(leafValues(cl.stride, rest, strideVals)) || !rest.empty()) {
    why = "the coordinate tensor's run-time leaves do not match its type";
    return failure();
  }
  if ((int)boxes.base.size() != boxes.rank) {
    why = "the coordinate tensor's iterator " +
          L::toString(iter->intTuple()) + " has " +
          std::to_string(boxes.base.size()) +
          " coordinates, the TMA atom's G-basis " +
          L::toString(gb->layout()) + " " + std::to_string(boxes.rank) +
          " modes";
    return failure();
  }
  FailureOr<RestModes> crest = restModes(cl, strideVals, why);
  if (failed(crest))
    return failure();
  boxes.rest = *crest;
  return boxes;
}

/// The boxes of a TMA copy's coordinate tensor: a tiled atom's read
/// against its G-basis, an im2col atom's through the composed layout.
FailureOr<TmaBoxSource> readBoxSource(OpBuilder &b, Location loc, Type atomT,
                                      bool im2col, bool withOffsets,
                                      cute::CoordTensorType ct, Value coordsV,
                                      std::string &why) {
  if (im2col)
    return lowering::readIm2colBoxes(b, loc, ct, coordsV, withOffsets, why);
  FailureOr<TmaBoxes> tiled = readBoxes(b, loc, atomT, ct, coordsV, why);
  if (failed(tiled))
    return failure();
  TmaBoxSource src;
  src.count = tiled->count();
  src.operandsOf = [boxes = *tiled](OpBuilder &b, Location loc, int64_t box,
                                    std::string &why)
      -> FailureOr<TmaBoxOperands> {
    FailureOr<SmallVector<Value>> coords = boxes.coords(b, loc, box, why);
    if (failed(coords))
      return failure();
    return TmaBoxOperands{*coords, {}};
  };
  return src;
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
    bool im2col = mode && *mode == TmaCopyMode::Im2col;
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

    std::string why;
    FailureOr<TmaBoxSource> tmaBoxes = readBoxSource(
        rewriter, loc, atomT, im2col, /*withOffsets=*/load, ct, coordsV, why);
    if (failed(tmaBoxes))
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
    int64_t boxes = tmaBoxes->count;
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

    for (int64_t box = 0; box < boxes; ++box) {
      FailureOr<TmaBoxOperands> operands =
          tmaBoxes->operandsOf(rewriter, loc, box, why);
      if (failed(operands))
        return fail(why);
      int64_t offset = 0;
      int64_t r = box;
      for (size_t j = 0; j < srest->shape.size(); ++j) {
        offset += (r % srest->shape[j]) * srest->strideVal[j].constant;
        r /= srest->shape[j];
      }
      Value smem = smemV;
      if (offset != 0)
        smem = LLVM::GEPOp::create(rewriter, loc, smemV.getType(),
                                   rewriter.getI8Type(), smemV,
                                   ArrayRef<LLVM::GEPArg>{offset * elemBytes});
      if (load) {
        // One elected thread of the warp starts each load, as in CuTe
        // DSL's lowering: the mbarrier expects one box's bytes, and loads
        // from all 32 lanes would deliver them 32 times and never complete
        // the phase.
        scf::IfOp one = lowering::ifElectedThread(rewriter, loc);
        OpBuilder::InsertionGuard guard(rewriter);
        rewriter.setInsertionPointToStart(one.thenBlock());
        lowering::emitTmaLoad(rewriter, loc, desc, smem, mbar,
                              operands->coords, mask, policy, numCta,
                              operands->im2colOffsets);
      } else if (auto rt = dyn_cast<TmaReduceType>(atomT))
        lowering::emitTmaReduce(rewriter, loc, desc, smem,
                                rt.getKind().value_or(TmaReduceKind::Add),
                                operands->coords, policy, im2col);
      else
        lowering::emitTmaStore(rewriter, loc, desc, smem, operands->coords,
                               policy, im2col);
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// CuTe's prefetch(tma_atom, coords): one cp.async.bulk.prefetch.tensor
/// (into L2) per box of the coordinate tensor, from the atom's descriptor.
struct TmaPrefetchLowering : public ConvertOpToLLVMPattern<cute::PrefetchOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::PrefetchOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Type atomT = op.getAtom().getType();
    auto lt = dyn_cast<TmaLoadType>(atomT);
    if (!lt)
      return failure();
    auto fail = [&](const Twine &why) {
      return op.emitOpError("cannot lower this TMA prefetch: ") << why;
    };
    bool im2col = lt.getMode() && *lt.getMode() == TmaCopyMode::Im2col;
    auto ct = dyn_cast<cute::CoordTensorType>(op.getSrc().getType());
    if (!ct)
      return fail("a TMA prefetch reads a coordinate tensor");
    Location loc = op.getLoc();
    std::string why;
    FailureOr<TmaBoxSource> tmaBoxes =
        readBoxSource(rewriter, loc, atomT, im2col, /*withOffsets=*/true, ct,
                      a.getSrc(), why);
    if (failed(tmaBoxes))
      return fail(why);
    Value desc = LLVM::ExtractValueOp::create(rewriter, loc, a.getAtom(), 0);
    for (int64_t box = 0; box < tmaBoxes->count; ++box) {
      FailureOr<TmaBoxOperands> operands =
          tmaBoxes->operandsOf(rewriter, loc, box, why);
      if (failed(operands))
        return fail(why);
      NVVM::CpAsyncBulkTensorPrefetchOp::create(
          rewriter, loc, desc, operands->coords, operands->im2colOffsets,
          im2col ? NVVM::TMALoadMode::IM2COL : NVVM::TMALoadMode::TILE,
          /*l2CacheHint=*/Value());
    }
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void cute_nvgpu::markAtomCopiesIllegal(ConversionTarget &target) {
  // Every copy with a cute_nvgpu atom is this pass's: TMA here, the
  // register-file atoms in AtomCopy.cpp, others refused there by name.
  target.addDynamicallyLegalOp<cute::CopyOp, cute::PrefetchOp>(
      [](Operation *op) { return !isLoweredWithMemory(op); });
}

void cute_nvgpu::populateTmaCopyToNVVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<TmaCopyLowering, TmaPrefetchLowering>(converter);
}
