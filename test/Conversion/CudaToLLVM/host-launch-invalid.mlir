// What host code cannot do, each with its diagnostic.
// RUN: cute-nvgpu-opt %s -split-input-file -convert-cuda-host-to-llvm -cute-nvgpu-to-llvm -verify-diagnostics

// A kernel takes its TMA descriptors as parameters: encoding one is the
// host's (cuTensorMapEncodeTiled).
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @in_kernel(%a: !g) attributes {cute_nvgpu.kernel} {
  %sw = cute.static : !sw
  %cta = cute.static : !cta
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_tiled_tma_load' op encodes a TMA descriptor, which only host code does (cuTensorMapEncodeTiled); a kernel takes the atom as a parameter}}
  %atom, %coords = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%a, %sw, %cta) <{kind = <sm_90> num_multicast = 1}> : (!g, !sw, !cta) -> (!ld, !crd)
  cute_nvgpu.prefetch_tma_desc(%atom) : (!ld) -> ()
  return
}

// -----

// The same for an im2col descriptor (cuTensorMapEncodeIm2col).
!g = !cute.memref<f16, gmem, align<16>, "((?,?,?),64):((64,?{i64},?{i64}),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!st = !cute_nvgpu.atom.non_exec_im2col_tma_store<f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!crd = !cute.coord_tensor<"(0,(0,0),0,(0,0))", "((?,?,?),(64,1,1)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (?,(64,1,1)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @im2col_in_kernel(%a: !g) attributes {cute_nvgpu.kernel} {
  %sw = cute.static : !sw
  %v = cute.static : !v
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_im2col_tma_store' op encodes a TMA descriptor, which only host code does (cuTensorMapEncodeIm2col); a kernel takes the atom as a parameter}}
  %atom, %coords = cute_nvgpu.atom.make_non_exec_im2col_tma_store(%a, %sw, %v) : (!g, !sw, !v) -> (!st, !crd)
  cute_nvgpu.prefetch_tma_desc(%atom) : (!st) -> ()
  return
}

// -----

// A status returned from inside a loop would leave the loop's region.
func.func @status_in_loop(%n: index, %code: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @below {{'cuda.return_if_error' op inside scf.for is not lowered: a host function returns its status only from its own body}}
    cuda.return_if_error %code : i32
  }
  %ok = arith.constant 0 : i32
  return %ok : i32
}
