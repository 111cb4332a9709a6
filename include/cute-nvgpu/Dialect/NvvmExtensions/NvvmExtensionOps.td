//===- NvvmExtensionOps.td - CuTe DSL's extra `nvvm` ops ---*- tablegen -*-===//
//
// NVIDIA CuTe DSL's MLIR has `nvvm` ops and attributes that MLIR 22's NVVM
// dialect lacks. They are defined here against a dialect record named `nvvm`
// whose C++ class is never generated: the ops and attributes are added to
// MLIR 22's own NVVMDialect at load time (NvvmExtensions.h says how). Custom
// forms are the DSL's printed spellings; generic forms carry its properties.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_NVVM_EXTENSION_OPS_TD
#define CUTE_NVGPU_NVVM_EXTENSION_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Dialect/LLVMIR/LLVMOpBase.td"

// Stands for MLIR 22's NVVMDialect; only the name matters to generated code.
def DslNvvm_Dialect : Dialect {
  let name = "nvvm";
  let cppNamespace = "::cute_nvgpu::nvvm_ext";
  let useDefaultAttributePrinterParser = 0;
  let useDefaultTypePrinterParser = 0;
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

class DslNvvm_I32Enum<string name, string summary, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, summary, cases> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::cute_nvgpu::nvvm_ext";
}

class DslNvvm_EnumAttr<I32EnumAttr enum, string mnemonic>
    : EnumAttr<DslNvvm_Dialect, enum, mnemonic> {
  let assemblyFormat = "`<` $value `>`";
}

def DslNvvm_RoundingMode : DslNvvm_I32Enum<"RoundingMode",
    "IEEE rounding of a PTX floating-point instruction (.rn/.rz/.rm/.rp)", [
      I32EnumAttrCase<"RN", 0, "rn">, I32EnumAttrCase<"RZ", 1, "rz">,
      I32EnumAttrCase<"RM", 2, "rm">, I32EnumAttrCase<"RP", 3, "rp">]>;
def DslNvvm_RoundingModeAttr : DslNvvm_EnumAttr<DslNvvm_RoundingMode, "rnd">;

def DslNvvm_MBarrierTxnKind : DslNvvm_I32Enum<"MBarrierTxnKind",
    "which mbarrier instruction nvvm.mbarrier.txn is", [
      I32EnumAttrCase<"Arrive", 0, "arrive">,
      I32EnumAttrCase<"ArriveExpectTx", 1, "arrive_expect_tx">,
      I32EnumAttrCase<"ExpectTx", 2, "expect_tx">,
      I32EnumAttrCase<"CompleteTx", 3, "complete_tx">]>;
def DslNvvm_MBarrierTxnKindAttr : DslNvvm_EnumAttr<DslNvvm_MBarrierTxnKind, "mbar_txn_kind">;

def DslNvvm_MBarrierScope : DslNvvm_I32Enum<"MBarrierScope",
    "the .scope of an mbarrier instruction", [
      I32EnumAttrCase<"CTA", 0, "cta">, I32EnumAttrCase<"Cluster", 1, "cluster">]>;
def DslNvvm_MBarrierScopeAttr : DslNvvm_EnumAttr<DslNvvm_MBarrierScope, "mbar_scope">;

def DslNvvm_MBarrierSpace : DslNvvm_I32Enum<"MBarrierSpace",
    "the state space of an mbarrier (.shared::cta or .shared::cluster)", [
      I32EnumAttrCase<"CTA", 0, "cta">, I32EnumAttrCase<"Cluster", 1, "cluster">]>;
def DslNvvm_MBarrierSpaceAttr : DslNvvm_EnumAttr<DslNvvm_MBarrierSpace, "mbar_space">;

def DslNvvm_MBarrierWaitKind : DslNvvm_I32Enum<"MBarrierWaitKind",
    "mbarrier.try_wait (may suspend) or mbarrier.test_wait (never does)", [
      I32EnumAttrCase<"Try", 0, "try">, I32EnumAttrCase<"Test", 1, "test">]>;
def DslNvvm_MBarrierWaitKindAttr : DslNvvm_EnumAttr<DslNvvm_MBarrierWaitKind, "mbar_wait">;

def DslNvvm_Tcgen05Group : DslNvvm_I32Enum<"Tcgen05Group",
    "the .cta_group of a tcgen05 instruction", [
      I32EnumAttrCase<"CTA1", 0, "cta_1">, I32EnumAttrCase<"CTA2", 1, "cta_2">]>;
def DslNvvm_Tcgen05GroupAttr : DslNvvm_EnumAttr<DslNvvm_Tcgen05Group, "tcgen05_group">;

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

class DslNvvm_Op<string mnemonic, list<Trait> traits = []>
    : Op<DslNvvm_Dialect, mnemonic, traits>;

def DslNvvm_F32x2 : VectorOfLengthAndType<[2], [F32]>;

class DslNvvm_PackedF32x2Op<string mnemonic, string ptx, dag operands,
                            string operandList>
    : DslNvvm_Op<mnemonic # ".packed.f32x2", [Pure]> {
  let summary = "PTX `" # ptx # "{.rnd}{.ftz}.f32x2` on a pair of f32";
  let description = [{
    Both lanes of `vector<2xf32>` at once (sm_100). `rnd` is the IEEE
    rounding (`#nvvm.rnd<rn|rz|rm|rp>`), `ftz` flushes subnormals to zero.
  }];
  let arguments = !con(operands, (ins BoolAttr:$ftz, DslNvvm_RoundingModeAttr:$rnd));
  let results = (outs DslNvvm_F32x2:$res);
  let assemblyFormat = operandList # " attr-dict `:` type(operands) `->` type($res)";
}

def DslNvvm_AddPackedF32x2Op : DslNvvm_PackedF32x2Op<"add", "add",
    (ins DslNvvm_F32x2:$a, DslNvvm_F32x2:$b), "$a `,` $b">;
def DslNvvm_MulPackedF32x2Op : DslNvvm_PackedF32x2Op<"mul", "mul",
    (ins DslNvvm_F32x2:$a, DslNvvm_F32x2:$b), "$a `,` $b">;
def DslNvvm_FmaPackedF32x2Op : DslNvvm_PackedF32x2Op<"fma", "fma",
    (ins DslNvvm_F32x2:$a, DslNvvm_F32x2:$b, DslNvvm_F32x2:$c),
    "$a `,` $b `,` $c">;

def DslNvvm_FmaxOp : DslNvvm_Op<"fmax", [Pure]> {
  let summary = "PTX `max.f32`";
  let description = [{
    The larger of two f32 (a NaN operand yields the other operand). The
    custom form has no type list: both operands and the result are f32.

    ```mlir
    %m = nvvm.fmax %a, %b
    ```
  }];
  let arguments = (ins F32:$a, F32:$b);
  let results = (outs F32:$res);
  let assemblyFormat = "$a `,` $b attr-dict";
}

def DslNvvm_MBarrierInitSharedOp : DslNvvm_Op<"mbarrier.init.shared"> {
  let summary = "PTX `mbarrier.init.shared::cta.b64`";
  let description = [{
    Initializes the mbarrier at a shared memory address with its expected
    arrival count.

    ```mlir
    nvvm.mbarrier.init.shared %bar, %count : !llvm.ptr<3>, i32
    ```
  }];
  let arguments = (ins Arg<LLVM_PointerInAddressSpace<3>, "", [MemWrite]>:$addr,
                       I32:$count);
  let assemblyFormat = "$addr `,` $count attr-dict `:` type(operands)";
}

def DslNvvm_MBarrierTryWaitParitySharedOp
    : DslNvvm_Op<"mbarrier.try_wait.parity.shared"> {
  let summary = "waits until an mbarrier's phase with the given parity completes";
  let description = [{
    PTX `mbarrier.try_wait.parity.shared::cta.b64` in a loop: returns once
    the phase whose parity is `phase` has completed, each try suspending up
    to `ticks` (a hint, in ns). `useIntrinsic` selects the NVVM intrinsic
    rather than inline PTX for the lowering.

    ```mlir
    nvvm.mbarrier.try_wait.parity.shared %bar, %phase, %ticks : !llvm.ptr<3>, i32, i32
    ```
  }];
  let arguments = (ins Arg<LLVM_PointerInAddressSpace<3>, "", [MemRead, MemWrite]>:$addr,
                       I32:$phase, I32:$ticks,
                       DefaultValuedAttr<BoolAttr, "false">:$useIntrinsic);
  let assemblyFormat = "$addr `,` $phase `,` $ticks attr-dict `:` qualified(type($addr)) `,` type($phase) `,` type($ticks)";
}

def DslNvvm_MBarrierTxnOp : DslNvvm_Op<"mbarrier.txn"> {
  let summary = "an mbarrier arrive / expect-tx / complete-tx with a count";
  let description = [{
    One of PTX `mbarrier.arrive` (count: arrivals), `mbarrier.arrive.expect_tx`,
    `mbarrier.expect_tx` and `mbarrier.complete_tx` (count: transaction bytes),
    chosen by `kind`, at `scope` (default `cta`) on a barrier in `space`
    (default `cta`: this CTA's shared memory; `cluster`: a peer's).

    ```mlir
    nvvm.mbarrier.txn %bar, %bytes {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
    ```
  }];
  let arguments = (ins Arg<LLVM_PointerInAddressSpace<3>, "", [MemRead, MemWrite]>:$addr,
                       I32:$count,
                       DslNvvm_MBarrierTxnKindAttr:$kind,
                       DefaultValuedAttr<DslNvvm_MBarrierScopeAttr, "MBarrierScope::CTA">:$scope,
                       DefaultValuedAttr<DslNvvm_MBarrierSpaceAttr, "MBarrierSpace::CTA">:$space);
  let assemblyFormat = "$addr `,` $count attr-dict `:` type(operands)";
}

def DslNvvm_MBarrierWaitParityOp : DslNvvm_Op<"mbarrier.wait.parity"> {
  let summary = "one try or test of an mbarrier phase's completion";
  let description = [{
    PTX `mbarrier.try_wait.parity` (`kind = try`, may suspend) or
    `mbarrier.test_wait.parity` (`kind = test`) once: the result is true when
    the phase with parity `phase` has completed.

    ```mlir
    %done = nvvm.mbarrier.wait.parity %bar, %phase {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
    ```
  }];
  let arguments = (ins Arg<LLVM_PointerInAddressSpace<3>, "", [MemRead, MemWrite]>:$addr,
                       I32:$phase,
                       DslNvvm_MBarrierWaitKindAttr:$kind,
                       DefaultValuedAttr<DslNvvm_MBarrierScopeAttr, "MBarrierScope::CTA">:$scope);
  let results = (outs I1:$res);
  let assemblyFormat = "$addr `,` $phase attr-dict `:` qualified(type($addr)) `,` type($phase) `->` type($res)";
}

def DslNvvm_Tcgen05CommitArriveOp : DslNvvm_Op<"tcgen05.commit.arrive"> {
  let summary = "PTX `tcgen05.commit.mbarrier::arrive::one`";
  let description = [{
    Makes the mbarrier at `addr` track the completion of this thread's prior
    tcgen05 operations of `group` (`cta_1` by default). With
    `multicast_mask` (cta_2 pairs), the arrive is signalled on the mbarrier at
    the same offset in each CTA of the mask.

    ```mlir
    nvvm.tcgen05.commit.arrive %bar : !llvm.ptr<3>
    nvvm.tcgen05.commit.arrive %bar, multicast_mask = %m {group = #nvvm.tcgen05_group<cta_2>} : !llvm.ptr<3>, i16
    ```
  }];
  let arguments = (ins Arg<LLVM_PointerInAddressSpace<3>, "", [MemWrite]>:$addr,
                       Optional<I16>:$multicastMask,
                       DefaultValuedAttr<DslNvvm_Tcgen05GroupAttr, "Tcgen05Group::CTA1">:$group);
  let assemblyFormat = "$addr (`,` `multicast_mask` `=` $multicastMask^)? attr-dict `:` type(operands)";
}

def DslNvvm_MapaSharedClusterOp : DslNvvm_Op<"mapa.shared.cluster", [Pure]> {
  let summary = "PTX `mapa.shared::cluster`";
  let description = [{
    The shared memory address of the same variable in the CTA of rank `cta`
    within the cluster.

    ```mlir
    %peer = nvvm.mapa.shared.cluster %bar, %rank : !llvm.ptr<3>, i32 -> <3>
    ```
  }];
  let arguments = (ins LLVM_PointerInAddressSpace<3>:$addr, I32:$cta);
  let results = (outs LLVM_PointerInAddressSpace<3>:$res);
  let assemblyFormat = "$addr `,` $cta attr-dict `:` qualified(type($addr)) `,` type($cta) `->` type($res)";
}

def DslNvvm_CpAsyncMBarrierArriveSharedOp
    : DslNvvm_Op<"cp.async.mbarrier.arrive.shared"> {
  let summary = "PTX `cp.async.mbarrier.arrive{.noinc}.shared.b64`";
  let description = [{
    The mbarrier at `addr` sees an arrive once this thread's prior cp.async
    copies complete; `noinc` keeps the pending count unchanged.

    ```mlir
    nvvm.cp.async.mbarrier.arrive.shared %bar {noinc = true} : !llvm.ptr<3>
    ```
  }];
  let arguments = (ins Arg<LLVM_PointerInAddressSpace<3>, "", [MemWrite]>:$addr,
                       DefaultValuedAttr<BoolAttr, "false">:$noinc);
  let assemblyFormat = "$addr attr-dict `:` qualified(type($addr))";
}

def DslNvvm_VoteBallotSyncOp : DslNvvm_Op<"vote.ballot.sync"> {
  let summary = "PTX `vote.sync.ballot.b32`";
  let description = [{
    Bit i of the result is lane i's predicate, for the lanes in `mask`.

    ```mlir
    %bits = nvvm.vote.ballot.sync %mask, %pred : i32
    ```
  }];
  let arguments = (ins I32:$mask, I1:$pred);
  let results = (outs I32:$res);
  let assemblyFormat = "$mask `,` $pred attr-dict `:` type($res)";
}

class DslNvvm_QueryCancelOp<string what, Type result, string doc>
    : DslNvvm_Op<"clusterlaunchcontrol.query_cancel." # what, [Pure]> {
  let summary = "PTX `clusterlaunchcontrol.query_cancel." # what # "`";
  let description = doc # [{

    `response` is the 16-byte answer a
    `nvvm.clusterlaunchcontrol.try_cancel.multicast` wrote.
  }];
  let arguments = (ins I128:$response);
  let results = (outs result:$res);
  let assemblyFormat = "$response attr-dict `:` type($response) `->` type($res)";
}

def DslNvvm_QueryCancelIsCanceledOp : DslNvvm_QueryCancelOp<"is_canceled", I1,
    "Whether the try_cancel request canceled a cluster launch.">;
def DslNvvm_QueryCancelFirstCtaIdXOp : DslNvvm_QueryCancelOp<"get_first_ctaid.x", I32,
    "x of the first CTA id of the canceled cluster.">;
def DslNvvm_QueryCancelFirstCtaIdYOp : DslNvvm_QueryCancelOp<"get_first_ctaid.y", I32,
    "y of the first CTA id of the canceled cluster.">;
def DslNvvm_QueryCancelFirstCtaIdZOp : DslNvvm_QueryCancelOp<"get_first_ctaid.z", I32,
    "z of the first CTA id of the canceled cluster.">;

def DslNvvm_TryCancelMulticastOp
    : DslNvvm_Op<"clusterlaunchcontrol.try_cancel.multicast"> {
  let summary = "PTX `clusterlaunchcontrol.try_cancel...multicast::cluster::all`";
  let description = [{
    Asks to cancel a not-yet-launched cluster; the 16-byte response is written
    to `response` in every CTA of the cluster and completes on the mbarrier
    `mbarrier` there.

    ```mlir
    nvvm.clusterlaunchcontrol.try_cancel.multicast %resp, %bar : !llvm.ptr<3>, !llvm.ptr<3>
    ```
  }];
  let arguments = (ins Arg<LLVM_PointerInAddressSpace<3>, "", [MemWrite]>:$response,
                       Arg<LLVM_PointerInAddressSpace<3>, "", [MemWrite]>:$mbarrier);
  let assemblyFormat = "$response `,` $mbarrier attr-dict `:` type(operands)";
}

#endif // CUTE_NVGPU_NVVM_EXTENSION_OPS_TD
