// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// cute.copy through an executable TMA atom: a load reads TMA coordinates
// (!cute.coord_tensor) into shared memory, a store or reduction the other
// way, and mode (0,0) of both sides holds the elements one instruction
// moves (copy_bits / element bits; tma_partition's ((TMA, TMA_Iter),
// Rest...) grouping).

!ld = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!crd = !cute.coord_tensor<"(0,?{div=128},?)", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1)):((1,0),(0))">
func.func @load_ok(%a: !ld, %c: !crd, %s: !sm) {
  cute.copy(%a, %c, %s) : (!ld, !crd, !sm)
  return
}

// -----

!ld = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1)):((1,0),(0))">
!gm = !cute.memref<f16, gmem, align<16>, "((8192,1),(1)):((1,0),(0))">
func.func @load_from_a_tensor(%a: !ld, %g: !gm, %s: !sm) {
  // expected-error @below {{'cute.copy' op expects TMA coordinates (!cute.coord_tensor) as the source of a TMA copy, got '!cute.memref<f16, gmem, align<16>, "((8192,1),(1)):((1,0),(0))">'}}
  cute.copy(%a, %g, %s) : (!ld, !gm, !sm)
  return
}

// -----

!ld = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!crd = !cute.coord_tensor<"(0,?{div=128},?)", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
!rm = !cute.memref<f16, rmem, "((8192,1),(1)):((1,0),(0))">
func.func @load_into_registers(%a: !ld, %c: !crd, %r: !rm) {
  // expected-error @below {{'cute.copy' op expects a shared-memory tensor as the destination of a TMA copy, got '!cute.memref<f16, rmem, "((8192,1),(1)):((1,0),(0))">'}}
  cute.copy(%a, %c, %r) : (!ld, !crd, !rm)
  return
}

// -----

// Two instructions' worth of elements in mode (0,0).
!ld = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64,1):(1@1,1@0,1@2)">>
!crd = !cute.coord_tensor<"(0,?{div=128},?)", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,2),(1)):((1,4096),(0))">
func.func @load_box_larger_than_the_atom(%a: !ld, %c: !crd, %s: !sm) {
  // expected-error @below {{'cute.copy' op expects mode (0,0) of each side to be one TMA instruction's 4096 elements (tma_partition's grouping), got 8192 in '!cute.coord_tensor<"(0,?{div=128},?)", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">'}}
  cute.copy(%a, %c, %s) : (!ld, !crd, !sm)
  return
}

// -----

// A store reads shared memory and writes at TMA coordinates.
!st = !cute_nvgpu.atom.tma_store<f16, copy_bits = 32768, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">>
!crd = !cute.coord_tensor<"(0,0,0)", "(((32,64),1)):(((1@0,1@1),0))">
!sm = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "((2048,1)):((1,0))">
func.func @store_the_wrong_way(%a: !st, %c: !crd, %s: !sm) {
  // expected-error @below {{'cute.copy' op expects TMA coordinates (!cute.coord_tensor) as the destination of a TMA copy, got '!cute.memref<f16, smem, align<1024>, S<2,4,3>, "((2048,1)):((1,0))">'}}
  cute.copy(%a, %c, %s) : (!st, !crd, !sm)
  return
}

// -----

!st = !cute_nvgpu.atom.tma_store<f16, copy_bits = 32768, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">>
!crd = !cute.coord_tensor<"(0,0,0)", "(((32,64),1)):(((1@0,1@1),0))">
!sm = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "((2048,1)):((1,0))">
func.func @store_ok(%a: !st, %c: !crd, %s: !sm) {
  cute.copy(%a, %s, %c) : (!st, !sm, !crd)
  return
}
