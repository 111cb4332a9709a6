//===- CuteViewOps.td - CuTe DSL's views, iterators and pointers -*- tablegen -*-===//
//
// The ops CuTe DSL builds tensors and iterators with: a view is an iterator
// and a layout (CuteViewType.td); pointers move by offsets, are recast to
// other element types and converted to and from integers; `assume` states
// an integer's divisibility.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_VIEW_OPS_TD
#define CUTE_VIEW_OPS_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteOpBase.td"

def Cute_AnyViewType : Type<
    CPred<"::llvm::isa<::cute_nvgpu::cute::ViewTypeInterface>($_self)">,
    "a view (!cute.memref, !cute.coord_tensor, !cute_nvgpu.smem_desc_view)">;

def Cute_GetIterOp : Cute_Op<"get_iter", [Pure]> {
  let summary = "the iterator of a view";
  let description = [{
    `cute.get_iter(%t) : !cute.memref<f16, smem, align<16>, S<2,4,3>, "...">`
    yields the view's iterator: `!cute.ptr<f16, smem, align<16>, S<2,4,3>>`
    for a memref (element type, memory space, alignment and pointer
    swizzle), the descriptor for an SMEM descriptor view. A coordinate
    tensor's iterator is its base coordinate: `!cute.int_tuple<"(0,0)">` as
    CuTe DSL's custom form reads it, or `!cute.arith_tuple_iter<"(0,0)">` as
    its later generic form writes it (`cute.get_iter(%t) :
    (!cute.coord_tensor<...>) -> !cute.arith_tuple_iter<"(0,0)">`); both
    are accepted, and a result other than the first is written out.
  }];
  let arguments = (ins Cute_AnyViewType:$view);
  let results = (outs AnyType:$iter);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Cute_GetLayoutOp : Cute_Op<"get_layout",
    [Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "the layout of a view";
  let description = [{
    `cute.get_layout(%t) : !cute.memref<f32, rmem, "(4,2):(1,4)">` yields
    `!cute.layout<"(4,2):(1,4)">`; a layout composed with a swizzle (not a
    pointer swizzle) yields `!cute.composed_layout`.
  }];
  let arguments = (ins Cute_AnyViewType:$view);
  let results = (outs Cute_AnyLayoutType:$layout);
  let assemblyFormat = "`(` $view `)` attr-dict `:` type($view)";
}

def Cute_MakeViewOp : Cute_Op<"make_view", [Pure]> {
  let summary = "a view from an iterator and a layout";
  let description = [{
    `cute.make_view(%ptr, %layout) : !cute.memref<bf16, smem, align<16>,
    "(64,8):(8,1)">`: the result type's iterator and layout types are the
    operands' types. Without the layout operand the result's layout must be
    static (`cute.make_view(%ptr) : !cute.memref<...>`). The operands' types
    are not written when they are the result's parts; otherwise (a
    coordinate tensor made from an `!cute.arith_tuple_iter` rather than its
    base coordinate `!cute.int_tuple`) the form is functional:
    `cute.make_view(%it) : (!cute.arith_tuple_iter<"(0,0)">) ->
    !cute.coord_tensor<"(0,0)", "...">`. Also for
    `!cute_nvgpu.smem_desc_view` (an SMEM descriptor).
  }];
  let arguments = (ins AnyType:$iter, Optional<Cute_AnyLayoutType>:$layout);
  let results = (outs Cute_AnyViewType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Cute_DerefArithTupleIterOp : Cute_Op<"deref_arith_tuple_iter",
    [Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "the coordinate an arith-tuple iterator points at";
  let description = [{
    `cute.deref_arith_tuple_iter(%it) : !cute.arith_tuple_iter<"(?,0)">`
    yields `!cute.int_tuple<"(?,0)">`, the same coordinate.
  }];
  let arguments = (ins Cute_ArithTupleIterType:$iter);
  let results = (outs Cute_IntTupleType:$result);
  let assemblyFormat = "`(` $iter `)` attr-dict `:` type($iter)";
}

def Cute_AddOffsetOp : Cute_Op<"add_offset", [Pure]> {
  let summary = "an iterator (or int tuple) moved by an offset";
  let description = [{
    `cute.add_offset(%p, %i) : (!cute.ptr<f32, gmem>, !cute.int_tuple<"?">)
    -> !cute.ptr<f32, gmem>` advances a pointer by that many elements; an
    arith-tuple iterator or an int tuple adds the offset's leaves; an SMEM
    descriptor advances its start address. The result has the iterator's
    kind: a pointer keeps its element type, memory space and swizzle (its
    alignment may drop), an arith-tuple iterator or int tuple has the
    offset's rank.
  }];
  let arguments = (ins AnyType:$base, Cute_IntTupleType:$offset);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    `(` $base `,` $offset `)` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Cute_RecastIterOp : Cute_Op<"recast_iter", [Pure]> {
  let summary = "a pointer to the same address with another element type";
  let description = [{
    `cute.recast_iter(%p) : !cute.ptr<i8, smem, align<1024>> to
    !cute.ptr<f16, smem, align<1024>, S<3,4,3>>`: same memory space; the
    result's alignment may not exceed the source's.
  }];
  let arguments = (ins Cute_PtrType:$src);
  let results = (outs Cute_PtrType:$result);
  let assemblyFormat = "`(` $src `)` attr-dict `:` type($src) `to` type($result)";
  let hasVerifier = 1;
}

def Cute_PtrToIntOp : Cute_Op<"ptrtoint", [Pure]> {
  let summary = "a pointer's address as an integer";
  let description = [{
    `cute.ptrtoint(%p) : !cute.ptr<i8, smem, align<16>> to i32`: a shared
    memory address fits in 32 bits; other spaces need i64.
  }];
  let arguments = (ins Cute_PtrType:$ptr);
  let results = (outs AnyTypeOf<[I32, I64]>:$result);
  let assemblyFormat = "`(` $ptr `)` attr-dict `:` type($ptr) `to` type($result)";
  let hasVerifier = 1;
}

def Cute_IntegerOrDivIntType : AnyTypeOf<[I32, I64, Cute_DivIntType],
    "i32, i64 or !cute.i32/i64<divby N>">;

def Cute_IntToPtrOp : Cute_Op<"inttoptr", [Pure]> {
  let summary = "an integer address as a pointer";
  let description = [{
    `cute.inttoptr(%a) : !cute.i64<divby 128> to !cute.ptr<i8, smem,
    align<128>>`: the pointer's alignment may not exceed what the integer's
    divisibility guarantees.
  }];
  let arguments = (ins Cute_IntegerOrDivIntType:$value);
  let results = (outs Cute_PtrType:$result);
  let assemblyFormat = "`(` $value `)` attr-dict `:` type($value) `to` type($result)";
  let hasVerifier = 1;
}

def Cute_AssumeOp : Cute_Op<"assume", [Pure]> {
  let summary = "an integer known to be divisible by N";
  let description = [{
    `cute.assume(%x) : (i64) -> !cute.i64<divby 128>` states a fact the
    compiler may use (an address's alignment); the width is the operand's.
  }];
  let arguments = (ins Cute_IntegerOrDivIntType:$value);
  let results = (outs Cute_DivIntType:$result);
  let assemblyFormat = "`(` $value `)` attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

#endif // CUTE_VIEW_OPS_TD
