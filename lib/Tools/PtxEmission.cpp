//===- PtxEmission.cpp - LLVM-dialect module to PTX -----------------------===//
//
// The NVPTX half of `cute-nvgpu compile`, shared with the module fuzzer:
// the PTX ISA a module needs, the target machine, the translation to LLVM
// IR, LLVM's O3 pipeline and the NVPTX backend.
//
//===----------------------------------------------------------------------===//

#include "cute-nvgpu/Tools/PtxEmission.h"

#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/RegisterCopy.h"
#include "cute-nvgpu/Target/Builtins.h"
#include "cute-nvgpu/Target/Targets.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/CallingConv.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Triple.h"

#include <algorithm>

extern "C" {
void LLVMInitializeNVPTXTargetInfo();
void LLVMInitializeNVPTXTarget();
void LLVMInitializeNVPTXTargetMC();
void LLVMInitializeNVPTXAsmPrinter();
}

namespace cute_nvgpu::tools {

/// The PTX ISA the emitted PTX declares: the target's own minimum, raised to
/// what the module's atoms need (hardware-truth.md): ldmatrix 6.5, cp.async
/// 7.0, stmatrix and cluster scopes 7.8, FP8 mma.sync 8.4 (f16 accumulate
/// 8.7), mma.sp::ordered_metadata 8.5, SM120 block scale 8.7, wgmma 8.0
/// (mixed A/B types 8.4), TMA 8.0 (cta_group::2 8.6, tensormap 8.3),
/// block-scaled tcgen05.mma on FP4 (.block16/.block32) and sparse
/// block-scaled tcgen05.mma.sp 8.8.
int ptxVersionFor(const target::TargetInfo &t, mlir::ModuleOp module) {
  int v = t.ptxVersion;
  module.walk([&](mlir::Operation *op) {
    auto need = [&](int x) { v = std::max(v, x); };
    if (auto mma = llvm::dyn_cast<MmaOp>(op)) {
      const target::AtomRecord *r = lookupAtomRecord(mma.getAtom().getType());
      if (!r)
        return;
      if (r->slot == target::Mnemonic::Sm80SparseMma)
        need(85);
      if (r->slot == target::Mnemonic::Sm89Mma)
        need(mlir::getElementTypeOrSelf(
                 llvm::cast<cute::CuteMemRefType>(mma.getC().getType())
                     .getElementType())
                     .isF16()
                 ? 87
                 : 84);
      if (r->slot == target::Mnemonic::Sm120MmaBs)
        need(87);
      if (r->slot == target::Mnemonic::Sm90Mma) {
        MmaAtomContract c = getMmaContractOf(mma.getAtom().getType());
        need(c.aType && c.bType && c.aType != c.bType ? 84 : 80); // mixed
      }
    }
    // cute.gemm with a block-scaled FP4 SM100 MMA: kind::mxf4 / mxf4nvf4
    // spelled .block32 / .block16, which PTX ISA 8.8 introduced (the NVPTX
    // backend selects them from 8.8 on); any sparse block-scaled one
    // (ptxas takes tcgen05.mma.sp...block_scale from 8.8).
    if (auto gemm = llvm::dyn_cast<cute::GemmOp>(op)) {
      mlir::Type atom = cute::untiledAtom(gemm->getOperand(0).getType());
      if (auto bs = llvm::dyn_cast<Sm100MmaBsType>(atom))
        if (bs.getAType() && llvm::isa<mlir::Float4E2M1FNType>(bs.getAType()))
          need(88);
      if (llvm::isa<Sm100MmaBsSpType>(atom))
        need(88);
    }
    // TMA: cp.async.bulk.tensor 8.0, its cta_group::2 form 8.6,
    // tensormap.replace and its proxy fences 8.3.
    if (auto load = llvm::dyn_cast<ArchTmaLoadOp>(op))
      need(load.getNumCta() == 2 ? 86 : 80);
    if (llvm::isa<ArchTmaStoreOp, ArchTmaReduceOp>(op))
      need(80);
    if (llvm::isa<ArchTmaDescReplaceOp, ArchTmaDescReleaseOp,
                  ArchTmaDescAcquireOp>(op))
      need(83);
    // A builtin call: its table row's instruction (wmma 6.3-7.1, wgmma 8.0).
    if (auto call = llvm::dyn_cast<BuiltinOp>(op))
      if (const target::builtins::Builtin *b = call.getBuiltin())
        need(target::builtins::ptxIsa(*b));
    if (auto copy = llvm::dyn_cast<CopyOp>(op)) {
      mlir::Type atom = copy.getAtom().getType();
      mlir::Type dst = copy.getDst() ? copy.getDst().getType()
                                     : copy.getResult().getType();
      // The copy-form table's PTX ISA (ldmatrix 6.5, cp.async 7.0,
      // stmatrix 7.8); the module verified, so the analysis succeeds.
      mlir::FailureOr<CopyInfo> info = analyzeCopy(
          atom, copy.getSrc().getType(), dst,
          [&] { return copy.emitOpError(); });
      if (mlir::succeeded(info) && info->form)
        need(info->form->ptxIsa);
      if (auto u = llvm::dyn_cast<UniversalCopyType>(atom))
        if (u.getMemScope() == MemScope::Cluster)
          need(78);
    }
  });
  return v;
}

namespace {

/// A grid-constant kernel parameter (a TMA descriptor) is a .param-space
/// object whose generic address NVPTXLowerArgs makes with cvta.param for
/// the uses it follows (loads, GEPs, calls). LLVM 22 leaves a use that
/// puts the pointer into a value (insertvalue into an executable TMA atom,
/// a phi, a select, a store of the pointer) on the raw .param address,
/// which the consumer then reads as a generic one: the TMA load faults with
/// a misaligned address. Those uses get an explicit generic address
/// (param -> addrspace(101) -> generic, which LowerArgs turns into
/// cvta.param).
void exposeGridConstantParams(llvm::Module &m) {
  for (llvm::Function &f : m) {
    if (f.isDeclaration() || f.getCallingConv() != llvm::CallingConv::PTX_Kernel)
      continue;
    for (llvm::Argument &arg : f.args()) {
      if (!f.getAttributes().hasParamAttr(arg.getArgNo(), "nvvm.grid_constant"))
        continue;
      auto escapes = [&](llvm::Use &u) {
        auto *user = u.getUser();
        if (auto *st = llvm::dyn_cast<llvm::StoreInst>(user))
          return st->getValueOperand() == &arg;
        return llvm::isa<llvm::InsertValueInst, llvm::PHINode,
                         llvm::SelectInst>(user);
      };
      // prefetch.tensormap of the generic address comes out of the backend
      // twice (prefetch.param.tensormap [param] and prefetch.tensormap
      // [cvta.param]); the .param form of the intrinsic is one instruction.
      for (llvm::Use &u : llvm::make_early_inc_range(arg.uses())) {
        auto *call = llvm::dyn_cast<llvm::IntrinsicInst>(u.getUser());
        if (!call ||
            call->getIntrinsicID() != llvm::Intrinsic::nvvm_prefetch_tensormap)
          continue;
        llvm::IRBuilder<> b(call);
        llvm::Value *param = b.CreateAddrSpaceCast(
            &arg, llvm::PointerType::get(m.getContext(), 101));
        b.CreateIntrinsic(llvm::Intrinsic::nvvm_prefetch_tensormap,
                          {param->getType()}, {param});
        call->eraseFromParent();
      }
      if (llvm::none_of(arg.uses(), escapes))
        continue;
      llvm::IRBuilder<> b(&*f.getEntryBlock().getFirstInsertionPt());
      llvm::Value *param = b.CreateAddrSpaceCast(
          &arg, llvm::PointerType::get(m.getContext(), 101));
      llvm::Value *generic = b.CreateAddrSpaceCast(param, arg.getType(),
                                                   arg.getName() + ".generic");
      arg.replaceUsesWithIf(generic, escapes);
    }
  }
}

} // namespace

std::unique_ptr<llvm::TargetMachine>
createNvptxTargetMachine(llvm::StringRef chip, int ptxVersion,
                         std::string &err) {
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  LLVMInitializeNVPTXAsmPrinter();
  llvm::Triple triple("nvptx64-nvidia-cuda");
  std::string lookupErr;
  const llvm::Target *nvptx =
      llvm::TargetRegistry::lookupTarget(triple, lookupErr);
  if (!nvptx) {
    err = "NVPTX backend unavailable: " + lookupErr;
    return nullptr;
  }
  std::string features = "+ptx" + std::to_string(ptxVersion);
  return std::unique_ptr<llvm::TargetMachine>(nvptx->createTargetMachine(
      triple, chip, features, llvm::TargetOptions(), std::nullopt));
}

std::unique_ptr<llvm::Module> translateForNvptx(mlir::ModuleOp module,
                                                llvm::LLVMContext &ctx,
                                                llvm::TargetMachine &tm,
                                                llvm::StringRef name) {
  std::unique_ptr<llvm::Module> m =
      mlir::translateModuleToLLVMIR(module, ctx, name);
  if (!m)
    return nullptr;
  exposeGridConstantParams(*m);
  m->setTargetTriple(tm.getTargetTriple());
  m->setDataLayout(tm.createDataLayout());
  return m;
}

std::string unsupportedForPtx(const llvm::Module &m) {
  auto bad = [](llvm::StringRef name) {
    return llvm::any_of(name, [](char c) {
      return !(llvm::isAlnum(c) || c == '_' || c == '$' || c == '.');
    });
  };
  std::string text;
  llvm::raw_string_ostream os(text);
  for (const llvm::GlobalValue &g : m.global_values())
    if (g.hasName() && bad(g.getName())) {
      os << "`" << g.getName()
         << "` cannot be a PTX symbol: PTX identifiers take letters, digits, "
            "`_`, `$` and `.`";
      return text;
    }
  const llvm::DataLayout &dl = m.getDataLayout();
  for (const llvm::Function &f : m) {
    // Declarations never reach the backend's argument lowering.
    if (f.isDeclaration())
      continue;
    for (const llvm::Argument &a : f.args()) {
      llvm::Type *t = a.getType();
      if (!t->isSized() || !dl.getTypeStoreSize(t).isZero())
        continue;
      os << "`" << f.getName() << "`'s parameter " << a.getArgNo() << " (";
      t->print(os);
      os << ") holds no bits: PTX has no empty parameters";
      return text;
    }
  }
  return text;
}

// LLVM's O3 pipeline with the NVPTX target's own passes, as NVIDIA's
// compiler runs it: register tensors (allocas) become registers (SROA),
// the layout arithmetic folds and loops over static extents unroll.
void optimizeO3(llvm::Module &m, llvm::TargetMachine &tm) {
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder pb(&tm);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  pb.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O3).run(m, mam);
}

bool emitPtx(llvm::Module &m, llvm::TargetMachine &tm,
             llvm::raw_pwrite_stream &os) {
  llvm::legacy::PassManager codegen;
  if (tm.addPassesToEmitFile(codegen, os, nullptr,
                             llvm::CodeGenFileType::AssemblyFile))
    return false;
  codegen.run(m);
  return true;
}

} // namespace cute_nvgpu::tools
