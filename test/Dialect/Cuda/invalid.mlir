// One diagnostic per rule a cuda op checks.
// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// expected-error @below {{'cuda.kernel' op expects parent op 'gpu.module'}}
cuda.kernel @outside() {
  return
}

// -----

gpu.module @kernels {
  // expected-error @below {{'cuda.kernel' op is a kernel and returns nothing, but its function type has 1 result(s)}}
  cuda.kernel @with_result() -> i32 {
    %c0 = arith.constant 0 : i32
    return %c0 : i32
  }
}

// -----

gpu.module @kernels {
  // expected-error @below {{'cuda.kernel' op `cu_attrs` key `num_regs` is not a CUfunction_attribute a program may set; expected max_dynamic_shared_size_bytes, preferred_shared_memory_carveout, required_cluster_width, required_cluster_height, required_cluster_depth, non_portable_cluster_size_allowed or cluster_scheduling_policy_preference}}
  cuda.kernel @k() attributes {cu_attrs = {num_regs = 32 : i32}} {
    return
  }
}

// -----

gpu.module @kernels {
  // expected-error @below {{'cuda.kernel' op `cu_attrs` key `required_cluster_width`: #cuda.dev_max_shared_memory_optin is a shared memory size and only sets max_dynamic_shared_size_bytes}}
  cuda.kernel @k() attributes {cu_attrs = {required_cluster_width = #cuda.dev_max_shared_memory_optin}} {
    return
  }
}

// -----

gpu.module @kernels {
  // expected-error @below {{'cuda.kernel' op `cu_attrs` key `non_portable_cluster_size_allowed` must be an i32 (the driver's int), got 1 : i64}}
  cuda.kernel @k() attributes {cu_attrs = {non_portable_cluster_size_allowed = 1 : i64}} {
    return
  }
}

// -----

gpu.module @kernels {
  // expected-error @below {{'cuda.kernel' op `cu_attrs` must be a dictionary of CUfunction_attribute values, got [1 : i32]}}
  cuda.kernel @k() attributes {cu_attrs = [1 : i32]} {
    return
  }
}

// -----

gpu.module @kernels {
  cuda.kernel @k() {
    %c0 = arith.constant 0 : i32
    // expected-error @below {{'cuda.return' op returns 1 value(s) but kernel @k returns 0}}
    return %c0 : i32
  }
}

// -----

func.func @f() {
  // expected-error @below {{'cuda.return' op expects parent op 'cuda.kernel'}}
  cuda.return
}

// -----

func.func @f(%x: i32) {
  // expected-error @below {{'cuda.cast' op cannot cast 'i32' to '!cuda.stream'; a cast converts i64 <-> !cuda.stream (a stream handle) or i32 <-> !cuda.result (a driver status)}}
  %s = cuda.cast %x : i32 -> !cuda.stream
  return
}

// -----

func.func @f(%r: !cuda.result) {
  // expected-error @below {{'cuda.cast' op cannot cast '!cuda.result' to 'i64'; a cast converts i64 <-> !cuda.stream (a stream handle) or i32 <-> !cuda.result (a driver status)}}
  %c = cuda.cast %r : !cuda.result -> i64
  return
}

// -----

func.func @f(%i: i32, %j: i64, %s: !cuda.stream) {
  // expected-error @below {{'cuda.launch_cfg.create' op makes room for 2 launch attribute(s) but its result type is '!cuda.launch_cfg<max_attrs = 1>'}}
  %cfg = cuda.launch_cfg.create<max_attrs = 2 : i32> (blockDim = (%i, %i, %i), dynamicSmemBytes = %j, gridDim = (%i, %i, %i), stream = %s) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 1>
  return
}

// -----

func.func @f(%i: i32, %j: i64, %s: !cuda.stream) {
  // expected-error @below {{'cuda.launch_cfg.create' op makes room for 1 launch attribute(s) but 2 cuda.launch_cfg ops set one}}
  %cfg = cuda.launch_cfg.create<max_attrs = 1 : i32> (blockDim = (%i, %i, %i), dynamicSmemBytes = %j, gridDim = (%i, %i, %i), stream = %s) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 1>
  cuda.launch_cfg.cooperative[%cfg] (%i) : !cuda.launch_cfg<max_attrs = 1>, i32
  cuda.launch_cfg.programmatic_stream_serialization_allowed[%cfg] (%i) : !cuda.launch_cfg<max_attrs = 1>, i32
  return
}

// -----

func.func @f(%i: i32, %j: i64, %s: !cuda.stream) {
  // expected-error @below {{'cuda.launch_cfg.create' op attribute 'maxNumAttrs' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  %cfg = cuda.launch_cfg.create<max_attrs = -1 : i32> (blockDim = (%i, %i, %i), dynamicSmemBytes = %j, gridDim = (%i, %i, %i), stream = %s) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 1>
  return
}

// -----

func.func @f(%i: i32, %s: !cuda.stream) {
  // expected-error @below {{'cuda.launch_cfg.create' op operand #3 must be 64-bit signless integer, but got 'i32'}}
  %cfg = cuda.launch_cfg.create<max_attrs = 0 : i32> (blockDim = (%i, %i, %i), dynamicSmemBytes = %i, gridDim = (%i, %i, %i), stream = %s) : i32, i32, i32, i32, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 0>
  return
}

// -----

func.func @f(%cfg: !cuda.launch_cfg<max_attrs = 1>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // expected-error @below {{'cuda.launch_cfg.cluster_dim' op cluster extent y is 0; a cluster has at least one block along each axis}}
  cuda.launch_cfg.cluster_dim[%cfg] (%c1, %c0, %c1) : !cuda.launch_cfg<max_attrs = 1>, i32, i32, i32
  return
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @k(%a: i32) {
      return
    }
  }
  func.func @f(%cfg: !cuda.launch_cfg<max_attrs = 0>, %x: i32) {
    // expected-error @below {{'cuda.launch_ex' op callee @kernels::@missing does not name a symbol}}
    %r = cuda.launch_ex @kernels::@missing<%cfg> (%x) : !cuda.launch_cfg<max_attrs = 0>, (i32) -> !cuda.result
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @k(%a: i32) {
      return
    }
  }
  func.func @host() {
    return
  }
  func.func @f(%cfg: !cuda.launch_cfg<max_attrs = 0>, %x: i32) {
    // expected-error @below {{'cuda.launch_ex' op callee @host is not a cuda.kernel}}
    %r = cuda.launch_ex @host<%cfg> () : !cuda.launch_cfg<max_attrs = 0>, () -> !cuda.result
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @k(%a: i32) {
      return
    }
  }
  func.func @f(%cfg: !cuda.launch_cfg<max_attrs = 0>, %x: i32) {
    // expected-error @below {{'cuda.launch_ex' op passes 2 argument(s) but kernel @kernels::@k takes 1}}
    %r = cuda.launch_ex @kernels::@k<%cfg> (%x, %x) : !cuda.launch_cfg<max_attrs = 0>, (i32, i32) -> !cuda.result
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @k(%a: i32) {
      return
    }
  }
  func.func @f(%cfg: !cuda.launch_cfg<max_attrs = 0>, %x: i64) {
    // expected-error @below {{'cuda.launch_ex' op argument #0 has type 'i64' but kernel @kernels::@k expects 'i32'}}
    %r = cuda.launch_ex @kernels::@k<%cfg> (%x) : !cuda.launch_cfg<max_attrs = 0>, (i64) -> !cuda.result
    return
  }
}

// -----

func.func @f(%code: i32) {
  // expected-error @below {{'cuda.return_if_error' op returns the status from its enclosing function, which must return exactly one 'i32'; it returns ()}}
  cuda.return_if_error %code : i32
  return
}

// -----

func.func @f(%code: i32) -> i64 {
  // expected-error @below {{'cuda.return_if_error' op returns the status from its enclosing function, which must return exactly one 'i32'; it returns ('i64')}}
  cuda.return_if_error %code : i32
  %c0 = arith.constant 0 : i64
  return %c0 : i64
}

// -----

// expected-error @below {{expected `true` or `false` in #cuda.assume_kernel_attr, got `yes`}}
func.func private @f() attributes {a = #cuda.assume_kernel_attr<yes>}

// -----

func.func @f(%i: i32, %j: i64, %s: !cuda.stream) {
  // expected-error @below {{expected an i32 integer such as `2 : i32`, got 2 : i64}}
  %cfg = cuda.launch_cfg.create<max_attrs = 2 : i64> (blockDim = (%i, %i, %i), dynamicSmemBytes = %j, gridDim = (%i, %i, %i), stream = %s) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 2>
  return
}
