//===- CudaRecorder.cpp - a stand-in libcuda.so.1 that records launches ---===//
//
// The CUDA driver entry points a lowered host program (`cute-nvgpu compile
// --host`) calls, answering as a one-GPU machine would and printing each
// call to stdout, so a test on a machine without a GPU checks what the
// program asked the driver for: the image it loaded, the function and its
// attributes, and every launch (grid, block, shared memory, stream, launch
// attributes and each kernel parameter's bytes, sized from the PTX
// image's .entry parameter list).
//
// CUDA_RECORDER_FAIL=NAME:CODE makes entry point NAME return CODE.
//
//===----------------------------------------------------------------------===//
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

struct Function {
  std::string name;
  std::vector<unsigned> paramBytes; // empty when the image is a cubin
};

std::string image;
bool imageIsPtx = false;
std::vector<Function *> functions;
int context = 0;

int failure(const char *entry) {
  const char *spec = std::getenv("CUDA_RECORDER_FAIL");
  if (!spec)
    return 0;
  const char *colon = std::strchr(spec, ':');
  if (!colon || std::strncmp(spec, entry, colon - spec) != 0 ||
      std::strlen(entry) != (size_t)(colon - spec))
    return 0;
  int code = std::atoi(colon + 1);
  std::printf("%s: returns %d\n", entry, code);
  return code;
}

#define RECORD(entry)                                                          \
  if (int code = failure(entry))                                               \
  return code

unsigned scalarBytes(const std::string &type) {
  if (type.size() < 3)
    return 0;
  int bits = std::atoi(type.c_str() + 2);
  return bits / 8;
}

/// The byte sizes of the parameters of `.entry NAME(...)` in PTX text.
std::vector<unsigned> entryParams(const std::string &ptx,
                                  const std::string &name) {
  std::vector<unsigned> sizes;
  std::string key = ".entry " + name + "(";
  size_t at = ptx.find(key);
  if (at == std::string::npos)
    return sizes;
  size_t end = ptx.find(')', at);
  size_t pos = at + key.size();
  while (pos < end) {
    size_t nl = ptx.find('\n', pos);
    if (nl == std::string::npos || nl > end)
      nl = end;
    std::string line = ptx.substr(pos, nl - pos);
    pos = nl + 1;
    if (line.find(".param") == std::string::npos)
      continue;
    size_t lb = line.find('[');
    if (lb != std::string::npos) {
      sizes.push_back(std::atoi(line.c_str() + lb + 1));
      continue;
    }
    // .param .u64 .ptr .align 8 name, .param .b32 name: the first type.
    size_t t = line.find(" .", line.find(".param") + 6);
    if (t == std::string::npos)
      continue;
    size_t te = line.find_first_of(" \t,", t + 1);
    sizes.push_back(scalarBytes(line.substr(t + 1, te - t - 1)));
  }
  return sizes;
}

struct LaunchConfig {
  unsigned grid[3], block[3], sharedMemBytes;
  void *stream;
  struct Attribute {
    int id;
    char pad[4];
    union {
      char bytes[64];
      int cooperative;
      unsigned dims[3];
    } value;
  } *attrs;
  unsigned numAttrs;
};

} // namespace

/// ` NAME [a, b, ...]`: one argument array of a tensor-map encoder.
template <typename T> void list(const char *name, const T *v, uint32_t n) {
  std::printf(" %s [", name);
  for (uint32_t i = 0; i < n; ++i)
    std::printf("%s%lld", i ? ", " : "", (long long)v[i]);
  std::printf("]");
}

extern "C" {

int cuInit(unsigned flags) {
  std::printf("cuInit(%u)\n", flags);
  RECORD("cuInit");
  return 0;
}

int cuCtxGetCurrent(void **ctx) {
  *ctx = context ? &context : nullptr;
  std::printf("cuCtxGetCurrent: %s\n", context ? "a context" : "none");
  RECORD("cuCtxGetCurrent");
  return 0;
}

int cuDeviceGet(int *dev, int ordinal) {
  *dev = ordinal;
  std::printf("cuDeviceGet(%d)\n", ordinal);
  RECORD("cuDeviceGet");
  return 0;
}

int cuDevicePrimaryCtxRetain(void **ctx, int dev) {
  std::printf("cuDevicePrimaryCtxRetain(%d)\n", dev);
  RECORD("cuDevicePrimaryCtxRetain");
  *ctx = &context;
  return 0;
}

int cuCtxSetCurrent(void *ctx) {
  std::printf("cuCtxSetCurrent\n");
  RECORD("cuCtxSetCurrent");
  context = ctx != nullptr;
  return 0;
}

int cuCtxGetDevice(int *dev) {
  *dev = 0;
  std::printf("cuCtxGetDevice: 0\n");
  RECORD("cuCtxGetDevice");
  return 0;
}

int cuModuleLoadData(void **module, const void *data) {
  const char *bytes = static_cast<const char *>(data);
  imageIsPtx = std::strncmp(bytes, "\x7f" "ELF", 4) != 0;
  if (imageIsPtx)
    image = bytes;
  std::printf("cuModuleLoadData: %s\n", imageIsPtx ? "PTX" : "cubin");
  RECORD("cuModuleLoadData");
  *module = &image;
  return 0;
}

int cuModuleGetFunction(void **fn, void *module, const char *name) {
  std::printf("cuModuleGetFunction(%s)\n", name);
  RECORD("cuModuleGetFunction");
  auto *f = new Function{name, {}};
  if (imageIsPtx) {
    f->paramBytes = entryParams(image, name);
    if (image.find(".entry " + f->name + "(") == std::string::npos) {
      std::printf("cuModuleGetFunction: no .entry %s in the image\n", name);
      return 500;
    }
  }
  functions.push_back(f);
  *fn = f;
  return 0;
}

int cuDeviceGetAttribute(int *value, int attribute, int dev) {
  // CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN: an H100's.
  *value = attribute == 97 ? 232448 : 0;
  std::printf("cuDeviceGetAttribute(%d, device %d) = %d\n", attribute, dev,
              *value);
  RECORD("cuDeviceGetAttribute");
  return 0;
}

int cuFuncSetAttribute(void *fn, int attribute, int value) {
  std::printf("cuFuncSetAttribute(%s, %d, %d)\n",
              static_cast<Function *>(fn)->name.c_str(), attribute, value);
  RECORD("cuFuncSetAttribute");
  return 0;
}

int cuLaunchKernelEx(const LaunchConfig *config, void *fn, void **params,
                     void **extra) {
  auto *f = static_cast<Function *>(fn);
  std::printf("cuLaunchKernelEx(%s) grid (%u, %u, %u) block (%u, %u, %u) "
              "smem %u stream %p%s\n",
              f->name.c_str(), config->grid[0], config->grid[1],
              config->grid[2], config->block[0], config->block[1],
              config->block[2], config->sharedMemBytes, config->stream,
              extra ? " extra" : "");
  for (unsigned i = 0; i < config->numAttrs; ++i) {
    const auto &a = config->attrs[i];
    if (a.id == 4)
      std::printf("  cluster (%u, %u, %u)\n", a.value.dims[0],
                  a.value.dims[1], a.value.dims[2]);
    else
      std::printf("  attribute %d = %d\n", a.id, a.value.cooperative);
  }
  for (unsigned i = 0; i < f->paramBytes.size(); ++i) {
    std::printf("  param %u [%u]:", i, f->paramBytes[i]);
    const unsigned char *p = static_cast<const unsigned char *>(params[i]);
    for (unsigned b = 0; b + 4 <= f->paramBytes[i]; b += 4) {
      uint32_t w;
      std::memcpy(&w, p + b, 4);
      std::printf(" %08x", w);
    }
    for (unsigned b = f->paramBytes[i] / 4 * 4; b < f->paramBytes[i]; ++b)
      std::printf(" %02x", p[b]);
    std::printf("\n");
  }
  RECORD("cuLaunchKernelEx");
  std::fflush(stdout);
  return 0;
}

// Memory, for a program that also moves data (gpu/dsl_gemm.cpp run without
// a GPU): device addresses are host addresses.
int cuMemAlloc_v2(uint64_t *ptr, size_t bytes) {
  *ptr = reinterpret_cast<uint64_t>(std::calloc(bytes ? bytes : 1, 1));
  std::printf("cuMemAlloc(%zu)\n", bytes);
  RECORD("cuMemAlloc_v2");
  return 0;
}
int cuMemFree_v2(uint64_t ptr) {
  std::free(reinterpret_cast<void *>(ptr));
  return 0;
}
int cuMemcpyHtoD_v2(uint64_t dst, const void *src, size_t bytes) {
  std::memcpy(reinterpret_cast<void *>(dst), src, bytes);
  return 0;
}
int cuMemcpyDtoH_v2(void *dst, uint64_t src, size_t bytes) {
  std::memcpy(dst, reinterpret_cast<const void *>(src), bytes);
  return 0;
}
int cuCtxSynchronize() { return 0; }
int cuDeviceGetName(char *name, int len, int) {
  std::snprintf(name, len, "cuda-recorder");
  return 0;
}
int cuGetErrorString(int, const char **s) {
  *s = "recorded error";
  return 0;
}
int cuLaunchKernel(void *, unsigned, unsigned, unsigned, unsigned, unsigned,
                   unsigned, unsigned, void *, void **, void **) {
  return 0;
}
int cuTensorMapEncodeTiled(void *map, int type, uint32_t rank, void *address,
                           const uint64_t *dims, const uint64_t *strides,
                           const uint32_t *box, const uint32_t *elementStrides,
                           int interleave, int swizzle, int l2, int oob) {
  static uint32_t encoded = 0;
  std::printf("cuTensorMapEncodeTiled(type %d, rank %u, address %p,", type,
              rank, address);
  list("dims", dims, rank);
  list("strides", strides, rank - 1);
  list("box", box, rank);
  list("elementStrides", elementStrides, rank);
  std::printf(", interleave %d, swizzle %d, l2 %d, oob %d)\n", interleave,
              swizzle, l2, oob);
  RECORD("cuTensorMapEncodeTiled");
  // The map's first word numbers it, so a launch's parameter shows which
  // descriptor it received.
  std::memset(map, 0, 128);
  ++encoded;
  std::memcpy(map, &encoded, 4);
  return 0;
}

int cuTensorMapEncodeIm2col(void *map, int type, uint32_t rank, void *address,
                            const uint64_t *dims, const uint64_t *strides,
                            const int *lowerCorner, const int *upperCorner,
                            uint32_t channelsPerPixel, uint32_t pixelsPerColumn,
                            const uint32_t *elementStrides, int interleave,
                            int swizzle, int l2, int oob) {
  static uint32_t encoded = 0;
  std::printf("cuTensorMapEncodeIm2col(type %d, rank %u, address %p,", type,
              rank, address);
  list("dims", dims, rank);
  list("strides", strides, rank - 1);
  list("lowerCorner", lowerCorner, rank - 2);
  list("upperCorner", upperCorner, rank - 2);
  std::printf(" channelsPerPixel %u pixelsPerColumn %u", channelsPerPixel,
              pixelsPerColumn);
  list("elementStrides", elementStrides, rank);
  std::printf(", interleave %d, swizzle %d, l2 %d, oob %d)\n", interleave,
              swizzle, l2, oob);
  RECORD("cuTensorMapEncodeIm2col");
  // Numbered apart from the tiled maps (high bit set), first word.
  std::memset(map, 0, 128);
  ++encoded;
  uint32_t tag = 0x80000000u | encoded;
  std::memcpy(map, &tag, 4);
  return 0;
}

} // extern "C"
