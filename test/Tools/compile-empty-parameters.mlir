// A defined function's parameter that holds no bits (a zero-width integer,
// an empty struct left on a function that is not only called) is refused
// before the NVPTX backend runs, which would stop on it. A zero-width
// result, and an empty struct passed to a declaration, reach PTX.
// RUN: split-file %s %t
// RUN: not cute-nvgpu compile %t/i0.mlir --target sm_90a -o %t/i0.ptx 2>&1 | FileCheck %s --check-prefix=I0
// RUN: not cute-nvgpu compile %t/struct.mlir --target sm_90a -o %t/struct.ptx 2>&1 | FileCheck %s --check-prefix=STRUCT
// RUN: cute-nvgpu compile %t/ok.mlir --target sm_90a -o %t/ok.ptx
// RUN: FileCheck %s --check-prefix=OK < %t/ok.ptx

// I0: error: `tile_sum`'s parameter 1 (i0) holds no bits: PTX has no empty parameters
// I0-NOT: error
// STRUCT: error: `keep`'s parameter 0 ({}) holds no bits: PTX has no empty parameters
// OK: .extern .func use_empty
// OK-NEXT: ()
// OK: .visible .func  (.param .b32 func_retval0) zero_width()
// OK: call.uni use_empty, ();

//--- i0.mlir
func.func @tile_sum(%a: i32, %z: i0) -> i32 {
  return %a : i32
}
//--- struct.mlir
llvm.func @keep(%e: !llvm.struct<()>) {
  llvm.return
}
llvm.mlir.global internal constant @table() : !llvm.ptr {
  %f = llvm.mlir.addressof @keep : !llvm.ptr
  llvm.return %f : !llvm.ptr
}
//--- ok.mlir
llvm.func @use_empty(!llvm.struct<()>)
func.func @zero_width() -> i0 {
  %z = arith.constant 0 : i0
  return %z : i0
}
llvm.func @call_empty() {
  %e = llvm.mlir.poison : !llvm.struct<()>
  llvm.call @use_empty(%e) : (!llvm.struct<()>) -> ()
  llvm.return
}
