# Finds Debian 12's MLIR/LLVM 22 (/usr/lib/llvm-22) and loads the upstream
# CMake helpers (TableGen, AddLLVM, AddMLIR) with outputs under this build
# tree. Shared by the main project and the separate fuzz/ project so the two
# configure MLIR the same way.
list(APPEND CMAKE_PREFIX_PATH /usr/lib/llvm-22/lib/cmake/mlir
                              /usr/lib/llvm-22/lib/cmake/llvm)
find_package(MLIR REQUIRED CONFIG)

set(LLVM_RUNTIME_OUTPUT_INTDIR ${CMAKE_BINARY_DIR}/bin)
set(LLVM_LIBRARY_OUTPUT_INTDIR ${CMAKE_BINARY_DIR}/lib)
set(MLIR_BINARY_DIR ${CMAKE_BINARY_DIR})

list(APPEND CMAKE_MODULE_PATH "${MLIR_CMAKE_DIR}" "${LLVM_CMAKE_DIR}")
include(TableGen)
include(AddLLVM)
include(AddMLIR)
