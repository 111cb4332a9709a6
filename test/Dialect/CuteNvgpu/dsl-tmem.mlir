// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// CuTe DSL's SM100 tensor-memory allocation ops in the DSL's custom form; the
// generic form reads back into the same custom form. alloc_tmem allocates a
// power-of-2 count of columns (32 to 512, here 128 and the whole 512) and
// writes their TMEM address to an i32 slot in SMEM; retrieve_tmem_ptr reads
// that address back as a TMEM pointer of the accumulator's element type;
// dealloc_tmem frees the columns; relinquish_tmem_alloc_permit gives up the
// right to allocate. The CTA group prints as the DSL writes it, `[ cta_1]`
// for one CTA and `[cta_2]` for the CTA pair (the generic form's
// `is_two_cta`); `[cta_1]` without the space reads as one CTA. A run-time
// column count is not checked, and other attributes print after the group.

// CHECK-LABEL: func.func @one_cta
// CHECK-NEXT: %c128_i32 = arith.constant 128 : i32
// CHECK-NEXT: cute_nvgpu.arch.sm100.alloc_tmem(%c128_i32, %arg0) [ cta_1] : i32, !cute.ptr<i32, smem, align<8>>
// CHECK-NEXT: cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit [ cta_1]
// CHECK-NEXT: %0 = cute_nvgpu.arch.sm100.retrieve_tmem_ptr(%arg0) : !cute.ptr<i32, smem, align<8>> -> !cute.ptr<f32, tmem, align<16>>
// CHECK-NEXT: cute_nvgpu.arch.sm100.dealloc_tmem(%0, %c128_i32) [ cta_1] : !cute.ptr<f32, tmem, align<16>>, i32
// CHECK-LABEL: func.func @cta_pair
// CHECK-NEXT: %c512_i32 = arith.constant 512 : i32
// CHECK-NEXT: cute_nvgpu.arch.sm100.alloc_tmem(%c512_i32, %arg0) [cta_2] : i32, !cute.ptr<i32, smem, align<8>>
// CHECK-NEXT: cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit [cta_2]
// CHECK-NEXT: cute_nvgpu.arch.sm100.dealloc_tmem(%arg1, %c512_i32) [cta_2] : !cute.ptr<f32, tmem, align<16>>, i32
// CHECK-LABEL: func.func @spellings
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: cute_nvgpu.arch.sm100.alloc_tmem(%c32_i32, %arg1) [ cta_1] : i32, !cute.ptr<i32, smem, align<8>>
// CHECK-NEXT: cute_nvgpu.arch.sm100.alloc_tmem(%arg0, %arg1) [ cta_1] {note = "run-time count"} : i32, !cute.ptr<i32, smem, align<8>>
// CHECK-NEXT: cute_nvgpu.arch.sm100.dealloc_tmem(%arg2, %arg0) [cta_2] : !cute.ptr<f32, tmem, align<16>>, i32
// CHECK-NEXT: %0 = cute_nvgpu.arch.sm100.retrieve_tmem_ptr(%arg1) : !cute.ptr<i32, smem, align<8>> -> !cute.ptr<i32, tmem, align<16>>

// GENERIC: "arith.constant"() <{value = 128 : i32}> : () -> i32
// GENERIC-NEXT: "cute_nvgpu.arch.sm100.alloc_tmem"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (i32, !cute.ptr<i32, smem, align<8>>) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit"() : () -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.sm100.retrieve_tmem_ptr"(%{{[a-z0-9#]+}}) : (!cute.ptr<i32, smem, align<8>>) -> !cute.ptr<f32, tmem, align<16>>
// GENERIC-NEXT: "cute_nvgpu.arch.sm100.dealloc_tmem"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (!cute.ptr<f32, tmem, align<16>>, i32) -> ()
// GENERIC: "arith.constant"() <{value = 512 : i32}> : () -> i32
// GENERIC-NEXT: "cute_nvgpu.arch.sm100.alloc_tmem"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{is_two_cta}> : (i32, !cute.ptr<i32, smem, align<8>>) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit"() <{is_two_cta}> : () -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.sm100.dealloc_tmem"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{is_two_cta}> : (!cute.ptr<f32, tmem, align<16>>, i32) -> ()
// GENERIC: "arith.constant"() <{value = 32 : i32}> : () -> i32
// GENERIC-NEXT: "cute_nvgpu.arch.sm100.alloc_tmem"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (i32, !cute.ptr<i32, smem, align<8>>) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.sm100.alloc_tmem"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) {note = "run-time count"} : (i32, !cute.ptr<i32, smem, align<8>>) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.sm100.dealloc_tmem"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{is_two_cta}> : (!cute.ptr<f32, tmem, align<16>>, i32) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.sm100.retrieve_tmem_ptr"(%{{[a-z0-9#]+}}) : (!cute.ptr<i32, smem, align<8>>) -> !cute.ptr<i32, tmem, align<16>>

!slot = !cute.ptr<i32, smem, align<8>>
!tptr = !cute.ptr<f32, tmem, align<16>>
func.func @one_cta(%slot: !slot) {
  %ncols = arith.constant 128 : i32
  cute_nvgpu.arch.sm100.alloc_tmem(%ncols, %slot) [ cta_1] : i32, !slot
  cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit [ cta_1]
  %t = cute_nvgpu.arch.sm100.retrieve_tmem_ptr(%slot) : !slot -> !tptr
  cute_nvgpu.arch.sm100.dealloc_tmem(%t, %ncols) [ cta_1] : !tptr, i32
  return
}

func.func @cta_pair(%slot: !slot, %t: !tptr) {
  %ncols = arith.constant 512 : i32
  cute_nvgpu.arch.sm100.alloc_tmem(%ncols, %slot) [cta_2] : i32, !slot
  cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit [cta_2]
  cute_nvgpu.arch.sm100.dealloc_tmem(%t, %ncols) [cta_2] : !tptr, i32
  return
}

// `[cta_1]` written without the DSL's space reads as one CTA.
func.func @spellings(%n: i32, %slot: !slot, %t: !tptr) {
  %c32 = arith.constant 32 : i32
  cute_nvgpu.arch.sm100.alloc_tmem(%c32, %slot) [cta_1] : i32, !slot
  cute_nvgpu.arch.sm100.alloc_tmem(%n, %slot) [ cta_1] {note = "run-time count"} : i32, !slot
  cute_nvgpu.arch.sm100.dealloc_tmem(%t, %n) [cta_2] : !tptr, i32
  %p = cute_nvgpu.arch.sm100.retrieve_tmem_ptr(%slot) : !slot -> !cute.ptr<i32, tmem, align<16>>
  return
}
