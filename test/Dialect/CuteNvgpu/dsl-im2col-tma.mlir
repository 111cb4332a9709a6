// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// CuTe DSL's im2col TMA atoms (make_im2col_tma_atom). A 2-D fprop over an
// NHWC f16 activation (N=2, H=10, W=12, C=64) as ((w,h,n),c), a 3x3
// filter with padding 1: the SMEM tile is a 128-byte-swizzled 64x64 K-major
// tile, the CTA value map (64,64):(1@0,1@1) reads 64 pixels by 64
// channels, and the seven integer tuples are the descriptor's corners, the
// paddings, the traversal strides, the filter's lower corner and its
// dilation. The op's result types are what CuTe's make_im2col_tma_copy
// computes for these operands (`cute-nvgpu tma plan --op load-im2col`
// prints the same plan; test/Tools/tma-plan-im2col.test): a box of 64
// channels by 64 pixels (65536 bits), its value map ((64,64),1) over the
// channel mode 1@1 and the pixel mode 1@0 as the G-basis (the unit multicast mode keeps CuTe's stride 64@0), and the im2col
// coordinate tensor at the lower corner (-1,-1): the GEMM view
// ((q,p,n),(c,s,r)) read through its 240 linear output pixels.
// make_exec_tma gives the executable atom in im2col mode. A multicast kind
// splits the box's pixels over its CTAs (one instruction still carries the
// whole box); a store takes no convolution parameters (CuTe's no-offset
// defaults: a 1x1 filter at corner 0) and no properties. An im2col
// descriptor is prefetched and copied to memory as a tiled one is.

!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!c2 = !cute.int_tuple<"(-1,-1)">
!p1 = !cute.int_tuple<"(1,1)">
!z2 = !cute.int_tuple<"(0,0)">
!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!crd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = im2col, num_cta = 1, g_stride = <"()"> tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>

// CHECK-LABEL: func.func @fprop_load
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%arg0, %arg1, %arg2, %arg3, %arg3, %arg4, %arg4, %arg4, %arg5, %arg4) <{kind = <sm_90> num_multicast = 1}> : (!cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">, !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">, !cute.layout<"(64,64):(1@0,1@1)">, !cute.int_tuple<"(-1,-1)">, !cute.int_tuple<"(-1,-1)">, !cute.int_tuple<"(1,1)">, !cute.int_tuple<"(1,1)">, !cute.int_tuple<"(1,1)">, !cute.int_tuple<"(0,0)">, !cute.int_tuple<"(1,1)">) -> (!cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>, !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">)
// CHECK-NEXT: %0 = cute_nvgpu.atom.make_exec_tma(%atom) : (!cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = im2col, num_cta = 1, g_stride = <"()"> tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
// CHECK-NEXT: return
// GENERIC-LABEL: "func.func"() <{function_type = {{.*}}, sym_name = "fprop_load"}>
// GENERIC: "cute_nvgpu.atom.make_non_exec_im2col_tma_load"({{.*}}) <{kind = #cute_nvgpu.im2col_tma_load<sm_90>, num_multicast = 1 : i32}>
func.func @fprop_load(%g: !g, %sw: !sw, %v: !v, %corner: !c2, %one: !p1, %zero: !z2) -> !ex {
  %atom, %coords = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sw, %v, %corner, %corner, %one, %one, %one, %zero, %one) <{kind = <sm_90> num_multicast = 1}> : (!g, !sw, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!ld, !crd)
  %e = cute_nvgpu.atom.make_exec_tma(%atom) : (!ld) -> !ex
  return %e : !ex
}

!ldm = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90_multicast, f16, copy_bits = 65536, tma_gbasis = <"((64,32),2):((1@1,1@0),32@0)">>
!exm = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = im2col, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"((64,32),2):((1@1,1@0),32@0)">>

// CHECK-LABEL: func.func @fprop_load_multicast
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_im2col_tma_load({{.*}}) <{kind = <sm_90_multicast> num_multicast = 2}> : ({{.*}}) -> (!cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90_multicast, f16, copy_bits = 65536, tma_gbasis = <"((64,32),2):((1@1,1@0),32@0)">>, !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">)
// CHECK-NEXT: cute_nvgpu.atom.make_exec_tma(%atom) : ({{.*}}) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = im2col, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"((64,32),2):((1@1,1@0),32@0)">>
func.func @fprop_load_multicast(%g: !g, %sw: !sw, %v: !v, %corner: !c2, %one: !p1, %zero: !z2) -> !exm {
  %atom, %coords = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sw, %v, %corner, %corner, %one, %one, %one, %zero, %one) <{kind = <sm_90_multicast> num_multicast = 2}> : (!g, !sw, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!ldm, !crd)
  %e = cute_nvgpu.atom.make_exec_tma(%atom) : (!ldm) -> !exm
  return %e : !exm
}

!stt = !cute_nvgpu.atom.non_exec_im2col_tma_store<f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!scrd = !cute.coord_tensor<"(0,(0,0),0,(0,0))", "((12,10,2),(64,1,1)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,1,1)):(1@0,(1@0@1,1@1@1,1@2@1))">
!exs = !cute_nvgpu.atom.tma_store<f16, copy_bits = 65536, mode = im2col, g_stride = <"()"> tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>

// CHECK-LABEL: func.func @store
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_im2col_tma_store(%arg0, %arg1, %arg2) : ({{.*}}) -> (!cute_nvgpu.atom.non_exec_im2col_tma_store<f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>, !cute.coord_tensor<"(0,(0,0),0,(0,0))", "((12,10,2),(64,1,1)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,1,1)):(1@0,(1@0@1,1@1@1,1@2@1))">)
// CHECK-NEXT: cute_nvgpu.prefetch_tma_desc(%atom) : (!cute_nvgpu.atom.non_exec_im2col_tma_store<{{.*}}>) -> ()
// CHECK-NEXT: cute_nvgpu.copy_tma_desc(%atom, %arg3) : (!cute_nvgpu.atom.non_exec_im2col_tma_store<{{.*}}>, !cute.ptr<!cute_nvgpu.tma_descriptor_im2col, smem, align<128>>) -> ()
// CHECK-NEXT: cute_nvgpu.atom.make_exec_tma(%atom) : ({{.*}}) -> !cute_nvgpu.atom.tma_store<f16, copy_bits = 65536, mode = im2col, g_stride = <"()"> tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
// GENERIC-LABEL: sym_name = "store"
// GENERIC: "cute_nvgpu.atom.make_non_exec_im2col_tma_store"({{.*}}) : (
func.func @store(%g: !g, %sw: !sw, %v: !v, %slot: !cute.ptr<!cute_nvgpu.tma_descriptor_im2col, smem, align<128>>) -> !exs {
  %atom, %coords = cute_nvgpu.atom.make_non_exec_im2col_tma_store(%g, %sw, %v) : (!g, !sw, !v) -> (!stt, !scrd)
  cute_nvgpu.prefetch_tma_desc(%atom) : (!stt) -> ()
  cute_nvgpu.copy_tma_desc(%atom, %slot) : (!stt, !cute.ptr<!cute_nvgpu.tma_descriptor_im2col, smem, align<128>>) -> ()
  %e = cute_nvgpu.atom.make_exec_tma(%atom) : (!stt) -> !exs
  return %e : !exs
}

// A tensor with run-time extents (w, h, n) gives run-time GEMM extents
// (output pixels per spatial mode, the batch) and a run-time linear pixel
// count; the channels and the filter stay static.
!gd = !cute.memref<f16, gmem, align<16>, "((?,?,?),64):((64,?{i64},?{i64}),1)">
!crdd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((?,?,?),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (?,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">

// CHECK-LABEL: func.func @run_time_extents
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_im2col_tma_load({{.*}}) -> (!cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>, !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((?,?,?),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (?,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">)
func.func @run_time_extents(%g: !gd, %sw: !sw, %v: !v, %corner: !c2, %one: !p1, %zero: !z2) {
  %atom, %coords = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sw, %v, %corner, %corner, %one, %one, %one, %zero, %one) <{kind = <sm_90> num_multicast = 1}> : (!gd, !sw, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!ld, !crdd)
  return
}
