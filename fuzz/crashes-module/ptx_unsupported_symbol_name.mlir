"func.func"() <{function_type = (!cute.layout<"(16,8):(1,16)">, !cute.layout<"(2,6):(6,1)">, !cute.layout<"(4,2,3):(2,?,8)">) -> (), sym_name = "recast_and_inversesÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ"}> ({
^bb0(%arg2: !cute.layout<"(16,8):(1,16)">, %arg3: !cute.layout<"(2,6):(6,1)">, %arg4: !cute.layout<"(4,2,3):(2,?,8)">):
  %2 = "cute.recast_layout"(%arg2) <{new_type_bits = 32 : i32, old_type_bits = 8 : i32}> : (!cute.layout<"(16,8):(1,16)">) -> !cute.layout<"(4,8):(1,4)">
  %3 = "cute.right_inverse"(%arg3) : (!cute.layout<"(2,6):(6,1)">) -> !cute.layout<"(6,2):(2,1)">
  %4 = "cute.left_inverse"(%arg3) : (!cute.layout<"(2,6):(6,1)">) -> !cute.layout<"(6,2):(2,1)">
  "func.return"() : () -> ()
}) : () -> ()
