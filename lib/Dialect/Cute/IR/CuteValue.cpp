//===- CuteValue.cpp - the CuTe value a cute type denotes -----------------===//
#include "CuteValue.h"
#include "cute-nvgpu/Dialect/Cute/IR/ParseMemo.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute;
namespace L = cute_nvgpu::layout;

FailureOr<L::CuteIRValue> cute::cuteValueOfText(StringAttr text) {
  if (ParseMemo *memo = ParseMemo::of(text.getContext())) {
    std::shared_ptr<const L::CuteIRValue> v = memo->value(text);
    if (!v)
      return failure();
    return *v;
  }
  L::Result<L::CuteIRValue> v = L::parseCuteIR(text.getValue().str());
  if (!v.ok())
    return failure();
  return v.value();
}

FailureOr<L::CuteIRValue> cute::cuteValueOf(Type t) {
  // A view's layout type is null when its text is no shape:stride layout
  // (a descriptor view of an int tuple); callers read that as no value.
  if (!t)
    return failure();
  return llvm::TypeSwitch<Type, FailureOr<L::CuteIRValue>>(t)
      .Case<IntTupleType, ShapeType, StrideType, CoordType, TileType>(
          [](auto tt) { return cuteValueOfText(tt.getValue()); })
      .Case([](LayoutType lt) -> FailureOr<L::CuteIRValue> {
        const L::AnyLayout &l = lt.getValue();
        if (l.isLayout())
          return L::CuteIRValue{l.layout()};
        if (l.isComposed())
          return L::CuteIRValue{l.composed()};
        return L::CuteIRValue{l.tuple()};
      })
      .Case([](ComposedLayoutType ct) -> FailureOr<L::CuteIRValue> {
        return L::CuteIRValue{ct.getValue()};
      })
      .Case([](SwizzleType st) -> FailureOr<L::CuteIRValue> {
        return L::CuteIRValue{L::Swizzle{st.getB(), st.getM(), st.getS()}};
      })
      .Default([](Type) { return failure(); });
}

bool cute::hasDynamicLeaf(const L::IntTuple &t) {
  if (t.isDynamic() || (t.isBasis() && t.basisIsDynamic()))
    return true;
  for (const L::IntTuple &e : t.elems())
    if (hasDynamicLeaf(e))
      return true;
  return false;
}

static bool hasDynamicLeaf(const L::Layout &l) {
  return cute::hasDynamicLeaf(l.shape) || cute::hasDynamicLeaf(l.stride);
}

bool cute::hasDynamicLeaf(const L::CuteIRValue &v) {
  switch (v.kind()) {
  case L::CuteIRValue::Kind::IntTuple:
    return hasDynamicLeaf(v.intTuple());
  case L::CuteIRValue::Kind::Layout:
    return ::hasDynamicLeaf(v.layout());
  case L::CuteIRValue::Kind::Composed:
    return hasDynamicLeaf(v.composed().offset) ||
           ::hasDynamicLeaf(v.composed().layout) ||
           (v.composed().outerLayout &&
            ::hasDynamicLeaf(*v.composed().outerLayout));
  case L::CuteIRValue::Kind::Swizzle:
    return false;
  case L::CuteIRValue::Kind::Tile:
    for (const L::Tile::Mode &m : v.tile().modes) {
      if (const auto *t = std::get_if<L::IntTuple>(&m); t && hasDynamicLeaf(*t))
        return true;
      if (const auto *l = std::get_if<L::Layout>(&m); l && ::hasDynamicLeaf(*l))
        return true;
      if (const auto *n = std::get_if<L::NestedTile>(&m);
          n && hasDynamicLeaf(L::CuteIRValue{**n}))
        return true;
    }
    return false;
  }
  return false;
}

bool cute::isStaticCuteType(Type t) {
  FailureOr<L::CuteIRValue> v = cuteValueOf(t);
  return succeeded(v) && !hasDynamicLeaf(*v);
}

//===----------------------------------------------------------------------===//
// Accessors: mode paths and values back into types
//===----------------------------------------------------------------------===//

FailureOr<IndexedValue> cute::indexedValueOf(Type t) {
  if (!isa<IntTupleType, ShapeType, StrideType, CoordType, TileType,
           LayoutType, ComposedLayoutType>(t))
    return failure();
  FailureOr<L::CuteIRValue> v = cuteValueOf(t);
  if (failed(v))
    return failure();
  return IndexedValue{*v, isa<TileType>(t)};
}

/// The shape:stride layout a layout-like value is indexed through.
static const L::Layout *indexedLayout(const L::CuteIRValue &v) {
  if (v.kind() == L::CuteIRValue::Kind::Layout)
    return &v.layout();
  if (v.kind() == L::CuteIRValue::Kind::Composed)
    return &v.composed().layout;
  return nullptr;
}

bool cute::isLeafValue(const IndexedValue &v) {
  if (v.value.kind() == L::CuteIRValue::Kind::Tile)
    return false;
  if (v.isTile)
    return true;
  if (const L::Layout *l = indexedLayout(v.value))
    return !l->shape.isTuple();
  if (v.value.kind() == L::CuteIRValue::Kind::IntTuple)
    return !v.value.intTuple().isTuple();
  return true;
}

int cute::modeCount(const IndexedValue &v) {
  if (v.value.kind() == L::CuteIRValue::Kind::Tile)
    return static_cast<int>(v.value.tile().modes.size());
  if (isLeafValue(v))
    return 1;
  if (const L::Layout *l = indexedLayout(v.value))
    return static_cast<int>(l->shape.elems().size());
  return static_cast<int>(v.value.intTuple().elems().size());
}

IndexedValue cute::modeOf(const IndexedValue &v, int i) {
  if (v.value.kind() == L::CuteIRValue::Kind::Tile) {
    const L::Tile::Mode &m = v.value.tile().modes[i];
    if (const auto *l = std::get_if<L::Layout>(&m))
      return IndexedValue{L::CuteIRValue{*l}, true};
    if (const auto *n = std::get_if<L::NestedTile>(&m))
      return IndexedValue{L::CuteIRValue{**n}, true};
    return IndexedValue{L::CuteIRValue{std::get<L::IntTuple>(m)}, true};
  }
  if (isLeafValue(v))
    return v;
  if (v.value.kind() == L::CuteIRValue::Kind::Layout) {
    const L::Layout &l = v.value.layout();
    return IndexedValue{
        L::CuteIRValue{L::Layout{l.shape.elems()[i], l.stride.elems()[i]}},
        false};
  }
  if (v.value.kind() == L::CuteIRValue::Kind::Composed) {
    L::ComposedLayout c = v.value.composed();
    L::Layout b = c.layout;
    c.layout = L::Layout{b.shape.elems()[i], b.stride.elems()[i]};
    return IndexedValue{L::CuteIRValue{c}, false};
  }
  return IndexedValue{L::CuteIRValue{v.value.intTuple().elems()[i]}, false};
}

LogicalResult cute::verifyModePath(std::optional<Location> loc,
                                   const IndexedValue &v,
                                   ArrayRef<int32_t> path) {
  IndexedValue sub = v;
  for (size_t depth = 0; depth < path.size(); ++depth) {
    int rank = modeCount(sub);
    int32_t m = path[depth];
    if (m < 0 || m >= rank)
      return emitOptionalError(loc, "expects mode index in [0, ", rank,
                               ") at depth ", depth, ", but got ", m);
    sub = modeOf(sub, m);
    if (depth + 1 < path.size() && isLeafValue(sub)) {
      size_t extras = path.size() - (depth + 1);
      return emitOptionalError(
          loc, "expects mode indices to stop at a scalar leaf, but got ",
          extras, extras == 1 ? " extra index" : " extra indices",
          " after depth ", depth + 1);
    }
  }
  return success();
}

IndexedValue cute::valueAtModePath(const IndexedValue &v,
                                   ArrayRef<int32_t> path) {
  IndexedValue sub = v;
  for (int32_t m : path)
    sub = modeOf(sub, m);
  return sub;
}

FailureOr<Type> cute::typeOfKind(Type like, const L::CuteIRValue &v,
                                 std::optional<Location> loc) {
  MLIRContext *ctx = like.getContext();
  auto text = [&]() { return StringAttr::get(ctx, L::printCuteIR(v)); };
  return llvm::TypeSwitch<Type, FailureOr<Type>>(like)
      .Case<IntTupleType, ShapeType, StrideType, CoordType, TileType>(
          [&](auto t) {
            return checkedType<decltype(t)>(loc, ctx, text());
          })
      .Case([&](LayoutType) -> FailureOr<Type> {
        if (v.kind() != L::CuteIRValue::Kind::Layout)
          return failure();
        return checkedType<LayoutType>(loc, ctx, L::AnyLayout{v.layout()});
      })
      .Case([&](ComposedLayoutType) -> FailureOr<Type> {
        if (v.kind() != L::CuteIRValue::Kind::Composed)
          return failure();
        return checkedType<ComposedLayoutType>(loc, ctx, v.composed());
      })
      .Default([](Type) -> FailureOr<Type> { return failure(); });
}

/// `"TEXT">` after a `<`: the body of a `!cute.<mnemonic>` type.
static ParseResult parseBodyAfterLess(OpAsmParser &p, Type &t,
                                      StringRef mnemonic) {
  SMLoc loc = p.getCurrentLocation();
  std::string text;
  if (p.parseString(&text) || p.parseGreater())
    return failure();
  std::string full = ("!cute." + mnemonic + "<\"" + text + "\">").str();
  t = mlir::parseType(full, p.getContext());
  if (!t)
    return p.emitError(loc, "invalid ") << "!cute." << mnemonic << " body";
  return success();
}

/// `<"TEXT">` (the body of a `!cute.<mnemonic>` type) or the whole type.
static ParseResult parseTypeBody(OpAsmParser &p, Type &t, StringRef mnemonic) {
  if (failed(p.parseOptionalLess()))
    return p.parseType(t);
  return parseBodyAfterLess(p, t, mnemonic);
}

static void printTypeBody(OpAsmPrinter &p, Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  size_t lt = s.find('<');
  p << (lt == std::string::npos ? StringRef(s) : StringRef(s).substr(lt));
}

ParseResult cute::parseResultOrFunctionalType(OpAsmParser &p, SMLoc loc,
                                              size_t numOperands,
                                              SmallVectorImpl<Type> &operandTypes,
                                              Type &result) {
  Type t;
  if (p.parseColonType(t))
    return failure();
  auto fn = dyn_cast<FunctionType>(t);
  if (!fn) {
    result = t;
    return success();
  }
  if (fn.getNumInputs() != numOperands || fn.getNumResults() != 1)
    return p.emitError(loc, "expects ")
           << numOperands << " operand type(s) and one result type, got " << t;
  operandTypes.assign(fn.getInputs().begin(), fn.getInputs().end());
  result = fn.getResult(0);
  return success();
}

ParseResult cute::parseArrowType(OpAsmParser &p, Type &in, Type &out) {
  SMLoc loc = p.getCurrentLocation();
  Type t;
  if (p.parseType(t))
    return failure();
  if (auto fn = dyn_cast<FunctionType>(t)) {
    if (fn.getNumInputs() != 1 || fn.getNumResults() != 1)
      return p.emitError(loc, "expects one operand type and one result "
                              "type, got ")
             << t;
    in = fn.getInput(0);
    out = fn.getResult(0);
    return success();
  }
  in = t;
  if (succeeded(p.parseOptionalKeyword("to")))
    return p.parseType(out);
  return failure(p.parseArrow() || p.parseType(out));
}

void cute::printArrowType(OpAsmPrinter &p, Operation *, Type in, Type out) {
  p << in << " -> " << out;
}

/// parseArrowType whose operand may be the body of a `!cute.<inMnemonic>`
/// (CuTe IR's short form), the result then the body of a
/// `!cute.<outMnemonic>` when one is named.
static ParseResult parseBodyArrowType(OpAsmParser &p, Type &in, Type &out,
                                      StringRef inMnemonic,
                                      StringRef outMnemonic = {}) {
  if (failed(p.parseOptionalLess()))
    return cute::parseArrowType(p, in, out);
  if (parseBodyAfterLess(p, in, inMnemonic) || p.parseArrow())
    return failure();
  return outMnemonic.empty() ? p.parseType(out)
                             : parseTypeBody(p, out, outMnemonic);
}

/// The short form: the operand as a body, `->`, the result (as a body too
/// when `resultBody`).
static void printBodyArrowType(OpAsmPrinter &p, Type in, Type out,
                               bool resultBody) {
  printTypeBody(p, in);
  p << " -> ";
  if (resultBody)
    printTypeBody(p, out);
  else
    p << out;
}

ParseResult cute::parseLayoutArrowType(OpAsmParser &p, Type &in, Type &out) {
  return parseBodyArrowType(p, in, out, "layout");
}

void cute::printLayoutArrowType(OpAsmPrinter &p, Operation *, Type in,
                                Type out) {
  printBodyArrowType(p, in, out, /*resultBody=*/false);
}

ParseResult cute::parseComposedLayoutArrowType(OpAsmParser &p, Type &in,
                                               Type &out) {
  return parseBodyArrowType(p, in, out, "composed_layout");
}

void cute::printComposedLayoutArrowType(OpAsmPrinter &p, Operation *, Type in,
                                        Type out) {
  printBodyArrowType(p, in, out, /*resultBody=*/false);
}

ParseResult cute::parseComposedOuterArrowType(OpAsmParser &p, Type &in,
                                              Type &out) {
  return parseBodyArrowType(p, in, out, "composed_layout", "layout");
}

void cute::printComposedOuterArrowType(OpAsmPrinter &p, Operation *, Type in,
                                       Type out) {
  printBodyArrowType(p, in, out, /*resultBody=*/true);
}

ParseResult cute::parseLayoutTypeBody(OpAsmParser &p, Type &t) {
  return parseTypeBody(p, t, "layout");
}
void cute::printLayoutTypeBody(OpAsmPrinter &p, Operation *, Type t) {
  printTypeBody(p, t);
}
ParseResult cute::parseComposedLayoutTypeBody(OpAsmParser &p, Type &t) {
  return parseTypeBody(p, t, "composed_layout");
}
void cute::printComposedLayoutTypeBody(OpAsmPrinter &p, Operation *, Type t) {
  printTypeBody(p, t);
}
ParseResult cute::parseTileTypeBody(OpAsmParser &p, Type &t) {
  return parseTypeBody(p, t, "tile");
}
void cute::printTileTypeBody(OpAsmPrinter &p, Operation *, Type t) {
  printTypeBody(p, t);
}

/// The canonical text of an int tuple type prints CuTe IR's error leaf as
/// `x` and has no other `x`.
LogicalResult cute::verifyOperandsHaveNoErrorLeaf(Operation *op) {
  for (auto [i, operand] : llvm::enumerate(op->getOperands())) {
    Type t = operand.getType();
    StringAttr text =
        llvm::TypeSwitch<Type, StringAttr>(t)
            .Case<IntTupleType, ShapeType, StrideType, CoordType>(
                [](auto tt) { return tt.getValue(); })
            .Default([](Type) { return StringAttr(); });
    if (text && text.getValue().contains('x'))
      return op->emitOpError("expects operand #")
             << i << " to hold no error leaf `x` (a leaf CuTe IR's algebra "
             << "could not compute, which no operation computes with), but "
             << "got " << t;
  }
  return success();
}

InFlightDiagnostic cute::diagnosticAt(std::optional<Location> loc,
                                      MLIRContext *ctx) {
  if (loc)
    return mlir::emitError(*loc);
  InFlightDiagnostic d = mlir::emitError(UnknownLoc::get(ctx));
  d.abandon();
  return d;
}

/// `(%a, %b) : (T, U) -> R` (CuTe IR) or `(%a, %b) : T, U` (CuTe DSL, the
/// result left to `impliedResult`); the operands resolved.
ParseResult
cute::parseBinaryOp(OpAsmParser &parser, OperationState &result,
              function_ref<LogicalResult(OperationState &)> impliedResult) {
  OpAsmParser::UnresolvedOperand a, b;
  Type t;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLParen() || parser.parseOperand(a) || parser.parseComma() ||
      parser.parseOperand(b) || parser.parseRParen() ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(t))
    return failure();
  if (auto fn = dyn_cast<FunctionType>(t)) {
    if (fn.getNumInputs() != 2 || fn.getNumResults() != 1)
      return parser.emitError(loc, "expects (LHS, RHS) -> RESULT, got ") << t;
    result.addTypes(fn.getResults());
    return parser.resolveOperands({a, b}, fn.getInputs(), loc,
                                  result.operands);
  }
  Type u;
  if (parser.parseComma() || parser.parseType(u) ||
      parser.resolveOperands({a, b}, {t, u}, loc, result.operands))
    return failure();
  return failure(failed(impliedResult(result)));
}

void cute::printBinaryOp(OpAsmPrinter &p, Operation *op) {
  p << "(" << op->getOperands() << ")";
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  p.printFunctionalType(op->getOperandTypes(), op->getResultTypes());
}

FailureOr<Type> cute::tensorWithLayout(std::optional<Location> loc,
                                       Type tensor, Type layout) {
  auto view = dyn_cast<ViewTypeInterface>(tensor);
  Type t = view ? view.withViewLayout(layout) : Type();
  if (!t)
    return emitOptionalError(loc, "expects a layout ", tensor,
                             " can hold, got ", layout);
  return t;
}
