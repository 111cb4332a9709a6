//===- dsl_gemm.cpp - run a compiled CuTe DSL GEMM through its host code --===//
//
// `cute-nvgpu-dsl-gemm` runs a GEMM program compiled by `cute-nvgpu compile
// --host` (the host LLVM IR built into a shared object): it makes A, B and
// C on the GPU, calls the program's C entry point, which launches the
// kernel itself (cuLaunchKernelEx through the lowered cuda.launch_ex), and
// checks C = A * B^T (CuTe's (M,K,L) x (N,K,L) -> (M,N,L)) against a CPU
// reference, then times the entry point.
//
//   cute-nvgpu-dsl-gemm --host-lib gemm.so --entry _mlir_ciface_NAME
//       --a LAYOUT --b LAYOUT --c LAYOUT [--ab f16] [--c-type f16]
//       [--stream] [--check M,N,K] [--time M,N,K] [--iters N] [--name S]
//
// LAYOUT is the tensor type's layout as the program prints it, e.g.
// "(?{div=8},?,?):(1,?{i64 div=8},?{i64 div=8})": its run-time leaves
// are what the entry point's tensor descriptors hold (the address, then
// each dynamic shape leaf, then each dynamic stride leaf). The mode with
// stride 1 is contiguous. Values are small integers, so f32 accumulation
// is exact and the check is exact. Prints one markdown row.
//
//===----------------------------------------------------------------------===//
#include "GpuCheck.h"

#include <dlfcn.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

using namespace cute_nvgpu::gpucheck;

namespace {

struct Leaf {
  bool dynamic = false;
  int bytes = 4; // i32 or i64 when dynamic
  int64_t value = 0;
};

/// "(a,b)" or "(a,b,c)" -> its leaves.
bool parseModes(const std::string &text, std::vector<Leaf> &out) {
  if (text.size() < 2 || text.front() != '(' || text.back() != ')')
    return false;
  std::string body = text.substr(1, text.size() - 2);
  size_t pos = 0;
  while (pos <= body.size()) {
    size_t comma = body.find(',', pos);
    // A leaf's {i64 div=8} has no comma; modes here are flat.
    if (comma == std::string::npos)
      comma = body.size();
    std::string leaf = body.substr(pos, comma - pos);
    Leaf l;
    if (!leaf.empty() && leaf[0] == '?') {
      l.dynamic = true;
      l.bytes = leaf.find("i64") != std::string::npos ? 8 : 4;
    } else {
      l.value = std::atoll(leaf.c_str());
    }
    out.push_back(l);
    pos = comma + 1;
  }
  return out.size() == 2 || out.size() == 3;
}

/// A (rows, cols) or (rows, cols, batch) tensor in a program's layout: its
/// descriptor bytes for the C entry point.
struct Tensor {
  std::vector<Leaf> shape, stride;
  int modes = 3;
  int64_t extent[3];
  int64_t step[3];
  Bytes host;
  uint64_t device = 0;

  bool build(const std::string &layout, int64_t rows, int64_t cols,
             std::string &why) {
    size_t colon = layout.find("):(");
    if (colon == std::string::npos ||
        !parseModes(layout.substr(0, colon + 1), shape) ||
        !parseModes(layout.substr(colon + 2), stride) ||
        shape.size() != stride.size()) {
      why = "layout '" + layout + "' is not (a,b[,c]):(d,e[,f])";
      return false;
    }
    modes = int(shape.size());
    extent[0] = rows;
    extent[1] = cols;
    extent[2] = 1;
    int unit = !stride[0].dynamic && stride[0].value == 1 ? 0
               : !stride[1].dynamic && stride[1].value == 1 ? 1
                                                            : -1;
    if (unit < 0) {
      why = "layout '" + layout + "' has no unit-stride mode among 0 and 1";
      return false;
    }
    step[unit] = 1;
    step[1 - unit] = extent[unit];
    step[2] = rows * cols;
    for (int i = 0; i < modes; ++i) {
      if (!shape[i].dynamic && shape[i].value != extent[i]) {
        why = "layout '" + layout + "' fixes mode " + std::to_string(i) +
              " to " + std::to_string(shape[i].value);
        return false;
      }
      if (!stride[i].dynamic && stride[i].value != step[i] &&
          !(i == 2 && stride[i].value == 0)) {
        why = "layout '" + layout + "' has stride " +
              std::to_string(stride[i].value) + " in mode " +
              std::to_string(i) + ", the runner lays it out with " +
              std::to_string(step[i]);
        return false;
      }
    }
    return true;
  }

  /// {address, {dynamic shape leaves}, {dynamic stride leaves}} with LLVM's
  /// natural alignment (each group aligned to its widest leaf).
  Bytes descriptor() const {
    Bytes d(8);
    std::memcpy(d.data(), &device, 8);
    auto group = [&](const std::vector<Leaf> &leaves, const int64_t *values) {
      int align = 1;
      for (const Leaf &l : leaves)
        if (l.dynamic)
          align = std::max(align, l.bytes);
      d.resize((d.size() + align - 1) / align * align);
      for (int i = 0; i < modes; ++i) {
        if (!leaves[i].dynamic)
          continue;
        int b = leaves[i].bytes;
        d.resize((d.size() + b - 1) / b * b);
        size_t at = d.size();
        d.resize(at + b);
        std::memcpy(d.data() + at, &values[i], b); // little-endian
      }
    };
    group(shape, extent);
    group(stride, step);
    d.resize((d.size() + 7) / 8 * 8);
    return d;
  }

  int64_t offset(int64_t r, int64_t c) const { return r * step[0] + c * step[1]; }
};

struct Options {
  std::string hostLib, entry, a, b, c, ab = "f16", cType = "f16", name;
  bool stream = false;
  int64_t check[3] = {512, 512, 256}, time[3] = {4096, 4096, 4096};
  int iters = 20;
};

bool parseTriple(const char *s, int64_t out[3]) {
  return std::sscanf(s, "%ld,%ld,%ld", &out[0], &out[1], &out[2]) == 3;
}

using Entry3 = int (*)(void *, void *, void *);
using Entry4 = int (*)(void *, void *, void *, void *);

class GemmRun {
public:
  GemmRun(const Options &o, CudaDevice &gpu, void *entry)
      : o(o), gpu(gpu), entry(entry) {}

  /// Makes the tensors for an M x N x K problem on the device.
  bool setUp(const int64_t mnk[3], bool fill, std::string &why) {
    int64_t m = mnk[0], n = mnk[1], k = mnk[2];
    if (!ta.build(o.a, m, k, why) || !tb.build(o.b, n, k, why) ||
        !tc.build(o.c, m, n, why))
      return false;
    int ab = format(o.ab).bytes, cb = format(o.cType).bytes;
    ta.host.assign(size_t(m * k * ab), 0);
    tb.host.assign(size_t(n * k * ab), 0);
    tc.host.assign(size_t(m * n * cb), 0xFF); // poison
    if (fill) {
      std::mt19937 rng(1234);
      std::uniform_int_distribution<int> v(-2, 2);
      for (int64_t i = 0; i < m * k; ++i)
        store(o.ab, v(rng), &ta.host[size_t(i * ab)]);
      for (int64_t i = 0; i < n * k; ++i)
        store(o.ab, v(rng), &tb.host[size_t(i * ab)]);
    }
    for (Tensor *t : {&ta, &tb, &tc})
      if (!gpu.upload(t->host, t->device, why))
        return false;
    return true;
  }

  bool call(std::string &why) {
    Bytes da = ta.descriptor(), db = tb.descriptor(), dc = tc.descriptor();
    int rc = o.stream ? reinterpret_cast<Entry4>(entry)(da.data(), db.data(),
                                                        dc.data(), nullptr)
                      : reinterpret_cast<Entry3>(entry)(da.data(), db.data(),
                                                        dc.data());
    if (rc != 0) {
      why = "the program's host code returned " + std::to_string(rc) + " (" +
            CudaDevice::errorName(rc) + ")";
      return false;
    }
    return true;
  }

  /// C against the reference on every element, or on `samples` of them.
  bool compare(const int64_t mnk[3], int64_t samples, int64_t &checked,
               int64_t &wrong, double &maxErr, std::string &why) {
    if (!gpu.synchronize(why) || !gpu.download(tc.device, tc.host, why))
      return false;
    int ab = format(o.ab).bytes, cb = format(o.cType).bytes;
    int64_t m = mnk[0], n = mnk[1], k = mnk[2];
    std::vector<double> a(size_t(m * k)), b(size_t(n * k));
    for (int64_t r = 0; r < m; ++r)
      for (int64_t c = 0; c < k; ++c)
        a[size_t(r * k + c)] = load(o.ab, &ta.host[size_t(ta.offset(r, c) * ab)]);
    for (int64_t r = 0; r < n; ++r)
      for (int64_t c = 0; c < k; ++c)
        b[size_t(r * k + c)] = load(o.ab, &tb.host[size_t(tb.offset(r, c) * ab)]);
    std::mt19937_64 rng(99);
    int64_t total = samples ? samples : m * n;
    checked = wrong = 0;
    maxErr = 0;
    for (int64_t i = 0; i < total; ++i) {
      int64_t idx = samples ? int64_t(rng() % uint64_t(m * n)) : i;
      int64_t r = idx / n, c = idx % n;
      double acc = 0;
      for (int64_t x = 0; x < k; ++x)
        acc += a[size_t(r * k + x)] * b[size_t(c * k + x)];
      uint8_t want[8];
      store(o.cType, acc, want); // the f32 sum is exact; C rounds it once
      double expect = load(o.cType, want);
      double got = load(o.cType, &tc.host[size_t(tc.offset(r, c) * cb)]);
      double err = got == got ? std::abs(got - expect) : 1e30;
      maxErr = std::max(maxErr, err);
      if (err != 0 && wrong < 5)
        std::fprintf(stderr, "  C(%ld, %ld) = %g, expected %g\n", r, c, got,
                     expect);
      wrong += err != 0;
      ++checked;
    }
    return true;
  }

  bool tearDown(std::string &why) {
    for (Tensor *t : {&ta, &tb, &tc})
      if (t->device && !gpu.release(t->device, why))
        return false;
    return true;
  }

private:
  const Options &o;
  CudaDevice &gpu;
  void *entry;
  Tensor ta, tb, tc;
};

int usage() {
  std::fprintf(stderr,
               "usage: cute-nvgpu-dsl-gemm --host-lib SO --entry SYMBOL --a L "
               "--b L --c L [--ab f16] [--c-type f16] [--stream] "
               "[--check M,N,K] [--time M,N,K] [--iters N] [--name S]\n");
  return 2;
}

} // namespace

int main(int argc, char **argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto next = [&]() -> const char * {
      return i + 1 < argc ? argv[++i] : nullptr;
    };
    const char *v = nullptr;
    if (arg == "--stream") {
      o.stream = true;
      continue;
    }
    if (!(v = next()))
      return usage();
    if (arg == "--host-lib") o.hostLib = v;
    else if (arg == "--entry") o.entry = v;
    else if (arg == "--a") o.a = v;
    else if (arg == "--b") o.b = v;
    else if (arg == "--c") o.c = v;
    else if (arg == "--ab") o.ab = v;
    else if (arg == "--c-type") o.cType = v;
    else if (arg == "--name") o.name = v;
    else if (arg == "--iters") o.iters = std::atoi(v);
    else if (arg == "--check") { if (!parseTriple(v, o.check)) return usage(); }
    else if (arg == "--time") { if (!parseTriple(v, o.time)) return usage(); }
    else return usage();
  }
  if (o.hostLib.empty() || o.entry.empty() || o.a.empty() || o.b.empty() ||
      o.c.empty())
    return usage();

  CudaDevice gpu;
  std::string why;
  switch (gpu.open(why)) {
  case CudaDevice::Status::NoGpu:
    std::fprintf(stderr, "SKIP: %s\n", why.c_str());
    return 77;
  case CudaDevice::Status::Error:
    std::fprintf(stderr, "error: %s\n", why.c_str());
    return 1;
  case CudaDevice::Status::Ok:
    break;
  }
  void *lib = dlopen(o.hostLib.c_str(), RTLD_NOW);
  void *entry = lib ? dlsym(lib, o.entry.c_str()) : nullptr;
  if (!entry) {
    std::fprintf(stderr, "error: %s\n", dlerror());
    return 1;
  }
  auto fail = [&](const std::string &what) {
    std::fprintf(stderr, "error: %s: %s\n", o.name.c_str(), what.c_str());
    return 1;
  };

  // Correctness: every element of a small problem, then samples of the
  // timed one.
  int64_t checked = 0, wrong = 0, sampled = 0, sampledWrong = 0;
  double maxErr = 0, sampledErr = 0;
  {
    GemmRun run(o, gpu, entry);
    if (!run.setUp(o.check, true, why) || !run.call(why) ||
        !run.compare(o.check, 0, checked, wrong, maxErr, why) ||
        !run.tearDown(why))
      return fail(why);
  }
  double seconds = 0;
  {
    GemmRun run(o, gpu, entry);
    if (!run.setUp(o.time, true, why))
      return fail(why);
    for (int w = 0; w < 3; ++w)
      if (!run.call(why))
        return fail(why);
    if (!gpu.synchronize(why))
      return fail(why);
    auto t0 = std::chrono::steady_clock::now();
    for (int it = 0; it < o.iters; ++it)
      if (!run.call(why))
        return fail(why);
    if (!gpu.synchronize(why))
      return fail(why);
    seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                            t0)
                  .count() /
              o.iters;
    if (!run.compare(o.time, 65536, sampled, sampledWrong, sampledErr, why) ||
        !run.tearDown(why))
      return fail(why);
  }
  double flops = 2.0 * double(o.time[0]) * double(o.time[1]) * double(o.time[2]);
  std::printf("| %s | %s (sm_%d) | %ldx%ldx%ld: %ld of %ld wrong | "
              "%ldx%ldx%ld: %ld of %ld sampled wrong | %.3f ms | %.1f |\n",
              o.name.c_str(), gpu.name().c_str(), gpu.sm(), o.check[0],
              o.check[1], o.check[2], wrong, checked, o.time[0], o.time[1],
              o.time[2], sampledWrong, sampled, seconds * 1e3,
              flops / seconds / 1e12);
  return wrong || sampledWrong ? 1 : 0;
}
