# Included from the top-level CMakeLists.txt (after add_subdirectory(test)).
#
# Registers the bounded libFuzzer run over the cute / cute_nvgpu type and
# attribute parsers as a ctest test. The fuzzer needs clang-14 + libFuzzer,
# so it lives in its own CMake project (fuzz/CMakeLists.txt, built into
# build-fuzz/); scripts/fuzz.sh configures/builds it incrementally, runs a
# bounded session on a temp copy of fuzz/corpus, then replays
# fuzz/crashes/*. Without clang-14 the script exits 77, reported as skipped.
add_test(NAME fuzz.type_parser.bounded
         COMMAND bash ${PROJECT_SOURCE_DIR}/scripts/fuzz.sh --bounded
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(fuzz.type_parser.bounded PROPERTIES
  SKIP_RETURN_CODE 77
  # scripts/build.sh builds build-fuzz first (with every core); the bounded
  # run itself is capped at 30 s.
  TIMEOUT 900
  RESOURCE_LOCK build-fuzz
  LABELS "fuzz")

# The same for whole modules (fuzz/ModuleFuzzer.cpp): op verifiers and
# result-type inference, round trip and cute-fold-static on hostile input.
# It shares build-fuzz/ with the parser target, so it runs after it.
add_test(NAME fuzz.module.bounded
         COMMAND bash ${PROJECT_SOURCE_DIR}/scripts/fuzz.sh --module --bounded
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(fuzz.module.bounded PROPERTIES
  SKIP_RETURN_CODE 77
  DEPENDS fuzz.type_parser.bounded
  RESOURCE_LOCK build-fuzz
  TIMEOUT 900
  LABELS "fuzz")

# The unit tests and the lit tests of test/Dialect and test/Conversion on
# ASan + UBSan builds (fuzz/sanitized/CMakeLists.txt, in build-fuzz/ with
# the fuzz targets; scripts/build.sh builds them with the fuzzers).
add_test(NAME sanitize.unit_and_lit
         COMMAND bash ${PROJECT_SOURCE_DIR}/scripts/sanitized-tests.sh
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(sanitize.unit_and_lit PROPERTIES
  SKIP_RETURN_CODE 77
  DEPENDS fuzz.module.bounded
  RESOURCE_LOCK build-fuzz
  TIMEOUT 1800
  LABELS "fuzz;sanitize")
