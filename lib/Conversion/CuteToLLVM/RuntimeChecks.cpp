//===- RuntimeChecks.cpp - report and trap a violated leaf precondition ---===//
//
// The layout algebra refuses static operands it has no answer for (a zero
// divisor, an overflowing product, shape_div's divisibility condition, ...)
// with a diagnostic on the op. The same operands arriving at run time must
// not compute something else, so with checks on the lowering guards each
// such operation: when the condition holds, one line
//   cute run-time check failed: 'cute.ceil_div' at FILE:LINE:COL: ceil_div by zero: 6 / 0
// is printed (printf and fflush on the host, gpu.printf in GPU code) and the
// program traps. The guard is an scf.if around the report, so the checked
// path costs a compare and a never-taken branch per guarded operation.
//
//===----------------------------------------------------------------------===//
#include "Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute_lowering;

/// FILE:LINE:COL for a file location, else the location as MLIR prints it.
static std::string locationText(Location loc) {
  if (auto f = dyn_cast<FileLineColLoc>(loc))
    return (f.getFilename().getValue() + ":" + Twine(f.getLine()) + ":" +
            Twine(f.getColumn()))
        .str();
  if (auto fused = dyn_cast<FusedLoc>(loc))
    for (Location inner : fused.getLocations())
      if (isa<FileLineColLoc>(inner))
        return locationText(inner);
  if (auto named = dyn_cast<NameLoc>(loc))
    return locationText(named.getChildLoc());
  if (auto callSite = dyn_cast<CallSiteLoc>(loc))
    return locationText(callSite.getCallee());
  std::string s;
  llvm::raw_string_ostream os(s);
  loc.print(os);
  return s;
}

void RIntBuilder::check(RInt violated, StringRef what,
                        ArrayRef<RInt> operands) {
  if (!checksOn() || (violated.isStatic() && violated.constant == 0))
    return;
  // `%v` becomes each operand's printf conversion; `%` in the op's
  // location is escaped.
  SmallVector<Value> args;
  std::string format = "cute run-time check failed: '" +
                       checkedOp->getName().getStringRef().str() + "' at ";
  for (char c : locationText(loc)) {
    format.push_back(c);
    if (c == '%')
      format.push_back('%');
  }
  format += ": ";
  size_t next = 0;
  for (size_t i = 0; i < what.size(); ++i) {
    if (what[i] == '%' && i + 1 < what.size() && what[i + 1] == 'v' &&
        next < operands.size()) {
      Value v = operands[next++].isStatic()
                    ? materialize(operands[next - 1], 64)
                    : operands[next - 1].value;
      auto it = dyn_cast<IntegerType>(v.getType());
      if (!it || it.getWidth() > 32) {
        format += "%lld";
        if (!it || it.getWidth() != 64)
          v = arith::ExtSIOp::create(b, loc, b.getI64Type(), v);
      } else {
        format += "%d";
        if (it.getWidth() != 32)
          v = arith::ExtSIOp::create(b, loc, b.getI32Type(), v);
      }
      args.push_back(v);
      ++i;
      continue;
    }
    format.push_back(what[i]);
  }
  format += "\n";

  Value cond = violated.isStatic()
                   ? Value(arith::ConstantOp::create(b, loc, b.getBoolAttr(true)))
                   : violated.value;
  auto ifOp = scf::IfOp::create(b, loc, cond, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&ifOp.getThenRegion().front());
  (void)emitPrintf(b, loc, checkedOp, format, args, /*flush=*/true);
  LLVM::Trap::create(b, loc);
}
