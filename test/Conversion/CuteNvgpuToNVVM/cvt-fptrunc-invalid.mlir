// RUN: cute-nvgpu-opt %s -split-input-file -convert-cute-nvgpu-to-nvvm -verify-diagnostics

// 6-bit results are one per byte in PTX, not the compact packing the op
// states: refused by name.
func.func @to_e2m3(%v: vector<4xf32>) -> vector<4xf6E2M3FN> {
  // expected-error @below {{'nvgpu.cvt_fptrunc' op cannot convert 'vector<4xf32>' to 'vector<4xf6E2M3FN>': 6-bit results (one per byte in PTX) are not lowered}}
  %q = nvgpu.cvt_fptrunc %v : vector<4xf32> to vector<4xf6E2M3FN>
  return %q : vector<4xf6E2M3FN>
}

// -----

// PTX converts to the 8-bit formats from f32 pairs.
func.func @from_f16(%v: vector<4xf16>) -> vector<4xf8E4M3FN> {
  // expected-error @below {{'nvgpu.cvt_fptrunc' op cannot convert 'vector<4xf16>' to 'vector<4xf8E4M3FN>': 8- and 4-bit results are converted from f32 pairs}}
  %q = nvgpu.cvt_fptrunc %v : vector<4xf16> to vector<4xf8E4M3FN>
  return %q : vector<4xf8E4M3FN>
}
