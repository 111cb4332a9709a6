//===- LoweringUtils.h - shared by the family lowerings ---------*- C++ -*-===//
//
// Fragment <-> PTX register packing and the inline-asm emitter. Each atom
// family file uses these; none calls another family.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LIB_CONVERSION_LOWERINGUTILS_H
#define CUTE_NVGPU_LIB_CONVERSION_LOWERINGUTILS_H

#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/RegisterMma.h"
#include "cute-nvgpu/Target/PtxBuilder.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/MapVector.h"

namespace cute_nvgpu::lowering {

/// Register storage of one element: what a fragment vector holds.
mlir::Type storageType(mlir::Type t);

/// The PTX register an operand packs into.
enum class Reg { F16x2, I32, F32, F64 };

mlir::Type regType(mlir::MLIRContext *ctx, Reg r);
/// The inline-asm register class of a register kind (f16x2 is a b32).
target::ptx::RegClass regClass(Reg r);

/// The i32 vector positions one lowering uses, each made once: the
/// operands' packing and the result's unpacking read the same few.
/// Valid while insertion moves forward in one block.
class VectorPositions {
public:
  mlir::Value get(mlir::OpBuilder &b, mlir::Location loc, int32_t i);

private:
  llvm::SmallVector<mlir::Value, 8> values_;
};

/// Cuts `vec` (vector<n x S>) into registers of kind `r`.
llvm::SmallVector<mlir::Value> packRegisters(mlir::OpBuilder &b,
                                             mlir::Location loc,
                                             mlir::Value vec, Reg r,
                                             VectorPositions *positions =
                                                 nullptr);
/// Reassembles registers into vector<n x S>.
mlir::Value unpackRegisters(mlir::OpBuilder &b, mlir::Location loc,
                            llvm::ArrayRef<mlir::Value> regs,
                            mlir::VectorType vt,
                            VectorPositions *positions = nullptr);
/// The same cuts of scalar elements (each of type S) into registers of kind
/// `r`, and back: no vector of all the elements in between.
llvm::SmallVector<mlir::Value>
packScalars(mlir::OpBuilder &b, mlir::Location loc,
            llvm::ArrayRef<mlir::Value> elems, Reg r,
            VectorPositions *positions = nullptr);
llvm::SmallVector<mlir::Value>
unpackScalars(mlir::OpBuilder &b, mlir::Location loc,
              llvm::ArrayRef<mlir::Value> regs, mlir::Type element,
              int64_t count, VectorPositions *positions = nullptr);

/// An llvm.inline_asm of PtxBuilder's text and constraints.
mlir::Value createInlineAsm(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Type resultType,
                            mlir::ValueRange operands,
                            const target::ptx::InlineAsm &code,
                            bool hasSideEffects);

/// A statement of PtxBuilder's text with no results and side effects
/// (stores, barriers, descriptor writes).
void emitInlineAsm(mlir::OpBuilder &b, mlir::Location loc,
                   mlir::ValueRange operands,
                   const target::ptx::InlineAsm &code);

mlir::Value i32Constant(mlir::OpBuilder &b, mlir::Location loc, int32_t v);

/// A layout leaf's value at run time: its constant (a static integer or a
/// scaled basis's static coefficient), or a run-time leaf.
struct LeafValue {
  mlir::Value value; // null: constant
  int64_t constant = 0;
};
/// The leaves of `t` in order, the dynamic ones (`?`, `?@d`) taken from
/// `dyn` in turn (consumed). Fails on other leaves or too few values.
llvm::LogicalResult leafValues(const layout::IntTuple &t,
                               llvm::ArrayRef<mlir::Value> &dyn,
                               llvm::SmallVectorImpl<LeafValue> &out);

/// `t` without its members that hold no run-time value (nested empty
/// structs, a cute value's static parts); null when nothing is left.
mlir::Type withoutEmptyMembers(mlir::Type t);
/// The lowered type of a shared/global memref's layout when the layout has
/// run-time leaves (the memref is then struct(ptr, that)); null when it is
/// static (the memref is its pointer).
mlir::Type runtimeLayoutType(mlir::Type memref);
/// The `!cute.layout` / `!cute.composed_layout` type of a memref's layout.
mlir::Type layoutTypeOf(mlir::Type memref);

/// The address of the element at `coord` (static, or with run-time leaves
/// `coordLeaves`) of a memref whose lowered value is `view` (its pointer, or
/// struct(pointer, layout)): the pointer plus the layout's value there, a
/// swizzled layout's swizzle included, computed by the layout algebra
/// (traced where the layout or the coordinate has run-time leaves).
mlir::FailureOr<mlir::Value>
viewElementAddress(mlir::OpBuilder &b, mlir::Location loc,
                   cute_nvgpu::cute::CuteMemRefType t, mlir::Value view,
                   const layout::IntTuple &coord,
                   llvm::ArrayRef<mlir::Value> coordLeaves, std::string &why);

/// `ptr` with CuTe's Swizzle<B,M,S> applied to its byte address (a
/// swizzle pointer's element address).
mlir::Value swizzleAddress(mlir::OpBuilder &b, mlir::Location loc,
                           mlir::Value ptr, const layout::Swizzle &sw);

/// D = A * B + C of one dense register-file MMA (mma.sync through NVVM or
/// PtxBuilder's inline PTX, or a universal FMA) on fragment vectors in the
/// atom's value order; `diagOp` takes the refusals. Sparse and block-scaled
/// atoms need their metadata/scales (cute_nvgpu.mma's lowering).
mlir::FailureOr<mlir::Value>
emitDenseRegisterMma(mlir::OpBuilder &b, mlir::Location loc,
                     mlir::Operation *diagOp,
                     const cute_nvgpu::RegisterMmaInfo &info, mlir::Value a,
                     mlir::Value bv, mlir::Value c, mlir::VectorType dType);

/// The TMA instructions on lowered operands (Tma.cpp): a tiled load into
/// shared::cluster memory completing `mbar` (multicast `mask` and L2
/// `cachePolicy` optional, cta_group::2 for numCta 2), a store and a
/// reduction from shared::cta memory. `desc` is the descriptor's address in
/// any space.
/// `scf.if` on `elect.sync` over the whole warp: one thread of the
/// calling warp runs the then-block (the caller fills it). Every lane of
/// the warp must reach it.
mlir::scf::IfOp ifElectedThread(mlir::OpBuilder &b, mlir::Location loc);

/// A non-executable TMA atom: its value is the address of a 128-byte
/// descriptor, which a kernel takes by value (a CUtensorMap parameter).
bool isNonExecTma(mlir::Type t);

/// A GMEM tensor as a TMA descriptor sees it: its address, and for each
/// TMA mode of `gbasis` (one GMEM mode each, `1@k`) the extent and the
/// stride in elements (i64) of that GMEM mode, constant or read from the
/// tensor's run-time leaves. `why` says what cannot be expressed.
struct TmaGlobalTensor {
  mlir::Value base;
  llvm::SmallVector<mlir::Value> dims, strides;
  int64_t elementBytes = 0;
  /// The tensor's run-time shape leaves (print order).
  llvm::SmallVector<mlir::Value> dynamicShape;
};
mlir::FailureOr<TmaGlobalTensor>
tmaGlobalTensor(mlir::OpBuilder &b, mlir::Location loc,
                cute_nvgpu::cute::CuteMemRefType gmemT, mlir::Value gmem,
                const cute_nvgpu::layout::Layout &gbasis, std::string &why);

/// The TMA instructions. A load with `im2colOffsets` (one i16 per spatial
/// mode) is PTX's .im2col form; a store or reduction with `im2col` is
/// .im2col_no_offs. Coordinates are (c, w[, h[, d]], n) in both.
void emitTmaLoad(mlir::OpBuilder &b, mlir::Location loc, mlir::Value desc,
                 mlir::Value smem, mlir::Value mbar, mlir::ValueRange coords,
                 mlir::Value mask, mlir::Value cachePolicy, unsigned numCta,
                 mlir::ValueRange im2colOffsets = {});
void emitTmaStore(mlir::OpBuilder &b, mlir::Location loc, mlir::Value desc,
                  mlir::Value smem, mlir::ValueRange coords,
                  mlir::Value cachePolicy, bool im2col = false);
void emitTmaReduce(mlir::OpBuilder &b, mlir::Location loc, mlir::Value desc,
                   mlir::Value smem, TmaReduceKind kind,
                   mlir::ValueRange coords, mlir::Value cachePolicy,
                   bool im2col = false);

/// Atom values carry no runtime state: their builders become a poison
/// empty struct that dies with its last (lowered) user.
template <typename OpT>
struct AtomBuilderLowering : public mlir::ConvertOpToLLVMPattern<OpT> {
  using mlir::ConvertOpToLLVMPattern<OpT>::ConvertOpToLLVMPattern;
  llvm::LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor,
                  mlir::ConversionPatternRewriter &rewriter) const override {
    mlir::Type t =
        this->getTypeConverter()->convertType(op->getResult(0).getType());
    if (!t)
      return mlir::failure();
    rewriter.replaceOpWithNewOp<mlir::LLVM::PoisonOp>(op, t);
    return mlir::success();
  }
};

/// A register tensor kept as storage (RegisterTensors.cpp) as cute.gemm
/// reads it: mode 0 one MMA call's values, the modes after it (M, N, K)
/// the calls; `storage` is the lowered pointer.
struct Fragment {
  cute::CuteMemRefType type;
  layout::Layout layout;
  mlir::Value storage;
  mlir::Type element;
  int64_t values = 0;
  std::vector<int64_t> extents; // the modes after the values
  mlir::Value source;           // the tensor before lowering
};
/// `v` (lowered: `lowered`) as a fragment with a static layout, or a
/// diagnostic naming `name`.
mlir::FailureOr<Fragment> fragmentOf(mlir::Operation *op, mlir::Value v,
                                     mlir::Value lowered, const char *name);
/// The element offsets of one call's values at rest coordinate `rest`.
mlir::FailureOr<llvm::SmallVector<int64_t>>
callOffsets(const Fragment &f, llvm::ArrayRef<int64_t> rest);
/// The struct position of a field of an executable TMA atom (TmaAtoms.cpp:
/// {descriptor, mbarrier, multicast mask, cache policy} of a load,
/// {descriptor, cache policy} otherwise), or -1.
int tmaAtomFieldIndex(mlir::Type atom, mlir::Attribute field);
/// The struct position of an SM100 MMA atom's run-time field (AtomValues.cpp:
/// {accum_c, neg_a, neg_b[, sf_a, sf_b][, metadata]}), or -1 when the atom
/// has no such field.
int sm100MmaFieldIndex(mlir::Type atom, cute_nvgpu::AtomMmaFieldSm100 field);
/// An atom type from itself or the tiled copy/MMA around it.
mlir::Type untiledAtom(mlir::Type t);

/// The layout of a view type (a memref, descriptor view, ...) when it is
/// static, else nothing.
std::optional<layout::Layout> staticViewLayout(mlir::Type viewType);
/// The size of a layout's mode `mode`: 1 past its rank (an absent mode is
/// one call), -1 when it is not static.
int64_t modeExtent(const layout::Layout &l, int mode);
/// A static layout's value at (0, rest...): where call `rest` of a
/// fragment, descriptor view or TMEM tensor starts.
mlir::FailureOr<int64_t> offsetAtRest(const layout::Layout &l,
                                      llvm::ArrayRef<int64_t> rest);
/// The elements at `offsets` as vector<n x element>, and back.
mlir::Value readFragment(mlir::OpBuilder &b, mlir::Location loc,
                         const Fragment &f, llvm::ArrayRef<int64_t> offsets);
void writeFragment(mlir::OpBuilder &b, mlir::Location loc, const Fragment &f,
                   llvm::ArrayRef<int64_t> offsets, mlir::Value vec);

/// The fragment elements one lowering reads and writes, as scalars: a read
/// of an element this lowering wrote takes the written value instead of a
/// load, and with deferred stores each written element is stored once, at
/// flush(). Between the calls of one op the accumulators then stay SSA
/// values, as the hardware keeps them, instead of a store and a load per
/// element and call for LLVM to promote again. Deferring is valid only
/// when no fragment read through another source tensor aliases a written
/// one (the caller knows: D and C are one tensor, A is read-only).
class FragmentAccess {
public:
  explicit FragmentAccess(bool deferStores) : deferStores_(deferStores) {}
  llvm::SmallVector<mlir::Value> read(mlir::OpBuilder &b, mlir::Location loc,
                                      const Fragment &f,
                                      llvm::ArrayRef<int64_t> offsets);
  void write(mlir::OpBuilder &b, mlir::Location loc, const Fragment &f,
             llvm::ArrayRef<int64_t> offsets,
             llvm::ArrayRef<mlir::Value> values);
  /// Stores the deferred elements, in the order first written.
  void flush(mlir::OpBuilder &b, mlir::Location loc);

private:
  struct Slot {
    mlir::Value value;
    mlir::Value storage;
    mlir::Type element;
  };
  llvm::MapVector<std::pair<mlir::Value, int64_t>, Slot> written_;
  bool deferStores_;
};

/// A tensor's layout regrouped as (mode 0, (the other modes)): one call's
/// values, then the calls indexed by one integer (a rank-1 tensor is one
/// call of all its values, as CuTe's copy dispatches it).
std::optional<layout::Layout> callLayout(cute::CuteMemRefType t);
/// The coordinate of value `j` of call `i` in the tensor's own modes.
layout::IntTuple callCoordinate(cute::CuteMemRefType t, int64_t j, int64_t i);

/// A TMEM address (`!llvm.ptr<6>`) moved by `units` elements of
/// `elemBits` (8, 16 or 32; an i32 or i64 count) as CuTe's tmem_ptr moves:
/// the address plus the count rotated right by log2(32 / elemBits), so a
/// 32-bit element is a column, 65536 << that shift a lane, and the
/// sub-word index lands in the address's unused top bits.
mlir::Value moveTmemAddress(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Value ptr, mlir::Value units,
                            unsigned elemBits = 32);
/// An SMEM matrix descriptor word for the shared-memory pointer `ptr`:
/// `(a & 0x3FFFF) >> 4 | ((a >> 7) & baseMask) << 49 | fixed` for its
/// address a (the start field and the swizzle phase at run time, the
/// static fields in `fixed`).
mlir::Value smemDescriptorWord(mlir::OpBuilder &b, mlir::Location loc,
                               mlir::Value ptr, uint64_t fixed,
                               uint32_t baseMask);
/// Whether a TMEM tensor of `elemBits` elements is addressable so (8, 16
/// or 32 bits).
inline bool isTmemElementWidth(unsigned elemBits) {
  return elemBits == 8 || elemBits == 16 || elemBits == 32;
}

} // namespace cute_nvgpu::lowering

#endif
