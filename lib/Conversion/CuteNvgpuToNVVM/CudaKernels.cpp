//===- CudaKernels.cpp - cuda.kernel -> kernel func.func ------------------===//
//
// CuTe DSL writes its kernels as `cuda.kernel` in a `gpu.module`; the
// lowering takes `func.func`s marked `cute_nvgpu.kernel`. The body moves
// unchanged; `cuda.return` becomes `func.return`.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Conversion/Passes.h"
#include "cute-nvgpu/Dialect/Cuda/IR/Cuda.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"

namespace cute_nvgpu {
#define GEN_PASS_DEF_CONVERTCUDAKERNELS
#include "cute-nvgpu/Conversion/Passes.h.inc"
} // namespace cute_nvgpu

using namespace mlir;
using namespace cute_nvgpu;

namespace {

/// What a kernel keeps: its launch bounds (NVVM's own attributes, which
/// the NVPTX backend turns into .reqntid / .maxntid / .minnctapersm /
/// .reqnctapercluster / .maxclusterrank).
bool isLaunchBound(StringRef name) {
  return name == "nvvm.reqntid" || name == "nvvm.maxntid" ||
         name == "nvvm.minctasm" || name == "nvvm.cluster_dim" ||
         name == "nvvm.cluster_max_blocks";
}

struct ConvertCudaKernelsPass
    : public cute_nvgpu::impl::ConvertCudaKernelsBase<ConvertCudaKernelsPass> {
  void runOnOperation() override {
    SmallVector<cuda::KernelOp> kernels;
    getOperation()->walk([&](cuda::KernelOp k) { kernels.push_back(k); });
    for (cuda::KernelOp k : kernels) {
      OpBuilder b(k);
      auto fn = func::FuncOp::create(b, k.getLoc(), k.getSymName(),
                                     k.getFunctionType());
      if (ArrayAttr args = k.getArgAttrsAttr())
        fn.setAllArgAttrs(args);
      for (NamedAttribute a : k->getDiscardableAttrs())
        if (isLaunchBound(a.getName().getValue()))
          fn->setAttr(a.getName(), a.getValue());
      fn->setAttr("cute_nvgpu.kernel", b.getUnitAttr());
      fn.getBody().takeBody(k.getBody());
      fn.walk([](cuda::ReturnOp r) {
        OpBuilder rb(r);
        func::ReturnOp::create(rb, r.getLoc(), r->getOperands());
        r.erase();
      });
      k.erase();
    }
  }
};

} // namespace
