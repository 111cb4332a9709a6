func.func @wmma(%p: !llvm.ptr<3>, %l: i32, %c: vector<8xf32>, %q: !llvm.ptr<1>) {
  %a = cute_nvgpu.builtin "__hmma_m16n16k16_ld_a"(%p, %l) {rowcol = 0} : (!llvm.ptr<3>, i32) -> vector<8xi32>
  %d = cute_nvgpu.builtin "__hmma_m16n16k16_mma_f32f32"(%a, %a, %c) {rowcol = 1 : i32, satf = 0 : i0} : (vector<8xi32>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
  cute_nvgpu.builtin "__hmma_m16n16k16_st_c_f32"(%q, %d, %l) {rowcol = 0} : (!llvm.ptr<1>, vector<8xf32>, i32) -> ()
  return
}

func.func @wgmma(%acc: vector<128xf32>, %a: i64, %b: i64) -> vector<128xf32> {
  %d = cute_nvgpu.builtin "__wgmma_mma_async_f16"(%acc, %a, %b) {n = 256, scale_d = 1, neg_a = 1, trans_a = 0, trans_b = 1} : (vector<128xf32>, i64, i64) -> vector<128xf32>
  return %d : vector<128xf32>
}
