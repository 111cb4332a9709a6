//===- GpuCheck.h - the GPU tile check: cases, host tiles, runners --------===//
//
// `cute-nvgpu-gpu-check` (gpu/README.md) runs one tile per MMA family on a
// GPU, or on a software warp, and compares it with a CPU reference. One
// file per concern:
//   Formats.cpp       element encodings on the host (f16 ... e5m2)
//   Cases.cpp         the case table and the fragments each case uses
//   Kernels.cpp       --emit-kernels: the cute_nvgpu IR of every case
//   HostTiles.cpp     random tiles, packing through layouts, reference GEMM
//   SoftwareWarp.cpp  mma.sync / ldmatrix / wgmma from the PTX ISA
//   TmaTiles.cpp      TMA tile loads: cases, kernels, expected images
//   tma_check.cpp     the TMA command line (`cute-nvgpu-tma-check`)
//   CudaDevice.cpp    the CUDA driver, opened at run time
//   mma_check.cpp     the command line
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_GPU_GPUCHECK_H
#define CUTE_NVGPU_GPU_GPUCHECK_H

#include "cute-nvgpu/Layout/Layout.h"
#include "cute-nvgpu/Target/AtomRegistry.h"
#include "cute-nvgpu/Target/TmaPlan.h"
#include "cute-nvgpu/Target/Targets.h"

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace cute_nvgpu::gpucheck {
namespace L = cute_nvgpu::layout;
using target::Mnemonic;
using Bytes = std::vector<uint8_t>;

//===- Formats -----------------------------------------------------------===//

/// Byte width and spellings of each canonical element name.
struct Format {
  const char *name;
  int bytes;
  const char *mlir;     // element type in cute.memref
  const char *llvmElem; // vector element type after conversion
};
const Format &format(const std::string &canonical);
/// Little-endian encoding of a value exactly representable in `ty`.
void store(const std::string &ty, double v, uint8_t *p);
double load(const std::string &ty, const uint8_t *p);

//===- Cases -------------------------------------------------------------===//

enum class Path {
  Fragments, // A, B, C, D per-thread fragments in gmem (fragment-major)
  Ldsm,      // A/B row-major in gmem -> smem -> ldmatrix -> mma.sync
  Wgmma,     // A/B shared-memory images (or A fragments) -> wgmma
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

const std::vector<Case> &cases();
int threadsOf(const Case &cs);
bool caseOnTarget(const Case &cs, const target::TargetInfo &t);

/// The register fragments of a case (thread-value layouts and per-thread
/// counts): the verifier's reference layouts (lib/Target/MmaLayouts.cpp).
struct Frags {
  L::Layout a, b, c;
  int va, vb, vc;
};
Frags fragsOf(const Case &cs);

L::AnyLayout smemLayout(const char *text);
/// Bytes of a shared-memory image, padded to whole 16-byte chunks of 128
/// threads.
int imageBytes(const char *layout, const char *canonical);

//===- Kernels -----------------------------------------------------------===//

void emitKernels(std::ostream &os, const target::TargetInfo &t);

//===- Host tiles --------------------------------------------------------===//

/// Column-major tiles as CuTe indexes them: A is M x K, B is N x K, C/D are
/// M x N.
struct Tiles {
  std::vector<double> a, b, c;
};
Tiles randomTiles(const Case &cs, uint64_t seed);
std::vector<double> referenceD(const Case &cs, const Tiles &t);

/// Thread-major fragment buffer through a TV layout; `perturb` swaps
/// threads 0 and 1 (a deliberately wrong layout).
Bytes pack(const std::string &ty, const L::Layout &tv, int threads, int vals,
           const std::vector<double> &tile, bool perturb);
std::vector<double> unpack(const std::string &ty, const L::Layout &tv,
                           int threads, int vals, const Bytes &buf,
                           int tileSize);
/// Shared-memory image of a rows x K tile laid out by `layout`; `perturb`
/// swaps rows 0 and 1.
Bytes smemImage(const std::string &ty, const char *layout, int rows, int k,
                const std::vector<double> &tile, bool perturb);
/// Row-major rows x cols matrix from a column-major tile (or, with
/// `transposedSource`, from its transpose) with leading dimension `ld`.
Bytes rowMajor(const std::string &ty, const std::vector<double> &tile,
               int rows, int cols, bool transposedSource, int ld);

//===- TMA tiles ---------------------------------------------------------===//

/// One make_tma_copy: a rows x cols GMEM matrix (K-major: cols contiguous),
/// an SMEM tile layout as cute::print shows it, the CTA tile (tileM x tileK)
/// at GMEM (m0, k0), and the multicast count (the cluster size).
struct TmaCase {
  const char *name;
  const char *elem; // TMA element type (tma plan --elem spelling)
  int rows, cols;
  bool kMajor;
  int tileM, tileK, m0, k0;
  const char *smem;
  int multicast = 1;
  /// Rebinding: the descriptor is encoded for a decoy rows x cols tensor and
  /// rebound on the device to the real one (update_tma_desc in shared
  /// memory, released to a global slot, acquired); 0: no rebinding.
  int decoyRows = 0, decoyCols = 0;
};
const std::vector<TmaCase> &tmaCases();

/// The plan input and plan of a case, and the tile origin in TMA
/// coordinates (box mode order).
struct TmaSetup {
  target::tma::PlanInput input;
  target::tma::Plan plan;
  std::vector<int64_t> coords;
};
TmaSetup tmaSetup(const TmaCase &cs);
/// The case of the decoy tensor a rebinding case's descriptor is encoded
/// for (same tile, smem and coordinates).
TmaCase decoyOf(const TmaCase &cs);
/// `(rows,cols):(cols,_1)` or `(rows,cols):(_1,rows)`: run-time extents.
std::string gmemLayoutText(const TmaCase &cs);
int elemBytes(const TmaCase &cs);
int64_t tileBytes(const TmaCase &cs);
int tmaThreads(const TmaCase &cs);
/// Pseudo-random GMEM bytes (TMA moves bits; no value is interpreted).
Bytes gmemTensor(const TmaCase &cs);
/// Shared memory as the SMEM layout places the tile; `perturb` swaps tile
/// rows 0 and 1 (a deliberately wrong image).
Bytes expectedImage(const TmaCase &cs, const TmaSetup &s, const Bytes &g,
                    bool perturb);
/// The copy engine on the plan's descriptor (PTX ISA), every CTA's tile.
bool emulateTmaLoad(const TmaCase &cs, const TmaSetup &s, const Bytes &g,
                    std::vector<Bytes> &smemOfCta, std::string &why);
void emitTmaKernels(std::ostream &os, const target::TargetInfo &t);

//===- Runners -----------------------------------------------------------===//

/// One tcgen05.mma tile per case on a software tensor core (the PTX ISA's
/// SMEM and instruction descriptors, SoftwareUmma.cpp); prints one line a
/// case and a total; 0 when every tile matches.
int emulateUmmaTiles(bool markdown);

/// Runs a case's kernel on the software warp; false (with a message on
/// stderr) when the model cannot run it.
bool emulateCase(const Case &cs, const Frags &f, const Bytes &ga,
                 const Bytes &gb, const Bytes &gc, Bytes &gd);

/// The CUDA driver API, opened with dlopen so the binary needs no CUDA at
/// build time and runs (emulated) where there is none.
class CudaDevice {
public:
  enum class Status { Ok, NoGpu, Error };
  /// Opens the driver and device 0; `message` says why not.
  Status open(std::string &message);
  std::string name() const { return name_; }
  int sm() const { return sm_; }
  /// Loads a PTX or cubin module.
  bool load(const std::string &path, std::string &message);
  /// One block of threadsOf(cs) threads over (A, B, C) -> D buffers.
  bool run(const Case &cs, const Bytes &ga, const Bytes &gb, const Bytes &gc,
           Bytes &gd, std::string &message);
  /// Encodes the case's descriptor with cuTensorMapEncodeTiled from the
  /// plan, launches multicast CTAs (one cluster) and returns each CTA's
  /// tile image.
  bool runTma(const TmaCase &cs, const TmaSetup &s, const Bytes &g,
              std::vector<Bytes> &smemOfCta, std::string &message);

  /// Opens the driver and device 0 and loads `modulePath`; on success
  /// returns -1 and names the device in `device`, else prints why ("SKIP:"
  /// when there is no GPU) and returns the exit status (77 no GPU, 1 error).
  int openAndLoad(const std::string &modulePath, std::string &device);
  /// Launches a kernel without parameters on one thread and waits for it
  /// (its device printf reaches stdout when it completes).
  bool launchAlone(const std::string &kernel, std::string &message);

  /// Device memory for a program that launches on its own (the lowered
  /// host code of a DSL program, which finds this context current).
  bool upload(const Bytes &host, uint64_t &device, std::string &message);
  bool download(uint64_t device, Bytes &host, std::string &message);
  bool release(uint64_t device, std::string &message);
  bool synchronize(std::string &message);
  /// The driver's name for a CUresult.
  static std::string errorName(int rc);

private:
  void *module_ = nullptr;
  std::string name_;
  int sm_ = 0;
};

} // namespace cute_nvgpu::gpucheck

#endif
