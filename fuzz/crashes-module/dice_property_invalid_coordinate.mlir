func.func @f(%l: !cute.layout<"(2,3):(1,2)">) {
  %b = cute.dice(%l, "(_,1+") : (!cute.layout<"(2,3):(1,2)">) -> !cute.layout<"(3):(2)">
  return
}
