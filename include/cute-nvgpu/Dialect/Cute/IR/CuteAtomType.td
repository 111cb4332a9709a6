//===- CuteAtomType.td - what a copy or MMA atom offers ---*- tablegen -*-===//
//
// CuTe's Copy_Atom and MMA_Atom, as the `cute` ops that take an atom see
// them. The atoms themselves are cute_nvgpu types (one per instruction
// family); each answers these questions from its registry row, so the
// `cute` dialect checks `cute.copy`, `cute.gemm`, `cute.make_tiled_copy`,
// ... without depending on the cute_nvgpu dialect.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ATOM_TYPE_TD
#define CUTE_ATOM_TYPE_TD

include "mlir/IR/OpBase.td"

def Cute_AtomTypeInterface : TypeInterface<"AtomTypeInterface"> {
  let cppNamespace = "::cute_nvgpu::cute";
  let description = [{
    A type that may be an atom: a copy atom (CuTe's Copy_Atom), an MMA
    atom (MMA_Atom) or an atom whose operation can be prefetched (a TMA
    load). A type that is none of these answers false to all three.
  }];
  let methods = [
    InterfaceMethod<"A copy atom (cute.copy, cute.make_tiled_copy).",
      "bool", "isCopyAtom", (ins), [{}],
      [{ return ::cute_nvgpu::cute::atomRolesOf($_type) & ::cute_nvgpu::cute::kCopyAtomRole; }]>,
    InterfaceMethod<"An MMA atom (cute.gemm, cute.make_tiled_mma).",
      "bool", "isMmaAtom", (ins), [{}],
      [{ return ::cute_nvgpu::cute::atomRolesOf($_type) & ::cute_nvgpu::cute::kMmaAtomRole; }]>,
    InterfaceMethod<"An atom cute.prefetch takes.",
      "bool", "isPrefetchAtom", (ins), [{}],
      [{ return ::cute_nvgpu::cute::atomRolesOf($_type) & ::cute_nvgpu::cute::kPrefetchAtomRole; }]>,
    InterfaceMethod<[{
        How many run-time fields the atom carries (cute.make_atom's i1
        operands, cute_nvgpu.atom.set_value's fields): an SM90 MMA its
        accumulate flag, an SM100 MMA accumulate and the two negations.
      }],
      "unsigned", "getRuntimeFieldCount", (ins), [{}],
      [{ return ::cute_nvgpu::cute::runtimeFieldCountOf($_type); }]>,
    InterfaceMethod<[{
        An MMA atom's value type of operand 0 (A), 1 (B) or 2 (C and D);
        null where the type does not fix it.
      }],
      "::mlir::Type", "getMmaValueType", (ins "unsigned":$operand), [{}],
      [{ return ::cute_nvgpu::cute::mmaValueTypeOf($_type, operand); }]>,
    InterfaceMethod<[{
        For a copy between TMA coordinates and shared memory (an executable
        TMA atom): the elements one instruction moves and which operand is
        the coordinate tensor; none for other atoms.
      }],
      "std::optional<::cute_nvgpu::cute::CoordinateCopy>", "getCoordinateCopy",
      (ins), [{}],
      [{ return ::cute_nvgpu::cute::coordinateCopyOf($_type); }]>,
    InterfaceMethod<[{
        A copy atom's Copy_Traits layouts in its values (ThrID, source,
        destination, reference), which the tiled copy partitions read; none
        for atoms that partition otherwise (TMA, tensor memory).
      }],
      "std::optional<::cute_nvgpu::layout::CopyAtomLayouts>",
      "getCopyAtomLayouts", (ins), [{}],
      [{ return ::cute_nvgpu::cute::copyAtomLayoutsOf($_type); }]>,
    InterfaceMethod<[{
        An MMA atom's MMA_Traits layouts (ThrID, M N K, the A, B and C
        thread-value layouts), which the tiled MMA partitions read; none
        where they are not known.
      }],
      "std::optional<::cute_nvgpu::layout::MmaAtomLayouts>",
      "getMmaAtomLayouts", (ins), [{}],
      [{ return ::cute_nvgpu::cute::mmaAtomLayoutsOf($_type); }]>,
  ];
}

#endif // CUTE_ATOM_TYPE_TD
