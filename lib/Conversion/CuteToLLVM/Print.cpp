//===- Print.cpp - cute.print to printf -----------------------------------===//
//
// CuTe IR prints a value as its type's text with each dynamic leaf (`?`,
// annotation included) replaced by the leaf's run-time value, then a
// newline: `(4,5):(1,4)`, `S<3,5,4> o 60 o (8,4):(1,8)`. On the host that is
// one printf call with a private format string; in GPU code, gpu.printf.
//
//===----------------------------------------------------------------------===//
#include "Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute_lowering;

/// The value's text with `%d` / `%lld` for each dynamic leaf, `%` escaped.
static std::string printFormat(const L::CuteIRValue &v) {
  SmallVector<int> bits;
  dynamicLeafBits(v, bits);
  std::string text = L::printCuteIR(v), out;
  size_t leaf = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '%') {
      out += "%%";
      continue;
    }
    if (c != '?') {
      out.push_back(c);
      continue;
    }
    out += bits[leaf++] == 64 ? "%lld" : "%d";
    if (i + 1 < text.size() && text[i + 1] == '{')
      i = text.find('}', i);
  }
  return out;
}

static LLVM::LLVMFunctionType printfType(MLIRContext *ctx) {
  return LLVM::LLVMFunctionType::get(IntegerType::get(ctx, 32),
                                     LLVM::LLVMPointerType::get(ctx),
                                     /*isVarArg=*/true);
}

/// A private constant global holding `text` plus a NUL, shared between
/// prints of the same text.
static Value formatString(OpBuilder &b, Location loc, ModuleOp module,
                          StringRef text) {
  MLIRContext *ctx = b.getContext();
  std::string withNul = text.str();
  withNul.push_back('\0');
  auto arrayType = LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8),
                                            withNul.size());
  LLVM::GlobalOp global;
  for (auto g : module.getOps<LLVM::GlobalOp>())
    if (g.getSymName().starts_with("cute_print_format_") &&
        g.getGlobalType() == arrayType)
      if (auto value = dyn_cast_or_null<StringAttr>(g.getValueOrNull());
          value && value.getValue() == withNul)
        global = g;
  if (!global) {
    unsigned n = 0;
    std::string name;
    do
      name = "cute_print_format_" + std::to_string(n++);
    while (module.lookupSymbol(name));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    global = LLVM::GlobalOp::create(b, loc, arrayType, /*isConstant=*/true,
                                    LLVM::Linkage::Internal, name,
                                    b.getStringAttr(withNul), /*alignment=*/0);
  }
  return LLVM::AddressOfOp::create(b, loc, global);
}

static FailureOr<SmallVector<Value>>
lowerPrint(Operation *op, ArrayRef<SmallVector<Value>> leaves, OpBuilder &b) {
  Location loc = op->getLoc();
  FailureOr<L::CuteIRValue> v = valueOf(op->getOperand(0).getType());
  if (failed(v))
    return failure();
  std::string format = printFormat(*v) + "\n";
  SmallVector<Value> args(leaves[0].begin(), leaves[0].end());
  if (op->getParentOfType<gpu::GPUModuleOp>() ||
      op->getParentOfType<gpu::LaunchOp>() ||
      op->getParentOfType<gpu::GPUFuncOp>()) {
    gpu::PrintfOp::create(b, loc, b.getStringAttr(format), args);
    return SmallVector<Value>{};
  }
  auto module = op->getParentOfType<ModuleOp>();
  if (!module)
    return failure();
  MLIRContext *ctx = b.getContext();
  if (!module.lookupSymbol<LLVM::LLVMFuncOp>("printf")) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    LLVM::LLVMFuncOp::create(b, loc, "printf", printfType(ctx));
  }
  SmallVector<Value> callArgs{formatString(b, loc, module, format)};
  callArgs.append(args);
  LLVM::CallOp::create(b, loc, printfType(ctx),
                       SymbolRefAttr::get(ctx, "printf"), callArgs);
  return SmallVector<Value>{};
}

void cute_lowering::populatePrintLowering(const TypeConverter &converter,
                                          RewritePatternSet &patterns) {
  addNamedLowering(converter, patterns, "cute.print", lowerPrint);
}
