// RUN: cute-nvgpu-opt -convert-cute-to-llvm -verify-diagnostics -split-input-file %s

// The slice of a swizzled layout at a run-time coordinate has an offset the
// algebra does not compute with traced leaf arithmetic (it XORs the
// coordinate's contribution into the swizzle's bits): the op is refused,
// not lowered to a wrong value.
func.func @swizzled_slice_at_runtime_coordinate(%i: i32) {
  %l = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
  %c = cute.make_coord (%i) : (i32) -> !cute.coord<"(?,_)">
  // expected-error @below {{lowering of cute.slice with dynamic leaves is not supported yet}}
  %r = cute.slice(%l, %c) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.coord<"(?,_)">
  return
}
