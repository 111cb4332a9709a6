//===- CuteMemRefOps.td - elements of a !cute.memref -----*- tablegen -*-===//
//
// CuTe DSL's element access on tensors: one element at a coordinate, the
// whole tensor as a vector, and a register tensor allocated for a layout.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_MEMREF_OPS_TD
#define CUTE_MEMREF_OPS_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteOpBase.td"

def Cute_MemRefLoadOp : Cute_Op<"memref.load",
    [MemoryEffects<[MemRead]>]> {
  let summary = "one element of a tensor";
  let description = [{
    `cute.memref.load(%t, %c) : (!cute.memref<f32, rmem, "(4,2):(1,4)">,
    !cute.coord<"(?,1)">) -> f32`: the element at the coordinate, which is
    congruent to the layout's shape (or one index). The result is the
    element type.
  }];
  let arguments = (ins Cute_MemRefType:$memref, Cute_CoordType:$coord);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    `(` $memref `,` $coord `)` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Cute_MemRefStoreOp : Cute_Op<"memref.store",
    [MemoryEffects<[MemWrite]>]> {
  let summary = "store one element of a tensor";
  let description = [{
    `cute.memref.store(%t, %c, %v) : (!cute.memref<f32, rmem, "...">,
    !cute.coord<"3">, f32) -> ()`: the value has the element type.
  }];
  let arguments = (ins Cute_MemRefType:$memref, Cute_CoordType:$coord,
                       AnyType:$value);
  let assemblyFormat = [{
    `(` $memref `,` $coord `,` $value `)` attr-dict `:`
    functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Cute_MemRefLoadVecOp : Cute_Op<"memref.load_vec",
    [MemoryEffects<[MemRead]>, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "a whole tensor as a vector";
  let description = [{
    `cute.memref.load_vec %t : !cute.memref<f32, rmem, "(4,4):(1,4)">`
    yields `vector<16xf32>`: the elements in the layout's index order; the
    tensor's size must be static.
  }];
  let arguments = (ins Cute_MemRefType:$memref);
  let results = (outs AnyVectorOfNonZeroRank:$result);
  let assemblyFormat = "$memref attr-dict `:` type($memref)";
}

def Cute_MemRefStoreVecOp : Cute_Op<"memref.store_vec",
    [MemoryEffects<[MemWrite]>]> {
  let summary = "store a vector into a whole tensor";
  let description = [{
    `cute.memref.store_vec %v, %t : !cute.memref<f16, rmem, "(16):(1)">`:
    the vector is `vector<16xf16>`, the tensor's static size of its element
    type.
  }];
  let arguments = (ins AnyVectorOfNonZeroRank:$value, Cute_MemRefType:$memref);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Cute_MemRefAllocaOp : Cute_Op<"memref.alloca",
    [MemoryEffects<[MemAlloc<AutomaticAllocationScopeResource>]>]> {
  let summary = "a register tensor for a layout";
  let description = [{
    `cute.memref.alloca(%l) : !cute.memref<f32, rmem, "(4,2):(1,4)">`: the
    result is a register (rmem) tensor whose layout type is the operand's;
    the layout is static.
  }];
  let arguments = (ins Cute_AnyLayoutType:$layout);
  let results = (outs Cute_MemRefType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

#endif // CUTE_MEMREF_OPS_TD
