// `cute-nvgpu compile` compiles one device module at a time; bad options get
// one error line.
// RUN: not cute-nvgpu compile %s --target sm_80 -o %t.ptx 2>&1 | FileCheck %s
// CHECK: error: compile takes one gpu.module at a time, found 2
// RUN: not cute-nvgpu compile %s --target sm_42 -o %t.ptx 2>&1 | FileCheck %s --check-prefix=BADTARGET
// BADTARGET: error: unknown target 'sm_42' (known: sm_70,
// RUN: not cute-nvgpu compile %s -o %t.ptx 2>&1 | FileCheck %s --check-prefix=NOTARGET
// NOTARGET: error: compile needs IN.mlir, --target and -o
// RUN: not cute-nvgpu compile %s --target sm_80 -o %t.ptx --emit=sass 2>&1 | FileCheck %s --check-prefix=EMIT
// EMIT: error: --emit must be ptx or llvm, got 'sass'
gpu.module @a [#nvvm.target<chip = "sm_80">] {
}
gpu.module @b [#nvvm.target<chip = "sm_80">] {
}
