func.func @f(%s: !cute.shape<"(0,?)">) {
  %0 = cute.make_identity_layout(%s) : !cute.shape<"(0,?)"> -> !cute.layout<"(5,?):(1,5)">
  return
}
