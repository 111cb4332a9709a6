func.func @tiled_divide_0(%a: !cute.layout<"32:1">, %b: !cute.layout<"?:?">) -> !cute.layout<"(?,?,?):(?,1,?)"> {
  %r = cute.tiled_divide(%a, %b) : (!cute.layout<"32:1">, !cute.layout<"?:?">) -> !cute.layout<"(?,?,?):(?,1,?)">
  return %r : !cute.layout<"(?,?,?):(?,1,?)">
}
