//===- CuteNvgpuBuiltinOps.td - CUDA tensor-core builtins ---*- tablegen -*-===//
//
// Included from CuteNvgpuOps.td (one dialect, one op list).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_BUILTIN_OPS_TD
#define CUTE_NVGPU_BUILTIN_OPS_TD

// A fragment is one vector of the builtin's C register type (i32 for packed
// 16-bit, 8/4/1-bit, tf32 and s32 data; f32; f64); the element type is
// checked against the builtin table by the verifier ("Wrong MMA element
// type"), so ODS admits any 1-D vector here.
def CuteNvgpu_BuiltinArg : AnyTypeOf<[LLVM_AnyPointer, I32, I64,
                                      VectorOfRank<[1]>]>;

// A builtin's constant argument: an integer attribute of any width, so
// that a value its C `int` parameter cannot hold reaches the verifier
// (seed 004's overflow check) instead of failing to parse.
def CuteNvgpu_BuiltinConstant : Attr<
    CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">,
    "an integer attribute of any width"> {
  let storageType = "::mlir::IntegerAttr";
  let returnType = "::mlir::IntegerAttr";
  let convertFromStorage = "$_self";
}

def CuteNvgpu_BuiltinOp : CuteNvgpu_Op<"builtin",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "a CUDA tensor-core builtin call (seed 004, IDs 678-770)";
  let description = [{
    What a front end emits for a `__hmma_*`, `__imma_*`, `__bmma_*`,
    `__dmma_*`, `__mma_*` or `__wgmma_mma_async_*` call. The callee names a
    row of the builtin table (`lib/Target/Builtins.cpp`); fragments are SSA
    vectors (a builtin's destination pointer becomes the result), the
    builtin's constant arguments are attributes:

    ```mlir
    %a = cute_nvgpu.builtin "__hmma_m16n16k16_ld_a"(%p, %ldm) {rowcol = 0}
        : (!llvm.ptr<3>, i32) -> vector<8xi32>
    %d = cute_nvgpu.builtin "__hmma_m16n16k16_mma_f32f32"(%a, %b, %c)
        {rowcol = 1, satf = 0}
        : (vector<8xi32>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
    cute_nvgpu.builtin "__hmma_m16n16k16_st_c_f32"(%q, %d, %ldm) {rowcol = 0}
        : (!llvm.ptr<1>, vector<8xf32>, i32) -> ()
    %acc = cute_nvgpu.builtin "__wgmma_mma_async_f16"(%acc0, %descA, %descB)
        {n = 128, scale_d = 1}
        : (vector<64xf32>, i64, i64) -> vector<64xf32>
    ```

    Loads read and stores write through their pointer; MMAs touch no
    memory. The verifier applies the table (operand counts and types by
    fragment counts, seed 004's constant checks); the arch gate is
    `-cute-nvgpu-verify-target`'s. See docs/builtins.md.
  }];
  let arguments = (ins StrAttr:$callee,
                       Variadic<CuteNvgpu_BuiltinArg>:$args,
                       OptionalAttr<CuteNvgpu_BuiltinConstant>:$rowcol,
                       OptionalAttr<CuteNvgpu_BuiltinConstant>:$satf,
                       OptionalAttr<CuteNvgpu_BuiltinConstant>:$n,
                       OptionalAttr<CuteNvgpu_BuiltinConstant>:$scale_d,
                       OptionalAttr<CuteNvgpu_BuiltinConstant>:$neg_a,
                       OptionalAttr<CuteNvgpu_BuiltinConstant>:$trans_a,
                       OptionalAttr<CuteNvgpu_BuiltinConstant>:$trans_b);
  let results = (outs Variadic<VectorOfRank<[1]>>:$results);
  let assemblyFormat = [{
    $callee `(` $args `)` attr-dict `:` functional-type($args, $results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The table row of the callee (null before verification succeeds).
    const ::cute_nvgpu::target::builtins::Builtin *getBuiltin();
    /// WGMMA: seed 004's config word from scale_d, trans_b, trans_a, neg_a
    /// (target::builtins::WgmmaConfig).
    uint32_t getWgmmaConfigWord();
  }];
}

#endif
