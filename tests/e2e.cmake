# End-to-end tests: run the real executables, as a user or a script would.
mj16_test(mjcalc_e2e_test LIBS absl::strings absl::str_format LABELS e2e)
target_compile_definitions(mjcalc_e2e_test PRIVATE MJCALC_PATH="$<TARGET_FILE:mjcalc>")
add_dependencies(mjcalc_e2e_test mjcalc)

mj16_test(mjbot_e2e_test LIBS absl::strings LABELS e2e)
target_compile_definitions(mjbot_e2e_test PRIVATE MJBOT_PATH="$<TARGET_FILE:mjbot>")
add_dependencies(mjbot_e2e_test mjbot)

# Platform transcripts replayed against the real mjbot (tests/data/conformance/*.txt).
mj16_test(conformance_e2e_test LIBS mj16_core mj16_referee absl::strings LABELS e2e)
target_compile_definitions(conformance_e2e_test PRIVATE MJBOT_PATH="$<TARGET_FILE:mjbot>"
  CONFORMANCE_DIR="${PROJECT_SOURCE_DIR}/tests/data/conformance")
add_dependencies(conformance_e2e_test mjbot)

# A short soak: every view checked after every line through 200 games (docs/reliability.md).
add_test(NAME soak_short COMMAND soak --games 200 --mix mixed --dishu_every 20 --progress 0)
set_tests_properties(soak_short PROPERTIES LABELS e2e)
