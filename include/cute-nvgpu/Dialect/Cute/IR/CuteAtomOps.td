//===- CuteAtomOps.td - atoms, tiled copies and MMAs ------*- tablegen -*-===//
//
// CuTe DSL's use of copy and MMA atoms: building an atom and tiling it,
// partitioning tensors by a tiled copy or MMA, and running a copy, a
// prefetch or an MMA on partitioned tensors. The atoms are cute_nvgpu
// types; these ops see them through cute's AtomTypeInterface. Operands that
// are tensors are views (`!cute.memref`, `!cute.coord_tensor`,
// `!cute_nvgpu.smem_desc_view`).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ATOM_OPS_TD
#define CUTE_ATOM_OPS_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteOpBase.td"
include "cute-nvgpu/Dialect/Cute/IR/CuteViewType.td"
include "cute-nvgpu/Dialect/Cute/IR/CuteAtomType.td"

def Cute_AtomType : Type<CPred<"::mlir::isa<::cute_nvgpu::cute::AtomTypeInterface>($_self)">,
    "a copy or MMA atom">;
def Cute_ViewType : Type<CPred<"::mlir::isa<::cute_nvgpu::cute::ViewTypeInterface>($_self)">,
    "a tensor (!cute.memref, !cute.coord_tensor or !cute_nvgpu.smem_desc_view)">;
def Cute_CopyAtomOrTiled : AnyTypeOf<[Cute_AtomType, Cute_TiledCopyType],
    "a copy atom or !cute.tiled_copy">;
def Cute_MmaAtomOrTiled : AnyTypeOf<[Cute_AtomType, Cute_TiledMmaType],
    "an MMA atom or !cute.tiled_mma">;
def Cute_MmaOperandId : ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<2>]>;

//===----------------------------------------------------------------------===//
// Building atoms
//===----------------------------------------------------------------------===//

def Cute_MakeAtomOp : Cute_Op<"make_atom", [Pure]> {
  let summary = "an atom value of an atom type";
  let description = [{
    `cute.make_atom() : () -> !cute_nvgpu.atom.ldsm<...>`: the atom the
    result type names. An SM100 MMA atom may take its three run-time i1
    fields as operands, `cute.make_atom(%a, %b, %c) : (i1, i1, i1) ->
    !cute_nvgpu.sm100.mma<...>`; the fields are those
    `cute_nvgpu.atom.set_value` names.
  }];
  let arguments = (ins Variadic<I1>:$fields);
  let results = (outs Cute_AtomType:$result);
  let assemblyFormat = [{
    `(` $fields `)` attr-dict `:` functional-type($fields, results)
  }];
  let hasVerifier = 1;
}

def Cute_MakeTiledCopyOp : Cute_Op<"make_tiled_copy", [Pure]> {
  let summary = "a tiled copy of a copy atom";
  let description = [{
    `cute.make_tiled_copy(%atom) : !cute.tiled_copy<ATOM, layout_copy_tv =
    <"...">, tiler_mn = <"[...]">>`: the result type carries the
    thread-value layout and the tiler; its atom is the operand's type.
    `(ATOM) -> T` is read as well.
  }];
  let arguments = (ins Cute_AtomType:$atom);
  let results = (outs Cute_TiledCopyType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Cute_MakeTiledMmaOp : Cute_Op<"make_tiled_mma", [Pure]> {
  let summary = "a tiled MMA of an MMA atom";
  let description = [{
    `cute.make_tiled_mma(%atom) : !cute.tiled_mma<ATOM, atom_layout_MNK =
    <"...">[, permutation_MNK = <"[...]">]>`: the result type carries the
    atom layout and permutation; its atom is the operand's type.
  }];
  let arguments = (ins Cute_AtomType:$atom);
  let results = (outs Cute_TiledMmaType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Partitioning by a tiled copy or MMA
//===----------------------------------------------------------------------===//

class Cute_TiledCopyPartitionOp<string mnemonic, string what>
    : Cute_Op<"tiled.copy." # mnemonic, [Pure]> {
  let summary = "the " # what # " tensor of one thread of a tiled copy";
  let description = [{
    `cute.tiled.copy.}] # mnemonic # [{(%tiled_copy, %tensor, %thr) :
    (!cute.tiled_copy<...>, !cute.memref<...>, !cute.coord<"?">) ->
    !cute.memref<...>`: CuTe's ThrCopy::partition_}] # !substr(mnemonic, 10) # [{;
    the result has one more mode than the tensor (the atom's values
    first), and the tensor's kind, element type and memory.
  }];
  let arguments = (ins Cute_TiledCopyType:$tiled_copy, Cute_ViewType:$tensor,
                       Cute_CoordType:$thr_idx);
  let results = (outs Cute_ViewType:$result);
  let assemblyFormat = [{
    `(` operands `)` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}
def Cute_TiledCopyPartitionSOp
    : Cute_TiledCopyPartitionOp<"partition_S", "source">;
def Cute_TiledCopyPartitionDOp
    : Cute_TiledCopyPartitionOp<"partition_D", "destination">;

def Cute_TiledCopyRetileOp : Cute_Op<"tiled.copy.retile", [Pure]> {
  let summary = "a thread's fragment retiled for a tiled copy";
  let description = [{
    `cute.tiled.copy.retile(%tiled_copy, %frag) : (!cute.tiled_copy<...>,
    !cute.memref<f16, rmem, ...>) -> !cute.memref<f16, rmem, ...>`: CuTe's
    ThrCopy::retile; the same elements in the copy's value order.
  }];
  let arguments = (ins Cute_TiledCopyType:$tiled_copy, Cute_ViewType:$tensor);
  let results = (outs Cute_ViewType:$result);
  let assemblyFormat = [{
    `(` operands `)` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Cute_TiledMmaPartitionOp : Cute_Op<"tiled.mma.partition", [Pure]> {
  let summary = "the A, B or C tensor of one thread of a tiled MMA";
  let description = [{
    `cute.tiled.mma.partition A (%tiled_mma, %tensor, %thr) : (...) -> R`
    (generic form: `operand_id` 0, 1, 2 for A, B, C): CuTe's
    ThrMMA::partition_A/B/C; one more mode than the tensor, whose kind,
    element type and memory the result keeps.
  }];
  let arguments = (ins Cute_TiledMmaType:$tiled_mma, Cute_ViewType:$tensor,
                       Cute_CoordType:$thr_idx, Cute_MmaOperandId:$operand_id);
  let results = (outs Cute_ViewType:$result);
  let assemblyFormat = [{
    custom<MmaOperandId>($operand_id) `(` $tiled_mma `,` $tensor `,` $thr_idx `)`
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Cute_TiledMmaPartitionShapeOp
    : Cute_Op<"tiled.mma.partition_shape", [Pure]> {
  let summary = "the shape of a thread's A, B or C partition";
  let description = [{
    `cute.tiled.mma.partition_shape C (%tiled_mma, %shape) :
    (!cute.tiled_mma<...>, !cute.shape<"(128,128)">) ->
    !cute.shape<"((2,2),2,16)">`: CuTe's partition_shape_A/B/C; one more
    mode than the shape.
  }];
  let arguments = (ins Cute_TiledMmaType:$tiled_mma, Cute_ShapeType:$shape,
                       Cute_MmaOperandId:$operand_id);
  let results = (outs Cute_ShapeType:$result);
  let assemblyFormat = [{
    custom<MmaOperandId>($operand_id) `(` $tiled_mma `,` $shape `)`
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Cute_MmaMakeFragmentOp : Cute_Op<"mma.make_fragment", [Pure]> {
  let summary = "a fragment for the A, B or C operand of an MMA";
  let description = [{
    `cute.mma.make_fragment C (%tiled_mma, %ptn) : (!cute.tiled_mma<...>,
    !cute.memref<f16, gmem, ...>) -> !cute.memref<f32, rmem, ...>`: CuTe's
    make_fragment_A/B/C of a partitioned tensor or a partition shape. A
    register fragment holds the atom's value type of that operand; an SMEM
    operand of an SM90/SM100 MMA is a descriptor view.
  }];
  let arguments = (ins Cute_MmaAtomOrTiled:$tiled_mma,
                       AnyTypeOf<[Cute_ViewType, Cute_ShapeType]>:$input,
                       Cute_MmaOperandId:$operand_id);
  let results = (outs Cute_ViewType:$result);
  let assemblyFormat = [{
    custom<MmaOperandId>($operand_id) `(` $tiled_mma `,` $input `)`
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Running atoms
//===----------------------------------------------------------------------===//

class Cute_CopyLikeOp<string mnemonic, string summ, string fmt>
    : Cute_Op<mnemonic, []> {
  let summary = summ;
  let arguments = (ins Cute_CopyAtomOrTiled:$atom,
                       Arg<Cute_ViewType, "source", [MemRead]>:$src,
                       Arg<Cute_ViewType, "destination", [MemWrite]>:$dst,
                       Arg<Optional<Cute_MemRefType>, "predicate",
                           [MemRead]>:$pred);
  let assemblyFormat = fmt;
  let hasVerifier = 1;
}

def Cute_CopyOp : Cute_CopyLikeOp<"copy", "copy a tensor with an atom", [{
    `(` $atom `,` $src `,` $dst (`,` $pred^)? `)` attr-dict `:`
    `(` type($atom) `,` type($src) `,` type($dst) (`,` type($pred)^)? `)`
  }]> {
  let description = [{
    `cute.copy(%atom, %src, %dst[, %pred]) : (A, S, D[, P])`: CuTe's
    copy(atom, src, dst) over every mode of the partitioned tensors (of one
    rank); a predicate tensor (i8/i1 in registers) masks values.
  }];
}

def Cute_CopyAtomCallOp : Cute_CopyLikeOp<"copy_atom_call",
    "one call of a copy atom", [{
    `(` $atom `,` $src `,` $dst (`,` $pred^)? `)` attr-dict `:`
    functional-type(operands, results)
  }]> {
  let description = [{
    `cute.copy_atom_call(%atom, %src, %dst[, %pred]) : (A, S, D[, P]) ->
    ()`: one execution of the atom on the values of one atom tile.
  }];
}

class Cute_PrefetchLikeOp<string mnemonic, string summ, string fmt>
    : Cute_Op<mnemonic, []> {
  let summary = summ;
  let arguments = (ins Cute_CopyAtomOrTiled:$atom,
                       Arg<Cute_ViewType, "source", [MemRead]>:$src);
  let assemblyFormat = fmt;
  let hasVerifier = 1;
}

def Cute_PrefetchOp : Cute_PrefetchLikeOp<"prefetch",
    "prefetch a tensor through an atom", [{
    `(` $atom `,` $src `)` attr-dict `:` `(` type($atom) `,` type($src) `)`
  }]> {
  let description = [{
    `cute.prefetch(%tma_atom, %src) : (!cute_nvgpu.atom.tma_load<...>,
    !cute.coord_tensor<...>)`: CuTe's prefetch(atom, src) into L2.
  }];
}

def Cute_PrefetchAtomCallOp : Cute_PrefetchLikeOp<"prefetch_atom_call",
    "one prefetch call of an atom", [{
    `(` $atom `,` $src `)` attr-dict `:` functional-type(operands, results)
  }]> {
  let description = [{
    `cute.prefetch_atom_call(%atom, %src) : (A, S) -> ()`: one prefetch of
    one atom tile.
  }];
}

class Cute_MmaLikeOp<string mnemonic, string summ, string fmt>
    : Cute_Op<mnemonic, []> {
  let summary = summ;
  let arguments = (ins Cute_MmaAtomOrTiled:$atom,
                       Arg<Cute_ViewType, "D", [MemWrite]>:$d,
                       Arg<Cute_ViewType, "A", [MemRead]>:$a,
                       Arg<Cute_ViewType, "B", [MemRead]>:$b,
                       Arg<Cute_ViewType, "C", [MemRead]>:$c);
  let assemblyFormat = fmt;
  let hasVerifier = 1;
}

def Cute_GemmOp : Cute_MmaLikeOp<"gemm", "D = A * B + C with an MMA", [{
    `(` operands `)` attr-dict `:` `(` type(operands) `)`
  }]> {
  let description = [{
    `cute.gemm(%mma, %d, %a, %b, %c) : (M, D, A, B, C)`: CuTe's
    gemm(mma, D, A, B, C) over the partitioned fragments; A and B of one
    rank, C and D of one rank and value type (the atom's C type where it
    fixes one).
  }];
}

def Cute_MmaAtomCallOp : Cute_MmaLikeOp<"mma_atom_call",
    "one call of an MMA atom", [{
    `(` operands `)` attr-dict `:` functional-type(operands, results)
  }]> {
  let description = [{
    `cute.mma_atom_call(%mma, %d, %a, %b, %c) : (M, D, A, B, C) -> ()`: one
    execution of the MMA atom.
  }];
}

#endif // CUTE_ATOM_OPS_TD
