//===- CuteNvgpuToNVVM.h - cute_nvgpu -> NVVM patterns ----------*- C++ -*-===//
//
// The lowering is one file per atom family, each exporting its patterns;
// `populateCuteNvgpuToNVVMConversionPatterns` gathers them. The type
// conversions are separate so that any LLVM lowering (our pass, upstream
// `convert-to-llvm`, a user's pipeline) can add them to its converter.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_CONVERSION_CUTENVGPUTONVVM_H
#define CUTE_NVGPU_CONVERSION_CUTENVGPUTONVVM_H

namespace mlir {
class ConversionTarget;
class Operation;
class DialectRegistry;
class LLVMTypeConverter;
class OpPassManager;
class RewritePatternSet;
} // namespace mlir

namespace cute_nvgpu {

/// How a failed device `cf.assert` stops the kernel. `Trap`: PTX `trap`
/// (the launch fails; no message). `Report`: CUDA's __assertfail prints the
/// message first, but it is a function call, and ptxas serializes every
/// wgmma of a kernel that makes one (C7510).
enum class DeviceAssert { Trap, Report };

/// Register fragments (`!cute.memref<T, rmem, L>`, one thread's values) ->
/// vector<size(L) x T>, value i in element L(i),
/// smem/gmem/tmem views and `!cute.ptr`s -> !llvm.ptr<3|1|6> (generic:
/// !llvm.ptr), atoms -> an empty struct,
/// SMEM descriptors -> i64.
void populateCuteNvgpuToLLVMTypeConversions(mlir::LLVMTypeConverter &converter);

/// Register MMA (universal FMA, sm80 dense/sparse, sm89, SM120 block-scaled)
/// and their atom builders.
void populateRegisterMmaToNVVMPatterns(const mlir::LLVMTypeConverter &converter,
                                       mlir::RewritePatternSet &patterns);
/// SM90 wgmma uses, SMEM descriptors and the sm90.mma builder.
void populateWgmmaToNVVMPatterns(const mlir::LLVMTypeConverter &converter,
                                 mlir::RewritePatternSet &patterns);
/// Register-file copies (universal_copy, ldsm, stsm, cp.async) and views.
void populateCopyToNVVMPatterns(const mlir::LLVMTypeConverter &converter,
                                mlir::RewritePatternSet &patterns);
/// CUDA tensor-core builtin calls (`cute_nvgpu.builtin`).
void populateBuiltinsToNVVMPatterns(const mlir::LLVMTypeConverter &converter,
                                    mlir::RewritePatternSet &patterns);
/// TMA copies on addresses and the descriptor mutation
/// (`arch.copy.SM100.tma_*`, `arch.tma_desc.*`).
void populateTmaToNVVMPatterns(const mlir::LLVMTypeConverter &converter,
                               mlir::RewritePatternSet &patterns);
/// TMA atoms as run-time values: non-exec atoms -> the descriptor address,
/// executable ones -> the struct of their fields.
void populateTmaAtomTypeConversions(mlir::LLVMTypeConverter &converter);
/// make_exec_tma, set_value/get_value of TMA fields, get_tma_desc_addr,
/// prefetch_tma_desc, copy_tma_desc.
void populateTmaAtomToNVVMPatterns(const mlir::LLVMTypeConverter &converter,
                                   mlir::RewritePatternSet &patterns);
/// Marks the non-exec TMA atom parameters of `cute_nvgpu.kernel` functions
/// as 64-byte aligned 128-byte byval parameters and with
/// kTmaDescriptorParamAttr, which cute-nvgpu-mark-kernels turns into
/// `nvvm.grid_constant` once the function is an nvvm.kernel.
void annotateTmaDescriptorParameters(mlir::Operation *root);
inline constexpr const char kTmaDescriptorParamAttr[] =
    "cute_nvgpu.tma_descriptor";
/// `cute.copy` with an executable TMA atom: one TMA instruction per box of
/// the coordinate tensor's rest modes.
void populateTmaCopyToNVVMPatterns(const mlir::LLVMTypeConverter &converter,
                                   mlir::RewritePatternSet &patterns);
/// cute.copy is a cute op, which these conversions keep legal: mark those
/// with cute_nvgpu atoms illegal so the TMA and register-file copy patterns
/// run.
void markAtomCopiesIllegal(mlir::ConversionTarget &target);
/// Pointers and static shared/global views: `cute.make_view`,
/// `cute.get_iter`, `cute.recast_iter`, `cute.add_offset` on them.
/// Atoms and tiled atoms as values: empty, or an MMA atom's run-time
/// fields (AtomValues.cpp); the type conversion is added after the others,
/// so tried first.
void populateMmaAtomFieldTypeConversions(mlir::LLVMTypeConverter &converter);
void populateAtomValuePatterns(const mlir::LLVMTypeConverter &converter,
                               mlir::RewritePatternSet &patterns);
/// SM100 tensor memory (Tmem.cpp): allocation, addresses, tcgen05.ld/st
/// copies, CuTe DSL's tcgen05.commit.arrive; and the UMMA (Umma.cpp):
/// cute.gemm as tcgen05.mma, a TMEM accumulator fragment.
void populateTmemPatterns(const mlir::LLVMTypeConverter &converter,
                          mlir::RewritePatternSet &patterns);
void markTmemOpsIllegal(mlir::ConversionTarget &target);
void populateUmmaPatterns(const mlir::LLVMTypeConverter &converter,
                          mlir::RewritePatternSet &patterns);
/// SM100 SMEM-to-TMEM copies (S2tCopy.cpp): cute.copy with an S2T copy
/// atom as tcgen05.cp.
void populateS2tCopyPatterns(const mlir::LLVMTypeConverter &converter,
                             mlir::RewritePatternSet &patterns);
/// cute.print of a shared or global tensor (its pointer, layout, values).
void populatePrintViewPatterns(const mlir::LLVMTypeConverter &converter,
                               mlir::RewritePatternSet &patterns);
void populateMemoryViewToLLVMPatterns(const mlir::LLVMTypeConverter &converter,
                                      mlir::RewritePatternSet &patterns);
void markMemoryViewsIllegal(mlir::ConversionTarget &target);
/// Whether a program makes register tensors (cute.memref.alloca, an rmem
/// cute.mma.make_fragment): its rmem memrefs are then per-thread storage
/// (RegisterTensors.cpp) rather than SSA fragments.
bool usesRegisterStorage(mlir::Operation *root);
/// rmem memrefs as the address of their storage (added after
/// populateCuteNvgpuToLLVMTypeConversions, so tried first).
void populateRegisterStorageTypeConversion(mlir::LLVMTypeConverter &converter);
/// Storage, element access, vectors and retile of register tensors; a
/// cute_nvgpu atom op on register storage is refused.
void populateRegisterStoragePatterns(const mlir::LLVMTypeConverter &converter,
                                     mlir::RewritePatternSet &patterns);
/// `cute.memref.load/store/load_vec/store_vec` of shared and global memory,
/// and of register tensors kept as storage: accesses at layout(coord).
void populateElementAccessPatterns(const mlir::LLVMTypeConverter &converter,
                                   mlir::RewritePatternSet &patterns);

/// cute.copy with a universal copy or cp.async atom (alone or tiled) over
/// partitioned tensors, predicated or not (AtomCopy.cpp); any other
/// non-TMA copy is refused by name.
void populateAtomCopyPatterns(const mlir::LLVMTypeConverter &converter,
                              mlir::RewritePatternSet &patterns);

/// CuTe DSL's `nvgpu.cvt_fptrunc`: fptrunc to f16/bf16, PTX's paired
/// f32 conversions to the 8- and 4-bit formats (NarrowFloats.cpp).
void populateNarrowFloatPatterns(const mlir::LLVMTypeConverter &converter,
                                 mlir::RewritePatternSet &patterns);

/// The arch ops (`get_dyn_smem(_size)`: the module's dynamic shared array;
/// `make_warp_uniform`) and CuTe DSL's device-side extras (`vector.splat`,
/// `nvvm.fmax`, `nvvm.vote.ballot.sync`, device `cf.assert`), DeviceOps.cpp.
void populateDeviceOpPatterns(const mlir::LLVMTypeConverter &converter,
                              mlir::RewritePatternSet &patterns,
                              DeviceAssert deviceAssert = DeviceAssert::Trap);

/// cute.gemm with a register-file MMA atom (alone or tiled) over register
/// fragments kept as storage (TiledGemm.cpp); other atoms are refused by
/// name.
void populateTiledGemmPatterns(const mlir::LLVMTypeConverter &converter,
                               mlir::RewritePatternSet &patterns);

/// A thread's partition of a shared or global memref or a coordinate tensor
/// (tiled copy partition_S/D, tiled MMA partition), computed at run time by
/// the verifier's own algebra (Partitions.cpp).
void populatePartitionToLLVMPatterns(const mlir::LLVMTypeConverter &converter,
                                     mlir::RewritePatternSet &patterns);
/// CuTe DSL's mbarrier ops (NVIDIA's nvvm spellings) -> MLIR 22 NVVM.
void populateMbarrierToNVVMPatterns(const mlir::LLVMTypeConverter &converter,
                                    mlir::RewritePatternSet &patterns);
/// Those ops live in the nvvm namespace, which the conversions keep legal:
/// mark them illegal so the patterns above run.
void markDslMbarrierOpsIllegal(mlir::ConversionTarget &target);
/// Every family above plus `make_atom`.
void populateCuteNvgpuToNVVMConversionPatterns(
    const mlir::LLVMTypeConverter &converter, mlir::RewritePatternSet &patterns,
    DeviceAssert deviceAssert = DeviceAssert::Trap);

/// Lets upstream `convert-to-llvm` lower cute_nvgpu together with
/// func/arith/cf in one conversion.
void registerConvertCuteNvgpuToLLVMInterface(mlir::DialectRegistry &registry);
/// Ours plus the upstream ConvertToLLVM interfaces the pipeline relies on
/// (func, arith, cf, ub, vector, index, math, nvvm).
void registerCuteNvgpuToLLVMInterfaces(mlir::DialectRegistry &registry);

/// The documented pipeline (`cute-nvgpu-to-llvm`): lower cute_nvgpu ops,
/// then everything else with `convert-to-llvm`, mark kernels, reconcile
/// casts.
/// `runtimeChecks`: convert-cute-to-llvm's runtime-checks (a violated leaf
/// precondition is reported with gpu.printf and traps); the pipeline's
/// `runtime-checks` option. `deviceAssert`: the pipeline's `device-assert`.
void buildCuteNvgpuToLLVMPipeline(
    mlir::OpPassManager &pm, bool runtimeChecks = false,
    DeviceAssert deviceAssert = DeviceAssert::Trap);
void registerCuteNvgpuToLLVMPipeline();

} // namespace cute_nvgpu

#endif
