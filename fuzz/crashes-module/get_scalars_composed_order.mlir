func.func @layout_outer_scalars(%c: !cute.composed_layout<"(?,5):(1,?{i64}) o ? o (2,3):(3,1)">)
    -> (i32, i64, i32) {
  %all:9 = cute.get_scalars (%c) : !cute.composed_layout<"(?,5):(1,?{i64}) o ? o (2,3):(3,1)">
  %d:3 = cute.get_scalars<{only_dynamic}> (%c) : !cute.composed_layout<"(?,5):(1,?{i64}) o ? o (2,3):(3,1)">
  return %d#0, %d#1, %d#2 : i32, i64, i32
}
