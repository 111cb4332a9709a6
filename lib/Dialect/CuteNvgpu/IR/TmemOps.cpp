//===- TmemOps.cpp - SM100 tensor-memory allocation -----------------------===//
//
// CuTe DSL writes the CTA group of these ops as `[ cta_1]` (one CTA) or
// `[cta_2]` (the pair, `is_two_cta`); both spellings read and print as
// written. The column count follows PTX tcgen05.alloc: a power of 2 from
// 32 to 512.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace cute_nvgpu;

/// `[ cta_1]` or `[cta_2]`.
static ParseResult parseCtaGroup(OpAsmParser &p, bool &twoCta) {
  SMLoc loc = p.getCurrentLocation();
  StringRef group;
  if (p.parseLSquare() || p.parseKeyword(&group) || p.parseRSquare())
    return failure();
  if (group != "cta_1" && group != "cta_2")
    return p.emitError(loc, "expected the CTA group cta_1 or cta_2, got ")
           << group;
  twoCta = group == "cta_2";
  return success();
}

static void printCtaGroup(OpAsmPrinter &p, bool twoCta) {
  p << (twoCta ? " [cta_2]" : " [ cta_1]");
}

/// PTX tcgen05.alloc/dealloc: ncols is a power of 2 in [32, 512].
static LogicalResult verifyColumns(Operation *op, Value ncols) {
  APInt n;
  if (!matchPattern(ncols, m_ConstantInt(&n)))
    return success();
  int64_t v = n.getSExtValue();
  if (v < 32 || v > 512 || (v & (v - 1)) != 0)
    return op->emitOpError("expects a power of 2 from 32 to 512 tensor-memory "
                           "columns (PTX tcgen05.alloc), got ")
           << v;
  return success();
}

template <typename OpT>
static ParseResult parseTwoOperandGroupOp(OpAsmParser &parser,
                                          OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 2> operands;
  SmallVector<Type, 2> types;
  SMLoc loc = parser.getCurrentLocation();
  bool twoCta = false;
  if (parser.parseOperandList(operands, 2, OpAsmParser::Delimiter::Paren) ||
      parseCtaGroup(parser, twoCta) ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonTypeList(types))
    return failure();
  if (twoCta)
    result.getOrAddProperties<typename OpT::Properties>().is_two_cta =
        parser.getBuilder().getUnitAttr();
  return parser.resolveOperands(operands, types, loc, result.operands);
}

template <typename OpT>
static void printTwoOperandGroupOp(OpAsmPrinter &p, OpT op) {
  p << "(" << op->getOperands() << ")";
  printCtaGroup(p, op.getIsTwoCta());
  p.printOptionalAttrDict(op->getAttrs(), {"is_two_cta"});
  p << " : ";
  llvm::interleaveComma(op->getOperandTypes(), p);
}

ParseResult AllocTmemOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseTwoOperandGroupOp<AllocTmemOp>(parser, result);
}
void AllocTmemOp::print(OpAsmPrinter &p) { printTwoOperandGroupOp(p, *this); }
LogicalResult AllocTmemOp::verify() {
  auto slot = cast<cute::PtrType>(getDst().getType());
  if (!slot.getElementType() || !slot.getElementType().isInteger(32))
    return emitOpError("expects an i32 slot in SMEM for the TMEM address, got ")
           << slot;
  return verifyColumns(*this, getNumColumns());
}

ParseResult DeallocTmemOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseTwoOperandGroupOp<DeallocTmemOp>(parser, result);
}
void DeallocTmemOp::print(OpAsmPrinter &p) { printTwoOperandGroupOp(p, *this); }
LogicalResult DeallocTmemOp::verify() {
  return verifyColumns(*this, getNumColumns());
}

ParseResult RelinquishTmemAllocPermitOp::parse(OpAsmParser &parser,
                                               OperationState &result) {
  bool twoCta = false;
  if (parseCtaGroup(parser, twoCta) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  if (twoCta)
    result.getOrAddProperties<Properties>().is_two_cta =
        parser.getBuilder().getUnitAttr();
  return success();
}

void RelinquishTmemAllocPermitOp::print(OpAsmPrinter &p) {
  printCtaGroup(p, getIsTwoCta());
  p.printOptionalAttrDict((*this)->getAttrs(), {"is_two_cta"});
}

LogicalResult RetrieveTmemPtrOp::verify() {
  auto slot = cast<cute::PtrType>(getSlot().getType());
  Type elem = slot.getElementType();
  if (!elem || !elem.isInteger(32))
    return emitOpError("expects the 32-bit address slot alloc_tmem writes "
                       "(an i32 in SMEM), got ")
           << slot;
  return success();
}
