# End-to-end tests: run the real executables, as a user or a script would.
mj16_test(mjcalc_e2e_test LIBS absl::strings absl::str_format LABELS e2e)
target_compile_definitions(mjcalc_e2e_test PRIVATE MJCALC_PATH="$<TARGET_FILE:mjcalc>")
add_dependencies(mjcalc_e2e_test mjcalc)

mj16_test(mjbot_e2e_test LIBS absl::strings LABELS e2e)
target_compile_definitions(mjbot_e2e_test PRIVATE MJBOT_PATH="$<TARGET_FILE:mjbot>")
add_dependencies(mjbot_e2e_test mjbot)

# Platform transcripts replayed against the real mjbot (tests/data/conformance/*.txt).
mj16_test(conformance_e2e_test LIBS mj16_core mj16_mjref_bots absl::strings LABELS e2e)
target_compile_definitions(conformance_e2e_test PRIVATE MJBOT_PATH="$<TARGET_FILE:mjbot>"
  CONFORMANCE_DIR="${PROJECT_SOURCE_DIR}/tests/data/conformance")
add_dependencies(conformance_e2e_test mjbot)

# Transcripts written by mjbot in a match, then verified, replayed and reviewed by mjref.
add_test(NAME transcript_e2e COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/transcript_e2e.sh
  $<TARGET_FILE:mjbot> $<TARGET_FILE:mjref>)
set_tests_properties(transcript_e2e PROPERTIES LABELS e2e)

# A short soak: every view checked after every line through 200 games (docs/reliability.md).
add_test(NAME soak_short COMMAND soak --games 200 --mix mixed --dishu_every 20 --progress 0
  --mjbot mc_playouts=200)
set_tests_properties(soak_short PROPERTIES LABELS e2e)

# --help, --version and wrong options of every program.
mj16_test(help_e2e_test LIBS mj16_mjref_cli LABELS e2e)
target_compile_definitions(help_e2e_test PRIVATE MJ16_SOURCE_DIR="${PROJECT_SOURCE_DIR}"
  MJBOT_PATH="$<TARGET_FILE:mjbot>" MJREF_PATH="$<TARGET_FILE:mjref>"
  MJCALC_PATH="$<TARGET_FILE:mjcalc>" CALIBRATE_PATH="$<TARGET_FILE:calibrate>"
  SELFPLAY_PATH="$<TARGET_FILE:mjbot_selfplay>" SOAK_PATH="$<TARGET_FILE:soak>"
  EV_BENCH_PATH="$<TARGET_FILE:ev_bench>" PLAYOUT_BENCH_PATH="$<TARGET_FILE:playout_bench>"
  MC_BENCH_PATH="$<TARGET_FILE:mc_bench>" DEALIN_REPLAY_PATH="$<TARGET_FILE:dealin_replay>"
  BASELINE_MATCH_PATH="$<TARGET_FILE:baseline_match>")
add_dependencies(help_e2e_test mjbot mjref mjcalc calibrate mjbot_selfplay soak ev_bench
  playout_bench mc_bench dealin_replay baseline_match)

# Sharded runs on GNU Parallel and on a single-node Slurm the test starts.
add_test(NAME cluster_e2e COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cluster_e2e.sh
  $<TARGET_FILE:mjref>)
set_tests_properties(cluster_e2e PROPERTIES LABELS slow TIMEOUT 300)

# Reproducible whatever the load: a sweep and a match whole and in shards, on a machine
# kept busy and with the run whole stopped now and then, give the same results and records.
add_test(NAME load_reproducible_e2e COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/load_reproducible_e2e.sh
  $<TARGET_FILE:mjref>)
set_tests_properties(load_reproducible_e2e PROPERTIES LABELS slow TIMEOUT 600)

# The golden runs (tests/data/golden): a fixed tournament and one-vs-three at the defaults and at
# the mjdx3 preset; any change of play changes one of these files.
add_test(NAME golden_e2e COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/golden_e2e.sh
  $<TARGET_FILE:mjref> $<TARGET_FILE:mjbot>)
set_tests_properties(golden_e2e PROPERTIES LABELS slow TIMEOUT 900)

# docs/settings.md is mjbot's key table as `mjbot --settings_doc` prints it: a key's
# description lives in one place.
add_test(NAME settings_doc COMMAND bash -c
  "diff -u ${PROJECT_SOURCE_DIR}/docs/settings.md <($<TARGET_FILE:mjbot> --settings_doc) || { echo 'docs/settings.md is stale: build/bot/mjbot --settings_doc > docs/settings.md' >&2; exit 1; }")
set_tests_properties(settings_doc PROPERTIES LABELS e2e)

# The learned reading's pipeline end to end on a small sample: games, labels, one short
# training with Debian's PyTorch, the held-out evaluation, C++ against PyTorch on the new model.
add_test(NAME reading_pipeline COMMAND bash ${PROJECT_SOURCE_DIR}/tools/training/reading_pipeline.sh
  $<TARGET_FILE:mjref> $<TARGET_FILE:check_model> ${CMAKE_CURRENT_BINARY_DIR}/reading_pipeline
  96 1 48)
set_tests_properties(reading_pipeline PROPERTIES LABELS slow TIMEOUT 900)

# The learned policy's pipeline on a small sample: the teacher's decisions, one short
# training with Debian's PyTorch, C++ against PyTorch on the new model.
add_test(NAME policy_pipeline COMMAND bash ${PROJECT_SOURCE_DIR}/tools/training/policy_pipeline.sh
  $<TARGET_FILE:mjref> $<TARGET_FILE:check_model> ${CMAKE_CURRENT_BINARY_DIR}/policy_pipeline
  240 --epochs 1 --width 16 --width2 8 --threads 1)
set_tests_properties(policy_pipeline PROPERTIES LABELS slow TIMEOUT 600)

# The luck's value estimate from scratch on a small sample: the games' tables, one short training
# with Debian's PyTorch, C++ against PyTorch on the new model.
set(value_out ${CMAKE_CURRENT_BINARY_DIR}/value_pipeline)
add_test(NAME value_pipeline COMMAND bash -c "bash ${PROJECT_SOURCE_DIR}/tools/training/make_value_model.sh \
  $<TARGET_FILE:mjref> ${value_out} 24 12 -- --epochs 1 && $<TARGET_FILE:check_model> value \
  ${value_out}/value_model.txt ${value_out}/value_fixture.txt")
set_tests_properties(value_pipeline PROPERTIES LABELS slow TIMEOUT 600)

# mjbot --connect against mjref's socket seats, the real executables on loopback.
mj16_test(socket_e2e_test LIBS mj16_tooling absl::strings LABELS e2e)
target_compile_definitions(socket_e2e_test PRIVATE MJBOT_PATH="$<TARGET_FILE:mjbot>"
  MJREF_PATH="$<TARGET_FILE:mjref>")
add_dependencies(socket_e2e_test mjbot mjref)
