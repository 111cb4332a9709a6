//===- VerifyTarget.cpp - reject atoms the target lacks ------------------===//
#include "cute-nvgpu/Transforms/Passes.h"

#include "cute-nvgpu/Dialect/CuteNvgpu/IR/RegisterMma.h"
#include "cute-nvgpu/Target/Elements.h"
#include "cute-nvgpu/Target/MmaLattice.h"
#include "cute-nvgpu/Target/TmaPlan.h"
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

namespace cute_nvgpu {
#define GEN_PASS_DEF_CUTENVGPUVERIFYTARGET
#include "cute-nvgpu/Transforms/Passes.h.inc"
} // namespace cute_nvgpu

using namespace mlir;
using namespace cute_nvgpu;

FailureOr<const target::TargetInfo *>
cute_nvgpu::resolveTarget(Operation *op, StringRef fallback) {
  std::string chip;
  Operation *where = op;
  if (auto gm = op->getParentOfType<gpu::GPUModuleOp>()) {
    if (ArrayAttr targets = gm.getTargetsAttr()) {
      for (Attribute t : targets)
        if (auto nv = dyn_cast<NVVM::NVVMTargetAttr>(t)) {
          chip = nv.getChip().str();
          where = gm;
          break;
        }
    }
  }
  if (chip.empty())
    chip = fallback.str();
  if (chip.empty())
    return static_cast<const target::TargetInfo *>(nullptr);
  const target::TargetInfo *info = target::lookupTarget(chip);
  if (!info)
    return where->emitError() << "unknown target `" << chip
                              << "`; known targets: "
                              << target::targetNameList();
  return info;
}

/// The tier of the lattice row an MMA of this shape and these types lowers
/// to, where the row is newer than its atom (f64 m16n8kK: SM90), or "".
static std::string rowTierRequirement(const target::AtomRecord &rec,
                                      ArrayRef<int64_t> mnk, Type a, Type b,
                                      Type c, const target::TargetInfo &t) {
  if (mnk.size() != 3 || !a || !b || !c)
    return "";
  std::string ca = canonicalMmaElement(a);
  const target::LatticeRow *row = target::latticeRowFor(
      rec.slot, mnk[0], mnk[1], mnk[2], ca, canonicalMmaElement(b),
      canonicalMmaElement(c));
  if (!row || !row->minTier)
    return "";
  return target::rowUnavailableReason(
      *row,
      std::string("`") + rec.mnemonic + "` " + std::to_string(mnk[0]) + "x" +
          std::to_string(mnk[1]) + "x" + std::to_string(mnk[2]) + " " + ca,
      t);
}

/// Requirements a type's parameters add to its registry row.
static std::string payloadTargetRequirement(Type type,
                                            const target::TargetInfo &t) {
  // A TMA load for a CTA pair (cta_group::2) is SM100's; multicast has
  // ptxas's advisory only, which the instruction reports where it is used.
  bool ctaPair = false;
  if (auto l = dyn_cast<NonExecTiledTmaLoadType>(type))
    ctaPair = l.getLoadKind() &&
              (*l.getLoadKind() == TiledTmaLoad::Sm100TwoSm ||
               *l.getLoadKind() == TiledTmaLoad::Sm100TwoSmMulticast);
  if (auto l = dyn_cast<NonExecIm2colTmaLoadType>(type))
    ctaPair = l.getLoadKind() &&
              (*l.getLoadKind() == Im2colTmaLoad::Sm100TwoSm ||
               *l.getLoadKind() == Im2colTmaLoad::Sm100TwoSmMulticast);
  if (auto l = dyn_cast<TmaLoadType>(type))
    ctaPair = l.getNumCta() == 2;
  if (ctaPair)
    if (std::string why = target::tma::tmaFormUnavailableReason(
            target::tma::TmaForm::CtaPair, "a TMA load for a CTA pair", t);
        !why.empty())
      return why;
  if (auto u = dyn_cast<UniversalCopyType>(type))
    if (u.getMemScope() == MemScope::Cluster && t.sm < 90)
      return "`atom.universal_copy` with mem_scope=cluster requires SM90 or "
             "newer (sm_90), but the target is " +
             std::string(t.name);
  // A payload `kind` selects lattice rows that carry their own gate.
  if (std::optional<MmaAtomParams> params = getMmaAtomParams(type))
    if (params->kind)
      if (const target::AtomRecord *rec = lookupAtomRecord(type)) {
        std::string kind = stringifyMmaKind(*params->kind).str();
        if (const target::LatticeRow *row =
                target::latticeKindRow(rec->slot, kind))
          return target::gateUnavailableReason(
              row->gate, 0,
              std::string("`") + rec->mnemonic + "` with kind = " + kind, t);
      }
  if (auto mma = dyn_cast<MmaAtomTypeInterface>(type))
    if (const target::AtomRecord *rec = lookupAtomRecord(type)) {
      MmaAtomContract c = mma.getMmaContract();
      // UMMA on 8-bit integers is tcgen05.mma kind::i8, whatever the shape
      // or CTA group.
      target::Elem a = c.aType
                           ? target::elemFromName(canonicalMmaElement(c.aType))
                           : target::Elem::F32;
      if (rec->gate == target::Gate::Tcgen05 &&
          (a == target::Elem::S8 || a == target::Elem::U8))
        if (std::string why = target::gateUnavailableReason(
                target::Gate::Tcgen05I8, 0,
                std::string("`") + rec->mnemonic + "` on " +
                    canonicalMmaElement(c.aType),
                t);
            !why.empty())
          return why;
      // Sparse FP4 (kind::mxf4 / mxf4nvf4 with .sp) exists on the
      // arch-specific targets only.
      Type b = c.bType;
      if (isa<Sm100MmaBsSpType>(type) && a == target::Elem::E2M1 && b &&
          target::elemFromName(canonicalMmaElement(b)) == target::Elem::E2M1)
        if (std::string why = target::gateUnavailableReason(
                target::Gate::Tcgen05ArchSpecific, 0,
                std::string("`") + rec->mnemonic +
                    "` on e2m1 (tcgen05.mma.sp kind::mxf4, mxf4nvf4)",
                t);
            !why.empty())
          return why;
      return rowTierRequirement(*rec, c.mnk, c.aType, c.bType, c.cType, t);
    }
  return "";
}

/// The TMA instruction forms an op uses, with the words naming them.
static SmallVector<std::pair<target::tma::TmaForm, std::string>>
tmaFormsOf(Operation *op) {
  using target::tma::TmaForm;
  SmallVector<std::pair<TmaForm, std::string>> forms;
  if (auto load = dyn_cast<ArchTmaLoadOp>(op)) {
    forms.push_back({TmaForm::Copy, "a TMA load"});
    if (load.getMask())
      forms.push_back({TmaForm::Multicast, "a multicast TMA load"});
    if (load.getNumCta() == 2)
      forms.push_back(
          {TmaForm::CtaPair, "a TMA load with num_cta = 2 (cta_group::2)"});
  } else if (isa<ArchTmaStoreOp>(op)) {
    forms.push_back({TmaForm::Copy, "a TMA store"});
  } else if (isa<ArchTmaReduceOp>(op)) {
    forms.push_back({TmaForm::Copy, "a TMA reduction"});
  } else if (isa<ArchTmaDescReplaceOp>(op)) {
    forms.push_back({TmaForm::Replace, "tensormap.replace"});
  } else if (isa<ArchTmaDescReleaseOp, ArchTmaDescAcquireOp>(op)) {
    forms.push_back({TmaForm::Copy, "a tensormap proxy fence"});
  } else if (auto txn = dyn_cast<nvvm_ext::MBarrierTxnOp>(op)) {
    // The transaction counts TMA completes on arrived with SM90.
    if (txn.getKind() != nvvm_ext::MBarrierTxnKind::Arrive)
      forms.push_back({TmaForm::Copy, "an mbarrier transaction count"});
  } else if (isa<nvvm_ext::MBarrierTryWaitParitySharedOp>(op)) {
    forms.push_back({TmaForm::Copy, "mbarrier.try_wait"});
  } else if (auto wait = dyn_cast<nvvm_ext::MBarrierWaitParityOp>(op)) {
    if (wait.getKind() == nvvm_ext::MBarrierWaitKind::Try)
      forms.push_back({TmaForm::Copy, "mbarrier.try_wait"});
  }
  return forms;
}

static Type elementOf(Type t) {
  if (auto m = dyn_cast<cute::CuteMemRefType>(t))
    return m.getElementType();
  return t;
}

namespace {
struct VerifyTargetPass
    : public cute_nvgpu::impl::CuteNvgpuVerifyTargetBase<VerifyTargetPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!targetName.empty() && !target::lookupTarget(targetName)) {
      module.emitError() << "unknown target `" << targetName
                         << "` in the cute-nvgpu-verify-target option; known "
                            "targets: "
                         << target::targetNameList();
      return signalPassFailure();
    }
    bool failed = false;
    DenseSet<Type> refused;
    // The target of `op` (naming `what` when there is none), or null with
    // the pass failed.
    auto targetFor = [&](Operation *op,
                         const std::string &what) -> const target::TargetInfo * {
      FailureOr<const target::TargetInfo *> tgt = resolveTarget(op, targetName);
      if (::mlir::succeeded(tgt) && *tgt)
        return *tgt;
      if (::mlir::succeeded(tgt))
        op->emitError() << "no target for " << what
                        << ": put the op in a gpu.module with "
                           "#nvvm.target<chip = \"sm_XX\"> or run "
                           "cute-nvgpu-verify-target with target=sm_XX";
      failed = true;
      return nullptr;
    };
    module.walk([&](Operation *op) {
      // A builtin call: its table row's gate (Target/Builtins.h).
      if (auto call = dyn_cast<BuiltinOp>(op))
        if (const target::builtins::Builtin *b = call.getBuiltin()) {
          const target::TargetInfo *tgt =
              targetFor(op, std::string("`") + b->name + "`");
          if (!tgt)
            return;
          std::string why = target::builtins::unavailableReason(*b, *tgt);
          if (!why.empty()) {
            op->emitOpError() << why;
            failed = true;
          }
          return;
        }
      // A TMA instruction: its form's tiers (Target/TmaPlan.h).
      if (auto forms = tmaFormsOf(op); !forms.empty()) {
        const target::TargetInfo *tgt = targetFor(op, forms[0].second);
        if (!tgt)
          return;
        for (auto &[form, what] : forms) {
          std::string advisory;
          std::string why =
              target::tma::tmaFormUnavailableReason(form, what, *tgt,
                                                    &advisory);
          if (!why.empty()) {
            op->emitOpError() << why;
            failed = true;
            return;
          }
          if (!advisory.empty())
            op->emitWarning() << advisory;
        }
        return;
      }
      auto check = [&](Type type, auto emit) {
        // A tiled MMA or copy (a kernel parameter, a make_tiled_* result)
        // runs its atom.
        type = cute::untiledAtom(type);
        const target::AtomRecord *rec = lookupAtomRecord(type);
        // An atom the target lacks is reported once, where it is first
        // met, not at every value of its type.
        if (!rec || refused.contains(type))
          return;
        const target::TargetInfo *tgt =
            targetFor(op, std::string("`") + rec->mnemonic + "`");
        if (!tgt)
          return;
        std::string why = target::atomUnavailableReason(*rec, *tgt);
        if (why.empty())
          why = payloadTargetRequirement(type, *tgt);
        if (!why.empty()) {
          emit() << why;
          refused.insert(type);
          failed = true;
        }
      };
      for (Value r : op->getResults())
        check(r.getType(), [&] { return op->emitOpError(); });
      // An atom built without types takes them from the operands: the row
      // they select may need a newer tier than the atom.
      if (auto mma = dyn_cast<MmaOp>(op)) {
        Type atomType = mma.getAtom().getType();
        auto iface = dyn_cast<MmaAtomTypeInterface>(atomType);
        const target::AtomRecord *rec = lookupAtomRecord(atomType);
        FailureOr<const target::TargetInfo *> tgt =
            resolveTarget(op, targetName);
        if (iface && rec && succeeded(tgt) && *tgt &&
            !iface.getMmaContract().aType) {
          std::string why = rowTierRequirement(
              *rec, iface.getMmaContract().mnk, elementOf(mma.getA().getType()),
              elementOf(mma.getB().getType()), elementOf(mma.getC().getType()),
              **tgt);
          if (!why.empty()) {
            op->emitOpError() << why;
            failed = true;
          }
        }
      }
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            check(arg.getType(), [&, arg] {
              return op->emitOpError()
                     << "block argument #" << arg.getArgNumber() << ": ";
            });
    });
    if (failed)
      signalPassFailure();
  }
};
} // namespace
