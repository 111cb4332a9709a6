//===- CudaDevice.cpp - the CUDA driver, opened at run time ---------------===//
#include "GpuCheck.h"

#include <dlfcn.h>

#include <cstdio>

#include <fstream>
#include <iterator>
#include <type_traits>

namespace cute_nvgpu::gpucheck {
namespace {

/// The driver entry points the check needs (CUresult is an int, handles
/// are pointers, device pointers 64-bit integers).
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
  int (*cuTensorMapEncodeTiled)(void *, int, uint32_t, void *,
                                const uint64_t *, const uint64_t *,
                                const uint32_t *, const uint32_t *, int, int,
                                int, int);

  bool open(std::string &why) {
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
    get(cuTensorMapEncodeTiled, "cuTensorMapEncodeTiled");
    return ok;
  }

  std::string error(int rc) const {
    const char *s = nullptr;
    if (cuGetErrorString && cuGetErrorString(rc, &s) == 0 && s)
      return s;
    return "CUDA error " + std::to_string(rc);
  }
};

Driver gDriver;

} // namespace

#define CU_CHECK(call)                                                         \
  do {                                                                         \
    if (int rc_ = (call); rc_ != 0) {                                          \
      message = std::string(#call) + ": " + gDriver.error(rc_);               \
      return false;                                                            \
    }                                                                          \
  } while (0)

CudaDevice::Status CudaDevice::open(std::string &message) {
  Driver &drv = gDriver;
  if (!drv.open(message))
    return Status::NoGpu;
  int rc = drv.cuInit(0), dev = 0;
  if (rc != 0) {
    message = "cuInit: " + drv.error(rc);
    return Status::NoGpu;
  }
  if (drv.cuDeviceGet(&dev, 0) != 0) {
    message = "no CUDA device";
    return Status::NoGpu;
  }
  char name[256] = {0};
  int major = 0, minor = 0;
  drv.cuDeviceGetName(name, sizeof(name), dev);
  drv.cuDeviceGetAttribute(&major, 75, dev); // COMPUTE_CAPABILITY_MAJOR
  drv.cuDeviceGetAttribute(&minor, 76, dev); // COMPUTE_CAPABILITY_MINOR
  name_ = name;
  sm_ = major * 10 + minor;
  void *ctx = nullptr;
  if ((rc = drv.cuDevicePrimaryCtxRetain(&ctx, dev)) != 0 ||
      (rc = drv.cuCtxSetCurrent(ctx)) != 0) {
    message = "context: " + drv.error(rc);
    return Status::Error;
  }
  return Status::Ok;
}

int CudaDevice::openAndLoad(const std::string &modulePath,
                            std::string &device) {
  std::string message;
  switch (open(message)) {
  case Status::NoGpu:
    std::fprintf(stderr, "SKIP: %s\n", message.c_str());
    return 77;
  case Status::Error:
    std::fprintf(stderr, "error: %s\n", message.c_str());
    return 1;
  case Status::Ok:
    break;
  }
  device = name() + " (sm_" + std::to_string(sm()) + ")";
  if (!load(modulePath, message)) {
    std::fprintf(stderr, "error: %s\n", message.c_str());
    return 1;
  }
  return -1;
}

bool CudaDevice::launchAlone(const std::string &kernel, std::string &message) {
  Driver &drv = gDriver;
  void *fn = nullptr;
  CU_CHECK(drv.cuModuleGetFunction(&fn, module_, kernel.c_str()));
  CU_CHECK(drv.cuLaunchKernel(fn, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr,
                              nullptr));
  CU_CHECK(drv.cuCtxSynchronize());
  return true;
}

bool CudaDevice::upload(const Bytes &host, uint64_t &device,
                        std::string &message) {
  CU_CHECK(gDriver.cuMemAlloc(&device, host.size()));
  CU_CHECK(gDriver.cuMemcpyHtoD(device, host.data(), host.size()));
  return true;
}

bool CudaDevice::download(uint64_t device, Bytes &host, std::string &message) {
  CU_CHECK(gDriver.cuMemcpyDtoH(host.data(), device, host.size()));
  return true;
}

bool CudaDevice::release(uint64_t device, std::string &message) {
  CU_CHECK(gDriver.cuMemFree(device));
  return true;
}

bool CudaDevice::synchronize(std::string &message) {
  CU_CHECK(gDriver.cuCtxSynchronize());
  return true;
}

std::string CudaDevice::errorName(int rc) { return gDriver.error(rc); }

bool CudaDevice::load(const std::string &path, std::string &message) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    message = "cannot read '" + path + "'";
    return false;
  }
  std::string image((std::istreambuf_iterator<char>(in)),
                    std::istreambuf_iterator<char>());
  image.push_back('\0'); // PTX text must be NUL-terminated
  if (int rc = gDriver.cuModuleLoadData(&module_, image.data()); rc != 0) {
    message = "loading '" + path + "': " + gDriver.error(rc);
    return false;
  }
  return true;
}

bool CudaDevice::run(const Case &cs, const Bytes &ga, const Bytes &gb,
                     const Bytes &gc, Bytes &gd, std::string &message) {
  Driver &drv = gDriver;
  void *fn = nullptr;
  CU_CHECK(drv.cuModuleGetFunction(&fn, module_, cs.name));
  uint64_t d[4];
  const Bytes *in[3] = {&ga, &gb, &gc};
  for (int i = 0; i < 3; ++i) {
    CU_CHECK(drv.cuMemAlloc(&d[i], in[i]->size()));
    CU_CHECK(drv.cuMemcpyHtoD(d[i], in[i]->data(), in[i]->size()));
  }
  gd.assign(gc.size(), 0xFF); // poison: an unwritten D element fails
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

bool CudaDevice::runTma(const TmaCase &cs, const TmaSetup &s, const Bytes &g,
                        std::vector<Bytes> &smemOfCta, std::string &message) {
  Driver &drv = gDriver;
  void *fn = nullptr;
  CU_CHECK(drv.cuModuleGetFunction(&fn, module_, cs.name));
  uint64_t dg = 0, dout = 0;
  int64_t tile = tileBytes(cs);
  CU_CHECK(drv.cuMemAlloc(&dg, g.size()));
  CU_CHECK(drv.cuMemcpyHtoD(dg, g.data(), g.size()));
  Bytes out(size_t(tile) * cs.multicast, 0xA5); // poison
  CU_CHECK(drv.cuMemAlloc(&dout, out.size()));
  CU_CHECK(drv.cuMemcpyHtoD(dout, out.data(), out.size()));
  // A rebinding case encodes the descriptor for a decoy tensor (its own
  // plan, a buffer of another pattern) that the kernel rebinds to `g`.
  bool rebind = cs.decoyRows > 0;
  TmaSetup decoy = rebind ? tmaSetup(decoyOf(cs)) : s;
  const target::tma::Plan &encoded = decoy.plan;
  uint64_t ddecoy = 0, dslot = 0;
  if (rebind) {
    Bytes fill(size_t(cs.decoyRows) * cs.decoyCols * elemBytes(cs), 0x5A);
    CU_CHECK(drv.cuMemAlloc(&ddecoy, fill.size()));
    CU_CHECK(drv.cuMemcpyHtoD(ddecoy, fill.data(), fill.size()));
    Bytes zero(128, 0);
    CU_CHECK(drv.cuMemAlloc(&dslot, zero.size()));
    CU_CHECK(drv.cuMemcpyHtoD(dslot, zero.data(), zero.size()));
  }
  // The descriptor: every argument from the plan, the GMEM tensor's
  // device address as its base.
  std::vector<uint64_t> dims, strides;
  for (const auto &d : encoded.globalDim)
    dims.push_back(*d);
  for (const auto &st : encoded.globalStrides)
    strides.push_back(*st);
  int enums[5] = {target::tma::tensorMapEnumValue(encoded.tensorDataType),
                  target::tma::tensorMapEnumValue(encoded.interleave),
                  target::tma::tensorMapEnumValue(encoded.swizzle),
                  target::tma::tensorMapEnumValue(encoded.l2Promotion),
                  target::tma::tensorMapEnumValue(encoded.oobFill)};
  for (int e : enums)
    if (e < 0) {
      message = "a plan enumerator the driver table lacks";
      return false;
    }
  alignas(64) uint64_t tmap[16] = {0};
  CU_CHECK(drv.cuTensorMapEncodeTiled(
      tmap, enums[0], uint32_t(encoded.tensorRank),
      reinterpret_cast<void *>(rebind ? ddecoy : dg), dims.data(),
      strides.data(), encoded.boxDim.data(), encoded.elementStrides.data(),
      enums[1], enums[2], enums[3], enums[4]));
  std::vector<int32_t> coords(s.coords.begin(), s.coords.end());
  std::vector<void *> args = {tmap, &dout};
  for (int32_t &c : coords)
    args.push_back(&c);
  // The real tensor as CuTe DSL passes `(?,?):(?{i64},1)`: struct(pointer,
  // struct(struct(rows, cols), row stride)).
  struct RealTensor {
    uint64_t ptr;
    int32_t rows, cols;
    int64_t rowStride;
  } real{dg, cs.rows, cs.cols, cs.cols};
  if (rebind) {
    args.push_back(&dslot);
    args.push_back(&real);
  }
  // A cluster kernel carries its shape (.reqnctapercluster): a plain launch
  // of one cluster.
  CU_CHECK(drv.cuLaunchKernel(fn, cs.multicast, 1, 1, tmaThreads(cs), 1, 1, 0,
                              nullptr, args.data(), nullptr));
  CU_CHECK(drv.cuCtxSynchronize());
  CU_CHECK(drv.cuMemcpyDtoH(out.data(), dout, out.size()));
  CU_CHECK(drv.cuMemFree(dg));
  CU_CHECK(drv.cuMemFree(dout));
  if (rebind) {
    CU_CHECK(drv.cuMemFree(ddecoy));
    CU_CHECK(drv.cuMemFree(dslot));
  }
  smemOfCta.clear();
  for (int r = 0; r < cs.multicast; ++r)
    smemOfCta.emplace_back(out.begin() + r * tile, out.begin() + (r + 1) * tile);
  return true;
}

} // namespace cute_nvgpu::gpucheck
