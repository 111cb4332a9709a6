//===- mma_check.cpp - one tile of each register-MMA family on a GPU ------===//
//
// Issue 4 point 8. For each case the host
//   1. writes its kernel in cute_nvgpu IR (`--emit-kernels`), the operand
//      fragments typed with the reference layouts the verifier checks
//      (lib/Target/MmaLayouts.cpp);
//   2. packs random A, B, C tiles into per-thread fragments through those
//      same layouts, runs the kernel (compiled by `cute-nvgpu compile`) and
//      unpacks D through the C layout;
//   3. compares D with a CPU reference GEMM.
// A wrong reference layout, packing or lowering shows up as a mismatch.
//
// `--emulate` runs the kernels on a software warp instead: mma.sync,
// ldmatrix and SS wgmma written from the PTX ISA (fragment tables, shared
// memory matrix descriptors and their swizzles), independently of
// MmaLayouts.cpp and the layout algebra, so CI checks the harness (and the
// layouts and descriptors against the ISA) without a GPU. The driver API is loaded with dlopen, so the binary
// builds and runs (emulated) where no CUDA driver exists.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Target/AtomRegistry.h"
#include "cute-nvgpu/Target/MmaLayouts.h"
#include "cute-nvgpu/Target/SmemDescriptor.h"
#include "cute-nvgpu/Target/Targets.h"

#include <dlfcn.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

using namespace cute_nvgpu;
using target::Mnemonic;
namespace L = cute_nvgpu::layout;

namespace {

//===----------------------------------------------------------------------===//
// Element formats (the host side of each PTX type)
//===----------------------------------------------------------------------===//

/// Encodes a finite double that is exactly representable in a binary format
/// with `ebits` exponent bits, `mbits` mantissa bits and bias `bias` (no
/// infinities needed: every test value is small).
uint32_t encodeFloat(double v, int ebits, int mbits, int bias) {
  uint32_t sign = std::signbit(v) ? 1u : 0u;
  v = std::fabs(v);
  uint32_t bits = 0;
  if (v != 0) {
    int e;
    double frac = std::frexp(v, &e); // v = frac * 2^e, frac in [0.5, 1)
    int exp = e - 1 + bias;          // v = 1.f * 2^(e-1)
    if (exp <= 0) {                  // subnormal
      bits = static_cast<uint32_t>(std::ldexp(v, mbits + bias - 1));
    } else {
      uint32_t mant = static_cast<uint32_t>(
          std::ldexp(frac * 2 - 1, mbits)); // exact for our values
      bits = (static_cast<uint32_t>(exp) << mbits) | mant;
    }
  }
  return (sign << (ebits + mbits)) | bits;
}

double decodeFloat(uint32_t bits, int ebits, int mbits, int bias) {
  uint32_t sign = (bits >> (ebits + mbits)) & 1;
  uint32_t exp = (bits >> mbits) & ((1u << ebits) - 1);
  uint32_t mant = bits & ((1u << mbits) - 1);
  double v = exp == 0 ? std::ldexp(mant, 1 - bias - mbits)
                      : std::ldexp((1u << mbits) | mant, exp - bias - mbits);
  return sign ? -v : v;
}

/// Byte width and codec of each canonical element name.
struct Format {
  const char *name;
  int bytes;
  const char *mlir;      // element type in cute.memref
  const char *llvmElem;  // vector element type after conversion
};

const Format kFormats[] = {
    {"f16", 2, "f16", "f16"},      {"bf16", 2, "bf16", "bf16"},
    {"tf32", 4, "tf32", "f32"},    {"f32", 4, "f32", "f32"},
    {"f64", 8, "f64", "f64"},      {"s8", 1, "i8", "i8"},
    {"s32", 4, "i32", "i32"},      {"e4m3", 1, "f8E4M3FN", "i8"},
    {"e5m2", 1, "f8E5M2", "i8"},
};

const Format &format(const std::string &n) {
  for (const Format &f : kFormats)
    if (n == f.name)
      return f;
  std::fprintf(stderr, "internal error: no format %s\n", n.c_str());
  std::exit(2);
}

void store(const std::string &ty, double v, uint8_t *p) {
  uint64_t bits = 0;
  if (ty == "f16")
    bits = encodeFloat(v, 5, 10, 15);
  else if (ty == "bf16" || ty == "tf32" || ty == "f32") {
    float f = static_cast<float>(v);
    uint32_t u;
    std::memcpy(&u, &f, 4);
    bits = ty == "bf16" ? u >> 16 : u;
  } else if (ty == "f64")
    std::memcpy(&bits, &v, 8);
  else if (ty == "s8" || ty == "s32")
    bits = static_cast<uint64_t>(static_cast<int64_t>(v));
  else if (ty == "e4m3")
    bits = encodeFloat(v, 4, 3, 7);
  else if (ty == "e5m2")
    bits = encodeFloat(v, 5, 2, 15);
  std::memcpy(p, &bits, format(ty).bytes); // little endian
}

double load(const std::string &ty, const uint8_t *p) {
  uint64_t bits = 0;
  std::memcpy(&bits, p, format(ty).bytes);
  if (ty == "f16")
    return decodeFloat(static_cast<uint32_t>(bits), 5, 10, 15);
  if (ty == "bf16" || ty == "tf32" || ty == "f32") {
    uint32_t u = ty == "bf16" ? static_cast<uint32_t>(bits) << 16
                              : static_cast<uint32_t>(bits);
    float f;
    std::memcpy(&f, &u, 4);
    return f;
  }
  if (ty == "f64") {
    double d;
    std::memcpy(&d, &bits, 8);
    return d;
  }
  if (ty == "s8")
    return static_cast<int8_t>(bits);
  if (ty == "s32")
    return static_cast<int32_t>(bits);
  if (ty == "e4m3")
    return decodeFloat(static_cast<uint32_t>(bits), 4, 3, 7);
  return decodeFloat(static_cast<uint32_t>(bits), 5, 2, 15); // e5m2
}

//===----------------------------------------------------------------------===//
// Cases
//===----------------------------------------------------------------------===//

enum class Path {
  Fragments, // A, B, C, D per-thread fragments in gmem (fragment-major)
  Ldsm,      // A/B row-major in gmem -> smem -> ldmatrix -> mma.sync
  Wgmma,     // A/B shared-memory images -> SS wgmma; C/D fragments
};

struct Case {
  const char *name;
  Mnemonic atom;
  int m, n, k; // the whole tile (wgmma: several instructions along K)
  const char *a, *b, *c;
  Path path = Path::Fragments;
  // Wgmma: the instruction's K, the SMEM tile layouts of A (M x K) and B
  // (N x K) in elements (what make_smem_desc_view is typed with; no smemA:
  // A in registers, RS), and whether B is MN-major (A SMEM is K-major).
  int atomK = 0;
  const char *smemA = nullptr, *smemB = nullptr;
  bool bMajorMn = false;
};

// One tile of each family issue 4 names: sm80 f16 (f32 and f16
// accumulators), bf16, tf32, s8, f64, sm89 FP8, ldmatrix + mma; and SS
// wgmma tiles (issue 5) over 128B/64B-swizzled and interleaved K-major SMEM.
const Case kCases[] = {
    {"f16_f32", Mnemonic::Sm80Mma, 16, 8, 16, "f16", "f16", "f32"},
    {"f16_f16", Mnemonic::Sm80Mma, 16, 8, 16, "f16", "f16", "f16"},
    {"bf16_f32", Mnemonic::Sm80Mma, 16, 8, 16, "bf16", "bf16", "f32"},
    {"tf32_f32", Mnemonic::Sm80Mma, 16, 8, 8, "tf32", "tf32", "f32"},
    {"s8_s32", Mnemonic::Sm80Mma, 16, 8, 32, "s8", "s8", "s32"},
    {"f64_f64", Mnemonic::Sm80Mma, 8, 8, 4, "f64", "f64", "f64"},
    {"e4m3_e5m2_f32", Mnemonic::Sm89Mma, 16, 8, 32, "e4m3", "e5m2", "f32"},
    {"ldsm_f16_f32", Mnemonic::Sm80Mma, 16, 8, 16, "f16", "f16", "f32",
     Path::Ldsm},
    {"wgmma_f16_sw128", Mnemonic::Sm90Mma, 64, 64, 64, "f16", "f16", "f32",
     Path::Wgmma, 16, "Sw<3,3,3> o 0 o (64,64):(64,1)",
     "Sw<3,3,3> o 0 o (64,64):(64,1)"},
    {"wgmma_e4m3_sw64", Mnemonic::Sm90Mma, 64, 32, 64, "e4m3", "e4m3", "f32",
     Path::Wgmma, 32, "Sw<2,4,3> o 0 o (64,64):(64,1)",
     "Sw<2,4,3> o 0 o (32,64):(64,1)"},
    {"wgmma_tf32_inter", Mnemonic::Sm90Mma, 64, 16, 8, "tf32", "tf32", "f32",
     Path::Wgmma, 8, "((8,8),(4,2)):((4,64),(1,32))",
     "((8,2),(4,2)):((4,64),(1,32))"},
    // B MN-major: two 64-element MN column groups (LBO) x four 8-row K
    // groups (SBO), CUTLASS's tile_to_shape of the SW128 MN atom.
    {"wgmma_bf16_mn", Mnemonic::Sm90Mma, 64, 128, 32, "bf16", "bf16", "f32",
     Path::Wgmma, 16, "Sw<3,3,3> o 0 o (64,32):(64,1)",
     "Sw<3,3,3> o 0 o ((64,2),(8,4)):((1,512),(64,1024))",
     /*bMajorMn=*/true},
    {"wgmma_f16_rs", Mnemonic::Sm90Mma, 64, 32, 32, "f16", "f16", "f32",
     Path::Wgmma, 16, nullptr, "Sw<3,3,3> o 0 o (32,32):(64,1)"},
};

int threadsOf(const Case &cs) { return cs.path == Path::Wgmma ? 128 : 32; }

struct Frags {
  L::Layout a, b, c;
  int va, vb, vc;
};

Frags fragsOf(const Case &cs) {
  if (cs.path == Path::Wgmma) {
    // The accumulator (CLayout_64xN) and, for RS, A (ALayout_64xK) are
    // register fragments; SMEM operands have no fragment.
    L::Layout c = target::wgmmaAccumulatorLayout(cs.n);
    L::Layout a =
        cs.smemA ? c
                 : target::wgmmaRegisterALayout(format(cs.a).bytes * 8, cs.k);
    return {a, c, c, cs.smemA ? 0 : cs.m * cs.k / 128, 0, cs.m * cs.n / 128};
  }
  auto r = target::synthesizeRegisterMma(cs.atom, cs.m, cs.n, cs.k, cs.a, cs.b,
                                         cs.c);
  if (!r.ok()) {
    std::fprintf(stderr, "internal error: %s: %s\n", cs.name,
                 r.error().message.c_str());
    std::exit(2);
  }
  return {r->slots[0], r->slots[1], r->slots[2], r->valuesA, r->valuesB,
          r->valuesC};
}

const char *builderOf(Mnemonic m) {
  return m == Mnemonic::Sm89Mma   ? "make_sm89_mma"
         : m == Mnemonic::Sm90Mma ? "make_sm90_mma"
                                  : "make_sm80_mma";
}

bool caseOnTarget(const Case &cs, const target::TargetInfo &t) {
  return target::atomAvailable(target::atomRecord(cs.atom), t) &&
         (cs.path != Path::Ldsm ||
          target::atomAvailable(target::atomRecord(Mnemonic::Ldsm), t));
}

L::AnyLayout smemLayout(const char *text) {
  auto l = L::parseAnyLayout(text);
  if (!l.ok()) {
    std::fprintf(stderr, "internal error: %s: %s\n", text,
                 l.error().message.c_str());
    std::exit(2);
  }
  return *l;
}

/// Bytes of a shared-memory image: the layout's cosize, padded so 128
/// threads copy it in whole 16-byte chunks.
int imageBytes(const char *layout, const char *canon) {
  auto l = smemLayout(layout);
  int64_t elems = l.isLayout() ? *L::cosize(l.layout())
                               : *L::cosize(l.composed().layout);
  int64_t bytes = elems * format(canon).bytes;
  return static_cast<int>((bytes + 2047) / 2048 * 2048);
}

//===----------------------------------------------------------------------===//
// --emit-kernels: the cute_nvgpu IR of every case
//===----------------------------------------------------------------------===//

std::string memref(const char *canon, const L::Layout &l) {
  return std::string("!cute.memref<") + format(canon).mlir + ", rmem, " +
         L::toString(l) + ">";
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
  os << R"(    %c16 = arith.constant 16 : i32
    %c8 = arith.constant 8 : i32
    %sa = llvm.mlir.addressof @)"
     << cs.name << R"(_smem_a : !llvm.ptr<3>
    %sb = llvm.mlir.addressof @)"
     << cs.name << R"(_smem_b : !llvm.ptr<3>
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
    %src_a = cute_nvgpu.make_view %la : !llvm.ptr<3> -> !cute.memref<f16, smem, 8:1>
    %fa = cute_nvgpu.copy %ldsm_a, %src_a : !cute_nvgpu.atom.ldsm<m8n8.x4>, !cute.memref<f16, smem, 8:1> -> !cute.memref<f16, rmem, ((4,8),8):((0,0),1)>
    %ldsm_b = cute_nvgpu.make_atom : !cute_nvgpu.atom.ldsm<m8n8.x2.trans>
    %src_b = cute_nvgpu.make_view %xb : !llvm.ptr<3> -> !cute.memref<f16, smem, 8:1>
    %fb = cute_nvgpu.copy %ldsm_b, %src_b : !cute_nvgpu.atom.ldsm<m8n8.x2.trans>, !cute.memref<f16, smem, 8:1> -> !cute.memref<f16, rmem, ((4,8),4):((0,0),1)>
    %wa = builtin.unrealized_conversion_cast %fa : !cute.memref<f16, rmem, ((4,8),8):((0,0),1)> to vector<8xf16>
    %wb = builtin.unrealized_conversion_cast %fb : !cute.memref<f16, rmem, ((4,8),4):((0,0),1)> to vector<4xf16>
)";
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
/// whole tile (the lowering issues one wgmma per K block). RS cases load A
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
     << (cs.bMajorMn ? " {major = \"mn\"}" : "") << " : !llvm.ptr<3> -> "
     << tb << "\n";
  emitFragmentLoad(os, "c", cs.c, f.vc, f.c);
  std::string mc = memref(cs.c, f.c);
  const char *fragKind = cs.smemA ? "ss" : "rs";
  os << "    %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [" << cs.m << ", "
     << cs.n << ", " << cs.atomK << "], a_type = " << format(cs.a).mlir
     << ", b_type = " << format(cs.b).mlir << ", c_type = "
     << format(cs.c).mlir << (cs.bMajorMn ? ", b_major = \"mn\"" : "")
     << ", frag_kind = \"" << fragKind << "\"}\n"
     << "    %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm90.mma<"
     << cs.m << "x" << cs.n << "x" << cs.atomK << ", ab_major = (k, "
     << (cs.bMajorMn ? "mn" : "k") << "), elem_type = ("
     << format(cs.a).mlir << ", " << format(cs.b).mlir << ", "
     << format(cs.c).mlir << "), frag_kind = " << fragKind << ">, " << ta
     << ", " << tb << ", " << mc << " -> " << mc << "\n";
  emitFragmentStore(os, cs, f);
  os << "    return\n  }\n";
}

void emitKernels(std::ostream &os, const target::TargetInfo &t) {
  os << "// Generated by `cute-nvgpu-gpu-check --emit-kernels --chip "
     << t.name << "`: one register-MMA tile per kernel (gpu/README.md).\n";
  os << "gpu.module @mma_tiles [#nvvm.target<chip = \"" << t.name
     << "\">] {\n";
  for (const Case &cs : kCases) {
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

//===----------------------------------------------------------------------===//
// Host tiles, packing through the reference layouts, reference GEMM
//===----------------------------------------------------------------------===//

/// Column-major tiles as CuTe indexes them: A is M x K, B is N x K, C/D are
/// M x N.
struct Tiles {
  std::vector<double> a, b, c;
};

uint64_t nextRandom(uint64_t &s) {
  s = s * 6364136223846793005ull + 1442695040888963407ull;
  return s >> 33;
}

/// Every value, product and partial sum is exact in every accumulator, so
/// the reference comparison is exact.
double randomValue(const std::string &ty, uint64_t &s) {
  if (ty == "s8" || ty == "s32")
    return static_cast<double>(static_cast<int>(nextRandom(s) % 17) - 8);
  static const double kSet[] = {0, 0.5, -0.5, 1, -1, 1.5, -1.5, 2, -2};
  return kSet[nextRandom(s) % 9];
}

Tiles randomTiles(const Case &cs, uint64_t seed) {
  Tiles t;
  const std::tuple<std::vector<double> *, const char *, int> operands[] = {
      {&t.a, cs.a, cs.m * cs.k}, {&t.b, cs.b, cs.n * cs.k},
      {&t.c, cs.c, cs.m * cs.n}};
  for (auto [v, ty, n] : operands)
    for (int i = 0; i < n; ++i)
      v->push_back(randomValue(ty, seed));
  return t;
}

std::vector<double> referenceD(const Case &cs, const Tiles &t) {
  std::vector<double> d(cs.m * cs.n);
  for (int m = 0; m < cs.m; ++m)
    for (int n = 0; n < cs.n; ++n) {
      double acc = t.c[m + cs.m * n];
      for (int k = 0; k < cs.k; ++k)
        acc += t.a[m + cs.m * k] * t.b[n + cs.n * k];
      d[m + cs.m * n] = acc;
    }
  return d;
}

int64_t tileIndex(const L::Layout &tv, int threads, int thread, int value) {
  auto r = L::eval(tv, thread + threads * value);
  if (!r.ok()) {
    std::fprintf(stderr, "internal error: layout eval: %s\n",
                 r.error().message.c_str());
    std::exit(2);
  }
  return *r;
}

/// Thread-major fragment buffer: thread t's values at [t * V, t * V + V).
/// `perturb` swaps threads 0 and 1 (a deliberately wrong layout).
std::vector<uint8_t> pack(const std::string &ty, const L::Layout &tv,
                          int threads, int vals,
                          const std::vector<double> &tile, bool perturb) {
  int bytes = format(ty).bytes;
  std::vector<uint8_t> out(threads * vals * bytes);
  for (int t = 0; t < threads; ++t)
    for (int v = 0; v < vals; ++v) {
      int src = perturb && t < 2 ? 1 - t : t;
      store(ty, tile[tileIndex(tv, threads, src, v)],
            &out[(t * vals + v) * bytes]);
    }
  return out;
}

std::vector<double> unpack(const std::string &ty, const L::Layout &tv,
                           int threads, int vals,
                           const std::vector<uint8_t> &buf, int tileSize) {
  int bytes = format(ty).bytes;
  std::vector<double> tile(tileSize, std::nan(""));
  for (int t = 0; t < threads; ++t)
    for (int v = 0; v < vals; ++v)
      tile[tileIndex(tv, threads, t, v)] =
          load(ty, &buf[(t * vals + v) * bytes]);
  return tile;
}

/// A shared-memory image: element (row, k) of a rows x K tile (column-major
/// tile index row + rows * k) at the layout's offset. `perturb` swaps rows 0
/// and 1 (a deliberately wrong layout).
std::vector<uint8_t> smemImage(const std::string &ty, const char *layout,
                               int rows, int k, const std::vector<double> &tile,
                               bool perturb) {
  L::AnyLayout l = smemLayout(layout);
  int bytes = format(ty).bytes;
  std::vector<uint8_t> out(imageBytes(layout, ty.c_str()), 0);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < k; ++c) {
      int src = perturb && r < 2 ? 1 - r : r;
      int64_t off = *L::eval(l, r + rows * c);
      store(ty, tile[src + rows * c], &out[off * bytes]);
    }
  return out;
}

/// Row-major 16x16 A and 16x8 (K x N) B halves for the ldmatrix kernel.
std::vector<uint8_t> rowMajor(const std::string &ty,
                              const std::vector<double> &tile, int rows,
                              int cols, bool transposedSource, int ld) {
  int bytes = format(ty).bytes;
  std::vector<uint8_t> out(rows * cols * bytes);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      store(ty,
            transposedSource ? tile[c + ld * r] : tile[r + ld * c],
            &out[(r * cols + c) * bytes]);
  return out;
}

//===----------------------------------------------------------------------===//
// The software warp (PTX ISA fragment tables, independent of MmaLayouts)
//===----------------------------------------------------------------------===//

/// (row, col) of element i of thread t in mma.sync's A (M x K), B (K x N)
/// and C (M x N) fragments, PTX ISA "Matrix fragments for mma.m16n8k*" and
/// "mma.m8n8k4 .f64". p = elements per 32-bit register.
void fragA(const Case &cs, int p, int t, int i, int &row, int &col) {
  int g = t / 4, tig = t % 4;
  if (cs.m == 8) { // f64 m8n8k4
    row = g, col = tig;
    return;
  }
  int reg = i / p, within = i % p;
  row = g + 8 * (reg % 2);
  col = tig * p + within + (reg / 2) * 4 * p;
}
void fragB(const Case &cs, int p, int t, int i, int &row, int &col) {
  int g = t / 4, tig = t % 4;
  if (cs.m == 8) {
    row = tig, col = g;
    return;
  }
  int reg = i / p, within = i % p;
  row = tig * p + within + reg * 4 * p;
  col = g;
}
void fragC(const Case &cs, int t, int i, int &row, int &col) {
  int g = t / 4, tig = t % 4;
  row = g + (cs.m == 8 ? 0 : 8 * (i / 2));
  col = tig * 2 + i % 2;
}

int perRegister(const char *ty) {
  int bytes = format(ty).bytes;
  return bytes >= 4 ? 1 : 4 / bytes;
}

/// ldmatrix .m8n8 .b16 as the PTX ISA defines it: matrix j's rows are at the
/// addresses of threads 8j..8j+7; thread t receives row t/4, elements
/// 2(t%4), 2(t%4)+1 (with .trans: column t/4 of rows 2(t%4), 2(t%4)+1).
std::vector<std::vector<uint16_t>>
ldmatrix(const std::vector<uint16_t> &smem,
         const std::vector<int> &rowAddress, int matrices, bool trans) {
  std::vector<std::vector<uint16_t>> regs(32);
  for (int t = 0; t < 32; ++t)
    for (int j = 0; j < matrices; ++j)
      for (int e = 0; e < 2; ++e) {
        int r = t / 4, c = 2 * (t % 4) + e;
        regs[t].push_back(trans ? smem[rowAddress[8 * j + c] + r]
                                : smem[rowAddress[8 * j + r] + c]);
      }
  return regs;
}

/// SS wgmma on a software warpgroup. Descriptors are what our library
/// derives for K block 0 (the lowering's static fields; the tile sits at
/// shared address 0); each K block advances the start address by its byte
/// offset in the tile, as the lowering does. Addresses then follow the PTX
/// ISA's K-major canonical layouts: 8-row core groups SBO apart; without
/// swizzle, 8x16-byte core matrices with the two 16-byte K chunks LBO
/// apart; with a W-byte swizzle, W-byte rows whose 16-byte chunk index is
/// XORed with address bits [7, 7 + log2(W/16)).
uint32_t swizzled(uint32_t a, uint32_t width) {
  uint32_t mask = width / 16 - 1; // chunk bits to flip
  return a ^ (((a >> 7) & mask) << 4);
}

struct DescView {
  uint32_t start, lbo, sbo, base, swizzle; // swizzle: 0 none, 1 128B, 2 64B, 3 32B
};

DescView decodeSm90(uint64_t w) {
  return {static_cast<uint32_t>(w & 0x3FFF) << 4,
          static_cast<uint32_t>((w >> 16) & 0x3FFF) << 4,
          static_cast<uint32_t>((w >> 32) & 0x3FFF) << 4,
          static_cast<uint32_t>((w >> 49) & 7), static_cast<uint32_t>(w >> 62)};
}

uint32_t kMajorAddress(const DescView &d, int row, int kbyte) {
  if (d.swizzle == 0)
    return d.start + (row / 8) * d.sbo + (kbyte / 16) * d.lbo + (row % 8) * 16 +
           kbyte % 16;
  uint32_t width = d.swizzle == 1 ? 128 : d.swizzle == 2 ? 64 : 32;
  uint32_t a = d.start + (row / 8) * d.sbo + (row % 8) * width + kbyte;
  return swizzled(a, width);
}

/// MN-major (16-bit types; swizzled only here): each K row is one W-byte
/// run of MN-contiguous elements, 8 K rows form a swizzle atom, K groups
/// of 8 rows are SBO apart and W-byte MN column groups LBO apart.
uint32_t mnMajorAddress(const DescView &d, int mnByte, int k) {
  uint32_t width = d.swizzle == 1 ? 128 : d.swizzle == 2 ? 64 : 32;
  uint32_t a = d.start + (mnByte / width) * d.lbo + (k / 8) * d.sbo +
               (k % 8) * width + mnByte % width;
  return swizzled(a, width);
}

/// K block 0 of a rows x K tile layout: the tile composed with the
/// column-major (rows, atomK) block of its domain.
L::AnyLayout blockOf(const L::AnyLayout &tile, int rows, int atomK) {
  L::Layout cols = L::makeLayout(
      L::IntTuple::tuple({L::IntTuple::integer(rows),
                          L::IntTuple::integer(atomK)}),
      L::IntTuple::tuple({L::IntTuple::integer(1),
                          L::IntTuple::integer(rows)}));
  if (tile.isComposed()) {
    auto c = L::composition(tile.composed(), cols);
    return c.ok() ? L::AnyLayout{*c} : tile;
  }
  auto c = L::composition(tile.layout(), cols);
  return c.ok() ? L::AnyLayout{*c} : tile;
}

bool emulateWgmma(const Case &cs, const Frags &f,
                  const std::vector<uint8_t> &imgA,
                  const std::vector<uint8_t> &imgB,
                  const std::vector<uint8_t> &gc, std::vector<uint8_t> &gd) {
  namespace D = target::desc;
  int bits = format(cs.a).bytes * 8;
  int kBlocks = cs.k / cs.atomK;
  std::vector<double> A(cs.m * cs.k), B(cs.n * cs.k); // row-major (row, k)
  if (!cs.smemA) {
    // RS: the PTX ISA wgmma A register fragment (16-bit): element i of lane
    // l in warp w is row 16w + l/4 + 8 * ((i / 2) % 2), column
    // 8 * (i / 4) + 2 * (l % 4) + i % 2 of the M x K tile.
    int ba = format(cs.a).bytes;
    for (int t = 0; t < 128; ++t)
      for (int i = 0; i < f.va; ++i) {
        int w = t / 32, l = t % 32;
        int row = 16 * w + l / 4 + 8 * ((i / 2) % 2);
        int col = 8 * (i / 4) + 2 * (l % 4) + i % 2;
        A[row * cs.k + col] = load(cs.a, &imgA[(t * f.va + i) * ba]);
      }
  }
  const std::tuple<const char *, const std::vector<uint8_t> *, int,
                   std::vector<double> *, const char *, bool>
      ops[] = {{cs.smemA, &imgA, cs.m, &A, cs.a, false},
               {cs.smemB, &imgB, cs.n, &B, cs.b, cs.bMajorMn}};
  for (auto [text, img, rows, out, ty, mn] : ops) {
    if (!text)
      continue; // A in registers
    L::AnyLayout tile = smemLayout(text);
    auto fields = D::deriveFields(mn ? D::Major::MN : D::Major::K, bits,
                                  blockOf(tile, rows, cs.atomK), 0);
    if (!fields.ok()) {
      std::fprintf(stderr, "error: %s: %s\n", cs.name,
                   fields.error().message.c_str());
      return false;
    }
    DescView d = decodeSm90(D::encode(D::Arch::Sm90, *fields));
    if (d.base != 0 || (mn && d.swizzle == 0)) {
      std::fprintf(stderr, "error: %s: the software warp models base offset "
                           "0 and swizzled MN-major only\n",
                   cs.name);
      return false;
    }
    int bytes = format(ty).bytes;
    for (int kb = 0; kb < kBlocks; ++kb) {
      DescView blk = d;
      blk.start += static_cast<uint32_t>(
          *L::eval(tile, rows * kb * cs.atomK) * bytes);
      for (int r = 0; r < rows; ++r)
        for (int k = 0; k < cs.atomK; ++k) {
          uint32_t a = mn ? mnMajorAddress(blk, r * bytes, k)
                          : kMajorAddress(blk, r, k * bytes);
          if (a + bytes > img->size()) {
            std::fprintf(stderr, "error: %s: address %u outside the image\n",
                         cs.name, a);
            return false;
          }
          (*out)[r * cs.k + kb * cs.atomK + k] = load(ty, &(*img)[a]);
        }
    }
  }
  // The PTX ISA wgmma D fragment: warp w owns rows 16w..16w+15; element i
  // of lane l: row 16w + l/4 + 8 * ((i / 2) % 2), column 8 * (i / 4) +
  // 2 * (l % 4) + i % 2.
  int bc = format(cs.c).bytes;
  gd.assign(gc.size(), 0);
  for (int t = 0; t < 128; ++t)
    for (int i = 0; i < f.vc; ++i) {
      int w = t / 32, l = t % 32;
      int row = 16 * w + l / 4 + 8 * ((i / 2) % 2);
      int col = 8 * (i / 4) + 2 * (l % 4) + i % 2;
      double acc = load(cs.c, &gc[(t * f.vc + i) * bc]);
      for (int k = 0; k < cs.k; ++k)
        acc += A[row * cs.k + k] * B[col * cs.k + k];
      store(cs.c, acc, &gd[(t * f.vc + i) * bc]);
    }
  return true;
}

/// Runs one case's kernel on the software warp.
void emulate(const Case &cs, const Frags &f, const std::vector<uint8_t> &ga,
             const std::vector<uint8_t> &gb, const std::vector<uint8_t> &gc,
             std::vector<uint8_t> &gd) {
  int pa = perRegister(cs.a), pb = perRegister(cs.b);
  int ba = format(cs.a).bytes, bb = format(cs.b).bytes,
      bc = format(cs.c).bytes;
  std::vector<double> A(cs.m * cs.k), B(cs.k * cs.n); // row-major
  std::vector<uint8_t> fa = ga, fb = gb;
  if (cs.path == Path::Ldsm) {
    // Mirror the kernel: copy to smem, then the addresses it hands ldmatrix.
    std::vector<uint16_t> sa(256), sb(128);
    std::memcpy(sa.data(), ga.data(), 512);
    std::memcpy(sb.data(), gb.data(), 256);
    std::vector<int> addrA(32), addrB(32);
    for (int t = 0; t < 32; ++t) {
      addrA[t] = (t % 16) * 16 + (t / 16) * 8;
      addrB[t] = (t % 16) * 8;
    }
    auto ra = ldmatrix(sa, addrA, 4, false), rb = ldmatrix(sb, addrB, 2, true);
    fa.assign(32 * 8 * 2, 0);
    fb.assign(32 * 4 * 2, 0);
    for (int t = 0; t < 32; ++t) {
      std::memcpy(&fa[t * 16], ra[t].data(), 16);
      std::memcpy(&fb[t * 8], rb[t].data(), 8);
    }
  }
  for (int t = 0; t < 32; ++t) {
    for (int i = 0; i < f.va; ++i) {
      int r, c;
      fragA(cs, pa, t, i, r, c);
      A[r * cs.k + c] = load(cs.a, &fa[(t * f.va + i) * ba]);
    }
    for (int i = 0; i < f.vb; ++i) {
      int r, c;
      fragB(cs, pb, t, i, r, c);
      B[r * cs.n + c] = load(cs.b, &fb[(t * f.vb + i) * bb]);
    }
  }
  gd.assign(gc.size(), 0);
  for (int t = 0; t < 32; ++t)
    for (int i = 0; i < f.vc; ++i) {
      int r, c;
      fragC(cs, t, i, r, c);
      double acc = load(cs.c, &gc[(t * f.vc + i) * bc]);
      for (int k = 0; k < cs.k; ++k)
        acc += A[r * cs.k + k] * B[k * cs.n + c];
      store(cs.c, acc, &gd[(t * f.vc + i) * bc]);
    }
}

//===----------------------------------------------------------------------===//
// The CUDA driver, loaded at run time
//===----------------------------------------------------------------------===//

struct Driver {
  void *lib = nullptr;
  int (*cuInit)(unsigned);
  int (*cuDeviceGet)(int *, int);
  int (*cuDeviceGetAttribute)(int *, int, int);
  int (*cuDeviceGetName)(char *, int, int);
  int (*cuDevicePrimaryCtxRetain)(void **, int);
  int (*cuCtxSetCurrent)(void *);
  int (*cuModuleLoadData)(void **, const void *);
  int (*cuModuleGetFunction)(void **, void *, const char *);
  int (*cuMemAlloc)(uint64_t *, size_t);
  int (*cuMemFree)(uint64_t);
  int (*cuMemcpyHtoD)(uint64_t, const void *, size_t);
  int (*cuMemcpyDtoH)(void *, uint64_t, size_t);
  int (*cuLaunchKernel)(void *, unsigned, unsigned, unsigned, unsigned,
                        unsigned, unsigned, unsigned, void *, void **,
                        void **);
  int (*cuCtxSynchronize)();
  int (*cuGetErrorString)(int, const char **);
  std::string why;

  bool open() {
    lib = dlopen("libcuda.so.1", RTLD_NOW);
    if (!lib) {
      why = "no CUDA driver (libcuda.so.1): " + std::string(dlerror());
      return false;
    }
    bool ok = true;
    auto get = [&](auto &fn, const char *name) {
      fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(
          dlsym(lib, name));
      if (!fn) {
        why = std::string("libcuda.so.1 lacks ") + name;
        ok = false;
      }
    };
    get(cuInit, "cuInit");
    get(cuDeviceGet, "cuDeviceGet");
    get(cuDeviceGetAttribute, "cuDeviceGetAttribute");
    get(cuDeviceGetName, "cuDeviceGetName");
    get(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain");
    get(cuCtxSetCurrent, "cuCtxSetCurrent");
    get(cuModuleLoadData, "cuModuleLoadData");
    get(cuModuleGetFunction, "cuModuleGetFunction");
    get(cuMemAlloc, "cuMemAlloc_v2");
    get(cuMemFree, "cuMemFree_v2");
    get(cuMemcpyHtoD, "cuMemcpyHtoD_v2");
    get(cuMemcpyDtoH, "cuMemcpyDtoH_v2");
    get(cuLaunchKernel, "cuLaunchKernel");
    get(cuCtxSynchronize, "cuCtxSynchronize");
    get(cuGetErrorString, "cuGetErrorString");
    return ok;
  }

  std::string error(int rc) {
    const char *s = nullptr;
    if (cuGetErrorString && cuGetErrorString(rc, &s) == 0 && s)
      return s;
    return "CUDA error " + std::to_string(rc);
  }
};

#define CU_CHECK(call)                                                         \
  do {                                                                         \
    int rc_ = (call);                                                          \
    if (rc_ != 0) {                                                            \
      std::fprintf(stderr, "error: %s: %s\n", #call, drv.error(rc_).c_str());  \
      return false;                                                            \
    }                                                                          \
  } while (0)

bool runOnGpu(Driver &drv, void *module, const Case &cs,
              const std::vector<uint8_t> &ga, const std::vector<uint8_t> &gb,
              const std::vector<uint8_t> &gc, std::vector<uint8_t> &gd) {
  void *fn = nullptr;
  CU_CHECK(drv.cuModuleGetFunction(&fn, module, cs.name));
  uint64_t d[4];
  const std::vector<uint8_t> *in[3] = {&ga, &gb, &gc};
  for (int i = 0; i < 3; ++i) {
    CU_CHECK(drv.cuMemAlloc(&d[i], in[i]->size()));
    CU_CHECK(drv.cuMemcpyHtoD(d[i], in[i]->data(), in[i]->size()));
  }
  gd.assign(gc.size(), 0xFF);
  CU_CHECK(drv.cuMemAlloc(&d[3], gd.size()));
  CU_CHECK(drv.cuMemcpyHtoD(d[3], gd.data(), gd.size()));
  void *args[4] = {&d[0], &d[1], &d[2], &d[3]};
  CU_CHECK(drv.cuLaunchKernel(fn, 1, 1, 1, threadsOf(cs), 1, 1, 0, nullptr,
                              args, nullptr));
  CU_CHECK(drv.cuCtxSynchronize());
  CU_CHECK(drv.cuMemcpyDtoH(gd.data(), d[3], gd.size()));
  for (uint64_t p : d)
    CU_CHECK(drv.cuMemFree(p));
  return true;
}

//===----------------------------------------------------------------------===//
// main
//===----------------------------------------------------------------------===//

const char *kUsage =
    "usage: cute-nvgpu-gpu-check --emit-kernels --chip sm_XX\n"
    "       cute-nvgpu-gpu-check --module KERNELS.{ptx,cubin} [--markdown] "
    "[--perturb]\n"
    "       cute-nvgpu-gpu-check --emulate [--chip sm_XX] [--markdown] "
    "[--perturb]\n"
    "Exit: 0 every case matches, 1 a mismatch or error, 77 no GPU.\n";

} // namespace

int main(int argc, char **argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  bool emit = false, emulateMode = false, markdown = false, perturb = false;
  std::string chip, modulePath;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--emit-kernels")
      emit = true;
    else if (args[i] == "--emulate")
      emulateMode = true;
    else if (args[i] == "--markdown")
      markdown = true;
    else if (args[i] == "--perturb")
      perturb = true;
    else if (args[i] == "--chip" && i + 1 < args.size())
      chip = args[++i];
    else if (args[i] == "--module" && i + 1 < args.size())
      modulePath = args[++i];
    else {
      std::fprintf(stderr, "error: unexpected argument '%s'\n%s",
                   args[i].c_str(), kUsage);
      return 1;
    }
  }
  if (emit + emulateMode + !modulePath.empty() != 1) {
    std::fprintf(stderr, "%s", kUsage);
    return 1;
  }
  const target::TargetInfo *tgt = nullptr;
  if (!chip.empty() && !(tgt = target::lookupTarget(chip))) {
    std::fprintf(stderr, "error: unknown target '%s' (known: %s)\n",
                 chip.c_str(), target::targetNameList().c_str());
    return 1;
  }
  if (emit) {
    if (!tgt) {
      std::fprintf(stderr, "error: --emit-kernels needs --chip sm_XX\n");
      return 1;
    }
    emitKernels(std::cout, *tgt);
    return 0;
  }

  Driver drv;
  void *module = nullptr;
  std::string device = "software warp (PTX ISA fragment tables)";
  if (!emulateMode) {
    if (!drv.open()) {
      std::fprintf(stderr, "SKIP: %s\n", drv.why.c_str());
      return 77;
    }
    int rc = drv.cuInit(0), dev = 0;
    if (rc != 0) {
      std::fprintf(stderr, "SKIP: cuInit: %s\n", drv.error(rc).c_str());
      return 77;
    }
    if (drv.cuDeviceGet(&dev, 0) != 0) {
      std::fprintf(stderr, "SKIP: no CUDA device\n");
      return 77;
    }
    char name[256] = {0};
    int major = 0, minor = 0;
    drv.cuDeviceGetName(name, sizeof(name), dev);
    drv.cuDeviceGetAttribute(&major, 75, dev); // COMPUTE_CAPABILITY_MAJOR
    drv.cuDeviceGetAttribute(&minor, 76, dev); // COMPUTE_CAPABILITY_MINOR
    device = std::string(name) + " (sm_" + std::to_string(major * 10 + minor) +
             ")";
    if (!tgt)
      tgt = target::lookupTarget("sm_" + std::to_string(major * 10 + minor));
    void *ctx = nullptr;
    if ((rc = drv.cuDevicePrimaryCtxRetain(&ctx, dev)) != 0 ||
        (rc = drv.cuCtxSetCurrent(ctx)) != 0) {
      std::fprintf(stderr, "error: context: %s\n", drv.error(rc).c_str());
      return 1;
    }
    std::ifstream in(modulePath, std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "error: cannot read '%s'\n", modulePath.c_str());
      return 1;
    }
    std::string image((std::istreambuf_iterator<char>(in)),
                      std::istreambuf_iterator<char>());
    image.push_back('\0'); // PTX text must be NUL-terminated
    if ((rc = drv.cuModuleLoadData(&module, image.data())) != 0) {
      std::fprintf(stderr, "error: loading '%s': %s\n", modulePath.c_str(),
                   drv.error(rc).c_str());
      return 1;
    }
  }
  if (!tgt)
    tgt = target::lookupTarget("sm_90");

  if (markdown)
    std::printf("Device: %s. Tolerance: exact (inputs in {0, +-0.5, +-1, "
                "+-1.5, +-2}, s8 in [-8, 8]: every product and partial sum "
                "is representable in the accumulator).\n\n"
                "| case | atom | shape | A | B | C | max abs err | result |\n"
                "|---|---|---|---|---|---|---|---|\n",
                device.c_str());
  else
    std::printf("# device: %s\n", device.c_str());
  int failures = 0, ran = 0;
  for (const Case &cs : kCases) {
    if (!caseOnTarget(cs, *tgt))
      continue;
    Frags f = fragsOf(cs);
    Tiles tiles = randomTiles(cs, 0x5EEDu + ran);
    int threads = threadsOf(cs);
    std::vector<uint8_t> ga, gb, gd;
    switch (cs.path) {
    case Path::Ldsm:
      // A row-major M x K; B row-major K x N (the tile is N x K col-major).
      ga = rowMajor(cs.a, tiles.a, cs.m, cs.k, false, cs.m);
      gb = rowMajor(cs.b, tiles.b, cs.k, cs.n, true, cs.n);
      break;
    case Path::Wgmma:
      ga = cs.smemA ? smemImage(cs.a, cs.smemA, cs.m, cs.k, tiles.a, perturb)
                    : pack(cs.a, f.a, threads, f.va, tiles.a, perturb);
      gb = smemImage(cs.b, cs.smemB, cs.n, cs.k, tiles.b, false);
      break;
    case Path::Fragments:
      ga = pack(cs.a, f.a, threads, f.va, tiles.a, perturb);
      gb = pack(cs.b, f.b, threads, f.vb, tiles.b, false);
      break;
    }
    std::vector<uint8_t> gc = pack(cs.c, f.c, threads, f.vc, tiles.c,
                                   perturb && cs.path == Path::Ldsm);
    bool ok = true;
    if (emulateMode && cs.path == Path::Wgmma)
      ok = emulateWgmma(cs, f, ga, gb, gc, gd);
    else if (emulateMode)
      emulate(cs, f, ga, gb, gc, gd);
    else
      ok = runOnGpu(drv, module, cs, ga, gb, gc, gd);
    ++ran;
    double maxErr = INFINITY;
    if (ok) {
      std::vector<double> got =
                              unpack(cs.c, f.c, threads, f.vc, gd, cs.m * cs.n),
                          want = referenceD(cs, tiles);
      maxErr = 0;
      for (size_t i = 0; i < want.size(); ++i)
        maxErr = std::isnan(got[i]) ? INFINITY
                                    : std::max(maxErr, std::fabs(got[i] -
                                                                 want[i]));
    }
    bool pass = ok && maxErr == 0;
    failures += !pass;
    std::string shape = std::to_string(cs.m) + "x" + std::to_string(cs.n) +
                        "x" + std::to_string(cs.k);
    if (markdown)
      std::printf("| %s | `%s` | %s | %s | %s | %s | %g | %s |\n", cs.name,
                  target::atomRecord(cs.atom).mnemonic, shape.c_str(), cs.a,
                  cs.b, cs.c, maxErr, pass ? "PASS" : "FAIL");
    else
      std::printf("%-16s %-9s %-8s a=%-5s b=%-5s c=%-4s max|err|=%-8g %s\n",
                  cs.name, target::atomRecord(cs.atom).mnemonic,
                  shape.c_str(), cs.a, cs.b, cs.c, maxErr,
                  pass ? "PASS" : "FAIL");
  }
  std::printf("%s%d of %d cases match the CPU reference\n",
              markdown ? "\n" : "# ", ran - failures, ran);
  return failures ? 1 : 0;
}
