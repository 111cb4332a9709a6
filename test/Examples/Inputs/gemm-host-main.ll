; A C caller of examples/gemm-sm90a.mlir's host code: the tensors as the C
; entry point _mlir_ciface_gemm takes them, each a pointer to its
; descriptor {address, {M, K} (i32), row stride (i64)}: A 256x192 f16 at
; 0x100000 (row stride 192), B 128x192 at 0x200000, C 256x128 f32 at
; 0x300000 (row stride 128). Prints the status it returns.
@fmt = private constant [11 x i8] c"status %d\0A\00"

declare i32 @_mlir_ciface_gemm(ptr, ptr, ptr, ptr)
declare i32 @printf(ptr, ...)

define i32 @main() {
  %a = alloca { ptr, { i32, i32 }, i64 }, align 8
  %b = alloca { ptr, { i32, i32 }, i64 }, align 8
  %c = alloca { ptr, { i32, i32 }, i64 }, align 8
  store { ptr, { i32, i32 }, i64 } { ptr inttoptr (i64 1048576 to ptr), { i32, i32 } { i32 256, i32 192 }, i64 192 }, ptr %a
  store { ptr, { i32, i32 }, i64 } { ptr inttoptr (i64 2097152 to ptr), { i32, i32 } { i32 128, i32 192 }, i64 192 }, ptr %b
  store { ptr, { i32, i32 }, i64 } { ptr inttoptr (i64 3145728 to ptr), { i32, i32 } { i32 256, i32 128 }, i64 128 }, ptr %c
  %r = call i32 @_mlir_ciface_gemm(ptr %a, ptr %b, ptr %c, ptr null)
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %r)
  ret i32 %r
}
