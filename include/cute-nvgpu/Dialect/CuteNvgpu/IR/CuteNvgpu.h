//===- CuteNvgpu.h - the cute_nvgpu dialect ---------------------*- C++ -*-===//
#ifndef CUTE_NVGPU_DIALECT_CUTENVGPU_IR_CUTENVGPU_H
#define CUTE_NVGPU_DIALECT_CUTENVGPU_IR_CUTENVGPU_H

#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"
#include "cute-nvgpu/Target/AtomRegistry.h"
#include "cute-nvgpu/Target/Builtins.h"
#include "cute-nvgpu/Target/SmemDescriptor.h"
#include "cute-nvgpu/Target/Targets.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuEnums.h.inc"

namespace cute_nvgpu {

/// seed 003 MmaAtomContract, for one atom instance (payload included).
struct MmaAtomContract {
  int minTier = 0;
  llvm::SmallVector<int64_t, 3> mnk; // empty: not fixed by the type
  mlir::Type aType, bType, cType;    // null: not fixed by the type
  uint8_t aResidency = 0, bResidency = 0, dResidency = 0;
  bool supportsSparse = false, supportsBlockScale = false;
};

/// seed 003 CopyAtomContract, for one atom instance.
struct CopyAtomContract {
  int minTier = 0;
  uint8_t source = 0, destination = 0;
  int valueBits = 0; // 0: any width
  bool isAsync = false, usesTmaDescriptor = false, supportsPrefetch = false;
};

// Registry-backed defaults of the atom type interfaces.
const target::AtomRecord &getAtomRecordOf(mlir::Type type);
/// The registry row of any of the 29 mnemonic types, or null.
const target::AtomRecord *lookupAtomRecord(mlir::Type type);
MmaAtomContract getMmaContractOf(mlir::Type type);
CopyAtomContract getCopyContractOf(mlir::Type type);
unsigned getDescriptorBitsOf(mlir::Type type);
/// Tier/family gate of the registry row against `target` (null: no target
/// check) plus the use shape against the payload shape.
llvm::LogicalResult
verifyAtomAgainstTarget(mlir::Type type, const target::TargetInfo *target,
                        llvm::ArrayRef<int64_t> useShape,
                        llvm::function_ref<mlir::InFlightDiagnostic()> emitError);

/// seed 003 verify_atom_instance: dispatch through the MMA, copy and
/// prefetch interfaces, never on names.
llvm::LogicalResult
verifyAtomInstance(mlir::Type type, const target::TargetInfo *target,
                   llvm::ArrayRef<int64_t> useShape,
                   llvm::function_ref<mlir::InFlightDiagnostic()> emitError);

/// The typed parameters of any MMA atom type, in one struct for the
/// verifiers and the lowering (null for a non-MMA type). `shape` is empty
/// for a bare mnemonic; fields a family does not have stay unset.
struct MmaAtomParams {
  llvm::SmallVector<int64_t, 3> shape;
  mlir::Type a, b, c, sfType;
  std::optional<Major> aMajor, bMajor;
  std::optional<FragKind> wgmmaFrag;
  std::optional<MmaKind> kind;
  std::optional<MmaBitOp> bitOp; // b1: .and.popc / .xor.popc
  bool saturate = false;         // integer: .satfinite
  unsigned numCta = 0, vecSize = 0;
};
std::optional<MmaAtomParams> getMmaAtomParams(mlir::Type type);

/// The register a builtin's fragment vector holds per element (i32, f32 or
/// f64) for a PTX fragment type, shared by the builtin verifier and its
/// lowering.
mlir::Type builtinRegisterElement(mlir::MLIRContext *ctx,
                                  const std::string &ptxType);

/// seed 002 alias_for_type: "memref_f16_3", "copy_sm90_tma_load",
/// "mma_f16_f16_f32_16x8x16", or "" when the type gives no hint.
std::string aliasForType(mlir::Type type);

/// The rule for every !cute.memref an atom op takes or makes: its layout is
/// static. An atom moves a fixed number of values per thread, so the view
/// of one thread's values is static; only where that view starts in a
/// runtime-sized tensor is known at run time. `role` names the operand in
/// the diagnostic ("the source", "operand A", ...). Other types pass.
mlir::LogicalResult
verifyStaticView(mlir::Type type, llvm::StringRef role,
                 llvm::function_ref<mlir::InFlightDiagnostic()> emitError);

} // namespace cute_nvgpu

#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuDialect.h.inc"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuTypeInterfaces.h.inc"

#define GET_TYPEDEF_CLASSES
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuAttrs.h.inc"

namespace cute_nvgpu {
/// An SM100 SM's tensor memory, which arch.sm100.alloc_tmem allocates.
struct TensorMemoryResource
    : public mlir::SideEffects::Resource::Base<TensorMemoryResource> {
  llvm::StringRef getName() final { return "TensorMemory"; }
};
} // namespace cute_nvgpu

#define GET_OP_CLASSES
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuOps.h.inc"

/// X-macro over the 29 mnemonic types in walk order.
#define CUTE_NVGPU_MNEMONIC_TYPES(X)                                          \
  X(UniversalFmaType) X(Sm80MmaType) X(Sm80SparseMmaType) X(Sm89MmaType)      \
  X(SmemDescType) X(SmemDescViewType) X(Sm90MmaType) X(Sm100MmaType)          \
  X(Sm100MmaSpType) X(Sm100MmaBsType) X(Sm100MmaBsSpType) X(Sm120MmaBsType)   \
  X(TmemLoadType) X(TmemStoreType) X(S2tCopyType) X(TmaDescriptorTiledType)   \
  X(TmaDescriptorIm2colType) X(TmaLoadType) X(TmaStoreType) X(TmaReduceType)  \
  X(UniversalCopyType) X(SimtAsyncCopyType) X(LdsmType) X(StsmType)           \
  X(NonExecTiledTmaLoadType) X(NonExecTiledTmaStoreType)                      \
  X(NonExecTiledTmaReduceType) X(NonExecIm2colTmaLoadType)                 \
  X(NonExecIm2colTmaStoreType)

#endif
