//===- Print.cpp - cute.print to printf -----------------------------------===//
//
// CuTe IR prints a value as its type's text with each dynamic leaf (`?`,
// annotation included) replaced by the leaf's run-time value, then a
// newline: `(4,5):(1,4)`, `S<3,5,4> o 60 o (8,4):(1,8)`. On the host that is
// one printf call with a private format string; in GPU code, gpu.printf.
//
//===----------------------------------------------------------------------===//
#include "Patterns.h"

#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"

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

LogicalResult cute_lowering::emitPrintf(OpBuilder &b, Location loc,
                                        Operation *anchor, StringRef format,
                                        ValueRange args, bool flush) {
  if (anchor->getParentOfType<gpu::GPUModuleOp>() ||
      anchor->getParentOfType<gpu::LaunchOp>() ||
      anchor->getParentOfType<gpu::GPUFuncOp>()) {
    gpu::PrintfOp::create(b, loc, b.getStringAttr(format), args);
    return success();
  }
  auto module = anchor->getParentOfType<ModuleOp>();
  if (!module)
    return failure();
  MLIRContext *ctx = b.getContext();
  auto declare = [&](StringRef name, LLVM::LLVMFunctionType type) {
    if (module.lookupSymbol<LLVM::LLVMFuncOp>(name))
      return;
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    LLVM::LLVMFuncOp::create(b, loc, name, type);
  };
  declare("printf", printfType(ctx));
  SmallVector<Value> callArgs{formatString(b, loc, module, format)};
  callArgs.append(args.begin(), args.end());
  LLVM::CallOp::create(b, loc, printfType(ctx),
                       SymbolRefAttr::get(ctx, "printf"), callArgs);
  if (flush) {
    // fflush(NULL): every stream, before a trap ends the process.
    auto ptr = LLVM::LLVMPointerType::get(ctx);
    auto fflushType =
        LLVM::LLVMFunctionType::get(IntegerType::get(ctx, 32), ptr);
    declare("fflush", fflushType);
    Value null = LLVM::ZeroOp::create(b, loc, ptr);
    LLVM::CallOp::create(b, loc, fflushType, SymbolRefAttr::get(ctx, "fflush"),
                         ValueRange{null});
  }
  return success();
}

static FailureOr<SmallVector<Value>>
lowerPrint(Operation *op, ArrayRef<SmallVector<Value>> leaves, RIntBuilder &rb) {
  // CuTe DSL's formatted form (`fmt`) is not lowered yet.
  auto print = dyn_cast<cute::PrintOp>(op);
  if (!print || print.getFmtAttr())
    return failure();
  FailureOr<L::CuteIRValue> v = valueOf(op->getOperand(0).getType());
  if (failed(v))
    return failure();
  if (failed(emitPrintf(rb.builder(), op->getLoc(), op, printFormat(*v) + "\n",
                        leaves[0], /*flush=*/false)))
    return failure();
  return SmallVector<Value>{};
}

void cute_lowering::populatePrintLowering(const TypeConverter &converter,
                                          RewritePatternSet &patterns,
                                          const LoweringOptions &options) {
  addNamedLowering(converter, patterns, options, "cute.print", lowerPrint);
}
