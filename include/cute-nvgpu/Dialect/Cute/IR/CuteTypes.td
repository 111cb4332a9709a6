//===- CuteTypes.td - cute layout types ------------------*- tablegen -*-===//
#ifndef CUTE_TYPES_TD
#define CUTE_TYPES_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "cute-nvgpu/Dialect/Cute/IR/CuteViewType.td"

class Cute_Type<string name, list<Trait> traits = []>
    : TypeDef<Cute_Dialect, name, traits>;

def Cute_LayoutType : Cute_Type<"Layout"> {
  let typeName = "cute.layout";
  let summary = "a static CuTe layout `!cute.layout<shape:stride>`";
  let description = [{
    `!cute.layout<"(4,?{div=8}):(1,?{i64})">` (CuTe IR's quoted spelling,
    annotated dynamic leaves allowed; printed this way) or the unquoted CuTe
    notation `!cute.layout<(4,8):(1,4)>`. Also holds the tuple form (no `:`),
    e.g. `!cute.layout<"(4@0,32@1)">`: the coordinate box
    `(4,32):(1@0,1@1)`, see docs/cute-dialect.md.
  }];
  let parameters = (ins "::cute_nvgpu::layout::AnyLayout":$value);
  let genVerifyDecl = 1;
}

def Cute_ComposedLayoutType : Cute_Type<"ComposedLayout"> {
  let typeName = "cute.composed_layout";
  let summary = "`!cute.composed_layout<\"S<B,M,S> o offset o layout\">`";
  let parameters = (ins "::cute_nvgpu::layout::ComposedLayout":$value);
  let genVerifyDecl = 1;
}

def Cute_SwizzleType : Cute_Type<"Swizzle"> {
  let typeName = "cute.swizzle";
  let summary = "`!cute.swizzle<\"S<B,M,S>\">`";
  let parameters = (ins "int":$b, "int":$m, "int":$s);
  let genVerifyDecl = 1;
}

def Cute_MemSpace : I32EnumAttr<"MemSpace", "where a cute.memref lives", [
    I32EnumAttrCase<"Rmem", 0, "rmem">, I32EnumAttrCase<"Smem", 1, "smem">,
    I32EnumAttrCase<"Gmem", 2, "gmem">, I32EnumAttrCase<"Tmem", 3, "tmem">,
    I32EnumAttrCase<"Generic", 4, "generic">,
  ]> {
  let cppNamespace = "::cute_nvgpu::cute";
  let genSpecializedAttr = 0;
}

def Cute_MemRefType : Cute_Type<"CuteMemRef",
    [DeclareTypeInterfaceMethods<Cute_ViewTypeInterface>]> {
  let typeName = "cute.memref";
  let summary = "a residency-typed tensor `!cute.memref<T, SPACE, [align<N>, ][S<B,M,S>, ]\"LAYOUT\">`";
  let description = [{
    `!cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">`. SPACE is rmem, smem,
    gmem or tmem. For rmem the memref is one thread's fragment (CuTe's
    make_fragment_like): the thread holds size(LAYOUT) values in registers,
    value i in register LAYOUT(i); the atom, not the memref, carries the
    thread-value layout. For smem/gmem the layout maps coordinates to
    element offsets from the base pointer. LAYOUT may be a composed
    (swizzled) layout.
  }];
  let parameters = (ins "::mlir::Type":$elementType,
                        "::cute_nvgpu::cute::MemSpace":$space,
                        "::mlir::Attribute":$layout,
                        "unsigned":$alignment /* bytes; 0: not stated */);
  let genVerifyDecl = 1;
  let builders = [
    TypeBuilder<(ins "::mlir::Type":$elementType,
                     "::cute_nvgpu::cute::MemSpace":$space,
                     "::mlir::Attribute":$layout), [{
      return $_get($_ctxt, elementType, space, layout, 0u);
    }]>
  ];
  let skipDefaultBuilders = 0;
  let extraClassDeclaration = [{
    /// Per-thread register count of an rmem memref: size of its layout (-1
    /// for a composed or dynamic layout).
    int64_t getValuesPerThread() const;
    /// The layout as a library value (plain or composed).
    ::cute_nvgpu::layout::AnyLayout getLayoutValue() const;
  }];
}

// The tiled atoms CuTe DSL prints around cute_nvgpu atoms. The layouts and
// tiles are CuTe IR strings (checked by the layout library, kept verbatim).
def Cute_TiledMmaType : Cute_Type<"TiledMma"> {
  let typeName = "cute.tiled_mma";
  let summary = "`!cute.tiled_mma<ATOM, atom_layout_MNK = <\"L\">[, permutation_MNK = <\"TILE\">]>`";
  let parameters = (ins "::mlir::Type":$atom, "::mlir::StringAttr":$atomLayoutMNK,
                        OptionalParameter<"::mlir::StringAttr">:$permutationMNK);
  let genVerifyDecl = 1;
}
def Cute_TiledCopyType : Cute_Type<"TiledCopy"> {
  let typeName = "cute.tiled_copy";
  let summary = "`!cute.tiled_copy<ATOM, layout_copy_tv = <\"L\">, tiler_mn = <\"TILE\">>`";
  let parameters = (ins "::mlir::Type":$atom, "::mlir::StringAttr":$layoutCopyTv,
                        "::mlir::StringAttr":$tilerMn);
  let genVerifyDecl = 1;
}


// Values CuTe IR keeps in its types as quoted strings, stored as the
// canonical CuTe IR text (layout::printCuteIR of the parsed value) and
// re-checked by the verifier for the kind the type allows.
class Cute_IRTextType<string name, string mnem, string what>
    : Cute_Type<name> {
  let typeName = "cute." # mnem;
  let summary = what;
  let parameters = (ins "::mlir::StringAttr":$value);
  let genVerifyDecl = 1;
}
def Cute_IntTupleType : Cute_IRTextType<"IntTuple", "int_tuple",
    "`!cute.int_tuple<\"(2,?{i64})\">`: integers and dynamic leaves">;
// CuTe IR's summary: ODS quotes it in "operand #N must be ..." diagnostics.
def Cute_ShapeType : Cute_IRTextType<"Shape", "shape",
    "Scalar integer or recursive tuple of shape extents">;
def Cute_StrideType : Cute_IRTextType<"Stride", "stride",
    "`!cute.stride<\"(1,?{i64 div=8})\">`: may hold scaled bases `1@0`">;
def Cute_CoordType : Cute_IRTextType<"Coord", "coord",
    "`!cute.coord<\"(_,0)\">`: may hold `_` (a whole mode)">;
def Cute_TileType : Cute_IRTextType<"Tile", "tile",
    "`!cute.tile<\"[8:1;_]\">`, or one mode: `\"_\"`, `\"2:1\"`">;
def Cute_ArithTupleIterType : Cute_IRTextType<"ArithTupleIter",
    "arith_tuple_iter", "`!cute.arith_tuple_iter<\"(?,0)\">`">;

def Cute_CoordTensorType : Cute_Type<"CoordTensor",
    [DeclareTypeInterfaceMethods<Cute_ViewTypeInterface>]> {
  let typeName = "cute.coord_tensor";
  let summary = "`!cute.coord_tensor<\"ITERATOR\", \"LAYOUT\">`";
  let parameters = (ins "::mlir::StringAttr":$iterator,
                        "::mlir::StringAttr":$layout);
  let genVerifyDecl = 1;
}

def Cute_PtrType : Cute_Type<"Ptr"> {
  let typeName = "cute.ptr";
  let summary = "`!cute.ptr<[T, ]SPACE[, align<N>][, S<B,M,S>]>`";
  // A null element type is an untyped address (an mbarrier, a descriptor).
  let parameters = (ins OptionalParameter<"::mlir::Type">:$elementType,
                        "::cute_nvgpu::cute::MemSpace":$space,
                        "unsigned":$alignment /* bytes; 0: not stated */,
                        OptionalParameter<"::mlir::Attribute">:$swizzle /* #cute.swizzle */);
  let genVerifyDecl = 1;
}

def Cute_FastDivmodDivisorType : Cute_Type<"FastDivmodDivisor"> {
  let typeName = "cute.fast_divmod_divisor";
  let summary = "`!cute.fast_divmod_divisor<32>`: a divisor of that width";
  let parameters = (ins "unsigned":$width);
  let genVerifyDecl = 1;
}

def Cute_DivIntType : Cute_Type<"DivInt"> {
  let typeName = "cute.divint";
  let summary = "`!cute.i32<divby 8>` / `!cute.i64<divby 2>`: an integer known divisible by N";
  let parameters = (ins "unsigned":$width, "int64_t":$divisor);
  let genVerifyDecl = 1;
}

def Cute_AnyLayoutType : AnyTypeOf<[Cute_LayoutType, Cute_ComposedLayoutType],
    "!cute.layout or !cute.composed_layout">;

#endif // CUTE_TYPES_TD
