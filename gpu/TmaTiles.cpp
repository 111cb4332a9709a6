//===- TmaTiles.cpp - TMA tile loads: cases, kernels, images --------------===//
//
// Each case is one CuTe make_tma_copy: a GMEM matrix, a (swizzled) SMEM tile
// layout, a CTA tile and a multicast count. The descriptor the driver
// encodes comes from our plan (target::tma::makePlan), the kernel from our
// lowering, and the expected shared memory from the SMEM layout (the layout
// algebra): tile element (m, k) of GMEM at the layout's offset. The software
// model (`emulateTmaLoad`) places the box the plan describes as the PTX ISA
// says the copy engine does (box order, then the 16-byte chunk swizzle), so
// without a GPU the plan is checked against the layout all the same.
//
//===----------------------------------------------------------------------===//
#include "GpuCheck.h"

#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace cute_nvgpu::gpucheck {
namespace tma = target::tma;

// SW128 / SW64 / SW32 K-major tiles of three element widths, an M-major
// SW128 tile, and a 2-CTA multicast whose CTAs each load half the box into
// both CTAs' shared memory. GMEM tensors are run-time sized (as a kernel's
// are); the tile at (m0, k0) is not the origin, so coordinates matter.
const std::vector<TmaCase> &tmaCases() {
  static const std::vector<TmaCase> kCases = {
      {"tma_sw128_f16", "f16", 192, 256, /*kMajor=*/true, 64, 64, 64, 128,
       "Sw<3,4,3> o smem_ptr[16b](unset) o ((_8,_8),(_64,_1)):((_64,_512),(_1,_0))"},
      {"tma_sw64_f32", "f32", 96, 80, true, 32, 16, 32, 48,
       "Sw<2,4,3> o smem_ptr[32b](unset) o ((_8,_4),(_16,_1)):((_16,_128),(_1,_0))"},
      {"tma_sw32_u8", "ui8", 128, 96, true, 64, 32, 64, 32,
       "Sw<1,4,3> o smem_ptr[8b](unset) o ((_8,_8),(_32,_1)):((_32,_256),(_1,_0))"},
      {"tma_sw128_mn_bf16", "bf16", 256, 48, false, 64, 8, 128, 24,
       "Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_8):(_1,_64)"},
      {"tma_mcast2_sw128_bf16", "bf16", 256, 128, true, 64, 64, 128, 64,
       "Sw<3,4,3> o smem_ptr[16b](unset) o ((_8,_8),(_64,_1)):((_64,_512),(_1,_0))",
       /*multicast=*/2},
      // Encoded for a 96x128 decoy, rebound on the device to the 192x256
      // tensor; the tile at (64,128) lies outside the decoy.
      {"tma_update_sw128_f16", "f16", 192, 256, true, 64, 64, 64, 128,
       "Sw<3,4,3> o smem_ptr[16b](unset) o ((_8,_8),(_64,_1)):((_64,_512),(_1,_0))",
       /*multicast=*/1, /*decoyRows=*/96, /*decoyCols=*/128},
  };
  return kCases;
}

std::string gmemLayoutText(const TmaCase &cs) {
  std::ostringstream os;
  os << "(" << cs.rows << "," << cs.cols << "):";
  if (cs.kMajor)
    os << "(" << cs.cols << ",_1)";
  else
    os << "(_1," << cs.rows << ")";
  return os.str();
}

TmaCase decoyOf(const TmaCase &cs) {
  TmaCase d = cs;
  d.rows = cs.decoyRows;
  d.cols = cs.decoyCols;
  d.decoyRows = d.decoyCols = 0;
  return d;
}

int elemBytes(const TmaCase &cs) {
  return tma::dataTypeOf(cs.elem)->bits / 8;
}

TmaSetup tmaSetup(const TmaCase &cs) {
  std::string tile = "(_" + std::to_string(cs.tileM) + ",_" +
                     std::to_string(cs.tileK) + ")";
  auto in = tma::planInputFromText(
      cs.multicast > 1 ? tma::Op::LoadMulticast : tma::Op::Load, cs.elem,
      gmemLayoutText(cs), cs.smem, tile, cs.multicast);
  if (!in.ok()) {
    std::fprintf(stderr, "internal error: %s: %s\n", cs.name,
                 in.error().message.c_str());
    std::exit(2);
  }
  auto plan = tma::makePlan(*in);
  if (!plan.ok()) {
    std::fprintf(stderr, "internal error: %s: %s\n", cs.name,
                 plan.error().message.c_str());
    std::exit(2);
  }
  TmaSetup s{*in, *plan, {}};
  // The tile origin in TMA coordinates: each box mode's GMEM coordinate
  // through the plan's coordinate tensor (mode 0 rows, mode 1 columns).
  const L::Layout &t = plan->tmaTensor;
  s.coords.assign(plan->tensorRank, 0);
  int64_t origin[2] = {cs.m0, cs.k0};
  for (int mode = 0; mode < 2; ++mode) {
    // A basis stride n@d adds n per unit to TMA coordinate d.
    for (const L::IntTuple &leaf : L::leaves(t.stride[mode]))
      if (leaf.isBasis() && leaf.basisModes().size() == 1)
        s.coords[leaf.basisModes()[0]] += leaf.value() * origin[mode];
  }
  return s;
}

int64_t tileBytes(const TmaCase &cs) {
  return int64_t(cs.tileM) * cs.tileK * elemBytes(cs);
}

Bytes gmemTensor(const TmaCase &cs) {
  Bytes g(size_t(cs.rows) * cs.cols * elemBytes(cs));
  uint64_t x = 0x9E3779B97F4A7C15ull;
  for (uint8_t &b : g) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    b = uint8_t(x >> 24);
  }
  return g;
}

Bytes expectedImage(const TmaCase &cs, const TmaSetup &s, const Bytes &g,
                    bool perturb) {
  int eb = elemBytes(cs);
  Bytes img(tileBytes(cs), 0);
  // CuTe's swizzle_ptr convention: the layout gives the element offset, the
  // swizzle acts on the byte address.
  const L::AnyLayout &sl = s.input.smem;
  const L::Layout &inner = sl.isLayout() ? sl.layout() : sl.composed().layout;
  L::Swizzle sw = sl.isLayout() ? L::Swizzle{} : sl.composed().swizzle;
  for (int k = 0; k < cs.tileK; ++k)
    for (int m = 0; m < cs.tileM; ++m) {
      int64_t byte =
          sw.apply(*L::eval(inner, m + int64_t(cs.tileM) * k) * eb);
      int mm = perturb && m < 2 ? 1 - m : m;
      int64_t gm = cs.m0 + mm, gk = cs.k0 + k;
      int64_t goff = cs.kMajor ? gm * cs.cols + gk : gm + gk * cs.rows;
      for (int b = 0; b < eb; ++b)
        img[byte + b] = g[goff * eb + b];
    }
  return img;
}

namespace {

/// The copy engine's shared-memory placement (PTX ISA, "Tensor copy":
/// the box is written densely, box mode 0 fastest, then each 16-byte
/// chunk index within a swizzle span is XORed with the 128-byte row index
/// modulo span/16).
int64_t swizzled(int64_t byteOff, const std::string &mode) {
  int span = mode == "CU_TENSOR_MAP_SWIZZLE_128B"  ? 128
             : mode == "CU_TENSOR_MAP_SWIZZLE_64B" ? 64
             : mode == "CU_TENSOR_MAP_SWIZZLE_32B" ? 32
                                                   : 0;
  if (!span)
    return byteOff;
  int64_t mask = span / 16 - 1;
  return byteOff ^ (((byteOff >> 7) & mask) << 4);
}

} // namespace

bool emulateTmaLoad(const TmaCase &cs, const TmaSetup &s, const Bytes &g,
                    std::vector<Bytes> &smemOfCta, std::string &why) {
  const tma::Plan &p = s.plan;
  int eb = elemBytes(cs);
  if (p.interleave != "CU_TENSOR_MAP_INTERLEAVE_NONE") {
    why = "the model has no interleaved layouts";
    return false;
  }
  int64_t boxElems = 1;
  for (uint32_t b : p.boxDim)
    boxElems *= b;
  smemOfCta.assign(cs.multicast, Bytes(tileBytes(cs), 0));
  // CTA r of the cluster loads the r-th box along the outermost box mode
  // into the r-th slice of every CTA's tile.
  for (int r = 0; r < cs.multicast; ++r) {
    std::vector<int64_t> c(s.coords.begin(), s.coords.end());
    c.back() += int64_t(r) * p.boxDim.back();
    for (int64_t e = 0; e < boxElems; ++e) {
      int64_t rest = e, gByte = 0;
      for (int d = 0; d < p.tensorRank; ++d) {
        int64_t x = c[d] + rest % p.boxDim[d];
        rest /= p.boxDim[d];
        gByte += x * (d == 0 ? eb : int64_t(*p.globalStrides[d - 1]));
      }
      int64_t dst = swizzled((r * boxElems + e) * eb, p.swizzle);
      if (dst + eb > tileBytes(cs)) {
        why = "box element " + std::to_string(e) + " lands outside the tile";
        return false;
      }
      for (Bytes &smem : smemOfCta)
        for (int b = 0; b < eb; ++b)
          smem[dst + b] = g[gByte + b];
    }
  }
  return true;
}

int tmaThreads(const TmaCase &cs) {
  return int(std::min<int64_t>(128, tileBytes(cs) / 16));
}

namespace {

std::string mlirElem(const TmaCase &cs) {
  std::string e = cs.elem;
  return e == "ui8" ? "i8" : e;
}

const char *ptrSwizzle(const std::string &mode) {
  return mode == "CU_TENSOR_MAP_SWIZZLE_128B"  ? ", S<3,4,3>"
         : mode == "CU_TENSOR_MAP_SWIZZLE_64B" ? ", S<2,4,3>"
         : mode == "CU_TENSOR_MAP_SWIZZLE_32B" ? ", S<1,4,3>"
                                               : "";
}

/// One kernel: thread 0 initializes the mbarrier (count 1), the cluster
/// syncs so every CTA's barrier exists before any multicast lands, thread 0
/// expects the whole tile's bytes and starts its box, every thread waits on
/// phase 0 and copies the tile out in 16-byte chunks (CTA r to slot r).
void emitTmaKernel(std::ostream &os, const TmaCase &cs, const TmaSetup &s) {
  const tma::Plan &p = s.plan;
  std::string elem = mlirElem(cs), gb = L::toString(p.gbasis);
  std::string ne = "!cute_nvgpu.atom.non_exec_tiled_tma_load<" +
                   std::string(cs.multicast > 1 ? "sm_90_multicast" : "sm_90") +
                   ", " + elem + ", copy_bits = " + std::to_string(p.copyBits) +
                   ", tma_gbasis = <\"" + gb + "\">, internal_val_type = " +
                   elem + ">";
  std::string ex = "!cute_nvgpu.atom.tma_load<" + elem + ", copy_bits = " +
                   std::to_string(p.copyBits) +
                   ", mode = tiled, num_cta = 1, g_stride = <\"()\"> " +
                   (cs.multicast > 1 ? "mcast = true " : "") +
                   "tma_gbasis = <\"" + gb + "\">>";
  std::string sptr = "!cute.ptr<" + elem + ", smem, align<1024>" +
                     ptrSwizzle(p.swizzle) + ">";
  // CTA r of the cluster moves the r-th of `multicast` equal slices.
  int64_t bytes = tileBytes(cs), sliceBytes = p.copyBits / 8 / cs.multicast;
  int threads = tmaThreads(cs);
  os << "  llvm.mlir.global internal @" << cs.name
     << "_smem() {addr_space = 3 : i32, alignment = 1024 : i64} : "
        "!llvm.array<"
     << bytes << " x i8>\n  llvm.mlir.global internal @" << cs.name
     << "_bar() {addr_space = 3 : i32, alignment = 8 : i64} : "
        "!llvm.array<1 x i64>\n";
  if (cs.decoyRows > 0)
    os << "  llvm.mlir.global internal @" << cs.name
       << "_desc() {addr_space = 3 : i32, alignment = 128 : i64} : "
          "!llvm.array<128 x i8>\n";
  os << "  func.func @" << cs.name << "(%atom: " << ne
     << ", %out: !llvm.ptr<1>";
  for (int d = 0; d < p.tensorRank; ++d)
    os << ", %c" << d << ": i32";
  // A rebinding case: the global descriptor slot and the real tensor
  // (K-major, run-time extents and row stride: struct(pointer, layout)).
  const char *gtensor =
      "!cute.memref<f16, gmem, align<16>, \"(?,?):(?{i64},1)\">";
  const char *slotT = "!cute.ptr<i64, gmem, align<128>>";
  const char *descT = "!cute.ptr<i64, smem, align<128>>";
  bool rebind = cs.decoyRows > 0;
  if (rebind)
    os << ", %slot: " << slotT << ", %real: " << gtensor;
  os << ") attributes {cute_nvgpu.kernel";
  if (cs.multicast > 1)
    os << ", nvvm.cluster_dim = array<i32: " << cs.multicast << ", 1, 1>";
  os << "} {\n"
     << "    %tid = nvvm.read.ptx.sreg.tid.x : i32\n"
     << "    %rank = " << (cs.multicast > 1
                               ? "nvvm.read.ptx.sreg.cluster.ctarank : i32"
                               : "arith.constant 0 : i32")
     << "\n    %s = llvm.mlir.addressof @" << cs.name
     << "_smem : !llvm.ptr<3>\n    %bar = llvm.mlir.addressof @" << cs.name
     << "_bar : !llvm.ptr<3>\n"
     << "    %zero = arith.constant 0 : i32\n"
     << "    %one = arith.constant 1 : i32\n"
     << "    %is0 = arith.cmpi eq, %tid, %zero : i32\n"
     << "    scf.if %is0 {\n"
     << "      nvvm.mbarrier.init %bar, %one : !llvm.ptr<3>, i32\n"
     << "      nvvm.fence.mbarrier.init\n"
     << "    }\n";
  if (cs.multicast > 1)
    os << "    nvvm.cluster.arrive\n    nvvm.cluster.wait\n";
  else
    os << "    nvvm.barrier0\n";
  if (rebind) {
    // Warp 0 rebinds: lane 0 copies the descriptor to shared memory and
    // rewrites it for the real tensor, then the warp releases it to the
    // global slot (tensormap.cp_fenceproxy is .sync.aligned).
    os << "    %c32 = arith.constant 32 : i32\n"
       << "    %warp0 = arith.cmpi ult, %tid, %c32 : i32\n"
       << "    scf.if %warp0 {\n"
       << "      %dsm = llvm.mlir.addressof @" << cs.name
       << "_desc : !llvm.ptr<3>\n"
       << "      %dsp = builtin.unrealized_conversion_cast %dsm : !llvm.ptr<3> "
          "to "
       << descT << "\n"
       << "      scf.if %is0 {\n"
       << "        cute_nvgpu.copy_tma_desc(%atom, %dsp) : (" << ne << ", "
       << descT << ") -> ()\n"
       << "        cute_nvgpu.update_tma_desc(%atom, %real, %dsp) : (" << ne
       << ", " << gtensor << ", " << descT << ") -> ()\n"
       << "      }\n"
       << "      %all = arith.constant -1 : i32\n"
       << "      nvvm.bar.warp.sync %all : i32\n"
       << "      cute_nvgpu.arch.tma_desc.release(%slot : " << slotT
       << ", %dsp : " << descT << ")\n"
       << "    }\n"
       << "    nvvm.barrier0\n";
  }
  int last = p.tensorRank - 1;
  // Thread 0 arms the barrier; warp 0 makes the copy, which is
  // warp-collective as CuTe DSL lowers it (one elected thread starts each
  // TMA load).
  os << "    scf.if %is0 {\n"
     << "      %tx = arith.constant " << p.expectTxBytes << " : i32\n"
     << "      nvvm.mbarrier.arrive.expect_tx %bar, %tx : !llvm.ptr<3>, i32\n"
     << "    }\n"
     << "    %w32 = arith.constant 32 : i32\n"
     << "    %inwarp0 = arith.cmpi ult, %tid, %w32 : i32\n"
     << "    scf.if %inwarp0 {\n"
     << "      %slice = arith.constant " << sliceBytes << " : i32\n"
     << "      %soff = arith.muli %rank, %slice : i32\n"
     << "      %dst = llvm.getelementptr %s[%soff] : (!llvm.ptr<3>, i32) -> "
        "!llvm.ptr<3>, i8\n"
     << "      %boxo = arith.constant " << p.boxDim[last] << " : i32\n"
     << "      %co = arith.muli %rank, %boxo : i32\n"
     << "      %clast = arith.addi %c" << last << ", %co : i32\n"
     << "      %" << (rebind ? "e0" : "e")
     << " = cute_nvgpu.atom.make_exec_tma(%atom) : (" << ne << ") -> " << ex
     << "\n";
  if (rebind)
    // The copy reads the rebound descriptor from the global slot, after
    // the acquire fence.
    os << "      cute_nvgpu.arch.tma_desc.acquire(%slot : " << slotT << ")\n"
       << "      %si = cute.ptrtoint(%slot) : " << slotT << " to i64\n"
       << "      %sa = cute.assume(%si) : (i64) -> !cute.i64<divby 128>\n"
       << "      %sg = cute.inttoptr(%sa) : !cute.i64<divby 128> to "
          "!cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>\n"
       << "      %e = cute_nvgpu.atom.set_value(%e0, %sg : "
          "!cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) "
          "{field = #cute_nvgpu.atom_copy_field_tmaload<tma_descriptor_ptr>} : "
       << ex << "\n";
  // The copy as CuTe DSL writes it: a coordinate tensor of one box (mode 0,
  // bases 1@d) at this CTA's coordinates, the SMEM slice as a memref, and
  // cute.copy with the executable atom (mbarrier, multicast mask).
  std::string iterText = "(", boxShape = "(", boxStride = "(";
  for (int d = 0; d < p.tensorRank; ++d) {
    iterText += std::string(d ? "," : "") + "?";
    boxShape += std::string(d ? "," : "") + std::to_string(p.boxDim[d]);
    boxStride += std::string(d ? "," : "") + "1@" + std::to_string(d);
  }
  iterText += ")";
  // tma_partition's grouping: ((box, 1), rest) on both sides.
  std::string ct = "!cute.coord_tensor<\"" + iterText + "\", \"((" +
                   boxShape + "),1),(1)):((" + boxStride + "),0),(0))\">";
  std::string sm = "!cute.memref<" + elem + ", smem, align<1024>" +
                   ptrSwizzle(p.swizzle) + ", \"((" +
                   std::to_string(sliceBytes / elemBytes(cs)) +
                   ",1),(1)):((1,0),(0))\">";
  os << "      %it = cute.make_int_tuple(";
  for (int d = 0; d < p.tensorRank; ++d)
    os << (d ? ", " : "") << (d == last ? "%clast" : "%c" + std::to_string(d));
  os << ") : (";
  for (int d = 0; d < p.tensorRank; ++d)
    os << (d ? ", " : "") << "i32";
  os << ") -> !cute.int_tuple<\"" << iterText << "\">\n"
     << "      %src = cute.make_view(%it) : " << ct << "\n"
     << "      %sp = builtin.unrealized_conversion_cast %dst : !llvm.ptr<3> "
        "to "
     << sptr << "\n"
     << "      %dstv = cute.make_view(%sp) : " << sm << "\n"
     << "      %bp = builtin.unrealized_conversion_cast %bar : !llvm.ptr<3> "
        "to !cute.ptr<i64, smem>\n"
     << "      %e1 = cute_nvgpu.atom.set_value(%e, %bp : !cute.ptr<i64, smem>) "
        "{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : "
     << ex << "\n";
  std::string atom = "%e1";
  if (cs.multicast > 1) {
    os << "      %mask = arith.constant " << ((1 << cs.multicast) - 1)
       << " : i16\n"
       << "      %e2 = cute_nvgpu.atom.set_value(%e1, %mask : i16) {field = "
          "#cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : "
       << ex << "\n";
    atom = "%e2";
  }
  os << "      cute.copy(" << atom << ", %src, %dstv) : (" << ex << ", " << ct
     << ", " << sm << ")\n    }\n"
     << "    %ticks = arith.constant 1000000 : i32\n"
     << "    nvvm.mbarrier.try_wait.parity %bar, %zero, %ticks : "
        "!llvm.ptr<3>, i32, i32\n"
     << "    %chunks = arith.constant " << bytes / 16 << " : i32\n"
     << "    %base = arith.muli %rank, %chunks : i32\n";
  for (int64_t j = 0; j < bytes / 16 / threads; ++j)
    os << "    %o" << j << " = arith.constant " << j * threads << " : i32\n"
       << "    %i" << j << " = arith.addi %tid, %o" << j << " : i32\n"
       << "    %x" << j << " = llvm.getelementptr %s[%i" << j
       << "] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<4xi32>\n"
       << "    %v" << j << " = llvm.load %x" << j
       << " : !llvm.ptr<3> -> vector<4xi32>\n"
       << "    %w" << j << " = arith.addi %base, %i" << j << " : i32\n"
       << "    %g" << j << " = llvm.getelementptr %out[%w" << j
       << "] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, vector<4xi32>\n"
       << "    llvm.store %v" << j << ", %g" << j
       << " : vector<4xi32>, !llvm.ptr<1>\n";
  // No CTA leaves while a peer's multicast may still target its memory.
  if (cs.multicast > 1)
    os << "    nvvm.cluster.arrive\n    nvvm.cluster.wait\n";
  os << "    return\n  }\n";
}

} // namespace

void emitTmaKernels(std::ostream &os, const target::TargetInfo &t) {
  os << "// Generated by `cute-nvgpu-gpu-check --emit-tma-kernels --chip "
     << t.name << "`: one TMA tile load per kernel (gpu/README.md).\n"
     << "gpu.module @tma_tiles [#nvvm.target<chip = \"" << t.name << "\">] {\n";
  for (const TmaCase &cs : tmaCases())
    emitTmaKernel(os, cs, tmaSetup(cs));
  os << "}\n";
}

} // namespace cute_nvgpu::gpucheck
