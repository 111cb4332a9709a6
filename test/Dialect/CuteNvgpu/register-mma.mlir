// Register-MMA builders and cute_nvgpu.mma round-trip; result types are the
// atom types with the builder attributes as payload.
// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s

// CHECK-LABEL: func.func @builders
func.func @builders() {
  // seed 002's spelling parses as written.
  // CHECK: %atom = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 32], vec_size = 32 : i64}
  %0 = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 32], vec_size = 32}
  // CHECK: %mma_f16_f16_f32_16x8x16 = cute_nvgpu.make_sm80_mma {a_type = f16, b_type = f16, c_type = f32, shape_MNK = [16, 8, 16]}
  %1 = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // CHECK: %mma_f8E4M3FN_f8E5M2_f16_16x8x32 = cute_nvgpu.make_sm89_mma
  %2 = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f8E4M3FN, b_type = f8E5M2, c_type = f16}
  // CHECK: %mma_f32_f32_f32_1x1x1 = cute_nvgpu.make_universal_fma
  %3 = cute_nvgpu.make_universal_fma {shape_MNK = [1, 1, 1], a_type = f32, b_type = f32, c_type = f32}
  // CHECK: %mma_i8_i8_i32_16x8x32 = cute_nvgpu.make_sm80_sparse_mma
  %4 = cute_nvgpu.make_sm80_sparse_mma {shape_MNK = [16, 8, 32], a_type = i8, b_type = i8, c_type = i32}
  return
}

// The builder's result type carries the attributes; the mma op reads them.
// CHECK-LABEL: func.func @sm80(
// CHECK: cute_nvgpu.mma %{{.*}}, %arg0, %arg1, %arg2 : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
func.func @sm80(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// Layout equivalence, not spelling: A written with its thread and value
// modes flattened into one function-equal layout is accepted.
// CHECK-LABEL: func.func @equivalent(
func.func @equivalent(%a: !cute.memref<f16, rmem, "(((2,2),2)):(((1,2),4))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "(((2,2),2)):(((1,2),4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// An atom built without types takes them from the operands.
// CHECK-LABEL: func.func @untyped_atom(
func.func @untyped_atom(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32]}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// kind = f8f6f4 (beyond the seeds): the SM120 unscaled form; FP6/FP4 inputs,
// f16 accumulators; the kind rides in the atom type's payload.
// CHECK-LABEL: func.func @kind_f8f6f4(
// CHECK: %{{.*}} = cute_nvgpu.make_sm89_mma {a_type = f4E2M1FN, b_type = f6E2M3FN, c_type = f16, kind = #cute_nvgpu.mma_kind<f8f6f4>, shape_MNK = [16, 8, 32]}
// CHECK: cute_nvgpu.mma %{{.*}} : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f4E2M1FN, f6E2M3FN, f16), kind = f8f6f4 >,
func.func @kind_f8f6f4(%a: !cute.memref<f4E2M1FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f6E2M3FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f16, rmem, "((2,2)):((1,2))">) -> !cute.memref<f16, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f4E2M1FN, b_type = f6E2M3FN, c_type = f16, kind = #cute_nvgpu.mma_kind<f8f6f4>}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f4E2M1FN, f6E2M3FN, f16), kind = f8f6f4>, !cute.memref<f4E2M1FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f6E2M3FN, rmem, "((4,2)):((1,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))"> -> !cute.memref<f16, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f16, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: func.func @block_scaled(
// CHECK: scales(%arg3, %arg4 : !cute.memref<f8E8M0FNU, rmem, "(1):(0)">, !cute.memref<f8E8M0FNU, rmem, "(1):(0)">)
func.func @block_scaled(%a: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %sfa: !cute.memref<f8E8M0FNU, rmem, "(1):(0)">, %sfb: !cute.memref<f8E8M0FNU, rmem, "(1):(0)">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 32], vec_size = 32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c scales(%sfa, %sfb : !cute.memref<f8E8M0FNU, rmem, "(1):(0)">, !cute.memref<f8E8M0FNU, rmem, "(1):(0)">) : !cute_nvgpu.SM120.mma_bs<16x8x32, vec_size = 32>, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}
