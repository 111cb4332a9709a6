//===- Cute.h - the `cute` dialect ------------------------------*- C++ -*-===//
#ifndef CUTE_NVGPU_DIALECT_CUTE_IR_CUTE_H
#define CUTE_NVGPU_DIALECT_CUTE_IR_CUTE_H

#include "cute-nvgpu/Layout/Layout.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/Hashing.h"

namespace cute_nvgpu::layout {
// Storage-uniquer hooks: the printed CuTe notation is a canonical key.
inline llvm::hash_code hash_value(const AnyLayout &l) {
  return llvm::hash_value(toString(l));
}
inline llvm::hash_code hash_value(const ComposedLayout &l) {
  return llvm::hash_value(toString(l));
}
} // namespace cute_nvgpu::layout

#include "cute-nvgpu/Dialect/Cute/IR/CuteDialect.h.inc"
#include "cute-nvgpu/Dialect/Cute/IR/CuteEnums.h.inc"

#include "cute-nvgpu/Dialect/Cute/IR/CuteViewType.h.inc"

#include <optional>

namespace cute_nvgpu::cute {
/// The roles an atom type plays (AtomTypeInterface); the cute_nvgpu
/// dialect, which defines the atoms, defines these functions.
enum : unsigned {
  kCopyAtomRole = 1,
  kMmaAtomRole = 2,
  kPrefetchAtomRole = 4,
};
unsigned atomRolesOf(mlir::Type atom);
mlir::Type mmaValueTypeOf(mlir::Type atom, unsigned operand);
unsigned runtimeFieldCountOf(mlir::Type atom);
/// The atom a tiled copy or tiled MMA type runs; any other type itself.
mlir::Type untiledAtom(mlir::Type t);
/// A copy between TMA coordinates and shared memory (a TMA atom): the
/// elements one instruction moves and which side holds the coordinates.
struct CoordinateCopy {
  int64_t valuesPerInstruction = 0;
  bool coordinatesAreSource = true; // a load; a store or reduction: false
  /// A multicast load: each CTA of the cluster loads a share of the
  /// instruction's values (tma_partition over the CTA layout splits them).
  bool multicast = false;
};
std::optional<CoordinateCopy> coordinateCopyOf(mlir::Type atom);

/// CuTe's Copy_Traits / MMA_Traits layouts of an atom, in its values, for
/// the tiled partitions; none for atoms without thread-value layouts (TMA,
/// tensor-memory and SM100 atoms partition otherwise).
std::optional<layout::CopyAtomLayouts> copyAtomLayoutsOf(mlir::Type atom);
std::optional<layout::MmaAtomLayouts> mmaAtomLayoutsOf(mlir::Type atom);

/// The thread's share of a tensor that `cute.tiled.copy.partition_S/D` or
/// `cute.tiled.mma.partition` computes (CuTe's partition_S/D/A/B/C): the
/// layout of the op's tensor, `tensor` (whose dynamic leaves may be a
/// lowering's tags), sliced at thread `thr`, and the offset of the
/// thread's first element. The verifier runs it on types, the lowering with
/// a tracer. Failure with `why` empty when the atom has no thread-value
/// layouts (TMA and tensor-memory atoms partition otherwise), with `why`
/// set when the algebra refuses the tensor.
mlir::FailureOr<layout::SliceAndOffset>
threadPartition(mlir::Operation *op, const layout::AnyLayout &tensor,
                const layout::IntTuple &thr, layout::dyn::Tracer *tracer,
                std::string &why);
/// `cute.tiled.copy.retile`'s layout of a register tensor of layout
/// `tensor` (its pointer is the tensor's); failure as threadPartition's.
mlir::FailureOr<layout::Layout> threadRetile(mlir::Operation *op,
                                             const layout::Layout &tensor,
                                             std::string &why);

/// How `cute.local_tile` (CuTe's local_tile(t, tiler, crd, proj)) tiles its
/// tensor: zipped_divide by the tile modes the projection keeps, then a
/// slice with those modes whole and the rest at the coordinate modes the
/// projection keeps, padded with `_`. A coordinate with more modes than the
/// projection keeps its extra modes, as CuTe DSL's dice does (`(m,n,_,l)`
/// by `(1,_,1)` is `(m,_,l)`).
struct LocalTileSteps {
  /// The zipped_divide's tiler (a `!cute.tile`) and result type.
  mlir::Type tileType, dividedType;
  /// Index in the op's coordinate of each coordinate mode the slice uses.
  llvm::SmallVector<int> coordModes;
  /// The slice coordinate `((_,...),(kept modes..., _...))`.
  layout::IntTuple sliceCoord;
};
/// The steps of `cute.local_tile` op `op`; failure (with a diagnostic on
/// `op`) when its tile, projection or coordinate do not fit the tensor.
mlir::FailureOr<LocalTileSteps> localTileSteps(mlir::Operation *op);

/// The bits one element of a builtin integer or float type occupies in
/// memory (tf32, 19 significant bits, occupies 32); 0 for other types.
unsigned storageBitsOf(mlir::Type element);
} // namespace cute_nvgpu::cute

#include "cute-nvgpu/Dialect/Cute/IR/CuteAtomType.h.inc"

#define GET_TYPEDEF_CLASSES
#include "cute-nvgpu/Dialect/Cute/IR/CuteTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "cute-nvgpu/Dialect/Cute/IR/CuteAttrs.h.inc"

namespace cute_nvgpu::cute {
/// Parse CuTe layout text at `loc` in a dialect parser's body, reporting
/// library parse errors at the exact character. Shared by the cute and
/// cute_nvgpu dialects (smem_desc_view's layout).
mlir::FailureOr<layout::AnyLayout>
parseLayoutBody(mlir::DialectAsmParser &parser, llvm::StringRef text,
                const char *textStart);
} // namespace cute_nvgpu::cute

#endif
