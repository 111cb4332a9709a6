//===- CuteAlgebraOps.td - layout algebra, products, divides ---*- tablegen -*-===//
#ifndef CUTE_ALGEBRA_OPS_TD
#define CUTE_ALGEBRA_OPS_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteOpBase.td"

// Ops whose result type is the algebra applied to the operand types. The
// result type is printed so the IR shows the algebra; a wrong one is
// rejected by InferTypeOpInterface's check.
class Cute_UnaryLayoutOp<string mnemonic, string doc>
    : Cute_Op<mnemonic, [Pure, InferTypeOpAdaptor]> {
  let summary = doc;
  let arguments = (ins Cute_LayoutType:$input);
  let results = (outs Cute_LayoutType:$result);
  let assemblyFormat = [{
    $input attr-dict `:` qualified(type($input)) `->` qualified(type($result))
  }];
}

class Cute_BinaryLayoutOp<string mnemonic, string doc,
                          Type lhsType = Cute_LayoutType,
                          Type resultType = Cute_LayoutType>
    : Cute_Op<mnemonic, [Pure, InferTypeOpAdaptor]> {
  let summary = doc;
  let arguments = (ins lhsType:$lhs, Cute_LayoutType:$rhs);
  let results = (outs resultType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` qualified(type($lhs)) `,` qualified(type($rhs))
    `->` qualified(type($result))
  }];
}

def Cute_CoalesceOp : Cute_UnaryLayoutOp<"coalesce", "coalesce a layout"> {
  let arguments = (ins Cute_LayoutType:$input, UnitAttr:$by_mode);
}
def Cute_RightInverseOp
    : Cute_UnaryLayoutOp<"right_inverse", "right inverse of a layout">;
def Cute_LeftInverseOp
    : Cute_UnaryLayoutOp<"left_inverse", "left inverse of a layout">;

def Cute_ComplementOp : Cute_Op<"complement", [Pure, InferTypeOpAdaptor]> {
  let summary = "complement of a layout up to `cosize_hi` (default cosize)";
  let arguments = (ins Cute_LayoutType:$input,
                       OptionalAttr<I64Attr>:$cosize_hi);
  let results = (outs Cute_LayoutType:$result);
  let assemblyFormat = [{
    $input attr-dict `:` qualified(type($input)) `->` qualified(type($result))
  }];
}

def Cute_CompositionOp
    : Cute_BinaryLayoutOp<"composition", "functional composition lhs o rhs",
                          Cute_AnyLayoutType, Cute_AnyLayoutType>;
def Cute_MaxCommonLayoutOp
    : Cute_BinaryLayoutOp<"max_common_layout",
                          "the layout of the elements lhs and rhs agree on">;
def Cute_MaxCommonVectorOp
    : Cute_Op<"max_common_vector", [Pure, InferTypeOpAdaptor]> {
  let summary = "how many leading elements lhs and rhs agree on contiguously";
  let description = [{
    CuTe's `max_common_vector(a, b)`, as a static int tuple type:
    `cute.max_common_vector %a, %b : A, B -> !cute.int_tuple<"4">`.
  }];
  let arguments = (ins Cute_LayoutType:$lhs, Cute_LayoutType:$rhs);
  let results = (outs Cute_IntTupleType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` qualified(type($lhs)) `,` qualified(type($rhs))
    `->` qualified(type($result))
  }];
}
def Cute_FilterOp
    : Cute_UnaryLayoutOp<"filter", "drop stride-0 and size-1 modes">;

def Cute_RecastOp : Cute_Op<"recast", [Pure, InferTypeOpAdaptor]> {
  let summary = "the same memory seen through another element width";
  let description = [{
    CuTe's `recast_layout<uint_bit_t<from_bits>, uint_bit_t<to_bits>>`; a
    composed (swizzled) layout recasts its swizzle too.
  }];
  let arguments = (ins Cute_AnyLayoutType:$input, I64Attr:$from_bits,
                       I64Attr:$to_bits);
  let results = (outs Cute_AnyLayoutType:$result);
  let assemblyFormat = [{
    $input attr-dict `:` qualified(type($input)) `->` qualified(type($result))
  }];
}


#endif // CUTE_ALGEBRA_OPS_TD
