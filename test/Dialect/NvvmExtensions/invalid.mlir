// One diagnostic per rule the extra nvvm, nvgpu and vector ops check.
// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>) {
  // expected-error @below {{'nvvm.add.packed.f32x2' op operand #0 must be vector of 32-bit float values of length 2, but got 'vector<4xf32>'}}
  %0 = nvvm.add.packed.f32x2 %a, %b {ftz = true, rnd = #nvvm.rnd<rz>} : vector<4xf32>, vector<4xf32> -> vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2xf32>, %b: vector<2xf32>) {
  // expected-error @below {{'nvvm.mul.packed.f32x2' op requires attribute 'rnd'}}
  %0 = nvvm.mul.packed.f32x2 %a, %b {ftz = true} : vector<2xf32>, vector<2xf32> -> vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2xf32>, %b: vector<2xf32>) {
  // expected-error @below {{expected ::cute_nvgpu::nvvm_ext::RoundingMode to be one of: rn, rz, rm, rp}}
  // expected-error @below {{failed to parse DslNvvm_RoundingModeAttr parameter 'value' which is to be a `::cute_nvgpu::nvvm_ext::RoundingMode`}}
  %0 = nvvm.fma.packed.f32x2 %a, %b, %b {ftz = true, rnd = #nvvm.rnd<rna>} : vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<2xf32>
  return
}

// -----

func.func @f(%x: f64, %y: f64) {
  // expected-error @below {{'nvvm.fmax' op operand #0 must be 32-bit float, but got 'f64'}}
  %0 = "nvvm.fmax"(%x, %y) : (f64, f64) -> f64
  return
}

// -----

func.func @f(%bar: !llvm.ptr, %n: i32) {
  // expected-error @below {{'nvvm.mbarrier.init.shared' op operand #0 must be LLVM pointer in address space 3, but got '!llvm.ptr'}}
  nvvm.mbarrier.init.shared %bar, %n : !llvm.ptr, i32
  return
}

// -----

func.func @f(%bar: !llvm.ptr<3>, %n: i32) {
  // expected-error @below {{'nvvm.mbarrier.txn' op requires attribute 'kind'}}
  nvvm.mbarrier.txn %bar, %n : !llvm.ptr<3>, i32
  return
}

// -----

func.func @f(%bar: !llvm.ptr<3>, %n: i32) {
  // expected-error @below {{expected ::cute_nvgpu::nvvm_ext::MBarrierTxnKind to be one of: arrive, arrive_expect_tx, expect_tx, complete_tx}}
  // expected-error @below {{failed to parse DslNvvm_MBarrierTxnKindAttr parameter 'value' which is to be a `::cute_nvgpu::nvvm_ext::MBarrierTxnKind`}}
  nvvm.mbarrier.txn %bar, %n {kind = #nvvm.mbar_txn_kind<leave>} : !llvm.ptr<3>, i32
  return
}

// -----

func.func @f(%bar: !llvm.ptr<3>, %n: i32) {
  // expected-error @below {{invalid properties {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_scope<cta>} for op nvvm.mbarrier.txn: Invalid attribute `space` in property conversion: #nvvm.mbar_scope<cta>}}
  "nvvm.mbarrier.txn"(%bar, %n) <{kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> ()
  return
}

// -----

func.func @f(%bar: !llvm.ptr<3>, %n: i32) {
  // expected-error @below {{'nvvm.mbarrier.wait.parity' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = nvvm.mbarrier.wait.parity %bar, %n {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i32
  return
}

// -----

func.func @f(%bar: !llvm.ptr<3>, %m: i32) {
  // expected-error @below {{'nvvm.tcgen05.commit.arrive' op operand #1 must be 16-bit signless integer, but got 'i32'}}
  nvvm.tcgen05.commit.arrive %bar, multicast_mask = %m {group = #nvvm.tcgen05_group<cta_2>} : !llvm.ptr<3>, i32
  return
}

// -----

func.func @f(%bar: !llvm.ptr<3>, %r: i32) {
  // expected-error @below {{'nvvm.mapa.shared.cluster' op result #0 must be LLVM pointer in address space 3, but got '!llvm.ptr<7>'}}
  %0 = nvvm.mapa.shared.cluster %bar, %r : !llvm.ptr<3>, i32 -> <7>
  return
}

// -----

func.func @f(%m: i32, %p: i32) {
  // expected-error @below {{'nvvm.vote.ballot.sync' op operand #1 must be 1-bit signless integer, but got 'i32'}}
  %0 = "nvvm.vote.ballot.sync"(%m, %p) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%answer: i64) {
  // expected-error @below {{'nvvm.clusterlaunchcontrol.query_cancel.is_canceled' op operand #0 must be 128-bit signless integer, but got 'i64'}}
  %0 = nvvm.clusterlaunchcontrol.query_cancel.is_canceled %answer : i64 -> i1
  return
}

// -----

func.func @f(%resp: !llvm.ptr, %bar: !llvm.ptr<3>) {
  // expected-error @below {{'nvvm.clusterlaunchcontrol.try_cancel.multicast' op operand #0 must be LLVM pointer in address space 3, but got '!llvm.ptr'}}
  nvvm.clusterlaunchcontrol.try_cancel.multicast %resp, %bar : !llvm.ptr, !llvm.ptr<3>
  return
}

// -----

// expected-error @below {{unknown attribute `fp_round` in dialect `nvvm`}}
func.func private @f() attributes {a = #nvvm.fp_round<rn>}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @below {{'nvgpu.cvt_fptrunc' op converts element-wise, but the result shape ('vector<8xf8E4M3FN>') differs from the operand's ('vector<4xf32>')}}
  %0 = nvgpu.cvt_fptrunc %a : vector<4xf32> to vector<8xf8E4M3FN>
  return
}

// -----

func.func @f(%a: vector<4xf16>) {
  // expected-error @below {{'nvgpu.cvt_fptrunc' op narrows, but 'bf16' is not narrower than 'f16'}}
  %0 = nvgpu.cvt_fptrunc %a : vector<4xf16> to vector<4xbf16>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @below {{'nvgpu.cvt_fptrunc' op rounds to 'f8E4M3FN' with `rz`, but PTX's cvt to 8-, 6- and 4-bit floats rounds to nearest even (`rn`) only}}
  %0 = nvgpu.cvt_fptrunc %a {rnd = #nvgpu.rnd<rz>} : vector<4xf32> to vector<4xf8E4M3FN>
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error @below {{'nvgpu.cvt_fptrunc' op operand #0 must be vector of 32-bit float or 16-bit float or bfloat16 type values, but got 'vector<4xi32>'}}
  %0 = "nvgpu.cvt_fptrunc"(%a) : (vector<4xi32>) -> vector<4xf16>
  return
}

// -----

func.func @f(%v: vector<2xf32>) {
  // expected-error @below {{'vector.extractelement' op needs a position for a 1-D vector}}
  %0 = "vector.extractelement"(%v) : (vector<2xf32>) -> f32
  return
}

// -----

func.func @f(%v: vector<f32>, %i: i32) {
  // expected-error @below {{'vector.extractelement' op takes no position for a 0-D vector, got one}}
  %0 = "vector.extractelement"(%v, %i) : (vector<f32>, i32) -> f32
  return
}

// -----

func.func @f(%v: vector<2x2xf32>, %i: i32) {
  // expected-error @below {{'vector.extractelement' op takes a 0-D or 1-D vector, got 'vector<2x2xf32>'}}
  %0 = "vector.extractelement"(%v, %i) : (vector<2x2xf32>, i32) -> f32
  return
}

// -----

func.func @f(%v: vector<2xf32>, %i: i32) {
  // expected-error @below {{'vector.extractelement' op failed to verify that result type matches element type of vector operand}}
  %0 = "vector.extractelement"(%v, %i) : (vector<2xf32>, i32) -> f16
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @below {{'vector.splat' op failed to verify that operand type matches element type of result}}
  %0 = "vector.splat"(%x) : (f32) -> vector<4xf16>
  return
}

// -----

func.func @f(%answer: i64) {
  // expected-error @below {{'nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x' op operand #0 must be 128-bit signless integer, but got 'i64'}}
  %0 = nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x %answer : i64 -> i32
  return
}

// -----

func.func @f(%answer: i128) {
  // expected-error @below {{'nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y' op result #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y %answer : i128 -> i64
  return
}

// -----

func.func @f(%answer: i32) {
  // expected-error @below {{'nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z' op operand #0 must be 128-bit signless integer, but got 'i32'}}
  %0 = nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z %answer : i32 -> i32
  return
}

// -----

func.func @f(%bar: !llvm.ptr, %phase: i32, %ticks: i32) {
  // expected-error @below {{'nvvm.mbarrier.try_wait.parity.shared' op operand #0 must be LLVM pointer in address space 3, but got '!llvm.ptr'}}
  nvvm.mbarrier.try_wait.parity.shared %bar, %phase, %ticks : !llvm.ptr, i32, i32
  return
}

// -----

func.func @f(%bar: !llvm.ptr) {
  // expected-error @below {{'nvvm.cp.async.mbarrier.arrive.shared' op operand #0 must be LLVM pointer in address space 3, but got '!llvm.ptr'}}
  nvvm.cp.async.mbarrier.arrive.shared %bar : !llvm.ptr
  return
}
