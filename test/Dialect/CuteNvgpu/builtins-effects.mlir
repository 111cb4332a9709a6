// cute_nvgpu.builtin memory effects: loads read, stores write through the
// pointer, WMMA MMAs touch no memory (CSE merges them), so CSE orders the
// calls like llvm.load/llvm.store.
// RUN: cute-nvgpu-opt %s -cse | FileCheck %s

// CHECK-LABEL: func.func @mma_merges
// CHECK-COUNT-1: cute_nvgpu.builtin "__hmma_m16n16k16_mma_f32f32"
// CHECK-NOT: cute_nvgpu.builtin
func.func @mma_merges(%a: vector<8xi32>, %b: vector<8xi32>, %c: vector<8xf32>) -> (vector<8xf32>, vector<8xf32>) {
  %d0 = cute_nvgpu.builtin "__hmma_m16n16k16_mma_f32f32"(%a, %b, %c) {rowcol = 1, satf = 0} : (vector<8xi32>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
  %d1 = cute_nvgpu.builtin "__hmma_m16n16k16_mma_f32f32"(%a, %b, %c) {rowcol = 1, satf = 0} : (vector<8xi32>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
  return %d0, %d1 : vector<8xf32>, vector<8xf32>
}

// CHECK-LABEL: func.func @loads_merge
// CHECK-COUNT-1: cute_nvgpu.builtin "__hmma_m16n16k16_ld_c_f32"
// CHECK-NOT: cute_nvgpu.builtin
func.func @loads_merge(%p: !llvm.ptr, %l: i32) -> (vector<8xf32>, vector<8xf32>) {
  %0 = cute_nvgpu.builtin "__hmma_m16n16k16_ld_c_f32"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<8xf32>
  %1 = cute_nvgpu.builtin "__hmma_m16n16k16_ld_c_f32"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<8xf32>
  return %0, %1 : vector<8xf32>, vector<8xf32>
}

// CHECK-LABEL: func.func @store_orders_loads
// CHECK: cute_nvgpu.builtin "__hmma_m16n16k16_ld_c_f32"
// CHECK: cute_nvgpu.builtin "__hmma_m16n16k16_st_c_f32"
// CHECK: cute_nvgpu.builtin "__hmma_m16n16k16_ld_c_f32"
func.func @store_orders_loads(%p: !llvm.ptr, %l: i32, %d: vector<8xf32>) -> (vector<8xf32>, vector<8xf32>) {
  %0 = cute_nvgpu.builtin "__hmma_m16n16k16_ld_c_f32"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<8xf32>
  cute_nvgpu.builtin "__hmma_m16n16k16_st_c_f32"(%p, %d, %l) {rowcol = 0} : (!llvm.ptr, vector<8xf32>, i32) -> ()
  %1 = cute_nvgpu.builtin "__hmma_m16n16k16_ld_c_f32"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<8xf32>
  return %0, %1 : vector<8xf32>, vector<8xf32>
}

// An llvm.store between two builtin loads orders them too.
// CHECK-LABEL: func.func @llvm_store_orders_loads
// CHECK-COUNT-2: cute_nvgpu.builtin "__dmma_m8n8k4_ld_c"
func.func @llvm_store_orders_loads(%p: !llvm.ptr, %l: i32, %x: f64) -> (vector<2xf64>, vector<2xf64>) {
  %0 = cute_nvgpu.builtin "__dmma_m8n8k4_ld_c"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<2xf64>
  llvm.store %x, %p : f64, !llvm.ptr
  %1 = cute_nvgpu.builtin "__dmma_m8n8k4_ld_c"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<2xf64>
  return %0, %1 : vector<2xf64>, vector<2xf64>
}
