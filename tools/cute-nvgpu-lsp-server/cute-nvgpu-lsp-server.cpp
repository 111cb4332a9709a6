//===- cute-nvgpu-lsp-server.cpp - MLIR's language server, our dialects ---===//
//
// MLIR's LSP server (diagnostics, hover, go-to-definition, document
// symbols) over every dialect cute-nvgpu reads, so an editor checks cute,
// cute_nvgpu and cuda IR with the verifiers' own messages as it is typed.
// docs/cli.md says how to wire it to VS Code's MLIR extension.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/InitAllDialects.h"

#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  cute_nvgpu::registerAllCuteDialects(registry);
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry));
}
