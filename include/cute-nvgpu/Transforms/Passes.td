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
    roster and the atom registry: a tier too low or a wrong "a"/"f" family
    is an error naming the atom, what it needs and the target. Without any
    target the pass fails and says how to give one.
  }];
  let options = [
    Option<"targetName", "target", "std::string", /*default=*/"\"\"",
           "Target for ops outside a gpu.module with an #nvvm.target (e.g. sm_90a)">
  ];
  let dependentDialects = ["::cute_nvgpu::CuteNvgpuDialect"];
}

def CuteNvgpuCheckTmem : Pass<"cute-nvgpu-check-tmem", "::mlir::ModuleOp"> {
  let summary = "Catch tensor-memory misuse at compile time";
  let description = [{
    Per function, the tensor-memory rules that CUTLASS users otherwise meet
    as hangs or wrong results at launch. Rules of the hardware (the PTX
    ISA), always errors:
    - every tcgen05.alloc (`arch.sm100.alloc_tmem`) must be freed before the
      kernel exits: a function that allocates has a `dealloc_tmem`;
    - no allocation after the CTA relinquished its permit: an `alloc_tmem`
      that `relinquish_tmem_alloc_permit` dominates is refused;
    - a TMEM tensor viewed at the address an allocation of a static column
      count wrote (`retrieve_tmem_ptr` of the same slot) stays inside those
      columns when its layout is static.
    Lints, warnings unless `lints=false` turns them off:
    - a function that allocates without relinquishing the permit (other
      CTAs on the SM wait for it);
    - `dealloc_tmem` before `relinquish_tmem_alloc_permit` (the permit is
      given up once the last allocation is made, not after freeing).
  }];
  let options = [
    Option<"lints", "lints", "bool", /*default=*/"true",
           "Also report the lints (allocation without relinquishing the "
           "permit, freeing before relinquishing)">
  ];
  let dependentDialects = ["::cute_nvgpu::CuteNvgpuDialect"];
}

#endif
