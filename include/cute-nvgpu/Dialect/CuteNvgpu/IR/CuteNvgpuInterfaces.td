//===- CuteNvgpuInterfaces.td - atom type interfaces -------*- tablegen -*-===//
//
// Seed 003's ten atom interfaces. Every method's default implementation
// reads the type's row in the one atom registry (cute-nvgpu/Target/
// AtomRegistry.h) or its payload, so no type hand-codes a contract.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_INTERFACES_TD
#define CUTE_NVGPU_INTERFACES_TD

include "mlir/IR/OpBase.td"

class CuteNvgpu_TypeInterface<string name> : TypeInterface<name> {
  let cppNamespace = "::cute_nvgpu";
}

def CuteNvgpu_MmaAtomTypeInterface
    : CuteNvgpu_TypeInterface<"MmaAtomTypeInterface"> {
  let description = "An MMA atom: shape, operand types and residencies.";
  let methods = [
    InterfaceMethod<"Seed 003 MmaAtomContract of this atom instance.",
      "::cute_nvgpu::MmaAtomContract", "getMmaContract", (ins), [{}],
      [{ return ::cute_nvgpu::getMmaContractOf($_type); }]>,
    InterfaceMethod<"Check the atom against a target and a use shape.",
      "::llvm::LogicalResult", "verifyInstance",
      (ins "const ::cute_nvgpu::target::TargetInfo *":$target,
           "::llvm::ArrayRef<int64_t>":$useShape,
           "::llvm::function_ref<::mlir::InFlightDiagnostic()>":$emitError),
      [{}],
      [{ return ::cute_nvgpu::verifyAtomAgainstTarget($_type, target, useShape, emitError); }]>,
  ];
}

def CuteNvgpu_CopyAtomTypeInterface
    : CuteNvgpu_TypeInterface<"CopyAtomTypeInterface"> {
  let description = "A copy atom: residencies, value width, async-ness.";
  let methods = [
    InterfaceMethod<"Seed 003 CopyAtomContract of this atom instance.",
      "::cute_nvgpu::CopyAtomContract", "getCopyContract", (ins), [{}],
      [{ return ::cute_nvgpu::getCopyContractOf($_type); }]>,
    InterfaceMethod<"Check the atom against a target and a use shape.",
      "::llvm::LogicalResult", "verifyInstance",
      (ins "const ::cute_nvgpu::target::TargetInfo *":$target,
           "::llvm::ArrayRef<int64_t>":$useShape,
           "::llvm::function_ref<::mlir::InFlightDiagnostic()>":$emitError),
      [{}],
      [{ return ::cute_nvgpu::verifyAtomAgainstTarget($_type, target, useShape, emitError); }]>,
  ];
}

def CuteNvgpu_PrefetchAtomTypeInterface
    : CuteNvgpu_TypeInterface<"PrefetchAtomTypeInterface"> {
  let description = "An atom whose descriptor can be prefetched.";
  let methods = [
    InterfaceMethod<"Check the prefetch against a target and a use shape.",
      "::llvm::LogicalResult", "verifyPrefetch",
      (ins "const ::cute_nvgpu::target::TargetInfo *":$target,
           "::llvm::ArrayRef<int64_t>":$useShape,
           "::llvm::function_ref<::mlir::InFlightDiagnostic()>":$emitError),
      [{}],
      [{ return ::cute_nvgpu::verifyAtomAgainstTarget($_type, target, useShape, emitError); }]>,
  ];
}

def CuteNvgpu_DescriptorTypeInterface
    : CuteNvgpu_TypeInterface<"DescriptorTypeInterface"> {
  let description = "Hardware descriptor state carried as typed IR.";
  let methods = [
    InterfaceMethod<"Descriptor size in bits (SMEM: 64, TMA: 1024).",
      "unsigned", "getDescriptorBits", (ins), [{}],
      [{ return ::cute_nvgpu::getDescriptorBitsOf($_type); }]>,
  ];
}

// Marker interfaces: membership is the contract (the registry row is
// reachable from any atom type through cute_nvgpu::getAtomRecordOf).
class CuteNvgpu_MarkerInterface<string name, string doc>
    : CuteNvgpu_TypeInterface<name> {
  let description = doc;
}
def CuteNvgpu_TmaAtomTypeInterface : CuteNvgpu_MarkerInterface<
    "TmaAtomTypeInterface", "A descriptor-driven TMA atom.">;
def CuteNvgpu_AsyncCopyAtomTypeInterface : CuteNvgpu_MarkerInterface<
    "AsyncCopyAtomTypeInterface", "A copy that completes asynchronously.">;
def CuteNvgpu_SparseMetadataAtomTypeInterface : CuteNvgpu_MarkerInterface<
    "SparseMetadataAtomTypeInterface",
    "A structured-sparse MMA with a metadata operand (layout slot 3).">;
def CuteNvgpu_BlockScaleAtomTypeInterface : CuteNvgpu_MarkerInterface<
    "BlockScaleAtomTypeInterface", "A block-scaled MMA with scale factors.">;
def CuteNvgpu_TmemAtomTypeInterface : CuteNvgpu_MarkerInterface<
    "TmemAtomTypeInterface", "An atom with tensor-memory operands.">;
def CuteNvgpu_SmemDescriptorAtomTypeInterface : CuteNvgpu_MarkerInterface<
    "SmemDescriptorAtomTypeInterface",
    "An MMA atom reading operands through SMEM descriptors.">;

#endif
