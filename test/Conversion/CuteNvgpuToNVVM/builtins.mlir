// CUDA tensor-core builtins -> nvvm.wmma.* where MLIR 22 has the form,
// PtxBuilder's inline PTX otherwise, WGMMA between fence and wait.
// RUN: cute-nvgpu-opt %s -convert-cute-nvgpu-to-nvvm | FileCheck %s

// CHECK-LABEL: func.func @hmma_ld_a
// CHECK: nvvm.wmma.load %arg0, %arg1 {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
// CHECK-COUNT-8: llvm.bitcast %{{.*}} : vector<2xf16> to i32
func.func @hmma_ld_a(%p: !llvm.ptr<3>, %l: i32) -> vector<8xi32> {
  %a = cute_nvgpu.builtin "__hmma_m16n16k16_ld_a"(%p, %l) {rowcol = 1} : (!llvm.ptr<3>, i32) -> vector<8xi32>
  return %a : vector<8xi32>
}

// CHECK-LABEL: func.func @hmma_mma
// CHECK: nvvm.wmma.mma {{.*}} {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : ({{(vector<2xf16>, )+}}f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
func.func @hmma_mma(%a: vector<8xi32>, %b: vector<8xi32>, %c: vector<8xf32>) -> vector<8xf32> {
  %d = cute_nvgpu.builtin "__hmma_m16n16k16_mma_f32f32"(%a, %b, %c) {rowcol = 2, satf = 0} : (vector<8xi32>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
  return %d : vector<8xf32>
}

// CHECK-LABEL: func.func @hmma_mixed
// CHECK: llvm.inline_asm asm_dialect = att "wmma.mma.sync.aligned.row.col.m16n16k16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7, $8, $9, $10, $11}, {$12, $13, $14, $15, $16, $17, $18, $19}, {$20, $21, $22, $23, $24, $25, $26, $27};", "=r,=r,=r,=r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,f,f,f,f,f,f,f,f"
func.func @hmma_mixed(%a: vector<8xi32>, %b: vector<8xi32>, %c: vector<8xf32>) -> vector<4xi32> {
  %d = cute_nvgpu.builtin "__hmma_m16n16k16_mma_f16f32"(%a, %b, %c) {rowcol = 1, satf = 1} : (vector<8xi32>, vector<8xi32>, vector<8xf32>) -> vector<4xi32>
  return %d : vector<4xi32>
}

// CHECK-LABEL: func.func @hmma_st
// CHECK: nvvm.wmma.store %arg0, %arg2, {{.*}} {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : !llvm.ptr<1>, f32, f32, f32, f32, f32, f32, f32, f32
func.func @hmma_st(%p: !llvm.ptr<1>, %d: vector<8xf32>, %l: i32) {
  cute_nvgpu.builtin "__hmma_m32n8k16_st_c_f32"(%p, %d, %l) {rowcol = 0} : (!llvm.ptr<1>, vector<8xf32>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @imma_satf
// CHECK: llvm.inline_asm asm_dialect = att "wmma.mma.sync.aligned.row.col.m16n16k16.s32.s8.s8.s32.satfinite {$0, $1, $2, $3, $4, $5, $6, $7}, {$8, $9}, {$10, $11}, {$12, $13, $14, $15, $16, $17, $18, $19};", "=r,=r,=r,=r,=r,=r,=r,=r,r,r,r,r,r,r,r,r,r,r,r,r"
func.func @imma_satf(%a: vector<2xi32>, %b: vector<2xi32>, %c: vector<8xi32>) -> vector<8xi32> {
  %d = cute_nvgpu.builtin "__imma_m16n16k16_mma_s8"(%a, %b, %c) {rowcol = 1, satf = 1} : (vector<2xi32>, vector<2xi32>, vector<8xi32>) -> vector<8xi32>
  return %d : vector<8xi32>
}

// CHECK-LABEL: func.func @imma_nosatf
// CHECK: nvvm.wmma.mma {{.*}} {eltypeA = #nvvm.mma_type<s8>, eltypeB = #nvvm.mma_type<s32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : ({{(i32, )+}}i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
func.func @imma_nosatf(%a: vector<2xi32>, %b: vector<2xi32>, %c: vector<8xi32>) -> vector<8xi32> {
  %d = cute_nvgpu.builtin "__imma_m16n16k16_mma_s8"(%a, %b, %c) {rowcol = 1, satf = 0} : (vector<2xi32>, vector<2xi32>, vector<8xi32>) -> vector<8xi32>
  return %d : vector<8xi32>
}

// CHECK-LABEL: func.func @bmma_ld_a
// CHECK: %[[A:.*]] = llvm.ptrtoint %arg0 : !llvm.ptr<3> to i64
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "wmma.load.a.sync.aligned.row.m8n8k128.shared.b1 {$0}, [$1], $2;", "=r,l,r" %[[A]], %arg1 : (i64, i32) -> i32
func.func @bmma_ld_a(%p: !llvm.ptr<3>, %l: i32) -> vector<1xi32> {
  %a = cute_nvgpu.builtin "__bmma_m8n8k128_ld_a_b1"(%p, %l) {rowcol = 0} : (!llvm.ptr<3>, i32) -> vector<1xi32>
  return %a : vector<1xi32>
}

// CHECK-LABEL: func.func @dmma_ld_a
// CHECK: nvvm.wmma.load %arg0, %arg1 {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<a>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr) -> f64
func.func @dmma_ld_a(%p: !llvm.ptr, %l: i32) -> vector<1xf64> {
  %a = cute_nvgpu.builtin "__dmma_m8n8k4_ld_a"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<1xf64>
  return %a : vector<1xf64>
}

// CHECK-LABEL: func.func @bf16_ld_b
// CHECK: %[[G:.*]] = llvm.addrspacecast %arg0 : !llvm.ptr<3> to !llvm.ptr
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[G]] : !llvm.ptr to i64
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "wmma.load.b.sync.aligned.col.m16n16k16.bf16 {$0, $1, $2, $3}, [$4], $5;", "=r,=r,=r,=r,l,r" %[[A]], %arg1 : (i64, i32) -> !llvm.struct<(i32, i32, i32, i32)>
func.func @bf16_ld_b(%p: !llvm.ptr<3>, %l: i32) -> vector<4xi32> {
  %b = cute_nvgpu.builtin "__mma_bf16_m16n16k16_ld_b"(%p, %l) {rowcol = 1} : (!llvm.ptr<3>, i32) -> vector<4xi32>
  return %b : vector<4xi32>
}

// CHECK-LABEL: func.func @bf16_st
// CHECK: nvvm.wmma.store %arg0, %arg2, {{.*}} {eltype = #nvvm.mma_type<f32>, k = 8 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, f32, f32, f32, f32, f32, f32, f32, f32
func.func @bf16_st(%p: !llvm.ptr, %d: vector<8xf32>, %l: i32) {
  cute_nvgpu.builtin "__mma_m16n16k8_st_c_f32"(%p, %d, %l) {rowcol = 1} : (!llvm.ptr, vector<8xf32>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @wgmma
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, 0, 0;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, p, -1, 1, 0, 1;\0A}", "=f,=f,=f,=f,l,l,0,1,2,3" %arg1, %arg2,
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
func.func @wgmma(%acc: vector<4xf32>, %a: i64, %b: i64) -> vector<4xf32> {
  %d = cute_nvgpu.builtin "__wgmma_mma_async_f16"(%acc, %a, %b) {n = 8, scale_d = 0, neg_a = 1, trans_b = 1} : (vector<4xf32>, i64, i64) -> vector<4xf32>
  return %d : vector<4xf32>
}
