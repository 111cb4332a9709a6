//===- CheckTmem.cpp - tensor-memory misuse caught at compile time -------===//
//
// The rules are per function (a kernel allocates, uses and frees its tensor
// memory itself); docs/design.md lists which are the PTX ISA's and which
// are lints.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Transforms/Passes.h"

#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionOps.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace cute_nvgpu {
#define GEN_PASS_DEF_CUTENVGPUCHECKTMEM
#include "cute-nvgpu/Transforms/Passes.h.inc"
} // namespace cute_nvgpu

using namespace mlir;
using namespace cute_nvgpu;
namespace L = cute_nvgpu::layout;

namespace {

constexpr int64_t kLaneStride = 65536; // a TMEM address's lane field

/// The columns a static TMEM layout spans from its base: one past the
/// largest column offset (strides that are multiples of 65536 move lanes).
std::optional<int64_t> columnsSpanned(const L::Layout &l) {
  std::vector<L::IntTuple> shapes = L::leaves(l.shape),
                           strides = L::leaves(l.stride);
  if (shapes.size() != strides.size())
    return std::nullopt;
  int64_t cols = 0;
  for (size_t i = 0; i < shapes.size(); ++i) {
    if (!shapes[i].isStaticInt() || !strides[i].isStaticInt())
      return std::nullopt;
    int64_t s = strides[i].value();
    if (s % kLaneStride == 0)
      continue;
    cols += (shapes[i].value() - 1) * (s % kLaneStride);
  }
  return cols + 1;
}

/// The scale-factor tensor a block-scaled MMA atom's sf_a / sf_b field is
/// set from (or the iterator of that tensor), checked against the atom's
/// operand (CuTe's tmem_sf_frg: mode 0
/// is ((MN x 4 replicas), (vec, K / vec)), one scale per vec values of K).
/// Returns the warning's text, or nothing when the tensor fits or its
/// layout is not of that form.
std::optional<std::string> scaleFactorMismatch(AtomSetValueOp op) {
  auto f = dyn_cast<AtomMmaFieldSm100Attr>(op.getField());
  if (!f || (f.getValue() != AtomMmaFieldSm100::SfA &&
             f.getValue() != AtomMmaFieldSm100::SfB))
    return std::nullopt;
  Type atom = cute::untiledAtom(op.getAtom().getType());
  auto mma = dyn_cast<MmaAtomTypeInterface>(atom);
  // CuTe DSL passes the tensor's iterator (`tCtSFA[k].iterator`).
  Value v = op.getValue();
  if (auto it = v.getDefiningOp<cute::GetIterOp>())
    v = it.getView();
  auto t = dyn_cast<cute::CuteMemRefType>(v.getType());
  if (!mma || !isa<BlockScaleAtomTypeInterface>(atom) || !t ||
      t.getSpace() != cute::MemSpace::Tmem)
    return std::nullopt;
  MmaAtomContract c = mma.getMmaContract();
  L::AnyLayout any = t.getLayoutValue();
  if (c.mnk.size() != 3 || !any.isLayout() || L::rank(any.layout()) < 1)
    return std::nullopt;
  L::Layout mode0 = L::getMode(any.layout(), 0);
  if (L::rank(mode0) != 2)
    return std::nullopt;
  L::Result<int64_t> mn = L::size(L::getMode(mode0, 0)),
                     k = L::size(L::getMode(mode0, 1));
  if (!mn.ok() || !k.ok())
    return std::nullopt;
  std::optional<MmaAtomParams> params = getMmaAtomParams(atom);
  unsigned ctas = params && params->numCta == 2 ? 2 : 1;
  bool isA = f.getValue() == AtomMmaFieldSm100::SfA;
  int64_t own = isA ? c.mnk[0] : c.mnk[1], other = isA ? c.mnk[1] : c.mnk[0];
  auto fits = [&](int64_t extent) {
    return *mn == 4 * extent || (ctas == 2 && *mn == 4 * extent / 2);
  };
  if (fits(own) && *k == c.mnk[2])
    return std::nullopt;
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "sets " << (isA ? "sf_a" : "sf_b") << " from a tensor whose "
     << "scale-factor mode is (" << *mn << ", " << *k << "), but "
     << (isA ? "A" : "B") << "'s scale factors of " << atom << " are ("
     << 4 * own << ", " << c.mnk[2] << ") (" << (isA ? "M" : "N")
     << " x 4 replicas, K)";
  if (fits(other) && *k == c.mnk[2] && own != other)
    os << ": these are " << (isA ? "B" : "A") << "'s scale factors";
  os << " (lint; cute-nvgpu-check-tmem{lints=false} turns it off)";
  return s;
}

/// A constant i32 operand's value.
std::optional<int64_t> constantOf(Value v) {
  APInt c;
  if (v && matchPattern(v, m_ConstantInt(&c)))
    return c.getSExtValue();
  return std::nullopt;
}

struct CheckTmemPass
    : public cute_nvgpu::impl::CuteNvgpuCheckTmemBase<CheckTmemPass> {
  using CuteNvgpuCheckTmemBase::CuteNvgpuCheckTmemBase;

  void runOnOperation() override {
    bool failedAny = false;
    getOperation()->walk([&](FunctionOpInterface fn) {
      failedAny |= failed(checkFunction(fn));
    });
    if (failedAny)
      signalPassFailure();
  }

  LogicalResult checkFunction(FunctionOpInterface fn) {
    if (lints)
      fn->walk([&](AtomSetValueOp op) {
        if (std::optional<std::string> why = scaleFactorMismatch(op))
          op.emitWarning(*why);
      });
    SmallVector<AllocTmemOp> allocs;
    SmallVector<DeallocTmemOp> deallocs;
    SmallVector<RelinquishTmemAllocPermitOp> relinquishes;
    SmallVector<RetrieveTmemPtrOp> retrieves;
    // What synchronizes a CTA with its peer: a cluster barrier's wait, an
    // arrive on a peer's mbarrier, a wait on an mbarrier phase.
    SmallVector<Operation *> clusterWaits, peerArrives, mbarrierWaits;
    fn->walk([&](Operation *op) {
      if (isa<NVVM::ClusterWaitOp>(op))
        clusterWaits.push_back(op);
      if (auto txn = dyn_cast<nvvm_ext::MBarrierTxnOp>(op))
        if (txn.getSpace() == nvvm_ext::MBarrierSpace::Cluster)
          peerArrives.push_back(op);
      if (isa<NVVM::MBarrierTryWaitParityOp, nvvm_ext::MBarrierWaitParityOp>(op))
        mbarrierWaits.push_back(op);
      if (auto a = dyn_cast<AllocTmemOp>(op))
        allocs.push_back(a);
      else if (auto d = dyn_cast<DeallocTmemOp>(op))
        deallocs.push_back(d);
      else if (auto r = dyn_cast<RelinquishTmemAllocPermitOp>(op))
        relinquishes.push_back(r);
      else if (auto r = dyn_cast<RetrieveTmemPtrOp>(op))
        retrieves.push_back(r);
    });
    if (allocs.empty())
      return success();
    bool ok = true;
    DominanceInfo dom(fn);
    if (deallocs.empty()) {
      allocs.front().emitError(
          "allocates tensor memory that no dealloc_tmem in this function "
          "frees: the PTX ISA requires every tcgen05.alloc to be freed "
          "(tcgen05.dealloc) before the kernel exits");
      ok = false;
    }
    for (AllocTmemOp a : allocs)
      for (RelinquishTmemAllocPermitOp r : relinquishes)
        if (r.getIsTwoCta() == a.getIsTwoCta() &&
            dom.properlyDominates(r.getOperation(), a.getOperation())) {
          InFlightDiagnostic d = a.emitError(
              "allocates tensor memory after the CTA relinquished its "
              "allocation permit: the PTX ISA forbids tcgen05.alloc after "
              "tcgen05.relinquish_alloc_permit");
          d.attachNote(r.getLoc()) << "the permit is relinquished here";
          ok = false;
        }
    // Static column counts, and the TMEM tensors viewed at their address.
    for (AllocTmemOp a : allocs) {
      std::optional<int64_t> cols = constantOf(a.getNumColumns());
      if (!cols)
        continue;
      for (RetrieveTmemPtrOp r : retrieves) {
        if (r.getSlot() != a.getDst())
          continue;
        for (Operation *user : r.getTmem().getUsers()) {
          auto view = dyn_cast<cute::MakeViewOp>(user);
          if (!view)
            continue;
          auto t = dyn_cast<cute::CuteMemRefType>(view.getResult().getType());
          if (!t)
            continue;
          L::AnyLayout l = t.getLayoutValue();
          if (!l.isLayout() || cute::storageBitsOf(t.getElementType()) != 32)
            continue;
          std::optional<int64_t> span = columnsSpanned(l.layout());
          if (span && *span > *cols) {
            InFlightDiagnostic d = view.emitError()
                                   << "views " << *span
                                   << " columns of tensor memory, but the "
                                      "allocation holds "
                                   << *cols << ": " << t;
            d.attachNote(a.getLoc()) << "allocated here";
            ok = false;
          }
        }
      }
    }
    // Lints warn: the program is valid PTX (NVIDIA's own FMHA backward
    // kernel never relinquishes).
    if (lints) {
      if (relinquishes.empty())
        allocs.front().emitWarning(
            "allocates tensor memory without relinquish_tmem_alloc_permit: "
            "other CTAs on this SM wait for the permit until this CTA "
            "exits (lint; cute-nvgpu-check-tmem{lints=false} turns it off)");
      // A CTA pair frees its columns together (tcgen05.dealloc
      // .cta_group::2): each CTA must know its peer is done with them, as
      // CuTe DSL's pair kernels make sure with an arrive on the peer's
      // mbarrier and a wait on their own, or a cluster barrier.
      for (DeallocTmemOp d : deallocs) {
        if (!d.getIsTwoCta())
          continue;
        Operation *at = d.getOperation();
        auto before = [&](Operation *x, Operation *y) {
          return dom.properlyDominates(x, y);
        };
        bool synced =
            llvm::any_of(clusterWaits,
                         [&](Operation *w) { return before(w, at); }) ||
            llvm::any_of(peerArrives, [&](Operation *a) {
              return before(a, at) &&
                     llvm::any_of(mbarrierWaits, [&](Operation *w) {
                       return before(a, w) && before(w, at);
                     });
            });
        if (!synced)
          d.emitWarning(
              "frees a CTA pair's tensor memory without first synchronizing "
              "with the peer CTA: arrive on the peer's mbarrier and wait on "
              "this CTA's, or wait at a cluster barrier, so that neither CTA "
              "frees columns the other still reads (lint; "
              "cute-nvgpu-check-tmem{lints=false} turns it off)");
      }
      for (DeallocTmemOp d : deallocs)
        for (RelinquishTmemAllocPermitOp r : relinquishes)
          if (dom.properlyDominates(d.getOperation(), r.getOperation())) {
            InFlightDiagnostic diag = r.emitWarning(
                "relinquishes the allocation permit after dealloc_tmem: give "
                "it up once the last allocation is made, so that other CTAs "
                "can allocate while this one computes (lint; "
                "cute-nvgpu-check-tmem{lints=false} turns it off)");
            diag.attachNote(d.getLoc()) << "freed here";
          }
    }
    return success(ok);
  }
};

} // namespace
