//===- Formats.cpp - element encodings on the host ------------------------===//
#include "GpuCheck.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace cute_nvgpu::gpucheck {
namespace {

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

const Format kFormats[] = {
    {"f16", 2, "f16", "f16"},      {"bf16", 2, "bf16", "bf16"},
    {"tf32", 4, "tf32", "f32"},    {"f32", 4, "f32", "f32"},
    {"f64", 8, "f64", "f64"},      {"s8", 1, "i8", "i8"},
    {"s32", 4, "i32", "i32"},      {"e4m3", 1, "f8E4M3FN", "i8"},
    {"e5m2", 1, "f8E5M2", "i8"},
};

} // namespace

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

} // namespace cute_nvgpu::gpucheck
