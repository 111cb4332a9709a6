// RUN: cute-nvgpu-opt %s -cute-nvgpu-to-llvm | FileCheck %s

// A stmatrix copy whose mode 0 holds two calls, ((8 values), 2): CuTe's
// Copy_Atom::call peels it into one stmatrix.x4 per rest index, the
// second at the row 1024 elements on (2048 bytes) with values 8..15 of
// the register tensor (CuTe DSL's mamba2 writes its transposed tiles so).

// CHECK-LABEL: llvm.func @two_calls_in_mode0(
// CHECK-SAME: %[[S:.*]]: !llvm.ptr<3>, %[[IN:.*]]: vector<16xf16>)
// CHECK: nvvm.stmatrix %[[S]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
// CHECK: %[[C1024:.*]] = llvm.mlir.constant(1024 : i64) : i64
// CHECK-NEXT: %[[ROW1:.*]] = llvm.getelementptr %[[S]][%[[C1024]]] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
// CHECK: nvvm.stmatrix %[[ROW1]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
// CHECK-NOT: nvvm.stmatrix
func.func @two_calls_in_mode0(%ps: !cute.ptr<f16, smem, align<16>>, %in: vector<16xf16>) attributes {cute_nvgpu.kernel} {
  %atom = cute.make_atom() : () -> !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, t>
  %sl = cute.static : !cute.layout<"((8,2),1):((1,1024),0)">
  %sm = cute.make_view(%ps, %sl) : !cute.memref<f16, smem, align<16>, "((8,2),1):((1,1024),0)">
  %rl = cute.static : !cute.layout<"((8,2),1):((1,8),0)">
  %r = cute.memref.alloca(%rl) : !cute.memref<f16, rmem, align<32>, "((8,2),1):((1,8),0)">
  cute.memref.store_vec %in, %r : !cute.memref<f16, rmem, align<32>, "((8,2),1):((1,8),0)">
  cute.copy(%atom, %r, %sm) : (!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, t>, !cute.memref<f16, rmem, align<32>, "((8,2),1):((1,8),0)">, !cute.memref<f16, smem, align<16>, "((8,2),1):((1,1024),0)">)
  return
}
