//===- PrintViews.cpp - cute.print of a tensor in memory ------------------===//
//
// CuTe DSL prints a shared or global tensor given to a `{}` of its format
// as its pointer, layout and values, in the text NVIDIA's lowering emits:
//
//   raw_ptr(0x%016llx: f32, smem, align<32>) o (16,2):(1,16) = \n
//     ( v0, v1, ..., v30, [...] )
//
// the pointer's address (in its own address space), then the elements in
// the layout's index order, each as %f (floats) or %d / %lld (integers),
// at most 31 of them (the device printf's argument buffer), `[...]` after
// the 31st when there are more. The other `{}` take integers, floats and
// cute values as cute.print's lowering does for them (Print.cpp).
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"

using namespace mlir;
using namespace cute_nvgpu;
namespace L = cute_nvgpu::layout;

namespace {

constexpr int64_t kMaxPrintedElements = 31;

struct PrintViewLowering : public ConvertOpToLLVMPattern<cute::PrintOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::PrintOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isLoweredWithMemory(op))
      return failure();
    Location loc = op.getLoc();
    auto fail = [&](const Twine &why) {
      return op.emitOpError("cannot print this: ") << why;
    };
    if (!op.getFmtAttr())
      return fail("a tensor is printed through a format's {}");
    std::string format;
    SmallVector<Value> args;
    bool diagnosed = false;
    auto placeholder = [&](size_t i, std::string &format) -> LogicalResult {
      Value v = op.getValues()[i];
      Value lowered = a.getValues()[i];
      Type t = v.getType();
      if (auto m = dyn_cast<cute::CuteMemRefType>(t)) {
        if (succeeded(printTensor(rewriter, loc, m, lowered, format, args)))
          return success();
        diagnosed = true;
        return op.emitOpError("cannot print ")
               << t
               << ": a shared or global tensor with a static layout and "
                  "integer or float elements prints";
      }
      if (auto it = dyn_cast<IntegerType>(t)) {
        Value x = lowered;
        if (it.getWidth() < 32)
          x = LLVM::SExtOp::create(rewriter, loc, rewriter.getI32Type(), x);
        format += it.getWidth() > 32 ? "%lld" : "%d";
        args.push_back(x);
        return success();
      }
      if (isa<FloatType>(t)) {
        format += "%f";
        args.push_back(lowered);
        return success();
      }
      FailureOr<std::string> f = cutePrintFormat(t);
      if (failed(f)) {
        diagnosed = true;
        return op.emitOpError("cannot print a value of type ") << t;
      }
      format += *f;
      llvm::append_range(args, cuteUnpackLeaves(rewriter, loc, t, lowered));
      return success();
    };
    if (failed(expandCutePrintFormat(op.getFmtAttr().getValue(),
                                     op.getValues().size(), format,
                                     placeholder)))
      return diagnosed ? failure()
                       : fail("the format's {} and the values do not pair up");
    if (failed(emitCutePrint(rewriter, loc, op, format, args)))
      return fail("no printf here");
    rewriter.eraseOp(op);
    return success();
  }

  /// The tensor's text into `format`, its address and elements into `args`.
  static LogicalResult printTensor(OpBuilder &b, Location loc,
                                   cute::CuteMemRefType t, Value view,
                                   std::string &format,
                                   SmallVectorImpl<Value> &args) {
    if (t.getSpace() != cute::MemSpace::Smem &&
        t.getSpace() != cute::MemSpace::Gmem)
      return failure();
    L::AnyLayout layout = t.getLayoutValue();
    Type elem = t.getElementType();
    if (!layout.isLayout() || !L::isStatic(layout.layout()) ||
        !elem.isIntOrFloat() || cute::storageBitsOf(elem) % 8)
      return failure();
    L::Result<int64_t> size = L::size(layout.layout().shape);
    if (!size.ok())
      return failure();
    Value base = view;
    if (isa<LLVM::LLVMStructType>(view.getType()))
      base = LLVM::ExtractValueOp::create(b, loc, view, 0);
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "raw_ptr(0x%016llx: " << elem << ", "
       << cute::stringifyMemSpace(t.getSpace());
    if (t.getAlignment())
      os << ", align<" << t.getAlignment() << ">";
    os << ") o " << L::printCuteIR(layout.layout()) << " = \n  ( ";
    args.push_back(
        LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), base).getResult());
    int64_t shown = std::min(*size, kMaxPrintedElements);
    for (int64_t i = 0; i < shown; ++i) {
      std::string why;
      FailureOr<Value> addr = lowering::viewElementAddress(
          b, loc, t, view, L::IntTuple::integer(i), {}, why);
      if (failed(addr))
        return failure();
      Value x = LLVM::LoadOp::create(b, loc, elem, *addr);
      if (auto it = dyn_cast<IntegerType>(elem)) {
        if (it.getWidth() < 32)
          x = LLVM::SExtOp::create(b, loc, b.getI32Type(), x);
        os << (it.getWidth() > 32 ? "%lld" : "%d");
      } else {
        os << "%f";
      }
      args.push_back(x);
      os << (i + 1 < shown ? ", " : "");
    }
    os << (*size > shown ? ", [...] )" : " )");
    format += text;
    return success();
  }
};

} // namespace

void cute_nvgpu::populatePrintViewPatterns(const LLVMTypeConverter &converter,
                                           RewritePatternSet &patterns) {
  patterns.add<PrintViewLowering>(converter);
}
