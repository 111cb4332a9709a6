//===- RuntimeValue.cpp - cute values as SSA leaves ------------------------===//
#include "RuntimeValue.h"

#include "CuteValue.h"
#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute_lowering;

FailureOr<L::CuteIRValue> cute_lowering::valueOf(Type t) {
  return cute::cuteValueOf(t);
}

Type cute_lowering::typeWithValue(Type like, const L::CuteIRValue &v) {
  MLIRContext *ctx = like.getContext();
  auto text = [&] { return StringAttr::get(ctx, L::printCuteIR(v)); };
  return llvm::TypeSwitch<Type, Type>(like)
      .Case([&](cute::IntTupleType) { return cute::IntTupleType::get(ctx, text()); })
      .Case([&](cute::ShapeType) { return cute::ShapeType::get(ctx, text()); })
      .Case([&](cute::StrideType) { return cute::StrideType::get(ctx, text()); })
      .Case([&](cute::CoordType) { return cute::CoordType::get(ctx, text()); })
      .Case([&](cute::TileType) { return cute::TileType::get(ctx, text()); })
      .Case([&](cute::LayoutType) -> Type {
        if (v.kind() == L::CuteIRValue::Kind::Layout)
          return cute::LayoutType::get(ctx, L::AnyLayout{v.layout()});
        if (v.kind() == L::CuteIRValue::Kind::IntTuple)
          return cute::LayoutType::get(ctx, L::AnyLayout{v.intTuple()});
        return {};
      })
      .Case([&](cute::ComposedLayoutType) -> Type {
        if (v.kind() != L::CuteIRValue::Kind::Composed)
          return {};
        return cute::ComposedLayoutType::get(ctx, v.composed());
      })
      .Default([](Type t) { return t; });
}

//===----------------------------------------------------------------------===//
// Leaves and the lowered struct
//===----------------------------------------------------------------------===//

void cute_lowering::dynamicLeafBits(const L::IntTuple &t,
                                    SmallVectorImpl<int> &bits) {
  if (isDynamicLeaf(t))
    bits.push_back(t.dynamicBits());
  for (const L::IntTuple &e : t.elems())
    dynamicLeafBits(e, bits);
}

static void dynamicLeafBits(const L::Layout &l, SmallVectorImpl<int> &bits) {
  dynamicLeafBits(l.shape, bits);
  dynamicLeafBits(l.stride, bits);
}

void cute_lowering::dynamicLeafBits(const L::CuteIRValue &v,
                                    SmallVectorImpl<int> &bits) {
  switch (v.kind()) {
  case L::CuteIRValue::Kind::IntTuple:
    return dynamicLeafBits(v.intTuple(), bits);
  case L::CuteIRValue::Kind::Layout:
    return ::dynamicLeafBits(v.layout(), bits);
  case L::CuteIRValue::Kind::Composed:
    if (v.composed().hasOuterLayout())
      ::dynamicLeafBits(*v.composed().outerLayout, bits);
    dynamicLeafBits(v.composed().offset, bits);
    return ::dynamicLeafBits(v.composed().layout, bits);
  case L::CuteIRValue::Kind::Swizzle:
    return;
  case L::CuteIRValue::Kind::Tile:
    for (const L::Tile::Mode &m : v.tile().modes) {
      if (const auto *t = std::get_if<L::IntTuple>(&m))
        dynamicLeafBits(*t, bits);
      else if (const auto *n = std::get_if<L::NestedTile>(&m))
        dynamicLeafBits(L::CuteIRValue{**n}, bits);
      else
        ::dynamicLeafBits(std::get<L::Layout>(m), bits);
    }
    return;
  }
}

namespace {
/// One part of a lowered value: its LLVM type and, for each dynamic leaf in
/// it, the leaf's print index and position inside the part.
struct Part {
  Type type;
  SmallVector<std::pair<unsigned, SmallVector<int64_t, 4>>> leaves;
};

class FormBuilder {
public:
  explicit FormBuilder(MLIRContext *ctx) : ctx(ctx) {}

  Part emptyStruct() {
    return Part{LLVM::LLVMStructType::getLiteral(ctx, {}), {}};
  }
  /// One part per dynamic leaf of `t`.
  void leafParts(const L::IntTuple &t, SmallVectorImpl<Part> &parts) {
    if (isDynamicLeaf(t)) {
      Part p{IntegerType::get(ctx, t.dynamicBits()), {}};
      p.leaves.push_back({next++, {}});
      parts.push_back(std::move(p));
    }
    for (const L::IntTuple &e : t.elems())
      leafParts(e, parts);
  }
  /// One part alone stays bare; otherwise a struct of the parts.
  Part gather(SmallVectorImpl<Part> &parts) {
    if (parts.size() == 1)
      return std::move(parts.front());
    return structOf(parts);
  }
  Part structOf(ArrayRef<Part> parts) {
    Part s;
    SmallVector<Type> types;
    for (auto [i, p] : llvm::enumerate(parts)) {
      types.push_back(p.type);
      for (const auto &[idx, pos] : p.leaves) {
        SmallVector<int64_t, 4> full{static_cast<int64_t>(i)};
        full.append(pos.begin(), pos.end());
        s.leaves.push_back({idx, full});
      }
    }
    s.type = LLVM::LLVMStructType::getLiteral(ctx, types);
    return s;
  }
  Part tuple(const L::IntTuple &t) {
    SmallVector<Part> parts;
    leafParts(t, parts);
    return gather(parts);
  }
  Part layout(const L::Layout &l) {
    Part sh = tuple(l.shape);
    Part st = tuple(l.stride);
    return structOf({sh, st});
  }
  Part value(const L::CuteIRValue &v) {
    switch (v.kind()) {
    case L::CuteIRValue::Kind::IntTuple:
      return tuple(v.intTuple());
    case L::CuteIRValue::Kind::Layout:
      return layout(v.layout());
    case L::CuteIRValue::Kind::Composed: {
      // Print order A, offset, B; storage order B, offset, A.
      // A swizzle A carries nothing; a layout A its leaves.
      Part a = v.composed().hasOuterLayout()
                   ? layout(*v.composed().outerLayout)
                   : emptyStruct();
      Part off = tuple(v.composed().offset);
      Part b = layout(v.composed().layout);
      return structOf({b, off, a});
    }
    case L::CuteIRValue::Kind::Swizzle:
      return emptyStruct();
    case L::CuteIRValue::Kind::Tile: {
      SmallVector<Part> parts;
      for (const L::Tile::Mode &m : v.tile().modes) {
        if (const auto *t = std::get_if<L::IntTuple>(&m))
          leafParts(*t, parts);
        else if (const auto *n = std::get_if<L::NestedTile>(&m))
          parts.push_back(value(L::CuteIRValue{**n}));
        else
          parts.push_back(layout(std::get<L::Layout>(m)));
      }
      return gather(parts);
    }
    }
    return emptyStruct();
  }

private:
  MLIRContext *ctx;
  unsigned next = 0;
};

struct Form {
  Type type;
  SmallVector<SmallVector<int64_t, 4>> positions; // by print index
  SmallVector<int> bits;
};

/// The cute values a type holds at run time, in print order: one for a
/// cute value type, the coordinate for an arith-tuple iterator, the
/// iterator (base coordinate) and the layout for a coordinate tensor.
std::optional<SmallVector<L::CuteIRValue, 2>> partsOf(Type t) {
  auto parse = [](StringAttr text) -> std::optional<L::CuteIRValue> {
    L::Result<L::CuteIRValue> v = L::parseCuteIR(text.getValue().str());
    if (!v.ok())
      return std::nullopt;
    return *v;
  };
  if (auto ct = dyn_cast<cute::CoordTensorType>(t)) {
    std::optional<L::CuteIRValue> it = parse(ct.getIterator()),
                                  lay = parse(ct.getLayout());
    if (!it || !lay)
      return std::nullopt;
    return SmallVector<L::CuteIRValue, 2>{*it, *lay};
  }
  if (auto at = dyn_cast<cute::ArithTupleIterType>(t)) {
    std::optional<L::CuteIRValue> it = parse(at.getValue());
    if (!it)
      return std::nullopt;
    return SmallVector<L::CuteIRValue, 2>{*it};
  }
  FailureOr<L::CuteIRValue> v = valueOf(t);
  if (failed(v))
    return std::nullopt;
  return SmallVector<L::CuteIRValue, 2>{*v};
}

/// A coordinate tensor is struct(iterator, layout), as CuTe DSL's own
/// lowering passes it (`!llvm.struct<(struct<()>, struct<(struct<(i32,
/// i32)>, struct<()>)>)>` for `!cute.coord_tensor<"(0,0)", "(?,?):...">`).
std::optional<Form> formOf(Type cuteType) {
  std::optional<SmallVector<L::CuteIRValue, 2>> parts = partsOf(cuteType);
  if (!parts)
    return std::nullopt;
  FormBuilder fb(cuteType.getContext());
  Form f;
  Part p;
  if (parts->size() == 1) {
    p = fb.value(parts->front());
  } else {
    SmallVector<Part> each;
    for (const L::CuteIRValue &v : *parts)
      each.push_back(fb.value(v));
    p = fb.structOf(each);
  }
  f.type = p.type;
  f.positions.resize(p.leaves.size());
  for (auto &[idx, pos] : p.leaves)
    f.positions[idx] = pos;
  for (const L::CuteIRValue &v : *parts)
    dynamicLeafBits(v, f.bits);
  return f;
}

Value castToWidth(OpBuilder &b, Location loc, Value v, int bits) {
  auto it = dyn_cast<IntegerType>(v.getType());
  if (!it) // index
    return arith::IndexCastOp::create(b, loc, b.getIntegerType(bits), v);
  if (static_cast<int>(it.getWidth()) == bits)
    return v;
  if (static_cast<int>(it.getWidth()) < bits)
    return arith::ExtSIOp::create(b, loc, b.getIntegerType(bits), v);
  return arith::TruncIOp::create(b, loc, b.getIntegerType(bits), v);
}
} // namespace

Type cute_lowering::loweredType(Type cuteType) {
  std::optional<Form> f = formOf(cuteType);
  return f ? f->type : Type();
}

std::optional<size_t> cute_lowering::dynamicLeafCount(Type cuteType) {
  std::optional<Form> f = formOf(cuteType);
  if (!f)
    return std::nullopt;
  return f->positions.size();
}

size_t cute_nvgpu::cuteDynamicLeafCount(const L::CuteIRValue &v) {
  SmallVector<int> bits;
  cute_lowering::dynamicLeafBits(v, bits);
  return bits.size();
}

Type cute_nvgpu::cuteLoweredType(Type cuteType) {
  return cute_lowering::loweredType(cuteType);
}

SmallVector<Value> cute_nvgpu::cuteUnpackLeaves(OpBuilder &b, Location loc,
                                                Type cuteType, Value lowered) {
  return cute_lowering::unpackLeaves(b, loc, cuteType, lowered);
}

Value cute_nvgpu::cutePackLeaves(OpBuilder &b, Location loc, Type cuteType,
                                ValueRange leaves) {
  return cute_lowering::packLeaves(b, loc, cuteType, leaves);
}

std::optional<L::CuteIRValue> cute_nvgpu::cuteTypeValue(Type cuteType) {
  FailureOr<L::CuteIRValue> v = cute_lowering::valueOf(cuteType);
  if (failed(v))
    return std::nullopt;
  return *v;
}

SmallVector<Value> cute_lowering::unpackLeaves(OpBuilder &b, Location loc,
                                               Type cuteType, Value lowered) {
  SmallVector<Value> leaves;
  std::optional<Form> f = formOf(cuteType);
  if (!f)
    return leaves;
  for (const auto &pos : f->positions) {
    if (pos.empty())
      leaves.push_back(lowered);
    else // a value packLeaves just built folds to its leaf
      leaves.push_back(b.createOrFold<LLVM::ExtractValueOp>(loc, lowered, pos));
  }
  return leaves;
}

Value cute_lowering::packLeaves(OpBuilder &b, Location loc, Type cuteType,
                                ValueRange leaves) {
  std::optional<Form> f = formOf(cuteType);
  assert(f && f->positions.size() == leaves.size() && "leaf count mismatch");
  if (f->positions.size() == 1 && f->positions.front().empty())
    return castToWidth(b, loc, leaves.front(), f->bits.front());
  Value v = LLVM::PoisonOp::create(b, loc, f->type);
  for (auto [i, pos] : llvm::enumerate(f->positions))
    v = LLVM::InsertValueOp::create(
        b, loc, v, castToWidth(b, loc, leaves[i], f->bits[i]), pos);
  return v;
}

//===----------------------------------------------------------------------===//
// Run-time tuples
//===----------------------------------------------------------------------===//

RTuple RTuple::ofInt(RInt v) {
  RTuple t;
  t.leafType = v.isStatic() ? L::IntTuple::integer(v.constant)
                            : L::IntTuple::dynamic();
  t.leaf = v;
  return t;
}

RTuple RTuple::ofTuple(std::vector<RTuple> elems) {
  RTuple t;
  t.tuple = true;
  t.elems = std::move(elems);
  return t;
}

RTuple cute_lowering::runtimeTuple(const L::IntTuple &t,
                                   ArrayRef<Value> &leaves) {
  if (t.isTuple()) {
    std::vector<RTuple> elems;
    for (const L::IntTuple &e : t.elems())
      elems.push_back(runtimeTuple(e, leaves));
    return RTuple::ofTuple(std::move(elems));
  }
  RTuple r;
  r.leafType = t;
  if (isDynamicLeaf(t)) {
    r.leaf = RInt::of(leaves.front());
    leaves = leaves.drop_front();
  } else if (t.isStaticInt()) {
    r.leaf = RInt::of(t.value());
  }
  return r;
}

RLayout cute_lowering::runtimeLayout(const L::Layout &l,
                                     ArrayRef<Value> &leaves) {
  RLayout r;
  r.shape = runtimeTuple(l.shape, leaves);
  r.stride = runtimeTuple(l.stride, leaves);
  return r;
}

LogicalResult cute_lowering::leavesFor(OpBuilder &b, Location loc,
                                       const L::IntTuple &profile,
                                       const RTuple &value,
                                       SmallVectorImpl<Value> &out) {
  if (profile.isTuple()) {
    if (!value.tuple || value.elems.size() != profile.elems().size()) {
      // A rank-1 tuple and its element are the same value in CuTe.
      if (profile.elems().size() == 1 && !value.tuple)
        return leavesFor(b, loc, profile.elems().front(), value, out);
      return failure();
    }
    for (auto [p, v] : llvm::zip(profile.elems(), value.elems))
      if (failed(leavesFor(b, loc, p, v, out)))
        return failure();
    return success();
  }
  if (value.tuple) {
    if (value.elems.size() == 1)
      return leavesFor(b, loc, profile, value.elems.front(), out);
    return failure();
  }
  if (profile.isDynamic()) {
    if (!value.isInteger())
      return failure();
    RIntBuilder rb(b, loc);
    out.push_back(rb.materialize(value.leaf, profile.dynamicBits()));
    return success();
  }
  if (profile.isBasis() && profile.basisIsDynamic()) {
    // The coefficient of a scaled basis of the same modes.
    if (!value.isLeaf() || !value.leafType.isBasis() ||
        value.leafType.basisModes() != profile.basisModes())
      return failure();
    RInt coef = value.leaf;
    if (!value.leafType.basisIsDynamic()) {
      if (value.leafType.basisDenominator() != 1)
        return failure();
      coef = RInt::of(value.leafType.value());
    }
    RIntBuilder rb(b, loc);
    out.push_back(rb.materialize(coef, profile.dynamicBits()));
    return success();
  }
  if (profile.isStaticInt())
    return success(!value.isInteger() || !value.leaf.isStatic() ||
                   value.leaf.constant == profile.value());
  // `_` and scaled bases: static, taken as they are.
  return success();
}

//===----------------------------------------------------------------------===//
// Run-time integer arithmetic
//===----------------------------------------------------------------------===//

static int widthOf(Value v) {
  auto it = dyn_cast<IntegerType>(v.getType());
  return it ? static_cast<int>(it.getWidth()) : 64;
}

Value RIntBuilder::materialize(RInt v, int bits) {
  if (v.isStatic())
    return arith::ConstantOp::create(b, loc, b.getIntegerAttr(b.getIntegerType(bits), v.constant));
  return castToWidth(b, loc, v.value, bits);
}

std::pair<Value, Value> RIntBuilder::widen(RInt x, RInt y) {
  int bits = 32;
  if (!x.isStatic())
    bits = std::max(bits, widthOf(x.value));
  if (!y.isStatic())
    bits = std::max(bits, widthOf(y.value));
  auto fits32 = [](int64_t c) { return c >= INT32_MIN && c <= INT32_MAX; };
  if ((x.isStatic() && !fits32(x.constant)) ||
      (y.isStatic() && !fits32(y.constant)))
    bits = 64;
  return {materialize(x, bits), materialize(y, bits)};
}

namespace {
/// A run-time i1 from a comparison.
Value cmp(OpBuilder &b, Location loc, arith::CmpIPredicate p, Value x,
          Value y) {
  return arith::CmpIOp::create(b, loc, p, x, y);
}
Value constantLike(OpBuilder &b, Location loc, Value like, int64_t c) {
  return arith::ConstantOp::create(b, loc, b.getIntegerAttr(like.getType(), c));
}
/// Two's-complement overflow of `r = x op y` (op + or -) is a sign
/// disagreement: both operands' signs differ from the result's (add), or the
/// operands' signs differ and the result's differs from x's (sub).
Value signOverflow(OpBuilder &b, Location loc, Value x, Value y, Value r,
                   bool isSub) {
  Value xr = arith::XOrIOp::create(b, loc, x, r);
  Value other = isSub ? Value(arith::XOrIOp::create(b, loc, x, y))
                      : Value(arith::XOrIOp::create(b, loc, y, r));
  Value both = arith::AndIOp::create(b, loc, xr, other);
  return cmp(b, loc, arith::CmpIPredicate::slt, both,
             constantLike(b, loc, both, 0));
}
} // namespace

RInt RIntBuilder::mul(RInt x, RInt y) {
  if (x.isStatic() && y.isStatic())
    return RInt::of(x.constant * y.constant);
  if ((x.isStatic() && x.constant == 0) || (y.isStatic() && y.constant == 0))
    return RInt::of(0);
  if (x.isStatic() && x.constant == 1)
    return y;
  if (y.isStatic() && y.constant == 1)
    return x;
  auto [a, c] = widen(x, y);
  if (!checksOn())
    return RInt::of(arith::MulIOp::create(b, loc, a, c));
  // The product fits when its high half is the low half's sign.
  auto wide = arith::MulSIExtendedOp::create(b, loc, a, c);
  Value low = wide.getLow();
  Value sign = arith::ShRSIOp::create(
      b, loc, low, constantLike(b, loc, low, widthOf(low) - 1));
  check(RInt::of(cmp(b, loc, arith::CmpIPredicate::ne, wide.getHigh(), sign)),
        "integer overflow: %v * %v does not fit in i" +
            std::to_string(widthOf(low)),
        {RInt::of(a), RInt::of(c)});
  return RInt::of(low);
}

RInt RIntBuilder::add(RInt x, RInt y) {
  if (x.isStatic() && y.isStatic())
    return RInt::of(x.constant + y.constant);
  if (x.isStatic() && x.constant == 0)
    return y;
  if (y.isStatic() && y.constant == 0)
    return x;
  auto [a, c] = widen(x, y);
  Value r = arith::AddIOp::create(b, loc, a, c);
  if (checksOn())
    check(RInt::of(signOverflow(b, loc, a, c, r, /*isSub=*/false)),
          "integer overflow: %v + %v does not fit in i" +
              std::to_string(widthOf(r)),
          {RInt::of(a), RInt::of(c)});
  return RInt::of(r);
}

RInt RIntBuilder::sub(RInt x, RInt y) {
  if (x.isStatic() && y.isStatic())
    return RInt::of(x.constant - y.constant);
  if (y.isStatic() && y.constant == 0)
    return x;
  auto [a, c] = widen(x, y);
  Value r = arith::SubIOp::create(b, loc, a, c);
  if (checksOn())
    check(RInt::of(signOverflow(b, loc, a, c, r, /*isSub=*/true)),
          "integer overflow: %v - %v does not fit in i" +
              std::to_string(widthOf(r)),
          {RInt::of(a), RInt::of(c)});
  return RInt::of(r);
}

void RIntBuilder::checkDivisor(StringRef op, Value x, Value y) {
  if (!checksOn())
    return;
  int bits = widthOf(x);
  Value zero = cmp(b, loc, arith::CmpIPredicate::eq, y,
                   constantLike(b, loc, y, 0));
  check(RInt::of(zero), (op + " by zero: %v / %v").str(),
        {RInt::of(x), RInt::of(y)});
  // The one quotient that does not fit: MIN / -1.
  int64_t minValue = bits == 64 ? INT64_MIN : INT32_MIN;
  Value isMin = cmp(b, loc, arith::CmpIPredicate::eq, x,
                    constantLike(b, loc, x, minValue));
  Value isMinusOne = cmp(b, loc, arith::CmpIPredicate::eq, y,
                         constantLike(b, loc, y, -1));
  check(RInt::of(arith::AndIOp::create(b, loc, isMin, isMinusOne)),
        ("integer overflow: " + op + " %v / %v does not fit in i" +
         std::to_string(bits))
            .str(),
        {RInt::of(x), RInt::of(y)});
}

RInt RIntBuilder::div(RInt x, RInt y) {
  if (x.isStatic() && y.isStatic() && y.constant != 0)
    return RInt::of(x.constant / y.constant);
  if (y.isStatic() && y.constant == 1)
    return x;
  auto [a, c] = widen(x, y);
  checkDivisor("division", a, c);
  return RInt::of(arith::DivSIOp::create(b, loc, a, c));
}

RInt RIntBuilder::rem(RInt x, RInt y) {
  if (x.isStatic() && y.isStatic() && y.constant != 0)
    return RInt::of(y.constant == -1 ? 0 : x.constant % y.constant);
  if (y.isStatic() && y.constant == 1)
    return RInt::of(0);
  auto [a, c] = widen(x, y);
  checkDivisor("modulo", a, c);
  return RInt::of(arith::RemSIOp::create(b, loc, a, c));
}

RInt RIntBuilder::ceilDiv(RInt x, RInt y) {
  // q + 1 when the remainder is non-zero and has the divisor's sign: the
  // static rule (Layout/Dynamic.cpp), and no x + y - 1 to overflow.
  if (x.isStatic() && y.isStatic() && y.constant != 0) {
    int64_t q = x.constant / y.constant, r = x.constant % y.constant;
    return RInt::of(q + ((r != 0 && (r > 0) == (y.constant > 0)) ? 1 : 0));
  }
  if (x.isStatic() && x.constant == 0)
    return RInt::of(0);
  if (y.isStatic() && y.constant == 1)
    return x;
  auto [a, c] = widen(x, y);
  checkDivisor("ceil_div", a, c);
  Value q = arith::DivSIOp::create(b, loc, a, c);
  Value r = arith::RemSIOp::create(b, loc, a, c);
  Value zero = constantLike(b, loc, r, 0);
  Value up = cmp(b, loc, arith::CmpIPredicate::sgt, r, zero);
  if (!(y.isStatic() && y.constant > 0)) {
    Value negDivisor = cmp(b, loc, arith::CmpIPredicate::slt, c, zero);
    Value down = cmp(b, loc, arith::CmpIPredicate::slt, r, zero);
    up = arith::SelectOp::create(b, loc, negDivisor, down, up);
  }
  Value inc = arith::ExtUIOp::create(b, loc, q.getType(), up);
  return RInt::of(arith::AddIOp::create(b, loc, q, inc));
}

RInt RIntBuilder::shapeDiv(RInt x, RInt y) {
  // CuTe IR's shape_div: a / b, or signum(a) * signum(b) where that is 0,
  // under the weak divisibility condition a % b == 0 || b % a == 0.
  if (x.isStatic() && y.isStatic() && y.constant != 0) {
    int64_t q = x.constant / y.constant;
    if (q != 0)
      return RInt::of(q);
    auto sgn = [](int64_t v) { return int64_t(v > 0) - int64_t(v < 0); };
    return RInt::of(sgn(x.constant) * sgn(y.constant));
  }
  if (y.isStatic() && y.constant == 1)
    return x;
  RInt q = div(x, y);
  if (checksOn()) {
    auto [a, c] = widen(x, y);
    Value zero = constantLike(b, loc, a, 0);
    Value one = constantLike(b, loc, a, 1);
    // a % b != 0 and b % a != 0 (a == 0 always divides by b).
    Value aNonZero = arith::SelectOp::create(
        b, loc, cmp(b, loc, arith::CmpIPredicate::eq, a, zero), one, a);
    Value ab = cmp(b, loc, arith::CmpIPredicate::ne,
                   arith::RemSIOp::create(b, loc, a, c), zero);
    Value ba = cmp(b, loc, arith::CmpIPredicate::ne,
                   arith::RemSIOp::create(b, loc, c, aNonZero), zero);
    check(RInt::of(arith::AndIOp::create(b, loc, ab, ba)),
          "shape_div divisibility condition violated: neither of %v and %v "
          "divides the other",
          {RInt::of(a), RInt::of(c)});
  }
  // One emitting call per statement (here and below): the emitted order
  // must not depend on the order a compiler evaluates call arguments in.
  RInt signY = signum(y);
  RInt signX = signum(x);
  RInt sign = mul(signX, signY);
  RInt isZero = eq(q, RInt::of(0));
  return select(isZero, sign, q);
}

RInt RIntBuilder::abs(RInt x) {
  RInt negated = sub(RInt::of(0), x);
  RInt isNegative = lt(x, RInt::of(0));
  return select(isNegative, negated, x);
}

RInt RIntBuilder::signum(RInt x) {
  RInt isPositive = lt(RInt::of(0), x);
  RInt positiveOrZero = select(isPositive, RInt::of(1), RInt::of(0));
  RInt isNegative = lt(x, RInt::of(0));
  return select(isNegative, RInt::of(-1), positiveOrZero);
}

RInt RIntBuilder::min(RInt x, RInt y) {
  if (x.isStatic() && y.isStatic())
    return RInt::of(std::min(x.constant, y.constant));
  auto [a, c] = widen(x, y);
  return RInt::of(arith::MinSIOp::create(b, loc, a, c));
}

RInt RIntBuilder::max(RInt x, RInt y) {
  if (x.isStatic() && y.isStatic())
    return RInt::of(std::max(x.constant, y.constant));
  auto [a, c] = widen(x, y);
  return RInt::of(arith::MaxSIOp::create(b, loc, a, c));
}

RInt RIntBuilder::lt(RInt x, RInt y) {
  if (x.isStatic() && y.isStatic())
    return RInt::of(x.constant < y.constant ? 1 : 0);
  auto [a, c] = widen(x, y);
  return RInt::of(
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, a, c));
}

RInt RIntBuilder::eq(RInt x, RInt y) {
  if (x.isStatic() && y.isStatic())
    return RInt::of(x.constant == y.constant ? 1 : 0);
  auto [a, c] = widen(x, y);
  return RInt::of(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, a, c));
}

RInt RIntBuilder::andI1(RInt x, RInt y) {
  if (x.isStatic())
    return x.constant ? y : RInt::of(0);
  if (y.isStatic())
    return y.constant ? x : RInt::of(0);
  return RInt::of(arith::AndIOp::create(b, loc, x.value, y.value));
}

RInt RIntBuilder::orI1(RInt x, RInt y) {
  if (x.isStatic())
    return x.constant ? RInt::of(1) : y;
  if (y.isStatic())
    return y.constant ? RInt::of(1) : x;
  return RInt::of(arith::OrIOp::create(b, loc, x.value, y.value));
}

RInt RIntBuilder::bitAnd(RInt x, RInt y) {
  if (x.isStatic() && y.isStatic())
    return RInt::of(x.constant & y.constant);
  auto [a, c] = widen(x, y);
  return RInt::of(arith::AndIOp::create(b, loc, a, c));
}

RInt RIntBuilder::bitXor(RInt x, RInt y) {
  if (x.isStatic() && y.isStatic())
    return RInt::of(x.constant ^ y.constant);
  auto [a, c] = widen(x, y);
  return RInt::of(arith::XOrIOp::create(b, loc, a, c));
}

RInt RIntBuilder::notI1(RInt x) {
  if (x.isStatic())
    return RInt::of(x.constant ? 0 : 1);
  Value one = arith::ConstantOp::create(b, loc, b.getBoolAttr(true));
  return RInt::of(arith::XOrIOp::create(b, loc, x.value, one));
}

RInt RIntBuilder::remForTest(RInt x, RInt y) {
  if (y.isStatic())
    return y.constant == 0 || y.constant == -1 ? RInt::of(0) : rem(x, y);
  RInt isMinusOne = eq(y, RInt::of(-1));
  RInt isZero = eq(y, RInt::of(0));
  RInt trivial = orI1(isZero, isMinusOne);
  RInt divisor = select(trivial, RInt::of(1), y);
  auto [a, c] = widen(x, divisor);
  return RInt::of(arith::RemSIOp::create(b, loc, a, c));
}

RInt RIntBuilder::select(RInt cond, RInt x, RInt y) {
  if (cond.isStatic())
    return cond.constant ? x : y;
  if (x.isStatic() && y.isStatic() && x.constant == y.constant)
    return x;
  auto [a, c] = widen(x, y);
  return RInt::of(arith::SelectOp::create(b, loc, cond.value, a, c));
}
