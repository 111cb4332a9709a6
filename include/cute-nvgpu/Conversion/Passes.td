//===- Passes.td - cute-nvgpu conversions ------------------*- tablegen -*-===//
#ifndef CUTE_NVGPU_CONVERSION_PASSES_TD
#define CUTE_NVGPU_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertCuteNvgpuToNVVM : Pass<"convert-cute-nvgpu-to-nvvm"> {
  let summary = "Lower cute_nvgpu ops (only) to NVVM ops and inline PTX";
  let description = [{
    Register fragments (`!cute.memref<T, rmem, L>`, each thread's own
    values) become per-thread vectors of size(L) elements, value i in
    element L(i); atom values disappear (their parameters are in the
    types). MMA ops lower to `nvvm.mma.sync` where MLIR 22 has the
    form, and to inline PTX spelled by cute-nvgpu/Target/PtxBuilder.h where
    it does not (dense FP8, SM120 block-scaled). Only cute_nvgpu ops are
    converted: func/arith/cf/scf stay for the upstream lowerings, joined by
    `unrealized_conversion_cast`s. The `cute-nvgpu-to-llvm` pipeline runs this
    pass, `convert-to-llvm` (which knows our types through the dialect's
    ConvertToLLVMPatternInterface), `cute-nvgpu-mark-kernels` and
    `reconcile-unrealized-casts`.
  }];
  // cute_nvgpu carries the ConvertToLLVM interface that converts the
  // memory types (memrefs, pointers) for convert-to-llvm after this pass,
  // also when no cute_nvgpu op is left to load it.
  // Run-time leaf arithmetic (partitions, coordinates) is arith; an
  // elected thread's instructions sit in scf.if; register fragments are
  // vectors.
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::NVVM::NVVMDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect",
                           "::cute_nvgpu::CuteNvgpuDialect"];
  let options = [
    Option<"allowPatternRollback", "allow-pattern-rollback", "bool",
           /*default=*/"false",
           "Keep the conversion driver's rollback log (slower; by default "
           "a refused pattern erases what it built instead)">,
    Option<"deviceAssert", "device-assert", "::cute_nvgpu::DeviceAssert",
           /*default=*/"::cute_nvgpu::DeviceAssert::Trap",
           "How a failed `cf.assert` in device code stops the kernel",
           [{::llvm::cl::values(
             clEnumValN(::cute_nvgpu::DeviceAssert::Trap, "trap",
                        "PTX trap, no message (no call: wgmma stays "
                        "asynchronous)"),
             clEnumValN(::cute_nvgpu::DeviceAssert::Report, "report",
                        "CUDA's __assertfail prints the message, then traps "
                        "(a call: ptxas serializes the kernel's wgmma)"))}]>
  ];
}

def ConvertCudaKernels : Pass<"convert-cuda-kernels"> {
  let summary = "Turn CuTe DSL's `cuda.kernel` functions into kernel func.funcs";
  let description = [{
    A `cuda.kernel` (CuTe DSL's `__global__` function, in a `gpu.module`)
    becomes a `func.func` of the same name, signature, argument attributes
    and body, marked `cute_nvgpu.kernel` (a PTX `.entry` once lowered), its
    `cuda.return` a `func.return`. Launch bounds the DSL states on the
    kernel (`nvvm.reqntid`, `nvvm.maxntid`, `nvvm.minctasm`,
    `nvvm.cluster_dim`, `nvvm.cluster_max_blocks`) stay on it and reach the
    PTX directives; `cu_attrs` (CUfunction attributes the host sets when it
    loads the module), `gpu.kernel` and `cute.kernel` are dropped.
  }];
  let dependentDialects = ["::mlir::func::FuncDialect"];
}

def ConvertCudaHostToLLVM : Pass<"convert-cuda-host-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Lower CuTe DSL's host launch ops to LLVM and driver calls";
  let description = [{
    In each host `func.func` (outside any `gpu.module`):
    - `cuda.launch_cfg.create` becomes a `CUlaunchConfig` on the stack (an
      entry-block `llvm.alloca`) with room for `max_attrs` `CUlaunchAttribute`s;
      the `cuda.launch_cfg.*` setters append one attribute each
      (`CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION` 4, `..._COOPERATIVE` 2,
      `..._PROGRAMMATIC_STREAM_SERIALIZATION` 6);
    - `cuda.launch_ex @m::@k` becomes a call of
      `@cute_nvgpu.launch.k(config, args...) -> i32`, a declaration carrying
      the kernel's name and `cu_attrs` (`cute_nvgpu.launch`); its body, which
      loads the driver (dlopen of `libcuda.so.1`), the module image and the
      function and calls `cuLaunchKernelEx`, is written once the arguments
      have their LLVM types (`cute-nvgpu compile --host`);
    - `cuda.return_if_error %s` returns `%s` from the function when nonzero;
    - `cuda.cast` and `!cuda.stream` arguments become integers and pointers.
    A host function marked `llvm.emit_c_interface` is marked
    `cute_nvgpu.c_interface` instead: its C entry point passes each
    structure argument (a lowered tensor) by pointer.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::cf::ControlFlowDialect",
                           "::mlir::func::FuncDialect"];
}

def CuteNvgpuMarkKernels : Pass<"cute-nvgpu-mark-kernels"> {
  let summary = "Turn `cute_nvgpu.kernel` on llvm.func into `nvvm.kernel`";
  let description = [{
    A func.func carrying the unit attribute `cute_nvgpu.kernel` is a kernel
    entry (a PTX `.entry`); once func-to-llvm made it an llvm.func this pass
    gives it NVVM's `nvvm.kernel`, and its TMA descriptor parameters
    `nvvm.grid_constant` (read in place, never copied).

    NVPTX has no empty parameter types, and a cute value's static parts
    lower to empty structs. So a kernel parameter that holds nothing at run
    time (an atom, a tiled copy, a static layout) is removed, and a struct
    parameter with empty members is passed without them and rebuilt on
    entry; a launch passes the same. A device function (an llvm.func that
    is not a kernel and is used only by calls) loses each parameter that
    holds nothing, from its signature and from every call; a function used
    other than by calls keeps its signature.
  }];
  let dependentDialects = ["::mlir::NVVM::NVVMDialect"];
}

def CuteFoldStatic : Pass<"cute-fold-static"> {
  let summary = "Replace cute ops whose results are static by cute.static";
  let description = [{
    A cute op's result type is its value (type inference computes it); when
    every result has no dynamic (`?`) leaf the op is replaced by
    `cute.static` of that type, as CuTe IR's fold-static does. Ops with
    side effects (`cute.print`) stay, and so does an op whose static results
    rest on a condition of a dynamic operand leaf (make_layout_like's stride
    order, a cast's stride): `convert-cute-to-llvm` lowers it to the
    condition's run-time check (with `runtime-checks=1`) or to nothing.
    As CuTe IR's pass does, the walk goes from the last op backwards (post
    order) and erases every pure op without uses, so a folded chain leaves
    only the statics something still reads; `cute.static` ops already in
    the input stay. `cute.equal` and `cute.elem_less` of two static operands
    become their `arith.constant` (equal: the same static type; elem_less:
    every leaf of lhs below rhs's).
  }];
  // Deciding what folds asks for each type's lowered (LLVM) form; the i1
  // comparisons fold to arith constants.
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::arith::ArithDialect"];
}

def ConvertCuteToLLVM : Pass<"convert-cute-to-llvm"> {
  let summary = "Lower cute ops and value types to LLVM structs of their dynamic leaves";
  let description = [{
    Every cute value type becomes an LLVM struct of its dynamic leaves
    (cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h); function signatures,
    calls, returns, branches and scf ops follow. `cute.static` and the
    constructors pack leaves, accessors and other ops that only move leaves
    unpack and repack them, size/index/arithmetic ops compute with arith,
    and `cute.print` becomes printf (gpu.printf in GPU code). An op whose
    dynamic case is not lowered is reported as "lowering of cute.X with
    dynamic leaves is not supported yet".

    With `runtime-checks=1` the run-time leaf arithmetic is guarded where
    the layout algebra refuses static operands: a zero divisor, a quotient,
    product, sum or difference that does not fit in the leaf's width (i32
    `?` leaves included), shape_div's divisibility condition and the
    extents an op requires to be positive. A violation prints one line
    naming the op, its location and the values (printf on the host,
    gpu.printf in GPU code), then traps (`llvm.intr.trap`). The checks are
    scf.if blocks: run scf-to-cf after this pass.
  }];
  let options = [
    Option<"runtimeChecks", "runtime-checks", "bool", /*default=*/"false",
           "Guard run-time leaf arithmetic and trap with a report on a "
           "violated precondition">
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::scf::SCFDialect"];
}

#endif
