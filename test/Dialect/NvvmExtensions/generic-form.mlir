// RUN: cute-nvgpu-opt %s -split-input-file | FileCheck %s
// RUN: cute-nvgpu-opt %s -split-input-file > %t.1.mlir
// RUN: cute-nvgpu-opt %t.1.mlir -split-input-file > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir

// NVIDIA's extra `nvvm` ops in MLIR's generic form (as CuTe DSL's generic dumps write
// them): each parses, verifies and prints in its custom form, and that
// print parses again and prints the same. The custom forms of these ops
// have their own tests; here only the generic spelling is pinned.

// nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y, nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z
"func.func"() <{function_type = (!llvm.ptr<3>, !llvm.ptr<3>, i128) -> (i1, i32, i32, i32), sym_name = "cluster_launch_control"}> ({
^bb0(%arg2: !llvm.ptr<3>, %arg3: !llvm.ptr<3>, %arg4: i128):
  "nvvm.clusterlaunchcontrol.try_cancel.multicast"(%arg2, %arg3) : (!llvm.ptr<3>, !llvm.ptr<3>) -> ()
  %0 = "nvvm.clusterlaunchcontrol.query_cancel.is_canceled"(%arg4) : (i128) -> i1
  %1 = "nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x"(%arg4) : (i128) -> i32
  %2 = "nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y"(%arg4) : (i128) -> i32
  %3 = "nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z"(%arg4) : (i128) -> i32
  "func.return"(%0, %1, %2, %3) : (i1, i32, i32, i32) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @cluster_launch_control(
// CHECK-NEXT: nvvm.clusterlaunchcontrol.try_cancel.multicast %arg0, %arg1 : !llvm.ptr<3>, !llvm.ptr<3>
// CHECK-NEXT: %0 = nvvm.clusterlaunchcontrol.query_cancel.is_canceled %arg2 : i128 -> i1
// CHECK-NEXT: %1 = nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x %arg2 : i128 -> i32
// CHECK-NEXT: %2 = nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y %arg2 : i128 -> i32
// CHECK-NEXT: %3 = nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z %arg2 : i128 -> i32
// CHECK-NEXT: return %0, %1, %2, %3 : i1, i32, i32, i32
// CHECK-NEXT: }
