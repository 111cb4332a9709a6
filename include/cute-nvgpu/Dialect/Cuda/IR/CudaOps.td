//===- CudaOps.td - `cuda` ops ----------------------------*- tablegen -*-===//
//
// Custom forms are CuTe DSL's printed spellings, so DSL dumps parse as they
// were written; the generic forms carry the same properties the DSL writes.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_OPS_TD
#define CUDA_OPS_TD

include "cute-nvgpu/Dialect/Cuda/IR/CudaTypes.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class Cuda_Op<string mnemonic, list<Trait> traits = []>
    : Op<Cuda_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Kernels
//===----------------------------------------------------------------------===//

def Cuda_KernelOp : Cuda_Op<"kernel", [
    HasParent<"::mlir::gpu::GPUModuleOp">, FunctionOpInterface,
    IsolatedFromAbove, AutomaticAllocationScope,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect"]>]> {
  let summary = "a kernel (a `__global__` function) in a `gpu.module`";
  let description = [{
    A device entry point that host code launches with `cuda.launch_ex`. It
    returns nothing (a kernel has no results) and ends in `cuda.return`, which
    prints as `return` inside the body. The optional discardable `cu_attrs`
    dictionary holds the `CUfunction_attribute` values set on the loaded
    function, keyed by their snake-case names (e.g.
    `max_dynamic_shared_size_bytes`), each an `i32` or, for
    `max_dynamic_shared_size_bytes`, `#cuda.dev_max_shared_memory_optin`.

    ```mlir
    gpu.module @kernels {
      cuda.kernel @k(%arg0: i32) attributes {gpu.kernel} {
        return
      }
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region AnyRegion:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// FunctionOpInterface: the signature lives in `function_type`.
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
    ::mlir::Region *getCallableRegion() {
      return isExternal() ? nullptr : &getBody();
    }
    /// The `cu_attrs` dictionary's name.
    static ::llvm::StringRef getCuAttrsAttrName() { return "cu_attrs"; }
  }];
}

def Cuda_ReturnOp : Cuda_Op<"return", [Pure, HasParent<"KernelOp">,
                                       ReturnLike, Terminator]> {
  let summary = "returns from a `cuda.kernel`";
  let description = [{
    The terminator of a kernel body. Its operands match the kernel's result
    types, which for a kernel is none: `return`.
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Host values
//===----------------------------------------------------------------------===//

def Cuda_CastOp : Cuda_Op<"cast", [Pure]> {
  let summary = "converts between driver handles and integers";
  let description = [{
    The conversions a host program needs around a launch: a 64-bit integer to
    a stream (`CUstream` is a pointer-sized handle; 0 is the default stream)
    and a launch's status to its `i32` code (`CUresult` is a 32-bit enum), and
    back.

    ```mlir
    %s = cuda.cast %c0_i64 : i64 -> !cuda.stream
    %code = cuda.cast %r : !cuda.result -> i32
    ```
  }];
  let arguments = (ins AnyType:$src);
  let results = (outs AnyType:$dst);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($dst)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Launch configuration
//===----------------------------------------------------------------------===//

def Cuda_LaunchConfigCreateOp : Cuda_Op<"launch_cfg.create"> {
  let summary = "a launch configuration (`CUlaunchConfig`)";
  let description = [{
    Grid and block extents (`i32` each), dynamic shared memory bytes (`i64`)
    and the stream of a launch, with room for `max_attrs` launch attributes
    that `cuda.launch_cfg.*` ops set. The result type repeats `max_attrs`, and
    no more than `max_attrs` ops may set an attribute on the configuration.

    ```mlir
    %cfg = cuda.launch_cfg.create<max_attrs = 2 : i32> (blockDim = (%b, %c1, %c1),
        dynamicSmemBytes = %smem, gridDim = (%g, %c1, %c1), stream = %s)
        : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 2>
    ```
  }];
  let arguments = (ins I32:$blockDimX, I32:$blockDimY, I32:$blockDimZ,
                       I64:$dynamicSmemBytes,
                       I32:$gridDimX, I32:$gridDimY, I32:$gridDimZ,
                       Cuda_StreamType:$stream,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$maxNumAttrs);
  let results = (outs Res<Cuda_LaunchConfigType, "", [MemAlloc]>:$config);
  let assemblyFormat = [{
    `<` `max_attrs` `=` custom<TypedI32>($maxNumAttrs) `>`
    `(` `blockDim` `=` `(` $blockDimX `,` $blockDimY `,` $blockDimZ `)` `,`
        `dynamicSmemBytes` `=` $dynamicSmemBytes `,`
        `gridDim` `=` `(` $gridDimX `,` $gridDimY `,` $gridDimZ `)` `,`
        `stream` `=` $stream `)` attr-dict `:`
    type($blockDimX) `,` type($blockDimY) `,` type($blockDimZ) `,`
    type($dynamicSmemBytes) `,`
    type($gridDimX) `,` type($gridDimY) `,` type($gridDimZ) `,`
    qualified(type($stream)) `->` qualified(type($config))
  }];
  let hasVerifier = 1;
}

// An op that writes one launch attribute into a configuration.
def Cuda_LaunchAttrSetter : NativeOpTrait<"LaunchAttrSetter"> {
  let cppNamespace = "::cute_nvgpu::cuda";
}

class Cuda_LaunchAttrOp<string mnemonic, string what, dag values>
    : Cuda_Op<"launch_cfg." # mnemonic, [Cuda_LaunchAttrSetter]> {
  let summary = "sets the " # what # " launch attribute";
  let arguments = !con(
      (ins Arg<Cuda_LaunchConfigType, "the configuration", [MemWrite]>:$config),
      values);
}

def Cuda_LaunchConfigClusterDimOp
    : Cuda_LaunchAttrOp<"cluster_dim", "cluster shape",
                        (ins I32:$x, I32:$y, I32:$z)> {
  let description = [{
    `CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION`: the launch's thread block
    cluster extents. Each is at least 1.

    ```mlir
    cuda.launch_cfg.cluster_dim[%cfg] (%c2, %c1, %c1) : !cuda.launch_cfg<max_attrs = 2>, i32, i32, i32
    ```
  }];
  let assemblyFormat = [{
    `[` $config `]` `(` $x `,` $y `,` $z `)` attr-dict `:`
    qualified(type($config)) `,` type($x) `,` type($y) `,` type($z)
  }];
  let hasVerifier = 1;
}

def Cuda_LaunchConfigCooperativeOp
    : Cuda_LaunchAttrOp<"cooperative", "cooperative", (ins I32:$value)> {
  let description = [{
    `CU_LAUNCH_ATTRIBUTE_COOPERATIVE`: nonzero launches the grid as a
    cooperative grid (all blocks co-resident, grid-wide sync allowed).

    ```mlir
    cuda.launch_cfg.cooperative[%cfg] (%c0) : !cuda.launch_cfg<max_attrs = 3>, i32
    ```
  }];
  let assemblyFormat = [{
    `[` $config `]` `(` $value `)` attr-dict `:` qualified(type($config)) `,` type($value)
  }];
}

def Cuda_LaunchConfigProgrammaticStreamSerializationOp
    : Cuda_LaunchAttrOp<"programmatic_stream_serialization_allowed",
                        "programmatic stream serialization", (ins I32:$value)> {
  let description = [{
    `CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION`: nonzero lets the
    kernel start before the previous kernel in the stream finishes
    (programmatic dependent launch; the kernels order themselves with
    `griddepcontrol`).

    ```mlir
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%cfg] (%c1) : !cuda.launch_cfg<max_attrs = 3>, i32
    ```
  }];
  let assemblyFormat = [{
    `[` $config `]` `(` $value `)` attr-dict `:` qualified(type($config)) `,` type($value)
  }];
}

//===----------------------------------------------------------------------===//
// Launch
//===----------------------------------------------------------------------===//

def Cuda_LaunchExOp : Cuda_Op<"launch_ex", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>,
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "launches a kernel (`cuLaunchKernelEx`)";
  let description = [{
    Queues `callee`, a `cuda.kernel` named by its nested symbol
    (`@module::@kernel`), on the configuration's stream with the given
    arguments, which must match the kernel's argument types one for one. The
    result is the driver's status for the launch. The launch runs on the
    device grid and does not return the kernel's results, so it is not a call
    in the CallOpInterface sense. `assume_kernel_attr` says the kernel's
    `cu_attrs` are already set on the loaded function.

    ```mlir
    %r = cuda.launch_ex @kernels::@k<%cfg> (%a, %n) : !cuda.launch_cfg<max_attrs = 2>, (!llvm.ptr, i32) -> !cuda.result
    ```
  }];
  let arguments = (ins SymbolRefAttr:$callee,
                       OptionalAttr<Cuda_AssumeKernelAttr>:$assume_kernel_attr,
                       Arg<Cuda_LaunchConfigType, "the configuration", [MemRead]>:$config,
                       Variadic<AnyType>:$args);
  let results = (outs Cuda_ResultType:$result);
  let assemblyFormat = [{
    $callee `<` $config `>` ` ` `(` $args `)` attr-dict `:` qualified(type($config)) `,`
    functional-type($args, $result)
  }];
}

def Cuda_ReturnIfErrorOp : Cuda_Op<"return_if_error", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "returns a nonzero driver status from the host function";
  let description = [{
    If `status` is not 0 (`CUDA_SUCCESS`), the enclosing host function returns
    it at once; otherwise execution goes on. The enclosing function therefore
    returns exactly one value of the status's type.

    ```mlir
    cuda.return_if_error %code : i32
    ```
  }];
  let arguments = (ins I32:$status);
  let assemblyFormat = "$status attr-dict `:` type($status)";
  let hasVerifier = 1;
}

#endif // CUDA_OPS_TD
