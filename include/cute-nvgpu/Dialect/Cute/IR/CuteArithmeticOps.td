//===- CuteArithmeticOps.td - tuple arithmetic and comparisons ---*- tablegen -*-===//
#ifndef CUTE_ARITHMETIC_OPS_TD
#define CUTE_ARITHMETIC_OPS_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteOpBase.td"

// The kinds element-wise arithmetic is defined on.
def Cute_ArithTupleType : AnyTypeOf<[Cute_IntTupleType, Cute_ShapeType],
    "!cute.int_tuple or !cute.shape">;

class Cute_TupleArithOp<string mnemonic, string doc>
    : Cute_Op<mnemonic, [Pure, Cute_TracedInference]> {
  let summary = doc;
  let arguments = (ins Cute_ArithTupleType:$lhs, Cute_ArithTupleType:$rhs);
  let results = (outs Cute_ArithTupleType:$result);
  // CuTe IR: `: (T, U) -> R`; CuTe DSL: `: T, U` (the result inferred).
  let hasCustomAssemblyFormat = 1;
}

def Cute_TupleAddOp : Cute_TupleArithOp<"tuple_add", "element-wise sum"> {
  let description = [{
    `cute.tuple_add(%a, %b) : (!cute.int_tuple<"(3,?)">,
    !cute.int_tuple<"(1,2,5)">) -> !cute.int_tuple<"(4,?,5)">`: both
    operands of one kind; the longer tuple's extra modes pass through, and
    a static `0` on either side is the identity.
  }];
}

def Cute_TupleSubOp : Cute_TupleArithOp<"tuple_sub", "element-wise difference"> {
  let description = [{
    As `cute.tuple_add`, subtracting; only a `0` on the right is an identity.
  }];
}

def Cute_TupleMulOp : Cute_TupleArithOp<"tuple_mul", "element-wise product"> {
  let description = [{
    `cute.tuple_mul(%a, %b) : (!cute.int_tuple<"?">, !cute.int_tuple<"4">)
    -> !cute.int_tuple<"?{div=4}">`: CuTe DSL's product of two int tuples of
    one structure. A dynamic result carries the product of what divides the
    operands (a static value divides itself).
  }];
}

def Cute_TupleDivOp : Cute_TupleArithOp<"tuple_div", "element-wise quotient"> {
  let description = [{
    `cute.tuple_div(%a, %b) : (!cute.int_tuple<"?{div=64}">,
    !cute.int_tuple<"2">) -> !cute.int_tuple<"?{div=32}">`: integer
    division (toward zero) of int tuples of one structure; a quotient by a
    static divisor of the known divisor keeps the rest of it.
  }];
}

def Cute_TupleModOp : Cute_TupleArithOp<"tuple_mod", "element-wise remainder"> {
  let description = [{
    `cute.tuple_mod(%a, %b) : (!cute.int_tuple<"?">,
    !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"?">`: the remainder
    (sign of the dividend); divisible by the gcd of the known divisors.
  }];
}

// CuTe DSL's products (`tuple.product`) annotate what divides a dynamic
// result; CuTe IR's `tuple_product` (CuteSizeIndexOps.td) does not: its
// `(4,?)` has the product `?`, the DSL's `?{div=4}`.
class Cute_TupleProductLikeOp<string mnemonic, string summ, string doc>
    : Cute_Op<mnemonic, [Pure, Cute_TracedInference]> {
  let summary = summ;
  let description = doc;
  let arguments = (ins Cute_ArithTupleType:$input);
  let results = (outs Cute_ArithTupleType:$result);
  let assemblyFormat = [{
    `(` $input `)` attr-dict `:` functional-type(operands, results)
  }];
}

def Cute_DslTupleProductOp : Cute_TupleProductLikeOp<"tuple.product",
    "the product of every leaf", [{
    `cute.tuple.product(%t) : (!cute.int_tuple<"((2,2,8),2)">) ->
    !cute.int_tuple<"64">`; a dynamic product carries the product of the
    leaves' known divisors.
  }]>;

def Cute_DslTupleProductEachOp : Cute_TupleProductLikeOp<"tuple.product_each",
    "the product of each top-level mode", [{
    `cute.tuple.product_each(%t) : (!cute.int_tuple<"(8,(8,16))">) ->
    !cute.int_tuple<"(8,128)">`; a leaf is one mode.
  }]>;

def Cute_ShapeDivOp : Cute_Op<"shape_div", [NoMemoryEffect,
    DeclareOpInterfaceMethods<ConditionallySpeculatable, ["getSpeculatability"]>,
    Cute_TracedInference]> {
  let summary = "CuTe shape_div of two shapes";
  let description = [{
    `cute.shape_div(%a, %b) : (!cute.shape<"(4,6)">, !cute.shape<"8">)
    -> !cute.shape<"(1,3)">`: a tuple divided by a leaf consumes the divisor
    mode by mode; each leaf pair must divide one way or the other.
  }];
  let arguments = (ins Cute_ShapeType:$a, Cute_ShapeType:$b);
  let results = (outs Cute_ShapeType:$result);
  // CuTe IR: `: (T, U) -> R`; CuTe DSL also `: T, U` (the result inferred).
  let hasCustomAssemblyFormat = 1;
}

def Cute_CeilDivOp : Cute_Op<"ceil_div", [NoMemoryEffect,
    DeclareOpInterfaceMethods<ConditionallySpeculatable, ["getSpeculatability"]>,
    Cute_TracedInference]> {
  let summary = "ceiling division of an int tuple or shape by a tiler";
  let description = [{
    `cute.ceil_div(%x, %t) : (!cute.int_tuple<"(9,4)">,
    !cute.int_tuple<"(2,4)">) -> !cute.int_tuple<"(5,1)">`; the result has
    the input's kind. A `!cute.tile` tiler counts the tiles that cover the
    input's size.
  }];
  let arguments = (ins Cute_ArithTupleType:$input,
                       AnyTypeOf<[Cute_IntTupleType, Cute_ShapeType, Cute_TileType],
                                 "!cute.int_tuple, !cute.shape, or !cute.tile">:$tiler);
  let results = (outs Cute_ArithTupleType:$result);
  // CuTe IR: `: (T, U) -> R`; CuTe DSL: `: T, U` (the result inferred).
  let hasCustomAssemblyFormat = 1;
}

def Cute_ElemLessOp : Cute_Op<"elem_less", [Pure]> {
  let summary = "true when every element of lhs is less than rhs's";
  let description = [{
    `cute.elem_less(%c, %s) : (!cute.coord<"(1,?)">, !cute.shape<"(2,8)">)
    -> i1`; the operands must be congruent.
  }];
  let arguments = (ins
    AnyTypeOf<[Cute_IntTupleType, Cute_ShapeType, Cute_CoordType],
              "!cute.int_tuple, !cute.shape, or !cute.coord">:$lhs,
    AnyTypeOf<[Cute_IntTupleType, Cute_ShapeType, Cute_CoordType],
              "!cute.int_tuple, !cute.shape, or !cute.coord">:$rhs);
  let results = (outs I1:$result);
  // CuTe IR: `: (T, U) -> i1`; CuTe DSL: `: T, U`.
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Cute_EqualOperandType : AnyTypeOf<[Cute_IntTupleType, Cute_ShapeType,
    Cute_CoordType, Cute_StrideType, Cute_LayoutType],
    "!cute.int_tuple, !cute.shape, !cute.coord, !cute.stride, or !cute.layout">;

def Cute_EqualOp : Cute_Op<"equal", [Pure]> {
  let summary = "equality of two CuTe values of one kind";
  let description = [{
    `cute.equal(%a, %b) : (!cute.shape<"(?,4)">, !cute.shape<"(8,4)">) -> i1`.
  }];
  let arguments = (ins Cute_EqualOperandType:$lhs, Cute_EqualOperandType:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = [{
    `(` operands `)` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

// CUTLASS's FastDivmod: a divisor prepared once (a multiplier and a shift)
// so that each division by it is a multiply-high and a shift.
def Cute_FastDivmodCreateDivisorOp : Cute_Op<"fast_divmod.create_divisor",
    [Pure]> {
  let summary = "a divisor prepared for fast division";
  let description = [{
    `cute.fast_divmod.create_divisor(%d) : i32 ->
    !cute.fast_divmod_divisor<32>`: the divisor's width is the integer's.
  }];
  let arguments = (ins AnyTypeOf<[I32, I64]>:$divisor);
  let results = (outs Cute_FastDivmodDivisorType:$result);
  let assemblyFormat = [{
    `(` $divisor `)` attr-dict `:` type($divisor) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def Cute_FastDivmodComputeOp : Cute_Op<"fast_divmod.compute",
    [Pure, AllTypesMatch<["dividend", "quotient", "remainder"]>]> {
  let summary = "quotient and remainder by a prepared divisor";
  let description = [{
    `%q, %r = cute.fast_divmod.compute(%x, %d) : i32,
    !cute.fast_divmod_divisor<32> -> i32`: both results have the dividend's
    type (written once), whose width is the divisor's.
  }];
  let arguments = (ins AnyTypeOf<[I32, I64]>:$dividend,
                       Cute_FastDivmodDivisorType:$divisor);
  let results = (outs AnyTypeOf<[I32, I64]>:$quotient,
                      AnyTypeOf<[I32, I64]>:$remainder);
  let assemblyFormat = [{
    `(` $dividend `,` $divisor `)` attr-dict `:` type($dividend) `,`
    qualified(type($divisor)) `->` type($quotient)
  }];
  let hasVerifier = 1;
}

#endif // CUTE_ARITHMETIC_OPS_TD
