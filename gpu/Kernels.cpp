//===- Kernels.cpp - the cute_nvgpu IR of every case ----------------------===//
#include "GpuCheck.h"

#include "cute-nvgpu/Target/MmaLayouts.h"

#include <string>
#include <utility>

namespace cute_nvgpu::gpucheck {
namespace {

const char *builderOf(Mnemonic m) {
  return m == Mnemonic::Sm89Mma   ? "make_sm89_mma"
         : m == Mnemonic::Sm90Mma ? "make_sm90_mma"
                                  : "make_sm80_mma";
}

/// The rmem operand type: one thread's fragment of the thread-value layout
/// `tv` (the atom holds `tv`; the IR holds each thread's share).
std::string memref(const char *canon, const L::Layout &tv) {
  return std::string("!cute.memref<") + format(canon).mlir + ", rmem, \"" +
         L::toString(target::threadFragment(tv)) + "\">";
}

std::string vec(const char *canon, int n) {
  return "vector<" + std::to_string(n) + "x" + format(canon).llvmElem + ">";
}

/// Per-thread fragment I/O: thread t's fragment is the t-th vector of the
/// buffer (fragment-major); unrealized casts re-type it as the fragment.
void emitFragmentLoad(std::ostream &os, const std::string &name,
                      const char *canon, int n, const L::Layout &l) {
  os << "    %e" << name << " = llvm.getelementptr %p" << name
     << "[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, " << vec(canon, n)
     << "\n    %v" << name << " = llvm.load %e" << name
     << " : !llvm.ptr<1> -> " << vec(canon, n) << "\n    %" << name
     << " = builtin.unrealized_conversion_cast %v" << name << " : "
     << vec(canon, n) << " to " << memref(canon, l) << "\n";
}

/// D back to gmem, fragment-major like C.
void emitFragmentStore(std::ostream &os, const Case &cs, const Frags &f) {
  os << "    %vd = builtin.unrealized_conversion_cast %d : "
     << memref(cs.c, f.c) << " to " << vec(cs.c, f.vc) << "\n"
     << "    %ed = llvm.getelementptr %pd[%tid] : (!llvm.ptr<1>, i32) -> "
        "!llvm.ptr<1>, "
     << vec(cs.c, f.vc) << "\n"
     << "    llvm.store %vd, %ed : " << vec(cs.c, f.vc) << ", !llvm.ptr<1>\n";
}

/// The ldmatrix path: A (16x16) and B (16x8, K x N) row-major in gmem ->
/// smem -> ldmatrix.x4 (A) / ldmatrix.x2.trans (B) -> mma fragments.
void emitLdsmOperands(std::ostream &os, const Case &cs, const Frags &f) {
  os << R"mlir(    %c16 = arith.constant 16 : i32
    %c8 = arith.constant 8 : i32
    %sa = llvm.mlir.addressof @)mlir"
     << cs.name << R"mlir(_smem_a : !llvm.ptr<3>
    %sb = llvm.mlir.addressof @)mlir"
     << cs.name << R"mlir(_smem_b : !llvm.ptr<3>
    %ga = llvm.getelementptr %pa[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, vector<8xf16>
    %ta = llvm.load %ga : !llvm.ptr<1> -> vector<8xf16>
    %xa = llvm.getelementptr %sa[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<8xf16>
    llvm.store %ta, %xa : vector<8xf16>, !llvm.ptr<3>
    %row = arith.remui %tid, %c16 : i32
    %gb = llvm.getelementptr %pb[%row] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, vector<8xf16>
    %tb = llvm.load %gb : !llvm.ptr<1> -> vector<8xf16>
    %xb = llvm.getelementptr %sb[%row] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<8xf16>
    llvm.store %tb, %xb : vector<8xf16>, !llvm.ptr<3>
    nvvm.barrier0
    %blk = arith.divui %tid, %c16 : i32
    %ra = arith.muli %row, %c16 : i32
    %ca = arith.muli %blk, %c8 : i32
    %oa = arith.addi %ra, %ca : i32
    %la = llvm.getelementptr %sa[%oa] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %ldsm_a = cute_nvgpu.make_atom : !cute_nvgpu.atom.ldsm<m8n8.x4>
    %src_a = cute_nvgpu.make_view %la : !llvm.ptr<3> -> !cute.memref<f16, smem, "8:1">
    %fa = cute_nvgpu.copy %ldsm_a, %src_a : !cute_nvgpu.atom.ldsm<m8n8.x4>, !cute.memref<f16, smem, "8:1"> -> !cute.memref<f16, rmem, "(8):(1)">
    %ldsm_b = cute_nvgpu.make_atom : !cute_nvgpu.atom.ldsm<m8n8.x2.trans>
    %src_b = cute_nvgpu.make_view %xb : !llvm.ptr<3> -> !cute.memref<f16, smem, "8:1">
    %fb = cute_nvgpu.copy %ldsm_b, %src_b : !cute_nvgpu.atom.ldsm<m8n8.x2.trans>, !cute.memref<f16, smem, "8:1"> -> !cute.memref<f16, rmem, "(4):(1)">
    %wa = builtin.unrealized_conversion_cast %fa : !cute.memref<f16, rmem, "(8):(1)"> to vector<8xf16>
    %wb = builtin.unrealized_conversion_cast %fb : !cute.memref<f16, rmem, "(4):(1)"> to vector<4xf16>
)mlir";
  os << "    %a = builtin.unrealized_conversion_cast %wa : vector<8xf16> to "
     << memref(cs.a, f.a) << "\n";
  os << "    %b = builtin.unrealized_conversion_cast %wb : vector<4xf16> to "
     << memref(cs.b, f.b) << "\n";
}

std::string smemView(const Case &cs, bool isA) {
  const char *text = isA ? cs.smemA : cs.smemB;
  std::string layout = smemLayout(text).isComposed()
                           ? std::string("#cute.composed_layout<") + text + ">"
                           : std::string("#cute.layout<") + text + ">";
  return "!cute_nvgpu.smem_desc_view<memref<" +
         std::to_string(isA ? cs.m : cs.n) + "x" + std::to_string(cs.k) +
         "x" + format(isA ? cs.a : cs.b).mlir + ", 3>, " + layout + ">";
}

/// wgmma: 128 threads copy the shared-memory images (16-byte chunks, image
/// order), fence the generic->async proxy, then one cute_nvgpu.mma over the
/// whole tile (the lowering emits one wgmma per K block). RS cases load A
/// as a register fragment instead.
void emitWgmmaKernel(std::ostream &os, const Case &cs, const Frags &f) {
  std::vector<std::pair<const char *, int>> images;
  if (cs.smemA)
    images.push_back({"a", imageBytes(cs.smemA, cs.a)});
  images.push_back({"b", imageBytes(cs.smemB, cs.b)});
  for (auto [x, bytes] : images)
    os << "  llvm.mlir.global internal @" << cs.name << "_smem_" << x
       << "() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<"
       << bytes << " x i8>\n";
  os << "  func.func @" << cs.name
     << "(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %pc: !llvm.ptr<1>, %pd: "
        "!llvm.ptr<1>) attributes {cute_nvgpu.kernel} {\n"
     << "    %tid = nvvm.read.ptx.sreg.tid.x : i32\n";
  for (auto [x, bytes] : images) {
    os << "    %s" << x << " = llvm.mlir.addressof @" << cs.name << "_smem_"
       << x << " : !llvm.ptr<3>\n";
    for (int j = 0; j < bytes / 16 / 128; ++j) {
      std::string id = std::string(x) + std::to_string(j);
      os << "    %o" << id << " = arith.constant " << 128 * j << " : i32\n"
         << "    %i" << id << " = arith.addi %tid, %o" << id << " : i32\n"
         << "    %g" << id << " = llvm.getelementptr %p" << x << "[%i" << id
         << "] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, vector<4xi32>\n"
         << "    %v" << id << " = llvm.load %g" << id
         << " : !llvm.ptr<1> -> vector<4xi32>\n"
         << "    %x" << id << " = llvm.getelementptr %s" << x << "[%i" << id
         << "] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<4xi32>\n"
         << "    llvm.store %v" << id << ", %x" << id
         << " : vector<4xi32>, !llvm.ptr<3>\n";
    }
  }
  os << "    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = "
        "#nvvm.shared_space<cta>}\n"
     << "    nvvm.barrier0\n";
  std::string ta = cs.smemA ? smemView(cs, true) : memref(cs.a, f.a);
  std::string tb = smemView(cs, false);
  if (cs.smemA)
    os << "    %a = cute_nvgpu.make_smem_desc_view %sa : !llvm.ptr<3> -> "
       << ta << "\n";
  else
    emitFragmentLoad(os, "a", cs.a, f.va, f.a);
  os << "    %b = cute_nvgpu.make_smem_desc_view %sb"
     << (cs.bMajorMn ? " {major = #cute_nvgpu.major<mn>}" : "") << " : !llvm.ptr<3> -> "
     << tb << "\n";
  emitFragmentLoad(os, "c", cs.c, f.vc, f.c);
  std::string mc = memref(cs.c, f.c);
  const char *fragKind = cs.smemA ? "ss" : "rs";
  os << "    %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [" << cs.m << ", "
     << cs.n << ", " << cs.atomK << "], a_type = " << format(cs.a).mlir
     << ", b_type = " << format(cs.b).mlir << ", c_type = "
     << format(cs.c).mlir << (cs.bMajorMn ? ", b_major = #cute_nvgpu.major<mn>" : "")
     << ", frag_kind = #cute_nvgpu.frag_kind<" << fragKind << ">}\n"
     << "    %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm90.mma<"
     << cs.m << "x" << cs.n << "x" << cs.atomK << ", ab_major = (k, "
     << (cs.bMajorMn ? "mn" : "k") << "), elem_type = ("
     << format(cs.a).mlir << ", " << format(cs.b).mlir << ", "
     << format(cs.c).mlir << "), frag_kind = " << fragKind << ">, " << ta
     << ", " << tb << ", " << mc << " -> " << mc << "\n";
  emitFragmentStore(os, cs, f);
  os << "    return\n  }\n";
}

} // namespace

void emitKernels(std::ostream &os, const target::TargetInfo &t) {
  os << "// Generated by `cute-nvgpu-gpu-check --emit-kernels --chip "
     << t.name << "`: one register-MMA tile per kernel (gpu/README.md).\n";
  os << "gpu.module @mma_tiles [#nvvm.target<chip = \"" << t.name
     << "\">] {\n";
  for (const Case &cs : cases()) {
    if (!caseOnTarget(cs, t))
      continue;
    Frags f = fragsOf(cs);
    if (cs.path == Path::Wgmma) {
      emitWgmmaKernel(os, cs, f);
      continue;
    }
    if (cs.path == Path::Ldsm)
      os << "  llvm.mlir.global internal @" << cs.name
         << "_smem_a() {addr_space = 3 : i32, alignment = 16 : i64} : "
            "!llvm.array<256 x f16>\n  llvm.mlir.global internal @"
         << cs.name
         << "_smem_b() {addr_space = 3 : i32, alignment = 16 : i64} : "
            "!llvm.array<128 x f16>\n";
    os << "  func.func @" << cs.name
       << "(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %pc: !llvm.ptr<1>, %pd: "
          "!llvm.ptr<1>) attributes {cute_nvgpu.kernel} {\n"
       << "    %tid = nvvm.read.ptx.sreg.tid.x : i32\n";
    if (cs.path == Path::Ldsm) {
      emitLdsmOperands(os, cs, f);
    } else {
      emitFragmentLoad(os, "a", cs.a, f.va, f.a);
      emitFragmentLoad(os, "b", cs.b, f.vb, f.b);
    }
    emitFragmentLoad(os, "c", cs.c, f.vc, f.c);
    std::string ma = memref(cs.a, f.a), mb = memref(cs.b, f.b),
                mc = memref(cs.c, f.c);
    os << "    %atom = cute_nvgpu." << builderOf(cs.atom) << " {shape_MNK = ["
       << cs.m << ", " << cs.n << ", " << cs.k << "], a_type = "
       << format(cs.a).mlir << ", b_type = " << format(cs.b).mlir
       << ", c_type = " << format(cs.c).mlir << "}\n";
    os << "    %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu."
       << target::atomRecord(cs.atom).mnemonic << "<" << cs.m << "x" << cs.n
       << "x" << cs.k << ", elem_type = (" << format(cs.a).mlir << ", "
       << format(cs.b).mlir << ", " << format(cs.c).mlir << ")>, " << ma
       << ", " << mb << ", " << mc << " -> " << mc << "\n";
    emitFragmentStore(os, cs, f);
    os << "    return\n  }\n";
  }
  os << "}\n";
}

} // namespace cute_nvgpu::gpucheck
