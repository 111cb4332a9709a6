// CuTe layout algebra evaluated in IR: every result type below is computed
// (and checked) by the cute dialect. Run: cute-nvgpu-opt examples/layout-algebra.mlir
func.func @tile_a_128x64_block() {
  // A 128x64 row-major f16 block in shared memory, 128B-swizzled.
  %smem = cute.static : !cute.composed_layout<Sw<3,4,3> o 0 o (128,64):(64,1)>
  // The (16,16) sub-tile at the origin keeps the swizzle.
  %tile = cute.static : !cute.layout<(16,16):(1,128)>
  %sub = cute.composition %smem, %tile : !cute.composed_layout<Sw<3,4,3> o 0 o (128,64):(64,1)>, !cute.layout<(16,16):(1,128)> -> !cute.composed_layout<Sw<3,4,3> o 0 o (16,16):(64,1)>

  // Divide a 12x32 row-major tensor by a 24-element (two-column) tile.
  %a = cute.static : !cute.layout<(12,32):(32,1)>
  %t = cute.static : !cute.layout<24:1>
  %div = cute.logical_divide(%a, %t) : (!cute.layout<"(12,32):(32,1)">, !cute.layout<"24:1">) -> !cute.layout<"((12,2),16):((32,1),2)">
  %flat = cute.coalesce %a : !cute.layout<(12,32):(32,1)> -> !cute.layout<(12,32):(32,1)>
  %inv = cute.right_inverse %a : !cute.layout<(12,32):(32,1)> -> !cute.layout<(32,12):(12,1)>
  return
}
