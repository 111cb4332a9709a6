//===- Builtins.cpp - cute_nvgpu.builtin: verifier and effects -------------===//
//
// The verifier reads the builtin table (Target/Builtins.h): operand and
// result counts by operation, fragment vectors by the table's fragment
// counts and register types, then seed 004's constant checks with its
// verbatim diagnostics. The arch gate needs the module's target and lives
// in -cute-nvgpu-verify-target.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"

using namespace mlir;
using namespace cute_nvgpu;
namespace B = cute_nvgpu::target::builtins;

const B::Builtin *BuiltinOp::getBuiltin() {
  return B::lookupBuiltin(getCallee().str());
}

namespace {

const char *slotName(B::Slot s) {
  static const char *kNames[] = {"A", "B", "C", "D"};
  return kNames[s];
}


/// The value of an integer constant when it fits `bits` signed bits (an
/// unsigned or i1 constant: `bits` - 1 value bits), else nullopt. A
/// zero-width integer (`0 : i0`) is 0.
std::optional<int64_t> constantWithin(IntegerAttr a, unsigned bits) {
  APInt v = a.getValue();
  if (v.getBitWidth() == 0)
    return 0;
  bool isUnsigned = a.getType().isUnsignedInteger() || v.getBitWidth() == 1;
  if (isUnsigned ? v.getActiveBits() > bits - 1 : v.getSignificantBits() > bits)
    return std::nullopt;
  return isUnsigned ? static_cast<int64_t>(v.getZExtValue()) : v.getSExtValue();
}

/// The constant as the builtin's C `int` argument would hold it; nullopt
/// when it does not fit (seed 004's extraction sets its overflow flag).
std::optional<int64_t> intArgument(IntegerAttr a) {
  return constantWithin(a, 32);
}

/// A WMMA constant (rowcol, satf): any value an i64 holds, so that a range
/// check, not an overflow, reports it.
std::optional<int64_t> wmmaConstant(IntegerAttr a) {
  return constantWithin(a, 64);
}

struct Verifier {
  BuiltinOp op;
  const B::Builtin &b;

  InFlightDiagnostic error() {
    return op.emitOpError() << "`" << b.name << "` ";
  }

  LogicalResult forbid(Attribute attr, StringRef key) {
    if (attr)
      return error() << "takes no '" << key << "' operand";
    return success();
  }

  LogicalResult counts(size_t nArgs, const char *argsText, size_t nResults,
                       const char *resultsText) {
    if (op.getArgs().size() != nArgs)
      return error() << "takes " << nArgs << " operands (" << argsText
                     << "), got " << op.getArgs().size();
    if (op.getResults().size() != nResults)
      return error() << "has " << nResults << " result"
                     << (nResults == 1 ? "" : "s") << " (" << resultsText
                     << "), got " << op.getResults().size();
    return success();
  }

  LogicalResult fragment(Type got, B::Slot s, const char *where) {
    std::string ptxType = b.slotType(s);
    Type elem = builtinRegisterElement(op.getContext(), ptxType);
    auto want = VectorType::get({b.frags[s]}, elem);
    auto v = dyn_cast<VectorType>(got);
    if (!v || v.getElementType() != elem)
      return op.emitOpError()
             << "Wrong MMA element type: " << where << " of `" << b.name
             << "` is " << got << ", expected " << want << " (the "
             << slotName(s) << " fragment, " << ptxType << ")";
    if (v.getNumElements() != b.frags[s])
      return error() << slotName(s) << " fragment has " << v.getNumElements()
                     << " registers, expected " << b.frags[s] << " (" << want
                     << ")";
    return success();
  }

  LogicalResult pointer(Type t) {
    auto p = dyn_cast<LLVM::LLVMPointerType>(t);
    if (!p || (p.getAddressSpace() != 0 && p.getAddressSpace() != 1 &&
               p.getAddressSpace() != 3))
      return error() << "takes a generic, global or shared pointer "
                        "(!llvm.ptr, !llvm.ptr<1>, !llvm.ptr<3>) first, got "
                     << t;
    return success();
  }

  LogicalResult leadingDimension(Type t) {
    if (!t.isInteger(32))
      return error() << "takes the leading dimension (ldm) as i32, got " << t;
    return success();
  }

  LogicalResult wmma() {
    for (auto [attr, key] :
         {std::pair<Attribute, StringRef>{op.getNAttr(), "n"},
          {op.getScaleDAttr(), "scale_d"},
          {op.getNegAAttr(), "neg_a"},
          {op.getTransAAttr(), "trans_a"},
          {op.getTransBAttr(), "trans_b"}})
      if (failed(forbid(attr, key)))
        return failure();
    ValueRange args = op.getArgs();
    if (b.isLoad()) {
      if (failed(counts(2, "pointer, ldm", 1, "the fragment")) ||
          failed(pointer(args[0].getType())) ||
          failed(leadingDimension(args[1].getType())) ||
          failed(fragment(op.getResults()[0].getType(), b.movedSlot(),
                          "the result")))
        return failure();
    } else if (b.isStore()) {
      if (failed(counts(3, "pointer, D fragment, ldm", 0, "none")) ||
          failed(pointer(args[0].getType())) ||
          failed(fragment(args[1].getType(), B::D, "operand #1")) ||
          failed(leadingDimension(args[2].getType())))
        return failure();
    } else {
      if (failed(counts(3, "A, B, C fragments", 1, "the D fragment")) ||
          failed(fragment(args[0].getType(), B::A, "operand #0")) ||
          failed(fragment(args[1].getType(), B::B, "operand #1")) ||
          failed(fragment(args[2].getType(), B::C, "operand #2")) ||
          failed(fragment(op.getResults()[0].getType(), B::D, "the result")))
        return failure();
    }
    // rowcol: 0/1 (row/col) for a load or store, 0..3 (A col << 1 | B col)
    // for an MMA.
    IntegerAttr rowcolAttr = op.getRowcolAttr();
    if (!rowcolAttr)
      return error() << "needs the constant 'rowcol' operand";
    std::optional<int64_t> rowcol = wmmaConstant(rowcolAttr);
    if (b.isWmmaMma()) {
      if (!rowcol || *rowcol < 0 || *rowcol > 3)
        return op.emitError() << "'rowcol' operand can be 0, 1, 2, or 3 only";
    } else if (!rowcol || *rowcol < 0 || *rowcol > 1) {
      return op.emitError() << "'rowcol' operand can be 0 or 1 only";
    }
    // satf: HMMA/IMMA check it; DMMA/TF32/BF16 ignore it; the b1 MMA and
    // loads/stores take none.
    if (b.family == B::Family::Bmma || !b.isWmmaMma()) {
      if (failed(forbid(op.getSatfAttr(), "satf")))
        return failure();
    } else if (IntegerAttr satfAttr = op.getSatfAttr();
               satfAttr && (b.family == B::Family::Hmma ||
                            b.family == B::Family::Imma)) {
      std::optional<int64_t> satf = wmmaConstant(satfAttr);
      if (!satf || *satf < 0 || *satf > 1)
        return op.emitError() << "'satf' operand can be 0, or 1 only";
    }
    int required = B::requiredRowcol(b);
    if (required >= 0 && *rowcol != required)
      return error() << "needs rowcol = " << required
                     << (b.isWmmaMma() ? " (row-major A, column-major B)"
                         : required == 0 ? " (row-major A)"
                                         : " (column-major B)")
                     << ": s4/u4/b1 fragments have no other layout, got "
                     << *rowcol;
    return success();
  }

  LogicalResult wgmma() {
    if (failed(forbid(op.getRowcolAttr(), "rowcol")) ||
        failed(forbid(op.getSatfAttr(), "satf")))
      return failure();
    if (!B::wgmmaTakesNegate(b) && failed(forbid(op.getNegAAttr(), "neg_a")))
      return failure();
    if (!B::wgmmaTakesTranspose(b) &&
        (failed(forbid(op.getTransAAttr(), "trans_a")) ||
         failed(forbid(op.getTransBAttr(), "trans_b"))))
      return failure();
    // Seed 004: every constant is extracted with an overflow check before
    // it is used (N, the scale factors, the negate/transpose bits).
    std::pair<IntegerAttr, StringRef> constants[] = {
        {op.getNAttr(), "n"},
        {op.getScaleDAttr(), "scale_d"},
        {op.getNegAAttr(), "neg_a"},
        {op.getTransAAttr(), "trans_a"},
        {op.getTransBAttr(), "trans_b"}};
    int64_t values[5] = {0, 1, 0, 0, 0};
    for (int i = 0; i < 5; ++i) {
      if (!constants[i].first)
        continue;
      std::optional<int64_t> v = intArgument(constants[i].first);
      if (!v)
        return op.emitError()
               << "unexpected constant overflow in __wgmma_mma_async operand";
      values[i] = *v;
    }
    if (!op.getNAttr())
      return error() << "needs the constant 'n' operand (the N dimension)";
    int64_t n = values[0];
    int k = B::wgmmaK(b);
    if (!B::wgmmaNIntrinsics(n)) {
      if ((n & (n - 1)) != 0)
        return op.emitError() << "N only supported for powers of two";
      return op.emitError() << "The shape m64n" << n << "k" << k
                            << " is not supported for __wgmma_mma_async "
                               "builtin";
    }
    for (int i = 1; i < 5; ++i)
      if (values[i] != 0 && values[i] != 1)
        return error() << "'" << constants[i].second
                       << "' operand can be 0 or 1 only, got " << values[i];
    if (failed(counts(3, "accumulators, A descriptor or registers, B "
                         "descriptor",
                      1, "the accumulators")))
      return failure();
    ValueRange args = op.getArgs();
    MLIRContext *ctx = op.getContext();
    Type f32 = Float32Type::get(ctx), i32 = IntegerType::get(ctx, 32);
    auto acc = dyn_cast<VectorType>(args[0].getType());
    bool f16Acc = std::string(b.abType) == "f16" ||
                  std::string(b.abType) == "e4m3";
    bool accOk = acc && ((acc.getElementType() == f32 &&
                          acc.getNumElements() == n / 2) ||
                         (f16Acc && acc.getElementType() == i32 &&
                          acc.getNumElements() == n / 4));
    if (!accOk)
      return op.emitOpError()
             << "Wrong MMA element type: the accumulators of `" << b.name
             << "` with N = " << n << " are " << args[0].getType()
             << ", expected " << VectorType::get({n / 2}, f32) << " (f32)"
             << (f16Acc ? std::string(" or vector<") + std::to_string(n / 4) +
                              "xi32> (f16 pairs)"
                        : std::string());
    if (op.getResults()[0].getType() != args[0].getType())
      return error() << "result must have the accumulators' type "
                     << args[0].getType();
    Type aType = args[1].getType();
    auto aRegs = dyn_cast<VectorType>(aType);
    bool registerA = aRegs && aRegs.getElementType() == i32 &&
                     aRegs.getNumElements() == 4;
    if (!aType.isInteger(64) && !registerA)
      return error() << "takes A as an i64 SMEM descriptor or vector<4xi32> "
                        "registers, got "
                     << aType;
    if (!args[2].getType().isInteger(64))
      return error() << "takes B as an i64 SMEM descriptor, got "
                     << args[2].getType();
    if (registerA && values[3] != 0)
      return error() << "takes no 'trans_a' = 1 with a register A (PTX has "
                        "no imm-trans-a there)";
    return success();
  }
};

} // namespace

LogicalResult BuiltinOp::verify() {
  const B::Builtin *b = getBuiltin();
  if (!b)
    return emitOpError() << "unknown CUDA tensor-core builtin `"
                         << getCallee() << "`";
  Verifier v{*this, *b};
  return b->family == B::Family::Wgmma ? v.wgmma() : v.wmma();
}

uint32_t BuiltinOp::getWgmmaConfigWord() {
  auto bit = [](IntegerAttr a, bool dflt) {
    return a ? a.getValue().getZExtValue() != 0 : dflt;
  };
  B::WgmmaConfig c;
  c.scaleD = bit(getScaleDAttr(), true);
  c.transB = bit(getTransBAttr(), false);
  c.transA = bit(getTransAAttr(), false);
  c.negA = bit(getNegAAttr(), false);
  return c.pack();
}

void BuiltinOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  const B::Builtin *b = getBuiltin();
  if (!b || getArgs().empty())
    return;
  if (b->isLoad())
    effects.emplace_back(MemoryEffects::Read::get(), &getArgsMutable()[0],
                         SideEffects::DefaultResource::get());
  else if (b->isStore())
    effects.emplace_back(MemoryEffects::Write::get(), &getArgsMutable()[0],
                         SideEffects::DefaultResource::get());
  else if (b->family == B::Family::Wgmma)
    // The descriptors address shared memory the call reads.
    effects.emplace_back(MemoryEffects::Read::get(),
                         SideEffects::DefaultResource::get());
}

Type cute_nvgpu::builtinRegisterElement(MLIRContext *ctx,
                                        const std::string &ptxType) {
  std::string r = B::registerType(ptxType);
  if (r == "f32")
    return Float32Type::get(ctx);
  if (r == "f64")
    return Float64Type::get(ctx);
  return IntegerType::get(ctx, 32);
}
