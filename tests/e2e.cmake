# End-to-end tests: run the real executables, as a user or a script would.
mj16_test(mjcalc_e2e_test LIBS absl::strings absl::str_format LABELS e2e)
target_compile_definitions(mjcalc_e2e_test PRIVATE MJCALC_PATH="$<TARGET_FILE:mjcalc>")
add_dependencies(mjcalc_e2e_test mjcalc)

mj16_test(mjbot_e2e_test LIBS absl::strings LABELS e2e)
target_compile_definitions(mjbot_e2e_test PRIVATE MJBOT_PATH="$<TARGET_FILE:mjbot>")
add_dependencies(mjbot_e2e_test mjbot)
