func.func @slice_scalar_iterator_by_a_basis(%t: !cute.coord_tensor<"?", "(4,8):(1@0,1@1)">, %c: !cute.coord<"(_,?)">) {
  %0 = cute.slice(%rmemc) : !cute.coord<"(_,?)">Š  return
}
