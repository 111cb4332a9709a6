//===- WgmmaTile.h - SMEM operand tiles of WGMMA (verifier + lowering) -*- C++ -*-===//
#ifndef CUTE_NVGPU_DIALECT_CUTENVGPU_IR_WGMMATILE_H
#define CUTE_NVGPU_DIALECT_CUTENVGPU_IR_WGMMATILE_H

#include "cute-nvgpu/Target/Elements.h"
#include "cute-nvgpu/Target/SmemDescriptor.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Types.h"

#include <vector>

namespace cute_nvgpu {

/// An operand tile of one WGMMA use, cut into 32-byte K blocks: the
/// descriptor fields of block 0 and the byte offset of every block, so the
/// lowering advances the descriptor start address (CUTLASS's descriptor
/// iterator) and the verifier and the lowering derive both from one table.
struct SmemTile {
  target::desc::Fields block0; // start address 0
  int64_t mn = 0, k = 0;       // the whole tile
  int64_t mnBlock = 0;         // M/N extent of one instruction's block
  int64_t mnBlocks = 1, kBlocks = 1;
  int elemBits = 0;
  /// Byte offset of block (i along M/N, j along K) from block (0, 0).
  std::vector<int64_t> blockOffsetBytes; // [i * kBlocks + j]
  int64_t offsetBytes(int64_t i, int64_t j) const {
    return blockOffsetBytes[i * kBlocks + j];
  }
};

/// What the verifier established about one wgmma use, for the lowering.
struct WgmmaInfo {
  int n = 0, k = 0;     // per instruction (M = 64)
  int kTotal = 0;       // of this use: kTotal / k instructions along K
  int nTotal = 0;       // of this use: nTotal / n instructions along N
  target::Elem a = target::Elem::None, b = target::Elem::None,
               c = target::Elem::None;
  bool aMnMajor = false, bMnMajor = false, registerA = false;
  SmemTile tileA, tileB; // tileA valid when !registerA
  int scaleD = 1, scaleA = 1, scaleB = 1;
};

enum class Major : uint32_t;
/// The descriptor table's major of the ops' `major` enum.
target::desc::Major toDescMajor(Major major);

class MmaOp;
/// The sm90.mma use ladder (element types, residencies, descriptor tiles,
/// accumulator and register-A layouts, scale immediates).
mlir::FailureOr<WgmmaInfo> analyzeWgmma(MmaOp op);

/// `mnBlock` (0: the whole tile) is the M/N extent of one instruction; the
/// tile is cut into mnBlock x 32-byte blocks, each block 0 shifted by a
/// constant byte offset.
mlir::FailureOr<SmemTile>
analyzeSmemTile(mlir::Type descView, target::desc::Major major,
                llvm::function_ref<mlir::InFlightDiagnostic()> emitError,
                int64_t mnBlock = 0);

/// The same for a tile given as its layout: (MN, K) in elements, a plain
/// layout or `Sw o smem_ptr[Nb] o L` (a swizzle acting on byte addresses,
/// as CuTe DSL's swizzled shared-memory tensors carry it); `arch` picks the
/// canonical families (SM100 adds SW128 with 32-byte atoms).
mlir::FailureOr<SmemTile> analyzeSmemTileLayout(
    int elemBits, const layout::AnyLayout &tile, target::desc::Major major,
    llvm::function_ref<mlir::InFlightDiagnostic()> emitError,
    int64_t mnBlock = 0, target::desc::Arch arch = target::desc::Arch::Sm90);

class GetCopyS2tSmemDescViewOp;
/// What get_copy_s2t_smem_desc_view reads of its SMEM partition: the
/// tcgen05.cp core matrices of mode 0 (rows x cols values of elemBits),
/// their K-major no-swizzle descriptor fields (start address 0), and the
/// partition in 16-byte units (the view's layout).
struct S2tCoreMatrices {
  int elemBits = 0;
  int64_t rows = 0, cols = 0;
  target::desc::Fields fields;
  layout::Layout view;
};
/// Diagnoses on `op` and fails where the partition is not that form.
mlir::FailureOr<S2tCoreMatrices> s2tCoreMatrices(GetCopyS2tSmemDescViewOp op);

} // namespace cute_nvgpu

#endif
