// CuTe DSL's generic form spells two NVVM ops as NVIDIA's NVVM has them:
// fence.mbarrier.init with a `useIntrinsic` property (MLIR 22's op has no
// properties) and nvvm.barrier with two operand segments (MLIR 22's has a
// third, the reduction predicate). The reader rewrites them to MLIR 22's
// spelling; `useIntrinsic` only chose how NVIDIA emitted the same PTX.
// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s -mlir-print-op-generic | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @fences_and_barriers
func.func @fences_and_barriers(%id: i32, %n: i32) {
  // CHECK-NEXT: nvvm.fence.mbarrier.init
  // CHECK-NEXT: nvvm.fence.mbarrier.init
  // GENERIC: "nvvm.fence.mbarrier.init"() : () -> ()
  "nvvm.fence.mbarrier.init"() <{useIntrinsic = false}> : () -> ()
  "nvvm.fence.mbarrier.init"() <{useIntrinsic = true}> : () -> ()
  // CHECK-NEXT: nvvm.barrier{{$}}
  // GENERIC: "nvvm.barrier"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
  "nvvm.barrier"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  // CHECK-NEXT: nvvm.barrier id = %arg0{{$}}
  "nvvm.barrier"(%id) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()
  // CHECK-NEXT: nvvm.barrier id = %arg0 number_of_threads = %arg1{{$}}
  // GENERIC: "nvvm.barrier"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
  "nvvm.barrier"(%id, %n) <{operandSegmentSizes = array<i32: 1, 1>}> : (i32, i32) -> ()
  // MLIR 22's own three-segment spelling is left as it is.
  // CHECK-NEXT: nvvm.barrier id = %arg0{{$}}
  "nvvm.barrier"(%id) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  return
}

// The same text inside a string is not an op, and stays.
// CHECK-LABEL: func.func @in_a_string
// CHECK-SAME: note = "\22nvvm.barrier\22() <{operandSegmentSizes = array<i32: 0, 0>}>"
func.func @in_a_string() attributes {note = "\"nvvm.barrier\"() <{operandSegmentSizes = array<i32: 0, 0>}>"} {
  return
}
