//===- Print.cpp - cute.print to printf -----------------------------------===//
//
// CuTe IR prints a value as its type's text with each dynamic leaf (`?`,
// annotation included) replaced by the leaf's run-time value, then a
// newline: `(4,5):(1,4)`, `S<3,5,4> o 60 o (8,4):(1,8)`. On the host that is
// one printf call with a private format string; in GPU code, gpu.printf.
//
//===----------------------------------------------------------------------===//
#include "Patterns.h"

#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"

#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

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

/// CUDA's device printf outside a gpu.module (a module `cute-nvgpu compile`
/// lowers): vprintf(format, buffer) with the arguments packed in a local
/// struct, integers as themselves and floats as f64 (C's promotions), as
/// MLIR's gpu.printf lowering does.
static LogicalResult emitVprintf(OpBuilder &b, Location loc, ModuleOp module,
                                 StringRef format, ValueRange args) {
  if (!module)
    return failure();
  MLIRContext *ctx = b.getContext();
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  auto vprintfType = LLVM::LLVMFunctionType::get(IntegerType::get(ctx, 32),
                                                 {ptr, ptr});
  if (!module.lookupSymbol<LLVM::LLVMFuncOp>("vprintf")) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    LLVM::LLVMFuncOp::create(b, loc, "vprintf", vprintfType);
  }
  SmallVector<Value> promoted;
  SmallVector<Type> types;
  for (Value a : args) {
    Type t = a.getType();
    if (isa<FloatType>(t) && !t.isF64())
      a = LLVM::FPExtOp::create(b, loc, b.getF64Type(), a);
    else if (auto it = dyn_cast<IntegerType>(t); it && it.getWidth() < 32)
      a = LLVM::SExtOp::create(b, loc, b.getI32Type(), a);
    promoted.push_back(a);
    types.push_back(a.getType());
  }
  Value buffer = LLVM::ZeroOp::create(b, loc, ptr);
  if (!promoted.empty()) {
    auto st = LLVM::LLVMStructType::getLiteral(ctx, types);
    Value one = LLVM::ConstantOp::create(b, loc, b.getI64Type(), 1);
    buffer = LLVM::AllocaOp::create(b, loc, ptr, st, one, /*alignment=*/8);
    for (auto [i, a] : llvm::enumerate(promoted)) {
      Value field = LLVM::GEPOp::create(
          b, loc, ptr, st, buffer,
          ArrayRef<LLVM::GEPArg>{0, static_cast<int32_t>(i)});
      LLVM::StoreOp::create(b, loc, a, field);
    }
  }
  LLVM::CallOp::create(b, loc, vprintfType, SymbolRefAttr::get(ctx, "vprintf"),
                       ValueRange{formatString(b, loc, module, format),
                                  buffer});
  return success();
}

/// Inside a gpu.module, gpu.launch or gpu.func.
static bool inGpuDialectCode(Operation *op) {
  return op->getParentOfType<gpu::GPUModuleOp>() ||
         op->getParentOfType<gpu::LaunchOp>() ||
         op->getParentOfType<gpu::GPUFuncOp>();
}

bool cute_nvgpu::isDeviceCode(Operation *op) {
  if (inGpuDialectCode(op))
    return true;
  auto fn = op->getParentOfType<FunctionOpInterface>();
  auto mod = op->getParentOfType<ModuleOp>();
  return (fn && fn->hasAttr("cute_nvgpu.kernel")) ||
         (mod && mod->hasAttr("cute_nvgpu.device"));
}

LogicalResult cute_lowering::emitPrintf(OpBuilder &b, Location loc,
                                        Operation *anchor, StringRef format,
                                        ValueRange args, bool flush) {
  // Device code: gpu.printf where the gpu dialect lowers it, vprintf in
  // a kernel or device module `cute-nvgpu compile` lowers.
  if (inGpuDialectCode(anchor)) {
    gpu::PrintfOp::create(b, loc, b.getStringAttr(format), args);
    return success();
  }
  if (isDeviceCode(anchor))
    return emitVprintf(b, loc, anchor->getParentOfType<ModuleOp>(), format,
                       args);
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

/// CuTe DSL's formatted form: the format's `{}` take the values in turn (a
/// cute value as its text, an integer as %d / %lld, a float as %f); the
/// rest of the format is printed as written (`%` escaped). Views (tensors,
/// pointers) are not printed this way yet.
static FailureOr<SmallVector<Value>>
lowerFormattedPrint(cute::PrintOp print, ArrayRef<SmallVector<Value>> leaves,
                    RIntBuilder &rb) {
  OpBuilder &b = rb.builder();
  Location loc = print.getLoc();
  std::string format;
  SmallVector<Value> args;
  auto placeholder = [&](size_t i, std::string &format) -> LogicalResult {
    Value v = print.getValues()[i];
    ArrayRef<Value> lowered = leaves[i];
    Type t = v.getType();
    if (succeeded(valueOf(t))) {
      format += printFormat(*valueOf(t));
      args.append(lowered.begin(), lowered.end());
    } else if (auto it = dyn_cast<IntegerType>(t)) {
      Value x = lowered.front();
      if (it.getWidth() < 32)
        x = arith::ExtSIOp::create(b, loc, b.getI32Type(), x);
      format += it.getWidth() > 32 ? "%lld" : "%d";
      args.push_back(x);
    } else if (isa<FloatType>(t)) {
      Value x = lowered.front();
      if (!t.isF64())
        x = arith::ExtFOp::create(b, loc, b.getF64Type(), x);
      format += "%f";
      args.push_back(x);
    } else {
      return failure();
    }
    return success();
  };
  if (failed(expandCutePrintFormat(print.getFmtAttr().getValue(),
                                   print.getValues().size(), format,
                                   placeholder)))
    return failure();
  if (failed(emitPrintf(b, loc, print, format, args, /*flush=*/false)))
    return failure();
  return SmallVector<Value>{};
}

static FailureOr<SmallVector<Value>>
lowerPrint(Operation *op, ArrayRef<SmallVector<Value>> leaves, RIntBuilder &rb) {
  auto print = dyn_cast<cute::PrintOp>(op);
  if (!print)
    return failure();
  if (print.getFmtAttr())
    return lowerFormattedPrint(print, leaves, rb);
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

LogicalResult cute_nvgpu::emitCutePrint(OpBuilder &b, Location loc,
                                        Operation *anchor, StringRef format,
                                        ValueRange args) {
  return cute_lowering::emitPrintf(b, loc, anchor, format, args,
                                   /*flush=*/false);
}

FailureOr<std::string> cute_nvgpu::cutePrintFormat(Type cuteType) {
  FailureOr<L::CuteIRValue> v = valueOf(cuteType);
  if (failed(v))
    return failure();
  return printFormat(*v);
}

LogicalResult cute_nvgpu::expandCutePrintFormat(
    StringRef fmt, size_t numValues, std::string &format,
    function_ref<LogicalResult(size_t, std::string &)> placeholder) {
  size_t next = 0;
  for (size_t i = 0; i < fmt.size(); ++i) {
    if (fmt[i] == '%') {
      format += "%%";
      continue;
    }
    if (!fmt.substr(i).starts_with("{}")) {
      format.push_back(fmt[i]);
      continue;
    }
    ++i;
    if (next >= numValues || failed(placeholder(next++, format)))
      return failure();
  }
  return success(next == numValues);
}
