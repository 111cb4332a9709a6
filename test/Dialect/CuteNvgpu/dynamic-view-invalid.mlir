// A runtime-sized tensor meets an atom through the layout algebra: the
// tensor is a pointer and a !cute.layout with runtime leaves, and one
// thread's view of it is static, at a runtime offset. A view or fragment
// whose own layout is dynamic is refused, with the reason.
// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

func.func @dynamic_gmem_view(%g: !llvm.ptr<1>) {
  // expected-error @below {{'cute_nvgpu.make_view' op expects a static layout for the view, but got '!cute.memref<f16, gmem, "(8,?):(1,?)">': an atom moves a fixed number of values per thread, so the view of one thread's values is static; keep a runtime-sized tensor as its pointer and a !cute.layout, and view one thread's part of it with `cute_nvgpu.make_view %ptr offset(%elements)`}}
  %v = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f16, gmem, "(8,?):(1,?)">
  return
}

// -----

func.func @dynamic_copy_source(%v: !cute.memref<f16, gmem, "(8,?):(1,?)">) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f16, 128 b>
  // expected-error @below {{'cute_nvgpu.copy' op expects a static layout for the source, but got '!cute.memref<f16, gmem, "(8,?):(1,?)">': an atom moves a fixed number of values per thread}}
  %r = cute_nvgpu.copy %a, %v : !cute_nvgpu.atom.universal_copy<f16, 128 b>, !cute.memref<f16, gmem, "(8,?):(1,?)"> -> !cute.memref<f16, rmem, "(8):(1)">
  return
}

// -----

func.func @dynamic_fragment(%v: !cute.memref<f16, gmem, "8:1">) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f16, 128 b>
  // expected-error @below {{'cute_nvgpu.copy' op expects a static layout for the destination, but got '!cute.memref<f16, rmem, "(?):(1)">': a register fragment's size and register order are fixed at compile time}}
  %r = cute_nvgpu.copy %a, %v : !cute_nvgpu.atom.universal_copy<f16, 128 b>, !cute.memref<f16, gmem, "8:1"> -> !cute.memref<f16, rmem, "(?):(1)">
  return
}

// -----

func.func @sub_byte_offset(%g: !llvm.ptr<1>, %n: i32) {
  // expected-error @below {{'cute_nvgpu.make_view' op an element offset needs whole-byte elements, but 'i4' is 4 bits}}
  %v = cute_nvgpu.make_view %g offset(%n : i32) : !llvm.ptr<1> -> !cute.memref<i4, gmem, "8:1">
  return
}
