// seed 000's GMMA K-table diagnostics and seed 004's N check, verbatim.
// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm90_mma' op expects A/B of type s8/u8 and D of type i32}}
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 32], a_type = i8, b_type = f8E4M3FN, c_type = i32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm90_mma' op expects A/B of type s8/u8 and D of type i32}}
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 32], a_type = ui8, b_type = i8, c_type = f32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm90_mma' op expects A/B of type s4/u4 and D of type i32}}
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 64], a_type = i4, b_type = i4, c_type = f16}
  return
}

// -----

// Well-typed s4 passes seed 000's rung but the lattice (the K table) has no
// s4/u4 row: PTX wgmma takes no 4-bit integers (deviation #12).
func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm90_mma' op `sm90.mma` has no s4/u4 form: PTX wgmma takes no 4-bit integers (seed 000's K table lists K = 64; docs/deviations.md #12)}}
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 64], a_type = i4, b_type = i4, c_type = i32}
  return
}

// -----

// The type verifier refuses the same atom when it is written as a type.
// expected-error @below {{`sm90.mma` has no s4/u4 form: PTX wgmma takes no 4-bit integers (seed 000's K table lists K = 64; docs/deviations.md #12)}}
func.func private @s4_type(!cute_nvgpu.sm90.mma<64x64x64, elem_type = (i4, i4, i32)>)

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm90_mma' op expects A/B of type u1 and D of type i32}}
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 256], a_type = i1, b_type = i1, c_type = f32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm90_mma' op expects A/B of the e5m2/e4m3 type}}
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 32], a_type = f8E4M3FN, b_type = f16, c_type = f32}
  return
}

// -----

// The K table: 256 / element bits.
func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm90_mma' op `sm90.mma` with e4m3 inputs has K = 32 (256 / element bits), got K = 16}}
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 16], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm90_mma' op `sm90.mma` with tf32 inputs has K = 8 (256 / element bits), got K = 16}}
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 16], a_type = tf32, b_type = tf32, c_type = f32}
  return
}

// -----

// N not a multiple of 8 (and not a power of two): seed 004's message.
func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm90_mma' op N only supported for powers of two}}
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 12, 16], a_type = f16, b_type = f16, c_type = f32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm90_mma' op `sm90.mma` N must be a multiple of 8 in [8, 256], got N = 512}}
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 512, 16], a_type = f16, b_type = f16, c_type = f32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm90_mma' op `sm90.mma` N must be a multiple of 8 in [8, 256], got N = 4}}
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 4, 16], a_type = f16, b_type = f16, c_type = f32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm90_mma' op `sm90.mma` M is 64 (one warpgroup), got M = 128}}
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [128, 64, 16], a_type = f16, b_type = f16, c_type = f32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm90_mma' op `sm90.mma` transposes (MN-major) only 16-bit A/B; e4m3 operands must be K-major}}
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 32], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32, b_major = #cute_nvgpu.major<mn>}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm90_mma' op `sm90.mma` with A in registers (rs) requires a K-major A}}
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 16], a_type = f16, b_type = f16, c_type = f32, a_major = #cute_nvgpu.major<mn>, frag_kind = #cute_nvgpu.frag_kind<rs>}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm90_mma' op `sm90.mma` has no form for a='bf16' b='bf16' c='f16'; `cute-nvgpu query mma --target sm_90a` lists the legal ones}}
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 16], a_type = bf16, b_type = bf16, c_type = f16}
  return
}

// -----

func.func @f() {
  // expected-error @below {{expected ::cute_nvgpu::FragKind to be one of: ss, rs}}
  // expected-error @below {{failed to parse CuteNvgpu_FragKindAttr parameter 'value' which is to be a `::cute_nvgpu::FragKind`}}
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 16], frag_kind = #cute_nvgpu.frag_kind<sr>}
  return
}

// -----

func.func @f() {
  // expected-error @below {{expected ::cute_nvgpu::Major to be one of: k, mn}}
  // expected-error @below {{failed to parse CuteNvgpu_MajorAttr parameter 'value' which is to be a `::cute_nvgpu::Major`}}
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 16], a_major = #cute_nvgpu.major<row>}
  return
}
