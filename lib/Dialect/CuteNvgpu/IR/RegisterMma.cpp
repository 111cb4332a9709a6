//===- RegisterMma.cpp - register-MMA atoms: construction and use --------===//
//
// seed 000 verify_sm80_mma / verify_sm89_fp8_mma / verify_sm120_block_scaled
// and seed 003's non-UMMA shared verifier. Shape x type feasibility is the
// MMA lattice (lib/Target/MmaLattice.cpp) and fragment layouts are the
// synthesizer's (lib/Target/MmaLayouts.cpp): the same tables the lowering
// reads.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Dialect/Cute/IR/ParseMemo.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/RegisterMma.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/WgmmaTile.h"
#include "cute-nvgpu/Target/MmaLattice.h"
#include "cute-nvgpu/Target/MmaLayouts.h"
#include "cute-nvgpu/Target/PtxBuilder.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu;
using target::Mnemonic;
namespace L = cute_nvgpu::layout;

std::string cute_nvgpu::canonicalMmaElement(Type t) {
  if (!t)
    return "";
  if (t.isInteger(32))
    return "s32";
  if (t.isUnsignedInteger(8))
    return "u8";
  if (t.isUnsignedInteger(4))
    return "u4";
  if (t.isSignlessInteger(8) || t.isSignedInteger(8))
    return "s8";
  if (t.isSignlessInteger(4) || t.isSignedInteger(4))
    return "s4";
  if (t.isInteger(1))
    return "b1";
  // The builtin float types by their MLIR spelling, without the printer
  // (an AsmState per call): every atom verifier and lowering asks.
  const char *spelling =
      llvm::TypeSwitch<Type, const char *>(t)
          .Case([](Float16Type) { return "f16"; })
          .Case([](BFloat16Type) { return "bf16"; })
          .Case([](Float32Type) { return "f32"; })
          .Case([](Float64Type) { return "f64"; })
          .Case([](FloatTF32Type) { return "tf32"; })
          .Case([](Float8E4M3FNType) { return "f8E4M3FN"; })
          .Case([](Float8E5M2Type) { return "f8E5M2"; })
          .Case([](Float6E2M3FNType) { return "f6E2M3FN"; })
          .Case([](Float6E3M2FNType) { return "f6E3M2FN"; })
          .Case([](Float4E2M1FNType) { return "f4E2M1FN"; })
          .Case([](Float8E8M0FNUType) { return "f8E8M0FNU"; })
          .Default([](Type) { return nullptr; });
  if (spelling)
    return target::canonicalElementName(spelling);
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return target::canonicalElementName(s);
}

std::string cute_nvgpu::canonicalScaleElement(Type t) {
  if (isa<Float8E8M0FNUType>(t))
    return "ue8m0";
  if (isa<Float8E4M3FNType>(t))
    return "ue4m3";
  return "";
}

static bool isFp8(const std::string &c) { return c == "e4m3" || c == "e5m2"; }
static bool isF8F6F4(const std::string &c) {
  return isFp8(c) || c == "e2m3" || c == "e3m2" || c == "e2m1";
}

static std::string shapeStr(ArrayRef<int64_t> s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i)
    out += (i ? "x" : "") + std::to_string(s[i]);
  return out;
}

LogicalResult cute_nvgpu::checkRegisterMmaTypes(
    function_ref<InFlightDiagnostic()> emitError, Mnemonic atom,
    ArrayRef<int64_t> mnk, Type a, Type b, Type c,
    std::optional<int64_t> vecSize, StringRef kind) {
  const char *name = target::atomRecord(atom).mnemonic;
  if (mnk.size() != 3 || llvm::any_of(mnk, [](int64_t d) { return d <= 0; }))
    return emitError() << "shape_MNK must be [M, N, K] with positive "
                          "extents";
  std::string ca = canonicalMmaElement(a), cb = canonicalMmaElement(b),
              cc = canonicalMmaElement(c);
  // Seed 000's per-family element checks first, with their verbatim text.
  if (!kind.empty() && !target::latticeKindRow(atom, kind))
    return emitError() << "`" << name << "` has no kind `" << kind << "`";
  if (atom == Mnemonic::Sm89Mma) {
    // kind = f8f6f4 (beyond the seeds) widens A/B to FP6/FP4; the rest of
    // seed 000's ladder is unchanged.
    if (kind == "f8f6f4") {
      if (a && b && (!isF8F6F4(ca) || !isF8F6F4(cb)))
        return emitError() << "`sm89.mma` with kind = f8f6f4 takes "
                              "FP8/FP6/FP4 inputs (e4m3, e5m2, e2m3, e3m2, "
                              "e2m1), got "
                           << a << " and " << b;
    } else if (a && b && (!isFp8(ca) || !isFp8(cb))) {
      return emitError() << "expects A/B of the e5m2/e4m3 type";
    }
    if (c && cc != "f32" && cc != "f16")
      return emitError() << "expects c type to be Float32";
    if (mnk[2] != 32)
      return emitError() << "`sm89.mma` requires K = 32, got K = " << mnk[2];
  }
  if (atom == Mnemonic::Sm80Mma || atom == Mnemonic::Sm80SparseMma) {
    if (a && c && (ca == "s8" || ca == "u8") && cc != "s32")
      return emitError() << "expects A/B of type s8/u8 and D of type i32";
    if (a && c && (ca == "s4" || ca == "u4") && cc != "s32")
      return emitError() << "expects A/B of type s4/u4 and D of type i32";
    if (a && c && ca == "b1" && cc != "s32")
      return emitError() << "expects A/B of type u1 and D of type i32";
  }
  if (atom == Mnemonic::Sm120MmaBs) {
    if (c && cc != "f32")
      return emitError() << "expects c type to be Float32";
    if (mnk[2] != 32 && mnk[2] != 64)
      return emitError() << "`SM120.mma_bs` accepts K = 32 or K = 64, got K = "
                         << mnk[2];
    if (vecSize && !target::latticeBlockScaleRow(Mnemonic::Sm120MmaBs,
                                                 mnk[2], *vecSize)) {
      // The lattice's rows of this K list the scale-vector sizes it takes.
      std::string sizes;
      for (const target::LatticeRow &row : target::mmaLattice())
        if (row.atom == Mnemonic::Sm120MmaBs && row.k == mnk[2])
          sizes += (sizes.empty() ? "" : " or ") + std::to_string(row.vecSize);
      return emitError() << "`SM120.mma_bs` K = " << mnk[2]
                         << " requires vec_size = " << sizes << ", got "
                         << *vecSize;
    }
    if (a && b && mnk[2] == 32 && (!isF8F6F4(ca) || !isF8F6F4(cb)))
      return emitError() << "`SM120.mma_bs` K = 32 takes FP8/FP6/FP4 inputs "
                            "(e4m3, e5m2, e2m3, e3m2, e2m1), got "
                         << a << " and " << b;
    if (a && b && mnk[2] == 64 && (ca != "e2m1" || cb != "e2m1"))
      return emitError() << "`SM120.mma_bs` K = 64 takes FP4 (e2m1) inputs "
                            "only, got "
                         << a << " and " << b;
  }
  if (atom == Mnemonic::UniversalFma && a && b && c && (a != b || a != c))
    return emitError() << "expects all mma operands to have element type "
                       << c;
  for (auto [t, canon, role] :
       {std::tuple{a, ca, "a"}, std::tuple{b, cb, "b"}, std::tuple{c, cc, "c"}})
    if (t && canon.empty())
      return emitError() << "`" << name << "` does not support element type "
                         << t << " for operand " << role;
  // The lattice: every row of this atom with this shape and these types.
  bool shapeKnown = false;
  for (const target::LatticeRow &row : target::mmaLattice()) {
    if (row.atom != atom || kind != row.kind ||
        !target::rowHasShape(row, mnk[0], mnk[1], mnk[2]))
      continue;
    shapeKnown = true;
    if ((!a || target::rowHasType(row.aTypes, ca)) &&
        (!b || target::rowHasType(row.bTypes, cb)) &&
        (!c || target::rowHasType(row.cTypes, cc)))
      return success();
  }
  if (!shapeKnown)
    return emitError() << "`" << name << "` has no " << shapeStr(mnk)
                       << " shape; `cute-nvgpu query mma` lists the legal "
                          "shapes";
  InFlightDiagnostic d = emitError();
  d << "`" << name << "` has no " << shapeStr(mnk) << " form for";
  if (a)
    d << " a=" << ca;
  if (b)
    d << " b=" << cb;
  if (c)
    d << " c=" << cc;
  d << "; `cute-nvgpu query mma` lists the legal ones";
  return d;
}

LogicalResult cute_nvgpu::checkMmaOptions(
    function_ref<InFlightDiagnostic()> emitError, Type a, bool saturate,
    bool bitAnd) {
  if (!a)
    return success();
  std::string ca = canonicalMmaElement(a);
  if (saturate && ca != "s8" && ca != "u8" && ca != "s4" && ca != "u4")
    return emitError() << "`saturate` (.satfinite) needs s8/u8/s4/u4 inputs, "
                          "got "
                       << a;
  if (bitAnd && ca != "b1")
    return emitError() << "`bit_op` needs b1 inputs, got " << a;
  return success();
}

//===----------------------------------------------------------------------===//
// make_* atom ops
//===----------------------------------------------------------------------===//

/// The atom type of a make op's payload. A payload that breaks the atom's
/// rules infers the bare atom instead: the op's verifier then reports the
/// problem in the seeds' words, and no invalid type is ever built. Each
/// argument has its parameter's type, so `Args{}` is the bare default.
template <typename AtomT, typename... Args>
static Type atomOrBare(MLIRContext *ctx, Args... args) {
  // An abandoned diagnostic: active, so the checks may stream into it, and
  // never reported.
  auto silent = [ctx] {
    InFlightDiagnostic d = mlir::emitError(UnknownLoc::get(ctx));
    d.abandon();
    return d;
  };
  if (succeeded(AtomT::verifyInvariants(silent, args...)))
    return AtomT::get(ctx, args...);
  return AtomT::get(ctx, Args{}...);
}

/// Builds the atom type from the builder attributes. Inference runs while
/// the op is still being parsed (attributes only in the dictionary, not yet
/// in properties) and before verification, so it reads whichever holds them
/// and tolerates malformed values, leaving diagnostics to the verifier.
template <typename OpT, typename AtomT>
static LogicalResult inferAtom(MLIRContext *ctx, DictionaryAttr attrs,
                               OpaqueProperties props,
                               SmallVectorImpl<Type> &out) {
  typename OpT::Adaptor adaptor(ValueRange(), attrs, props);
  Attribute shapeAttr = attrs && attrs.get("shape_MNK")
                            ? attrs.get("shape_MNK")
                            : Attribute(adaptor.getShape_MNKAttr());
  SmallVector<int64_t, 3> mnk;
  if (auto shape = dyn_cast_or_null<ArrayAttr>(shapeAttr))
    for (Attribute e : shape)
      if (auto i = dyn_cast<IntegerAttr>(e))
        mnk.push_back(i.getInt());
  auto typeOf = [&](StringRef name, TypeAttr fromProps) -> Type {
    Attribute a = attrs ? attrs.get(name) : Attribute();
    if (!a)
      a = fromProps;
    auto t = dyn_cast_or_null<TypeAttr>(a);
    return t ? t.getValue() : Type();
  };
  Type at = typeOf("a_type", adaptor.getATypeAttr()),
       bt = typeOf("b_type", adaptor.getBTypeAttr()),
       ct = typeOf("c_type", adaptor.getCTypeAttr());
  if (!at || !bt || !ct)
    at = bt = ct = Type();
  auto enumOf = [&](StringRef name, Attribute fromProps) -> Attribute {
    Attribute a = attrs ? attrs.get(name) : Attribute();
    return a ? a : fromProps;
  };
  // Every make_* op of a kernel with the same attributes infers the same
  // atom: the inference runs once per context for each attribute set (the
  // attributes and types are uniqued, so their addresses are the key).
  cute::ParseMemo *memo = cute::ParseMemo::of(ctx);
  auto memoized = [&](std::initializer_list<const void *> extra,
                      function_ref<Type()> make) -> Type {
    if (!memo)
      return make();
    SmallVector<const void *, 10> parts{
        TypeID::get<OpT>().getAsOpaquePointer(),
        shapeAttr.getAsOpaquePointer(), at.getAsOpaquePointer(),
        bt.getAsOpaquePointer(), ct.getAsOpaquePointer()};
    parts.append(extra.begin(), extra.end());
    return *memo->derived<Type>(
        cute::ParseMemo::key("make-mma-atom", parts),
        [&] { return std::make_shared<const Type>(make()); });
  };
  auto ptr = [](Attribute a) { return a.getAsOpaquePointer(); };
  if constexpr (std::is_same_v<OpT, MakeSm90MmaOp>) {
    // Enum attributes: a misspelling fails at parse, so only the defaults
    // need filling in here.
    Attribute amA = enumOf("a_major", adaptor.getAMajorAttr()),
              bmA = enumOf("b_major", adaptor.getBMajorAttr()),
              fkA = enumOf("frag_kind", adaptor.getFragKindAttr());
    out.push_back(memoized({ptr(amA), ptr(bmA), ptr(fkA)}, [&] {
      Major am = Major::K, bm = Major::K;
      FragKind fk = FragKind::SS;
      if (auto a = dyn_cast_or_null<MajorAttr>(amA))
        am = a.getValue();
      if (auto a = dyn_cast_or_null<MajorAttr>(bmA))
        bm = a.getValue();
      if (auto a = dyn_cast_or_null<FragKindAttr>(fkA))
        fk = a.getValue();
      return atomOrBare<AtomT>(ctx, mnk, at, bt, ct, std::optional<Major>(am),
                               std::optional<Major>(bm),
                               std::optional<FragKind>(fk));
    }));
  } else if constexpr (std::is_same_v<OpT, MakeSm89MmaOp>) {
    Attribute kA = enumOf("kind", adaptor.getKindAttr());
    out.push_back(memoized({ptr(kA)}, [&] {
      std::optional<MmaKind> kind;
      if (auto ks = dyn_cast_or_null<MmaKindAttr>(kA))
        kind = ks.getValue();
      return atomOrBare<AtomT>(ctx, mnk, at, bt, ct, kind);
    }));
  } else if constexpr (std::is_same_v<OpT, MakeSm120MmaBsOp>) {
    Attribute vA = enumOf("vec_size", adaptor.getVecSizeAttr());
    Type sf = typeOf("sf_type", adaptor.getSfTypeAttr());
    out.push_back(memoized({ptr(vA), sf.getAsOpaquePointer()}, [&] {
      unsigned vec = 0;
      if (auto vi = dyn_cast_or_null<IntegerAttr>(vA);
          vi && vi.getInt() > 0 && vi.getInt() <= 1024)
        vec = static_cast<unsigned>(vi.getInt());
      return atomOrBare<AtomT>(ctx, mnk, at, bt, ct, sf, vec);
    }));
  } else if constexpr (std::is_same_v<OpT, MakeSm80MmaOp>) {
    Attribute boA = enumOf("bit_op", adaptor.getBitOpAttr()),
              satA = enumOf("saturate", adaptor.getSaturateAttr());
    out.push_back(memoized({ptr(boA), ptr(satA)}, [&] {
      std::optional<MmaBitOp> bitOp;
      if (auto bo = dyn_cast_or_null<MmaBitOpAttr>(boA))
        bitOp = bo.getValue();
      return atomOrBare<AtomT>(ctx, mnk, at, bt, ct,
                               isa_and_nonnull<UnitAttr>(satA), bitOp);
    }));
  } else if constexpr (std::is_same_v<OpT, MakeSm80SparseMmaOp>) {
    Attribute satA = enumOf("saturate", adaptor.getSaturateAttr());
    out.push_back(memoized({ptr(satA)}, [&] {
      return atomOrBare<AtomT>(ctx, mnk, at, bt, ct,
                               isa_and_nonnull<UnitAttr>(satA));
    }));
  } else {
    out.push_back(
        memoized({}, [&] { return atomOrBare<AtomT>(ctx, mnk, at, bt, ct); }));
  }
  return success();
}

#define CUTE_NVGPU_MAKE_MMA(OP, ATOM)                                          \
  LogicalResult OP::inferReturnTypes(                                          \
      MLIRContext *ctx, std::optional<Location>, ValueRange,                   \
      DictionaryAttr attrs, OpaqueProperties props, RegionRange,               \
      SmallVectorImpl<Type> &out) {                                            \
    return inferAtom<OP, ATOM>(ctx, attrs, props, out);                        \
  }
CUTE_NVGPU_MAKE_MMA(MakeUniversalFmaOp, UniversalFmaType)
CUTE_NVGPU_MAKE_MMA(MakeSm80MmaOp, Sm80MmaType)
CUTE_NVGPU_MAKE_MMA(MakeSm80SparseMmaOp, Sm80SparseMmaType)
CUTE_NVGPU_MAKE_MMA(MakeSm89MmaOp, Sm89MmaType)
CUTE_NVGPU_MAKE_MMA(MakeSm120MmaBsOp, Sm120MmaBsType)
CUTE_NVGPU_MAKE_MMA(MakeSm90MmaOp, Sm90MmaType)
#undef CUTE_NVGPU_MAKE_MMA

template <typename OpT>
static LogicalResult verifyMake(OpT op, Mnemonic atom,
                                std::optional<int64_t> vec = std::nullopt,
                                StringRef kind = "") {
  SmallVector<int64_t, 3> mnk;
  for (Attribute e : op.getShape_MNK()) {
    auto i = dyn_cast<IntegerAttr>(e);
    if (!i)
      return op.emitOpError("shape_MNK must be [M, N, K] with positive "
                            "extents");
    mnk.push_back(i.getInt());
  }
  int given = !!op.getAType() + !!op.getBType() + !!op.getCType();
  if (given != 0 && given != 3)
    return op.emitOpError("a_type, b_type and c_type go together: give all "
                          "three or none");
  auto t = [](std::optional<Type> x) { return x ? *x : Type(); };
  return checkRegisterMmaTypes([&] { return op.emitOpError(); }, atom, mnk,
                               t(op.getAType()), t(op.getBType()),
                               t(op.getCType()), vec, kind);
}

LogicalResult MakeUniversalFmaOp::verify() {
  return verifyMake(*this, Mnemonic::UniversalFma);
}
LogicalResult MakeSm80MmaOp::verify() {
  if (failed(verifyMake(*this, Mnemonic::Sm80Mma)))
    return failure();
  return checkMmaOptions([&] { return emitOpError(); },
                         getAType() ? *getAType() : Type(), getSaturate(),
                         getBitOp() == MmaBitOp::And);
}
LogicalResult MakeSm80SparseMmaOp::verify() {
  if (failed(verifyMake(*this, Mnemonic::Sm80SparseMma)))
    return failure();
  return checkMmaOptions([&] { return emitOpError(); },
                         getAType() ? *getAType() : Type(), getSaturate(),
                         false);
}
LogicalResult MakeSm89MmaOp::verify() {
  std::optional<MmaKind> kind = getKind();
  return verifyMake(*this, Mnemonic::Sm89Mma, std::nullopt,
                    kind ? stringifyMmaKind(*kind) : "");
}
LogicalResult MakeSm90MmaOp::verify() {
  SmallVector<int64_t, 3> mnk;
  for (Attribute e : getShape_MNK()) {
    auto i = dyn_cast<IntegerAttr>(e);
    if (!i)
      return emitOpError("shape_MNK must be [M, N, K] with positive extents");
    mnk.push_back(i.getInt());
  }
  int given = !!getAType() + !!getBType() + !!getCType();
  if (given != 0 && given != 3)
    return emitOpError("a_type, b_type and c_type go together: give all "
                       "three or none");
  return checkWgmmaAtom([&] { return emitOpError(); }, mnk,
                        getAType() ? *getAType() : Type(),
                        getBType() ? *getBType() : Type(),
                        getCType() ? *getCType() : Type(),
                        getAMajor() == Major::MN, getBMajor() == Major::MN,
                        getFragKind() == FragKind::RS);
}

LogicalResult MakeSm120MmaBsOp::verify() {
  int64_t k = 0;
  if (getShape_MNK().size() == 3)
    if (auto i = dyn_cast<IntegerAttr>(getShape_MNK()[2]))
      k = i.getInt();
  const target::LatticeRow *row =
      target::latticeBlockScaleRow(Mnemonic::Sm120MmaBs, k, getVecSize());
  if (std::optional<Type> sf = getSfType(); sf && row) {
    std::string want = row->scaleType;
    if (canonicalScaleElement(*sf) != want)
      return emitOpError() << "sf_type for vec_size = " << getVecSize()
                           << " must be "
                           << (want == "ue8m0" ? "f8E8M0FNU (UE8M0)"
                                               : "f8E4M3FN (UE4M3)")
                           << ", got " << *sf;
  }
  return verifyMake(*this, Mnemonic::Sm120MmaBs, getVecSize());
}

#define CUTE_NVGPU_MAKE_NAMES(OP)                                              \
  void OP::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {                  \
    std::string alias = aliasForType(getAtom().getType());                     \
    setNameFn(getAtom(), alias.empty() ? "atom" : alias);                      \
  }
CUTE_NVGPU_MAKE_NAMES(MakeUniversalFmaOp)
CUTE_NVGPU_MAKE_NAMES(MakeSm80MmaOp)
CUTE_NVGPU_MAKE_NAMES(MakeSm80SparseMmaOp)
CUTE_NVGPU_MAKE_NAMES(MakeSm89MmaOp)
CUTE_NVGPU_MAKE_NAMES(MakeSm120MmaBsOp)
CUTE_NVGPU_MAKE_NAMES(MakeSm90MmaOp)
#undef CUTE_NVGPU_MAKE_NAMES

//===----------------------------------------------------------------------===//
// cute_nvgpu.mma
//===----------------------------------------------------------------------===//

static Type elementOf(Type t) {
  if (auto m = dyn_cast<cute::CuteMemRefType>(t))
    return m.getElementType();
  return mlir::getElementTypeOrSelf(t);
}

static std::string printed(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return s;
}

static FailureOr<RegisterMmaInfo>
analyzeRegisterMmaOnce(Type atomType, Type aT, Type bT, Type cT,
                       function_ref<InFlightDiagnostic()> emitError);

FailureOr<RegisterMmaInfo>
cute_nvgpu::analyzeRegisterMma(Type atomType, Type aT, Type bT, Type cT,
                               function_ref<InFlightDiagnostic()> emitError) {
  // The analysis reads the (uniqued) types only: the verifier and the
  // lowering of every use of one atom on the same fragment types share it.
  // Failures are not kept, so each failing use reports its diagnostic.
  cute::ParseMemo *memo = cute::ParseMemo::of(atomType.getContext());
  if (!memo)
    return analyzeRegisterMmaOnce(atomType, aT, bT, cT, emitError);
  cute::ParseMemo::Key key = cute::ParseMemo::key(
      "register-mma",
      {atomType.getAsOpaquePointer(), aT.getAsOpaquePointer(),
       bT.getAsOpaquePointer(), cT.getAsOpaquePointer()});
  using Shared = std::shared_ptr<const RegisterMmaInfo>;
  Shared info = memo->derived<RegisterMmaInfo>(key, [&]() -> Shared {
    FailureOr<RegisterMmaInfo> r =
        analyzeRegisterMmaOnce(atomType, aT, bT, cT, emitError);
    if (failed(r))
      return nullptr;
    return std::make_shared<const RegisterMmaInfo>(std::move(*r));
  });
  if (!info)
    return failure();
  return *info;
}

static FailureOr<RegisterMmaInfo>
analyzeRegisterMmaOnce(Type atomType, Type aT, Type bT, Type cT,
                       function_ref<InFlightDiagnostic()> emitError) {
  const target::AtomRecord *rec = lookupAtomRecord(atomType);
  auto mmaIface = dyn_cast<MmaAtomTypeInterface>(atomType);
  if (!rec || !mmaIface)
    return emitError() << "expects an MMA atom, got " << atomType;
  if (rec->mma.aResidency != target::ResRmem)
    return emitError() << "`" << rec->mnemonic
                       << "` is not a register-MMA atom; its verifier lands "
                          "with the WGMMA/UMMA lowering";
  MmaAtomContract contract = mmaIface.getMmaContract();
  RegisterMmaInfo info;
  info.atom = rec->slot;
  Type a = elementOf(aT), b = elementOf(bT), c = elementOf(cT);
  // Element types first (seed 003: element ladder before residency).
  if (contract.aType) {
    for (auto [want, got, role] :
         {std::tuple{contract.aType, a, "a"}, std::tuple{contract.bType, b, "b"},
          std::tuple{contract.cType, c, "c"}})
      if (want != got) {
        if (rec->slot == Mnemonic::UniversalFma)
          return emitError() << "expects all mma operands to have element "
                                "type "
                             << want;
        return emitError() << "expects operand " << role
                           << " with element type " << want << ", but get "
                           << got << ".";
      }
  }
  if (contract.mnk.empty())
    return emitError() << "`" << rec->mnemonic
                       << "` atom needs its shape: build it with "
                          "cute_nvgpu.make_* {shape_MNK = [M, N, K]}";
  std::optional<int64_t> vec;
  if (std::optional<MmaAtomParams> p = getMmaAtomParams(atomType)) {
    if (p->vecSize)
      vec = p->vecSize;
    if (p->kind)
      if (const target::LatticeRow *row = target::latticeKindRow(
              rec->slot, stringifyMmaKind(*p->kind).str()))
        info.kind = row->kind;
    info.saturate = p->saturate;
    info.bitAnd = p->bitOp == MmaBitOp::And;
  }
  if (failed(checkRegisterMmaTypes(emitError, rec->slot, contract.mnk, a, b, c,
                                   vec, info.kind)) ||
      failed(checkMmaOptions(emitError, a, info.saturate, info.bitAnd)))
    return failure();
  info.m = contract.mnk[0];
  info.n = contract.mnk[1];
  info.k = contract.mnk[2];
  info.a = target::elemFromName(canonicalMmaElement(a));
  info.b = target::elemFromName(canonicalMmaElement(b));
  info.c = target::elemFromName(canonicalMmaElement(c));
  info.aType = a;
  info.bType = b;
  info.cType = c;
  info.vecSize = vec.value_or(0);
  auto layouts = target::synthesizeRegisterMma(info.atom, info.m, info.n,
                                               info.k, target::elemName(info.a),
                                               target::elemName(info.b),
                                               target::elemName(info.c));
  if (!layouts.ok())
    return emitError() << layouts.error().message;
  info.layouts = *layouts;
  return info;
}

LogicalResult MmaOp::verify() {
  auto emit = [&] { return emitOpError(); };
  if (isa<Sm90MmaType>(getAtom().getType())) {
    if (getMetadata() || getSfa() || getSfb())
      return emitOpError("`sm90.mma` takes no metadata or scale operands");
    return analyzeWgmma(*this);
  }
  if (getScaleD() || getScaleA() || getScaleB())
    return emitOpError("scale_d/scale_a/scale_b are `sm90.mma` immediates");
  // The remaining checks read only the operand types (uniqued) and which
  // optional operands are present: a use repeated with the same types (every
  // k-step of a GEMM) is checked once per context.
  auto typeOf = [](Value v) { return v ? v.getType() : Type(); };
  Type key[] = {getAtom().getType(), getA().getType(),  getB().getType(),
                getC().getType(),    getD().getType(),  typeOf(getMetadata()),
                typeOf(getSfa()),    typeOf(getSfb())};
  cute::ParseMemo *memo = cute::ParseMemo::of(getContext());
  if (memo && memo->passed("cute_nvgpu.mma", key))
    return success();
  auto checkTypes = [&]() -> LogicalResult {
    Type aT = getA().getType(), bT = getB().getType(), cT = getC().getType(),
         dT = getD().getType();
    if (getC().getType() != dT && elementOf(cT) != elementOf(dT))
      return emitOpError() << "expects operand c with element type "
                           << elementOf(cT) << ", but get " << elementOf(dT)
                           << ".";
    FailureOr<RegisterMmaInfo> info =
        analyzeRegisterMma(getAtom().getType(), aT, bT, cT, emit);
    if (failed(info))
      return failure();
    // Residency (seed 003): every operand an rmem cute.memref.
    auto isRmem = [](Type t) {
      auto m = dyn_cast<cute::CuteMemRefType>(t);
      return m && m.getSpace() == cute::MemSpace::Rmem;
    };
    if (!isRmem(aT) || !isRmem(bT) || !isRmem(cT) || !isRmem(dT))
      return emitOpError() << "expects rmem for input operands, but got A: "
                           << printed(aT) << ", B: " << printed(bT)
                           << ", D: " << printed(dT);
    auto ma = cast<cute::CuteMemRefType>(aT), mb = cast<cute::CuteMemRefType>(bT),
         mc = cast<cute::CuteMemRefType>(cT), md = cast<cute::CuteMemRefType>(dT);
    const L::AnyLayout va = ma.getLayoutValue(), vb = mb.getLayoutValue(),
                        vc = mc.getLayoutValue(), vd = md.getLayoutValue();
    if (va.isComposed() || vb.isComposed() || vc.isComposed() ||
        vd.isComposed())
      return emitOpError() << "doesn't support composed layout for A/B/D, but "
                              "got: A: "
                           << L::toString(va) << ", B: " << L::toString(vb)
                           << ", D:" << L::toString(vd);
    const L::Layout &la = va.layout(), &lb = vb.layout(), &lc = vc.layout(),
                    &ld = vd.layout();
    if (la.shape.rank() != lb.shape.rank())
      return emitOpError() << "expects A, B to have the same rank, but got A: "
                           << L::toString(la) << ", B: " << L::toString(lb);
    if (lc.shape.rank() != ld.shape.rank())
      return emitOpError() << "expects C, D to have the same rank, but got C: "
                           << L::toString(lc) << ", D: " << L::toString(ld);
    // CuTe's gemm dispatch: (V) x (V) -> (V) or (M,N); (M,K) x (N,K) ->
    // (M,N) or (V,M) x (V,N) -> (V,M,N); (V,M,K) x (V,N,K) -> (V,M,N).
    // Each operand is this thread's fragment: the value mode of the atom's
    // thread-value layout, compact (a rank-1 (V) fragment for one call).
    int ra = la.shape.rank(), rc = lc.shape.rank();
    if (ra == 1 && rc != 1 && rc != 2)
      return emitOpError() << "expects C to have rank 1 or 2, but got C: "
                           << L::toString(lc);
    if (ra == 2 && rc != 2 && rc != 3)
      return emitOpError() << "expects C to have rank 2 or 3, but got C: "
                           << L::toString(lc);
    if (ra == 3 && rc != 3)
      return emitOpError() << "expects C to have rank 3, but got C: "
                           << L::toString(lc);
    const char *roles[4] = {"A", "B", "C", "D"};
    const L::Layout *declared[4] = {&la, &lb, &lc, &ld};
    for (int i = 0; i < 4; ++i) {
      const L::Layout &l = *declared[i];
      if (!L::isStatic(l) || L::hasScaledBasis(l))
        return emitOpError() << "expects static and no scaled basis layout for "
                             << roles[i] << ": " << L::toString(l);
      const L::Layout want =
          target::threadFragment(info->layouts.slots[i == 3 ? 2 : i]);
      L::Result<bool> eq = L::layoutsEquivalent(l, want);
      if (!eq.ok() || !*eq)
        return emitOpError() << "expects Mma atom layout of "
                             << L::toString(want) << " for " << roles[i]
                             << ", but got " << L::toString(l);
    }
    // Sparse metadata and scale factors.
    const target::AtomRecord &rec = target::atomRecord(info->atom);
    if (rec.mma.supportsSparse && !getMetadata())
      return emitOpError() << "`" << rec.mnemonic
                           << "` requires a sparse metadata operand: "
                              "metadata(%m : T)";
    if (!rec.mma.supportsSparse && getMetadata())
      return emitOpError() << "`" << rec.mnemonic
                           << "` takes no sparse metadata operand";
    if (getMetadata()) {
      // seed 000: slot 3 is valid only on the four-slot (sparse) result.
      if (info->layouts.slotCount != 4)
        return emitOpError() << "internal: sparse atom without a metadata slot";
      auto mt = dyn_cast<cute::CuteMemRefType>(getMetadata().getType());
      if (!mt || mt.getSpace() != cute::MemSpace::Rmem ||
          !mt.getElementType().isInteger(32))
        return emitOpError() << "expects the sparse metadata as an rmem "
                                "fragment of i32/ui32, got "
                             << getMetadata().getType();
      L::AnyLayout lm = mt.getLayoutValue();
      const L::Layout want = target::threadFragment(info->layouts.slots[3]);
      L::Result<bool> eq = lm.isLayout() ? L::layoutsEquivalent(lm.layout(), want)
                                         : L::Result<bool>(false);
      if (!eq.ok() || !*eq)
        return emitOpError() << "expects Mma atom layout of "
                             << L::toString(want) << " for metadata, but got "
                             << L::toString(lm);
    }
    if (rec.mma.supportsBlockScale) {
      if (!getSfa() || !getSfb())
        return emitOpError() << "`" << rec.mnemonic
                             << "` requires both scale-factor operands: "
                                "scales(%sfa, %sfb : TA, TB)";
      Type sfa = elementOf(getSfa().getType()), sfb = elementOf(getSfb().getType());
      if (sfa != sfb)
        return emitOpError() << "expects sfa/sfb element types to be the same";
      // The block-scale row of (K, vec_size) names its scale type (ptxas:
      // vec 32 scales are UE8M0; vec 16, scale_vec::4X, only UE4M3).
      std::string sf = canonicalScaleElement(sfa);
      const target::LatticeRow *row = target::latticeBlockScaleRow(
          Mnemonic::Sm120MmaBs, info->k, static_cast<int>(info->vecSize));
      std::string want = row ? row->scaleType : "";
      if (sf != want)
        return emitOpError() << "scale factors for vec_size = " << info->vecSize
                             << " must be "
                             << (want == "ue8m0" ? "f8E8M0FNU (UE8M0)"
                                                 : "f8E4M3FN (UE4M3)")
                             << ", got " << sfa;
      int perThread = target::ptx::scaleVecCount(info->k, info->vecSize);
      for (Value v : {getSfa(), getSfb()})
        if (!isRmem(v.getType()) ||
            cast<cute::CuteMemRefType>(v.getType()).getValuesPerThread() !=
                perThread)
          return emitOpError() << "scale factors must be rmem fragments with "
                               << perThread
                               << " value(s) per thread (one 32-bit scale "
                                  "register), got "
                               << v.getType();
    } else if (getSfa() || getSfb()) {
      return emitOpError() << "`" << rec.mnemonic
                           << "` takes no scale-factor operands";
    }
    return success();
  };
  if (failed(checkTypes()))
    return failure();
  if (memo)
    memo->rememberPassed("cute_nvgpu.mma", key);
  return success();
}
