//===- HostTiles.cpp - random tiles, packing, reference GEMM --------------===//
#include "GpuCheck.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <tuple>

namespace cute_nvgpu::gpucheck {
namespace {

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

int64_t tileIndex(const L::Layout &tv, int threads, int thread, int value) {
  auto r = L::eval(tv, thread + threads * value);
  if (!r.ok()) {
    std::fprintf(stderr, "internal error: layout eval: %s\n",
                 r.error().message.c_str());
    std::exit(2);
  }
  return *r;
}

} // namespace

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

/// Thread-major fragment buffer: thread t's values at [t * V, t * V + V).
/// `perturb` swaps threads 0 and 1 (a deliberately wrong layout).
Bytes pack(const std::string &ty, const L::Layout &tv,
                          int threads, int vals,
                          const std::vector<double> &tile, bool perturb) {
  int bytes = format(ty).bytes;
  Bytes out(threads * vals * bytes);
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
                           const Bytes &buf, int tileSize) {
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
Bytes smemImage(const std::string &ty, const char *layout,
                               int rows, int k, const std::vector<double> &tile,
                               bool perturb) {
  L::AnyLayout l = smemLayout(layout);
  int bytes = format(ty).bytes;
  Bytes out(imageBytes(layout, ty.c_str()), 0);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < k; ++c) {
      int src = perturb && r < 2 ? 1 - r : r;
      int64_t off = *L::eval(l, r + rows * c);
      store(ty, tile[src + rows * c], &out[off * bytes]);
    }
  return out;
}

/// Row-major 16x16 A and 16x8 (K x N) B halves for the ldmatrix kernel.
Bytes rowMajor(const std::string &ty,
                              const std::vector<double> &tile, int rows,
                              int cols, bool transposedSource, int ld) {
  int bytes = format(ty).bytes;
  Bytes out(rows * cols * bytes);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      store(ty,
            transposedSource ? tile[c + ld * r] : tile[r + ld * c],
            &out[(r * cols + c) * bytes]);
  return out;
}

} // namespace cute_nvgpu::gpucheck
