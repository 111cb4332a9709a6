//===- VerifyTarget.cpp - reject atoms the target lacks ------------------===//
#include "cute-nvgpu/Transforms/Passes.h"

#include "cute-nvgpu/Target/MmaLattice.h"

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

/// Requirements a type's parameters add to its registry row.
static std::string payloadTargetRequirement(Type type,
                                            const target::TargetInfo &t) {
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
              row->gate, 0, true,
              std::string("`") + rec->mnemonic + "` with kind = " + kind, t);
      }
  return "";
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
    module.walk([&](Operation *op) {
      // A builtin call: its table row's gate (Target/Builtins.h).
      if (auto call = dyn_cast<BuiltinOp>(op))
        if (const target::builtins::Builtin *b = call.getBuiltin()) {
          FailureOr<const target::TargetInfo *> tgt =
              resolveTarget(op, targetName);
          if (::mlir::failed(tgt) || !*tgt) {
            if (::mlir::succeeded(tgt))
              op->emitError() << "no target for `" << b->name
                              << "`: put the op in a gpu.module with "
                                 "#nvvm.target<chip = \"sm_XX\"> or run "
                                 "cute-nvgpu-verify-target with target=sm_XX";
            failed = true;
            return;
          }
          std::string why = target::builtins::unavailableReason(*b, **tgt);
          if (!why.empty()) {
            op->emitOpError() << why;
            failed = true;
          }
          return;
        }
      auto check = [&](Type type, auto emit) {
        const target::AtomRecord *rec = lookupAtomRecord(type);
        if (!rec)
          return;
        FailureOr<const target::TargetInfo *> tgt =
            resolveTarget(op, targetName);
        if (::mlir::failed(tgt)) {
          failed = true;
          return;
        }
        if (!*tgt) {
          op->emitError() << "no target for `" << rec->mnemonic
                          << "`: put the op in a gpu.module with "
                             "#nvvm.target<chip = \"sm_XX\"> or run "
                             "cute-nvgpu-verify-target with target=sm_XX";
          failed = true;
          return;
        }
        std::string why = target::atomUnavailableReason(*rec, **tgt);
        if (why.empty())
          why = payloadTargetRequirement(type, **tgt);
        if (!why.empty()) {
          emit() << why;
          failed = true;
        }
      };
      for (Value r : op->getResults())
        check(r.getType(), [&] { return op->emitOpError(); });
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
