//===- CudaDevice.cpp - the CUDA driver, opened at run time ---------------===//
#include "GpuCheck.h"

#include <dlfcn.h>

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

} // namespace cute_nvgpu::gpucheck
