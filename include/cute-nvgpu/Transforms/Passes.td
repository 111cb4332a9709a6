//===- Passes.td - cute-nvgpu passes -----------------------*- tablegen -*-===//
#ifndef CUTE_NVGPU_PASSES_TD
#define CUTE_NVGPU_PASSES_TD

include "mlir/Pass/PassBase.td"

def CuteNvgpuVerifyTarget : Pass<"cute-nvgpu-verify-target", "::mlir::ModuleOp"> {
  let summary = "Reject every cute_nvgpu atom the target lacks";
  let description = [{
    The target of an op is the `#nvvm.target<chip = "...">` of its enclosing
    gpu.module, else the pass option `target`. Each value (op result or
    block argument) of a cute_nvgpu atom type is checked against the SM
    roster and the atom registry: tier too low, wrong "a"/"f" family, or an
    MMA atom on SM110 is an error naming the atom, what it needs and the
    target. Without any target the pass fails and says how to give one.
  }];
  let options = [
    Option<"targetName", "target", "std::string", /*default=*/"\"\"",
           "Target for ops outside a gpu.module with an #nvvm.target (e.g. sm_90a)">
  ];
  let dependentDialects = ["::cute_nvgpu::CuteNvgpuDialect"];
}

#endif
