// A function name PTX cannot spell is refused before the NVPTX backend
// runs (which would stop on it); `$` and `.` are PTX identifier characters.
// RUN: split-file %s %t
// RUN: not cute-nvgpu compile %t/dash.mlir --target sm_80 -o %t/dash.ptx 2>&1 | FileCheck %s --check-prefix=DASH
// RUN: not cute-nvgpu compile %t/space.mlir --target sm_80 -o %t/space.ptx 2>&1 | FileCheck %s --check-prefix=SPACE
// RUN: cute-nvgpu compile %t/ok.mlir --target sm_80 -o %t/ok.ptx
// RUN: FileCheck %s --check-prefix=OK < %t/ok.ptx

// DASH: error: `tile-sum` cannot be a PTX symbol: PTX identifiers take letters, digits, `_`, `$` and `.`
// SPACE: error: `tile sum` cannot be a PTX symbol: PTX identifiers take letters, digits, `_`, `$` and `.`
// OK: .visible .func tile$sum.v2()

//--- dash.mlir
func.func @"tile-sum"() { return }
//--- space.mlir
func.func @"tile sum"() { return }
//--- ok.mlir
func.func @"tile$sum.v2"() { return }
