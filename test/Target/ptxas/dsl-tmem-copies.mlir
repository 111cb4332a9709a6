// TMEM copies ptxas assembles: 16x32bx2 loads and stores (the second
// access N columns after the first, as CuTe's SM100_TMEM_LOAD_16dp32b<N>x
// passes it), the one-register .x1 forms, and the 16-bit packing forms
// (.pack::16b loads, .unpack::16b stores; a packed 16x32bx2's second access
// 2N columns on), on every tcgen05 target.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.100a.ptx --cubin %t.100a.cubin
// RUN: FileCheck %s < %t.100a.ptx
// RUN: cute-nvgpu compile %s --target sm_100f -o %t.100f.ptx --cubin %t.100f.cubin
// RUN: cute-nvgpu compile %s --target sm_103a -o %t.103a.ptx --cubin %t.103a.cubin
// RUN: FileCheck %s < %t.103a.ptx
// RUN: cute-nvgpu compile %s --target sm_110a -o %t.110a.ptx --cubin %t.110a.cubin
// RUN: cute-nvgpu compile %s --target sm_110f -o %t.110f.ptx --cubin %t.110f.cubin
// RUN: FileCheck %s < %t.110f.ptx
// RUN: not cute-nvgpu compile %s --target sm_120a -o %t.120a.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED

// CHECK-LABEL: .entry load_16x32bx2(
// CHECK: tcgen05.ld.sync.aligned.16x32bx2.x4.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{[0-9]+}}], 4;
// CHECK: tcgen05.wait::ld.sync.aligned;
// CHECK-LABEL: .entry store_16x32bx2_x1(
// CHECK: tcgen05.st.sync.aligned.16x32bx2.x1.b32 [%r{{[0-9]+}}], 1, {%r{{[0-9]+}}};
// CHECK: tcgen05.wait::st.sync.aligned;
// CHECK-LABEL: .entry load_32x32b_x1(
// CHECK: tcgen05.ld.sync.aligned.32x32b.x1.b32 {%r{{[0-9]+}}}, [%r{{[0-9]+}}];
// CHECK-LABEL: .entry load_32x32b_pack(
// CHECK: tcgen05.ld.sync.aligned.32x32b.x2.pack::16b.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{[0-9]+}}];
// CHECK-LABEL: .entry load_16x32bx2_pack(
// CHECK: tcgen05.ld.sync.aligned.16x32bx2.x2.pack::16b.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{[0-9]+}}], 4;
// CHECK-LABEL: .entry store_16x256b_unpack(
// CHECK: tcgen05.st.sync.aligned.16x256b.x1.unpack::16b.b32 [%r{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
// CHECK: tcgen05.wait::st.sync.aligned;

// REFUSED: error: {{.*}}`atom.tmem_load` (tcgen05) requires SM100 or SM110 with an arch-specific suffix

!ld = !cute_nvgpu.atom.tmem_load<f32, 16 DP, 32 bit, x4>
!t = !cute.memref<f32, tmem, align<16>, "(((8,16),1),1):(((1,65536),0),0)">
!r = !cute.memref<f32, rmem, align<32>, "((4,1),1):((1,0),0)">
func.func @load_16x32bx2(%t: !t, %out: !llvm.ptr<1>) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %atom = cute.make_atom() : () -> !ld
  %rl = cute.static : !cute.layout<"((4,1),1):((1,0),0)">
  %r = cute.memref.alloca(%rl) : !r
  cute.copy(%atom, %t, %r) : (!ld, !t, !r)
  %v = cute.memref.load_vec %r : !r
  llvm.store %v, %out : vector<4xf32>, !llvm.ptr<1>
  return
}

!st = !cute_nvgpu.atom.tmem_store<f32, 16 DP, 32 bit, x1>
!t1 = !cute.memref<f32, tmem, align<16>, "(((2,16),1),1):(((1,65536),0),0)">
!r1 = !cute.memref<f32, rmem, align<32>, "((1,1),1):((1,0),0)">
func.func @store_16x32bx2_x1(%t: !t1, %in: vector<1xf32>) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %atom = cute.make_atom() : () -> !st
  %rl = cute.static : !cute.layout<"((1,1),1):((1,0),0)">
  %r = cute.memref.alloca(%rl) : !r1
  cute.memref.store_vec %in, %r : !r1
  cute.copy(%atom, %r, %t) : (!st, !r1, !t1)
  return
}

!ld1 = !cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x1>
!t2 = !cute.memref<f32, tmem, align<16>, "(((1,32),1),1):(((1,65536),0),0)">
func.func @load_32x32b_x1(%t: !t2, %out: !llvm.ptr<1>) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %atom = cute.make_atom() : () -> !ld1
  %rl = cute.static : !cute.layout<"((1,1),1):((1,0),0)">
  %r = cute.memref.alloca(%rl) : !r1
  cute.copy(%atom, %t, %r) : (!ld1, !t2, !r1)
  %v = cute.memref.load_vec %r : !r1
  llvm.store %v, %out : vector<1xf32>, !llvm.ptr<1>
  return
}

!ldp = !cute_nvgpu.atom.tmem_load<f16, 32 DP, 32 bit, x2, pack_16b>
!tp = !cute.memref<f16, tmem, align<16>, "(((4,32),1),1):(((2,131072),0),0)">
!rp = !cute.memref<f16, rmem, align<32>, "((4,1),1):((1,0),0)">
func.func @load_32x32b_pack(%t: !tp, %out: !llvm.ptr<1>) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %atom = cute.make_atom() : () -> !ldp
  %rl = cute.static : !cute.layout<"((4,1),1):((1,0),0)">
  %r = cute.memref.alloca(%rl) : !rp
  cute.copy(%atom, %t, %r) : (!ldp, !tp, !rp)
  %v = cute.memref.load_vec %r : !rp
  llvm.store %v, %out : vector<4xf16>, !llvm.ptr<1>
  return
}

!ldp2 = !cute_nvgpu.atom.tmem_load<bf16, 16 DP, 32 bit, x2, pack_16b>
!tp2 = !cute.memref<bf16, tmem, align<16>, "(((8,16),1),1):(((2,131072),0),0)">
!rp2 = !cute.memref<bf16, rmem, align<32>, "((4,1),1):((1,0),0)">
func.func @load_16x32bx2_pack(%t: !tp2, %out: !llvm.ptr<1>) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %atom = cute.make_atom() : () -> !ldp2
  %rl = cute.static : !cute.layout<"((4,1),1):((1,0),0)">
  %r = cute.memref.alloca(%rl) : !rp2
  cute.copy(%atom, %t, %r) : (!ldp2, !tp2, !rp2)
  %v = cute.memref.load_vec %r : !rp2
  llvm.store %v, %out : vector<4xbf16>, !llvm.ptr<1>
  return
}

!stu = !cute_nvgpu.atom.tmem_store<f16, 16 DP, 256 bit, x1, unpack_16b>
!tu = !cute.memref<f16, tmem, align<16>, "(((4,2,16),1),1):(((2,8,131072),0),0)">
!ru = !cute.memref<f16, rmem, align<32>, "((8,1),1):((1,0),0)">
func.func @store_16x256b_unpack(%t: !tu, %in: vector<8xf16>) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %atom = cute.make_atom() : () -> !stu
  %rl = cute.static : !cute.layout<"((8,1),1):((1,0),0)">
  %r = cute.memref.alloca(%rl) : !ru
  cute.memref.store_vec %in, %r : !ru
  cute.copy(%atom, %r, %t) : (!stu, !ru, !tu)
  return
}
