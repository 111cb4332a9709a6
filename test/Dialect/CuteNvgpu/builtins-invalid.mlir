// cute_nvgpu.builtin: every verifier rung of the builtin table and seed
// 004's constant checks, with their exact text.
// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

func.func @unknown(%p: !llvm.ptr, %l: i32) {
  // expected-error @below {{'cute_nvgpu.builtin' op unknown CUDA tensor-core builtin `__hmma_m16n16k32_ld_a`}}
  %a = cute_nvgpu.builtin "__hmma_m16n16k32_ld_a"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<8xi32>
  return
}

// -----

func.func @load_rowcol(%p: !llvm.ptr, %l: i32) {
  // expected-error @below {{'rowcol' operand can be 0 or 1 only}}
  %a = cute_nvgpu.builtin "__hmma_m16n16k16_ld_a"(%p, %l) {rowcol = 2} : (!llvm.ptr, i32) -> vector<8xi32>
  return
}

// -----

func.func @store_rowcol(%p: !llvm.ptr<1>, %d: vector<8xf32>, %l: i32) {
  // expected-error @below {{'rowcol' operand can be 0 or 1 only}}
  cute_nvgpu.builtin "__hmma_m16n16k16_st_c_f32"(%p, %d, %l) {rowcol = -1} : (!llvm.ptr<1>, vector<8xf32>, i32) -> ()
  return
}

// -----

func.func @mma_rowcol_ok(%a: vector<8xi32>, %b: vector<8xi32>, %c: vector<8xf32>) -> vector<8xf32> {
  %d = cute_nvgpu.builtin "__hmma_m16n16k16_mma_f32f32"(%a, %b, %c) {rowcol = 3, satf = 1} : (vector<8xi32>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
  return %d : vector<8xf32>
}

func.func @mma_rowcol(%a: vector<8xi32>, %b: vector<8xi32>, %c: vector<8xf32>) -> vector<8xf32> {
  // expected-error @below {{'rowcol' operand can be 0, 1, 2, or 3 only}}
  %d = cute_nvgpu.builtin "__hmma_m16n16k16_mma_f32f32"(%a, %b, %c) {rowcol = 4, satf = 0} : (vector<8xi32>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
  return %d : vector<8xf32>
}

// -----

func.func @satf(%a: vector<2xi32>, %b: vector<2xi32>, %c: vector<8xi32>) -> vector<8xi32> {
  // expected-error @below {{'satf' operand can be 0, or 1 only}}
  %d = cute_nvgpu.builtin "__imma_m16n16k16_mma_s8"(%a, %b, %c) {rowcol = 1, satf = 2} : (vector<2xi32>, vector<2xi32>, vector<8xi32>) -> vector<8xi32>
  return %d : vector<8xi32>
}

// -----

// DMMA/TF32/BF16 ignore satf (cicc does not check it).
func.func @satf_ignored(%a: vector<1xf64>, %b: vector<1xf64>, %c: vector<2xf64>) -> vector<2xf64> {
  %d = cute_nvgpu.builtin "__dmma_m8n8k4_mma_f64"(%a, %b, %c) {rowcol = 1, satf = 7} : (vector<1xf64>, vector<1xf64>, vector<2xf64>) -> vector<2xf64>
  return %d : vector<2xf64>
}

// -----

func.func @bmma_satf(%a: vector<1xi32>, %b: vector<1xi32>, %c: vector<2xi32>) -> vector<2xi32> {
  // expected-error @below {{'cute_nvgpu.builtin' op `__bmma_m8n8k128_mma_xor_popc_b1` takes no 'satf' operand}}
  %d = cute_nvgpu.builtin "__bmma_m8n8k128_mma_xor_popc_b1"(%a, %b, %c) {rowcol = 1, satf = 0} : (vector<1xi32>, vector<1xi32>, vector<2xi32>) -> vector<2xi32>
  return %d : vector<2xi32>
}

// -----

func.func @no_rowcol(%p: !llvm.ptr, %l: i32) {
  // expected-error @below {{'cute_nvgpu.builtin' op `__hmma_m16n16k16_ld_b` needs the constant 'rowcol' operand}}
  %a = cute_nvgpu.builtin "__hmma_m16n16k16_ld_b"(%p, %l) : (!llvm.ptr, i32) -> vector<8xi32>
  return
}

// -----

func.func @element_type(%p: !llvm.ptr, %l: i32) {
  // expected-error @below {{'cute_nvgpu.builtin' op Wrong MMA element type: the result of `__hmma_m16n16k16_ld_a` is 'vector<16xf16>', expected 'vector<8xi32>' (the A fragment, f16)}}
  %a = cute_nvgpu.builtin "__hmma_m16n16k16_ld_a"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<16xf16>
  return
}

// -----

func.func @fragment_count(%a: vector<2xi32>, %b: vector<2xi32>, %c: vector<8xi32>) -> vector<8xi32> {
  // expected-error @below {{'cute_nvgpu.builtin' op `__imma_m32n8k16_mma_s8` A fragment has 2 registers, expected 4 ('vector<4xi32>')}}
  %d = cute_nvgpu.builtin "__imma_m32n8k16_mma_s8"(%a, %b, %c) {rowcol = 1, satf = 0} : (vector<2xi32>, vector<2xi32>, vector<8xi32>) -> vector<8xi32>
  return %d : vector<8xi32>
}

// -----

// The seed's INT4 "load A/B: 4" row is not PTX's: one register.
func.func @int4_count(%p: !llvm.ptr, %l: i32) {
  // expected-error @below {{'cute_nvgpu.builtin' op `__imma_m8n8k32_ld_a_s4` A fragment has 4 registers, expected 1 ('vector<1xi32>')}}
  %a = cute_nvgpu.builtin "__imma_m8n8k32_ld_a_s4"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<4xi32>
  return
}

// -----

func.func @mixed_c(%a: vector<8xi32>, %b: vector<8xi32>, %c: vector<8xf32>) -> vector<4xi32> {
  // expected-error @below {{'cute_nvgpu.builtin' op Wrong MMA element type: operand #2 of `__hmma_m16n16k16_mma_f16f16` is 'vector<8xf32>', expected 'vector<4xi32>' (the C fragment, f16)}}
  %d = cute_nvgpu.builtin "__hmma_m16n16k16_mma_f16f16"(%a, %b, %c) {rowcol = 0, satf = 0} : (vector<8xi32>, vector<8xi32>, vector<8xf32>) -> vector<4xi32>
  return %d : vector<4xi32>
}

// -----

func.func @operand_count(%a: vector<8xi32>, %b: vector<8xi32>) -> vector<8xf32> {
  // expected-error @below {{'cute_nvgpu.builtin' op `__hmma_m16n16k16_mma_f32f32` takes 3 operands (A, B, C fragments), got 2}}
  %d = cute_nvgpu.builtin "__hmma_m16n16k16_mma_f32f32"(%a, %b) {rowcol = 0, satf = 0} : (vector<8xi32>, vector<8xi32>) -> vector<8xf32>
  return %d : vector<8xf32>
}

// -----

func.func @store_results(%p: !llvm.ptr, %d: vector<8xf32>, %l: i32) {
  // expected-error @below {{'cute_nvgpu.builtin' op `__mma_m16n16k8_st_c_f32` has 0 results (none), got 1}}
  %x = cute_nvgpu.builtin "__mma_m16n16k8_st_c_f32"(%p, %d, %l) {rowcol = 0} : (!llvm.ptr, vector<8xf32>, i32) -> vector<8xf32>
  return
}

// -----

func.func @pointer(%p: !llvm.ptr<5>, %l: i32) {
  // expected-error @below {{'cute_nvgpu.builtin' op `__dmma_m8n8k4_ld_a` takes a generic, global or shared pointer (!llvm.ptr, !llvm.ptr<1>, !llvm.ptr<3>) first, got '!llvm.ptr<5>'}}
  %a = cute_nvgpu.builtin "__dmma_m8n8k4_ld_a"(%p, %l) {rowcol = 0} : (!llvm.ptr<5>, i32) -> vector<1xf64>
  return
}

// -----

func.func @ldm(%p: !llvm.ptr, %l: i64) {
  // expected-error @below {{'cute_nvgpu.builtin' op `__dmma_m8n8k4_ld_a` takes the leading dimension (ldm) as i32, got 'i64'}}
  %a = cute_nvgpu.builtin "__dmma_m8n8k4_ld_a"(%p, %l) {rowcol = 0} : (!llvm.ptr, i64) -> vector<1xf64>
  return
}

// -----

// Sub-byte fragments: row-major A, column-major B, row.col MMA (ptxas).
func.func @subbyte_a(%p: !llvm.ptr, %l: i32) {
  // expected-error @below {{'cute_nvgpu.builtin' op `__imma_m8n8k32_ld_a_u4` needs rowcol = 0 (row-major A): s4/u4/b1 fragments have no other layout, got 1}}
  %a = cute_nvgpu.builtin "__imma_m8n8k32_ld_a_u4"(%p, %l) {rowcol = 1} : (!llvm.ptr, i32) -> vector<1xi32>
  return
}

// -----

func.func @subbyte_b(%p: !llvm.ptr, %l: i32) {
  // expected-error @below {{'cute_nvgpu.builtin' op `__bmma_m8n8k128_ld_b_b1` needs rowcol = 1 (column-major B): s4/u4/b1 fragments have no other layout, got 0}}
  %a = cute_nvgpu.builtin "__bmma_m8n8k128_ld_b_b1"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<1xi32>
  return
}

// -----

func.func @subbyte_mma(%a: vector<1xi32>, %b: vector<1xi32>, %c: vector<2xi32>) -> vector<2xi32> {
  // expected-error @below {{'cute_nvgpu.builtin' op `__imma_m8n8k32_mma_s4` needs rowcol = 1 (row-major A, column-major B): s4/u4/b1 fragments have no other layout, got 3}}
  %d = cute_nvgpu.builtin "__imma_m8n8k32_mma_s4"(%a, %b, %c) {rowcol = 3, satf = 0} : (vector<1xi32>, vector<1xi32>, vector<2xi32>) -> vector<2xi32>
  return %d : vector<2xi32>
}

// -----

func.func @wmma_takes_no_n(%p: !llvm.ptr, %l: i32) {
  // expected-error @below {{'cute_nvgpu.builtin' op `__hmma_m8n32k16_ld_a` takes no 'n' operand}}
  %a = cute_nvgpu.builtin "__hmma_m8n32k16_ld_a"(%p, %l) {rowcol = 0, n = 8} : (!llvm.ptr, i32) -> vector<8xi32>
  return
}
