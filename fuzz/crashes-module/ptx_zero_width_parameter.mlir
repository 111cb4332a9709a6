func.func @a_tax_common_vectorE.elypetr_global_fromcutcute.max_common_vectorE.es(%a: i00) {
   return
}
