// RUN: cute-nvgpu-opt -cute-nvgpu-to-llvm="runtime-checks=1" %s | FileCheck %s --check-prefix=ON
// RUN: cute-nvgpu-opt -cute-nvgpu-to-llvm %s | FileCheck %s --check-prefix=OFF

// In a kernel the report is gpu.printf (as cute.print's), then the trap; the
// device pipeline leaves the checks off unless asked.
// ON-LABEL: gpu.func @tiles
// ON: gpu.printf "cute run-time check failed: 'cute.ceil_div' at {{.*}}lower-checks-device.mlir:[[@LINE+10]]:10: ceil_div by zero: %d / %d\0A", %{{.*}}, %{{.*}} : i32, i32
// ON-NEXT: llvm.intr.trap
// ON: gpu.printf "(%d,%d)\0A"
// OFF-LABEL: gpu.func @tiles
// OFF-NOT: llvm.intr.trap
// OFF: gpu.printf "(%d,%d)\0A"
gpu.module @k {
  gpu.func @tiles(%d: i32) kernel {
    %a = cute.static : !cute.shape<"(6,10)">
    %b = cute.make_shape(%d, %d) : (i32, i32) -> !cute.shape<"(?,?)">
    %r = cute.ceil_div(%a, %b) : (!cute.shape<"(6,10)">, !cute.shape<"(?,?)">) -> !cute.shape<"(?,?)">
    cute.print(%r) : !cute.shape<"(?,?)">
    gpu.return
  }
}
