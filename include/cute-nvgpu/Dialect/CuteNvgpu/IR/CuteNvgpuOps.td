//===- CuteNvgpuOps.td - cute_nvgpu ops --------------------*- tablegen -*-===//
#ifndef CUTE_NVGPU_OPS_TD
#define CUTE_NVGPU_OPS_TD

include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuTypes.td"
include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuAttrs.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Dialect/LLVMIR/LLVMOpBase.td"

class CuteNvgpu_Op<string mnemonic, list<Trait> traits = []>
    : Op<CuteNvgpu_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Operand constraints: atoms by their interfaces, tensors by residency.
//===----------------------------------------------------------------------===//

def CuteNvgpu_SharedPointer : LLVM_PointerInAddressSpace<3>;
def CuteNvgpu_GlobalPointer : LLVM_PointerInAddressSpace<1>;

def CuteNvgpu_LayoutAttr : Attr<
    CPred<"::llvm::isa<::cute_nvgpu::cute::LayoutAttr, "
          "::cute_nvgpu::cute::ComposedLayoutAttr>($_self)">,
    "a #cute.layout or #cute.composed_layout"> {
  let storageType = "::mlir::Attribute";
  let returnType = "::mlir::Attribute";
  let convertFromStorage = "$_self";
}

def CuteNvgpu_MmaAtom : Type<
    CPred<"::llvm::isa<::cute_nvgpu::MmaAtomTypeInterface>($_self)">,
    "an MMA atom (a type implementing MmaAtomTypeInterface)">;
def CuteNvgpu_CopyAtom : Type<
    CPred<"::llvm::isa<::cute_nvgpu::CopyAtomTypeInterface>($_self)">,
    "a copy atom (a type implementing CopyAtomTypeInterface)">;

class CuteNvgpu_MemRefIn<list<string> spaces, string what> : Type<
    And<[CPred<"::llvm::isa<::cute_nvgpu::cute::CuteMemRefType>($_self)">,
         Or<!foreach(sp, spaces,
            CPred<"::llvm::cast<::cute_nvgpu::cute::CuteMemRefType>($_self)"
                  ".getSpace() == ::cute_nvgpu::cute::MemSpace::" # sp>)>]>,
    what, "::cute_nvgpu::cute::CuteMemRefType">;

def CuteNvgpu_MemoryView
    : CuteNvgpu_MemRefIn<["Smem", "Gmem"], "a shared- or global-memory view (!cute.memref<T, smem|gmem, L>)">;
def CuteNvgpu_AnyTensor
    : CuteNvgpu_MemRefIn<["Rmem", "Smem", "Gmem", "Tmem"], "a !cute.memref">;
def CuteNvgpu_MmaOperand : AnyTypeOf<[CuteNvgpu_AnyTensor,
                                      CuteNvgpu_SmemDescViewType]>;

def CuteNvgpu_MakeAtomOp : CuteNvgpu_Op<"make_atom",
    [Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "materialise an atom value of a static atom type";
  let description = [{
    `%a = cute_nvgpu.make_atom : !cute_nvgpu.sm90.mma<64x128x16, ...>`.
    The verifier runs seed 003's verify_atom_instance dispatch (MMA, copy,
    prefetch interfaces) without a target; the target pass adds the tier
    checks. The result gets seed 002's SSA alias hint.
  }];
  // Any type: seed 003's verify_atom_instance owns the first rung ("atom
  // type does not implement a known cute_nvgpu interface").
  let results = (outs AnyType:$atom);
  let assemblyFormat = "attr-dict `:` qualified(type($atom))";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// MMA atom construction. The result type is the atom type with the
// attributes as its payload, so use sites read them from the type.
//===----------------------------------------------------------------------===//

class CuteNvgpu_MakeMmaAtomOp<string mnemonic, Type atomType,
                              dag extraArgs = (ins)>
    : CuteNvgpu_Op<mnemonic, [Pure,
        DeclareOpInterfaceMethods<InferTypeOpInterface>,
        DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let arguments = !con((ins I64ArrayAttr:$shape_MNK,
                            OptionalAttr<TypeAttr>:$a_type,
                            OptionalAttr<TypeAttr>:$b_type,
                            OptionalAttr<TypeAttr>:$c_type), extraArgs);
  let results = (outs atomType:$atom);
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def CuteNvgpu_MakeUniversalFmaOp : CuteNvgpu_MakeMmaAtomOp<
    "make_universal_fma", CuteNvgpu_UniversalFmaType> {
  let summary = "a scalar FMA atom (all tiers), shape_MNK = [1, 1, 1]";
  let description = [{
    CuTe's UniversalFMA<D, A, B, C>: one thread, one value each, D = A * B + C
    with the three types equal (a `cute_nvgpu.mma` of it is one `fma` or
    multiply-add in the element type).

    ```mlir
    %atom = cute_nvgpu.make_universal_fma {shape_MNK = [1, 1, 1], a_type = f32, b_type = f32, c_type = f32}
    ```
  }];
}
def CuteNvgpu_MakeSm80MmaOp : CuteNvgpu_MakeMmaAtomOp<
    "make_sm80_mma", CuteNvgpu_Sm80MmaType,
    (ins UnitAttr:$saturate, OptionalAttr<CuteNvgpu_MmaBitOpAttr>:$bit_op)> {
  let summary = "an SM80 dense mma.sync atom";
  let description = [{
    `cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 32], a_type = i8,
    b_type = i8, c_type = i32, saturate}`. Beyond the seeds: `saturate`
    (s8/u8/s4/u4 inputs) clamps the s32 accumulator (`.satfinite`) instead
    of wrapping; `bit_op = #cute_nvgpu.mma_bit_op<and>` (b1 inputs) selects
    `.and.popc` instead of the default `.xor.popc`. Both land in the atom
    payload (`saturate = satfinite`, `bit_op = and`).
  }];
}
def CuteNvgpu_MakeSm80SparseMmaOp : CuteNvgpu_MakeMmaAtomOp<
    "make_sm80_sparse_mma", CuteNvgpu_Sm80SparseMmaType,
    (ins UnitAttr:$saturate)> {
  let summary = "an SM80 structured-sparse mma.sp atom";
  let description = [{
    `saturate` (s8/u8/s4/u4 inputs, beyond the seeds) clamps the s32
    accumulator (`.satfinite`) instead of wrapping.
  }];
}
def CuteNvgpu_MakeSm89MmaOp : CuteNvgpu_MakeMmaAtomOp<
    "make_sm89_mma", CuteNvgpu_Sm89MmaType,
    (ins OptionalAttr<CuteNvgpu_MmaKindAttr>:$kind)> {
  let summary = "an SM89 FP8 mma.sync atom (e4m3/e5m2 in any mix)";
  let description = [{
    `cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f8E4M3FN,
    b_type = f8E5M2, c_type = f32}`: seed 000's verify_sm89_fp8_mma.
    Beyond the seeds, `kind = #cute_nvgpu.mma_kind<f8f6f4>` selects the SM120 unscaled
    `mma.sync ... kind::f8f6f4` form of the same m16n8k32 MMA: A and B may
    then be any of e4m3, e5m2, e2m3, e3m2, e2m1 (f32 or f16 accumulator),
    and the atom needs sm_120a/sm_120f/sm_121a/sm_121f.
  }];
}
def CuteNvgpu_MakeSm120MmaBsOp : CuteNvgpu_MakeMmaAtomOp<
    "make_sm120_mma_bs", CuteNvgpu_Sm120MmaBsType,
    (ins I64Attr:$vec_size, OptionalAttr<TypeAttr>:$sf_type)> {
  let summary = "an SM120 block-scaled mma.sync atom";
  let description = [{
    Seed 002: `%atom = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 32],
    vec_size = 32}`. K 32: FP8/FP6/FP4 inputs with vec_size 32; K 64: FP4
    (e2m1) with vec_size 16 or 32. Accumulator f32.
  }];
}

def CuteNvgpu_MakeSm90MmaOp : CuteNvgpu_MakeMmaAtomOp<
    "make_sm90_mma", CuteNvgpu_Sm90MmaType,
    (ins DefaultValuedAttr<CuteNvgpu_MajorAttr, "::cute_nvgpu::Major::K">:$a_major,
         DefaultValuedAttr<CuteNvgpu_MajorAttr, "::cute_nvgpu::Major::K">:$b_major,
         DefaultValuedAttr<CuteNvgpu_FragKindAttr, "::cute_nvgpu::FragKind::SS">:$frag_kind)> {
  let summary = "an SM90 wgmma atom (M = 64, N = 8..256 step 8, K = 256 / bits)";
  let description = [{
    `cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 16], a_type = f16,
    b_type = f16, c_type = f32, a_major = #cute_nvgpu.major<k>,
    b_major = #cute_nvgpu.major<mn>, frag_kind = #cute_nvgpu.frag_kind<ss>}`: seed 000's GMMA K table and its diagnostics; A from
    an SMEM descriptor (ss) or registers (rs, K-major A only); MN-major only
    for 16-bit types.
  }];
}

//===----------------------------------------------------------------------===//
// MMA execution: D = A * B + C over register fragments.
//===----------------------------------------------------------------------===//

def CuteNvgpu_MmaOp : CuteNvgpu_Op<"mma", [AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    DeclareOpInterfaceMethods<ConditionallySpeculatable>]> {
  let summary = "D = A * B + C with an MMA atom";
  let description = [{
    Operands are residency-typed tensors (`!cute.memref<T, rmem, L>` for
    register atoms): each thread's fragment, equivalent to the value mode of
    the atom's thread-value layout made compact (CuTe's make_fragment_like,
    e.g. `((2,2,2)):((1,2,4))` for sm80 16x8x16 A). Sparse atoms take `metadata(%m : T)`, SM120
    block-scaled atoms `scales(%sfa, %sfb : TA, TB)`.

    Memory effects follow the operands: an operand in shared memory (an
    `smem_desc_view` or an smem `!cute.memref`), global or tensor memory is
    read; register operands have no effect, so a register-file MMA is pure
    and speculatable, while an sm90 use is ordered against stores to the
    shared memory it reads.
  }];
  // Tensors of any residency: which residency each operand needs is seed
  // 003's ladder (its rungs name the operand and the rule).
  let arguments = (ins CuteNvgpu_MmaAtom:$atom,
                       CuteNvgpu_MmaOperand:$a, CuteNvgpu_MmaOperand:$b,
                       CuteNvgpu_AnyTensor:$c,
                       Optional<CuteNvgpu_AnyTensor>:$metadata,
                       Optional<CuteNvgpu_AnyTensor>:$sfa,
                       Optional<CuteNvgpu_AnyTensor>:$sfb,
                       OptionalAttr<I32Attr>:$scale_d,
                       OptionalAttr<I32Attr>:$scale_a,
                       OptionalAttr<I32Attr>:$scale_b);
  let results = (outs CuteNvgpu_AnyTensor:$d);
  let assemblyFormat = [{
    $atom `,` $a `,` $b `,` $c
    (`metadata` `(` $metadata^ `:` qualified(type($metadata)) `)`)?
    (`scales` `(` $sfa^ `,` $sfb `:` qualified(type($sfa)) `,`
                 qualified(type($sfb)) `)`)?
    attr-dict `:` qualified(type($atom)) `,` qualified(type($a)) `,`
    qualified(type($b)) `,` qualified(type($c)) `->` qualified(type($d))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Copies: register-file copy atoms.
//===----------------------------------------------------------------------===//

def CuteNvgpu_MakeViewOp : CuteNvgpu_Op<"make_view", [Pure]> {
  let summary = "view a pointer as a smem/gmem cute.memref";
  let description = [{
    `%v = cute_nvgpu.make_view %p : !llvm.ptr<3> -> !cute.memref<f16, smem, "8:1">`:
    the memref's layout describes the elements this thread addresses from
    the pointer (address space 3 = smem, 1 = gmem). The layout is static:
    it is what one thread hands an atom, and an atom moves a fixed number of
    values per thread.

    `%v = cute_nvgpu.make_view %p offset(%n : i32) : ...` views the elements
    from element `%n` on (the pointer advanced by %n elements of the view's
    element type). This is how a runtime-sized tensor meets an atom: the
    tensor is its pointer and a `!cute.layout` whose leaves may be runtime
    values; the layout algebra (divides, slices, composition with the
    atom's thread-value layout) computes where one thread's values start,
    and that offset is a run-time integer.
  }];
  let arguments = (ins AnyTypeOf<[CuteNvgpu_SharedPointer, CuteNvgpu_GlobalPointer]>:$ptr,
                       Optional<AnyTypeOf<[I32, I64]>>:$offset);
  let results = (outs CuteNvgpu_MemoryView:$view);
  let assemblyFormat = [{
    $ptr (`offset` `(` $offset^ `:` type($offset) `)`)? attr-dict `:`
    qualified(type($ptr)) `->` qualified(type($view))
  }];
  let hasVerifier = 1;
}

def CuteNvgpu_MakeSmemDescViewOp : CuteNvgpu_Op<"make_smem_desc_view", [Pure]> {
  let summary = "a WGMMA/UMMA SMEM descriptor for a shared-memory tile";
  let description = [{
    `%d = cute_nvgpu.make_smem_desc_view %p {major = #cute_nvgpu.major<k>} : !llvm.ptr<3> ->
    !cute_nvgpu.smem_desc_view<memref<64x64xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,64):(64,1)>>`.
    The layout is the operand tile of one atom use, (M|N, K) in element
    units; every 32-byte K block must be one of the canonical families
    (Target/SmemDescriptor.h). The start address and the swizzle phase (base
    offset) come from the pointer at run time.
  }];
  let arguments = (ins CuteNvgpu_SharedPointer:$ptr,
      DefaultValuedAttr<CuteNvgpu_MajorAttr, "::cute_nvgpu::Major::K">:$major);
  let results = (outs CuteNvgpu_SmemDescViewType:$desc);
  let assemblyFormat = [{
    $ptr attr-dict `:` qualified(type($ptr)) `->` qualified(type($desc))
  }];
  let hasVerifier = 1;
}

def CuteNvgpu_MakeSmemDescOp : CuteNvgpu_Op<"make_smem_desc", [Pure]> {
  let summary = "a raw SMEM matrix descriptor word for one MMA K block";
  let description = [{
    `%d = cute_nvgpu.make_smem_desc %p {layout = #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>,
    elem_type = f16, major = #cute_nvgpu.major<k>, arch = #cute_nvgpu.desc_arch<sm90>}
    : !llvm.ptr<3> -> !cute_nvgpu.smem_desc`:
    the 64-bit descriptor of one K block (the `cute-nvgpu desc encode` word
    with the pointer's address as start), from the same canonical-family
    table as smem_desc_view.
  }];
  let arguments = (ins CuteNvgpu_SharedPointer:$ptr,
      CuteNvgpu_LayoutAttr:$layout,
      TypeAttr:$elem_type,
      DefaultValuedAttr<CuteNvgpu_MajorAttr, "::cute_nvgpu::Major::K">:$major,
      DefaultValuedAttr<CuteNvgpu_DescArchAttr, "::cute_nvgpu::DescArch::Sm90">:$arch);
  let results = (outs CuteNvgpu_SmemDescType:$desc);
  let assemblyFormat = [{
    $ptr attr-dict `:` qualified(type($ptr)) `->` qualified(type($desc))
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The descriptor fields with start address 0, or a diagnostic.
    ::mlir::FailureOr<::cute_nvgpu::target::desc::Fields> getStaticFields();
  }];
}

def CuteNvgpu_CopyOp : CuteNvgpu_Op<"copy",
    [AttrSizedOperandSegments,
     DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "copy with a copy atom";
  let description = [{
    Register destinations are results:
    `%r = cute_nvgpu.copy %atom, %src : !atom, !src -> !dst`;
    memory destinations are operands:
    `cute_nvgpu.copy %atom, %src, %dst : !atom, !src, !dst`.
    The verifier checks the atom's residency contract (seed 003), element
    widths and vector widths ("cannot vectorize copy" diagnostics).
    A source in memory is read, a destination in memory written.
    `src_size(%n)` (cp.async only) reads the first %n bytes of the source
    and writes zeros for the rest of the atom's width (cp.async's src-size
    operand: zero-fill, e.g. for a predicated-off or partial tile).
  }];
  let arguments = (ins CuteNvgpu_CopyAtom:$atom,
                       CuteNvgpu_AnyTensor:$src,
                       Optional<CuteNvgpu_AnyTensor>:$dst,
                       Optional<I32>:$src_size);
  let results = (outs Optional<CuteNvgpu_AnyTensor>:$result);
  let assemblyFormat = [{
    $atom `,` $src (`,` $dst^)? (`src_size` `(` $src_size^ `)`)? attr-dict
    `:` qualified(type($atom)) `,`
    qualified(type($src)) (`,` qualified(type($dst))^)?
    (`->` qualified(type($result))^)?
  }];
  let hasVerifier = 1;
}

include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuBuiltinOps.td"
include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuArchOps.td"
include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuTmaOps.td"
include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuIm2colTmaOps.td"
include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuTmaArchOps.td"
include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuTmemOps.td"

#endif
