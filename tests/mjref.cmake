# The referee (tools/mjref): one test file per unit, scripted games with fixed walls; each test
# links the referee libraries it uses.
mj16_test(mjref_wall_test LIBS mj16_mjref_engine)
mj16_test(mjref_legal_test LIBS mj16_mjref_engine)
mj16_test(mjref_game_state_test LIBS mj16_mjref_engine)
mj16_test(mjref_validate_test LIBS mj16_mjref_engine)
mj16_test(mjref_referee_test LIBS mj16_mjref_engine mj16_mjref_records)
mj16_test(mjref_bot_view_test LIBS mj16_mjref_engine)
mj16_test(mjref_builtin_random_test LIBS mj16_random_player)
mj16_test(mjref_match_test LIBS mj16_mjref_run mj16_random_player)
mj16_test(mjref_record_test LIBS mj16_mjref_engine)
mj16_test(mjref_cli_test LIBS mj16_mjref_cli mj16_random_player)
# Starts small shell scripts as bots: e2e.
mj16_test(mjref_process_test LIBS mj16_mjref_bots LABELS e2e)
mj16_test(mjref_schedule_test LIBS mj16_mjref_run)
mj16_test(mjref_stats_test LIBS mj16_mjref_results)
mj16_test(mjref_profile_test LIBS mj16_mjref_results)
mj16_test(mjref_replay_test LIBS mj16_mjref_records mj16_mjref_run mj16_random_player)
mj16_test(mjref_transcript_read_test LIBS mj16_mjref_records mj16_players mj16_bot_session)
mj16_test(mjref_verify_test LIBS mj16_mjref_records mj16_mjref_run mj16_random_player)
mj16_test(mjref_report_test LIBS mj16_mjref_report mj16_mjref_run mj16_random_player)
mj16_test(mjref_bot_loop_test LIBS mj16_mjref_bots mj16_random_player)
mj16_test(mjref_progress_test LIBS mj16_mjref_run)
mj16_test(mjref_e2e_test LIBS mj16_mjref_results LABELS e2e)
target_compile_definitions(mjref_e2e_test PRIVATE MJREF_PATH="$<TARGET_FILE:mjref>")
add_dependencies(mjref_e2e_test mjref)
# A bot process that misbehaves on demand, for the end-to-end tests of faults.
add_executable(mjref_fault_bot mjref_fault_bot.cc)
target_include_directories(mjref_fault_bot PRIVATE ${PROJECT_SOURCE_DIR})
target_link_libraries(mjref_fault_bot PRIVATE mj16_mjref_engine mj16_random_player)
mj16_test(mjref_faults_e2e_test LIBS mj16_tooling LABELS e2e)
target_compile_definitions(mjref_faults_e2e_test PRIVATE MJREF_PATH="$<TARGET_FILE:mjref>"
  FAULT_BOT_PATH="$<TARGET_FILE:mjref_fault_bot>")
add_dependencies(mjref_faults_e2e_test mjref mjref_fault_bot)
mj16_test(mjref_strength_test LIBS mj16_mjref_cli mj16_players)
# The HTML report in headless Chromium; screenshots land in build/screenshots/.
mj16_test(mjref_report_e2e_test LIBS mj16_mjref_records LABELS slow)
target_compile_definitions(mjref_report_e2e_test PRIVATE MJREF_PATH="$<TARGET_FILE:mjref>"
  FAULT_BOT_PATH="$<TARGET_FILE:mjref_fault_bot>"
  MJ16_SCREENSHOT_DIR="${CMAKE_BINARY_DIR}/screenshots")
add_dependencies(mjref_report_e2e_test mjref mjref_fault_bot)
# `mjref review -o`'s page in headless Chromium.
mj16_test(mjref_review_e2e_test LIBS mj16_mjref_results LABELS slow)
target_compile_definitions(mjref_review_e2e_test PRIVATE MJREF_PATH="$<TARGET_FILE:mjref>")
add_dependencies(mjref_review_e2e_test mjref)
# Sharded runs merged back.
mj16_test(mjref_shard_e2e_test LIBS mj16_mjref_run LABELS slow)
target_compile_definitions(mjref_shard_e2e_test PRIVATE MJREF_PATH="$<TARGET_FILE:mjref>")
add_dependencies(mjref_shard_e2e_test mjref)
# Socket seats (tcp:PORT) against well-behaved and hostile clients on loopback.
mj16_test(mjref_socket_seat_test LIBS mj16_mjref_bots mj16_mjref_run mj16_random_player)
mj16_test(luck_test LIBS mj16_mjref_luck mj16_mjref_run mj16_players mj16_training)
target_compile_definitions(luck_test PRIVATE
  MJ16_VALUE_FIXTURE="${PROJECT_SOURCE_DIR}/tests/data/luck/value_fixture.txt")
mj16_test(review_test LIBS mj16_mjref_review mj16_players)
# `mjref play`: the person's seat and its JSON, and whole games through its web server (not in
# the release build, which leaves `play` out: tools/mjref/CMakeLists.txt).
if(TARGET mj16_mjref_play)
  mj16_test(mjref_play_test LIBS mj16_mjref_play)
  mj16_test(mjref_watch_test LIBS mj16_mjref_play mj16_random_player)
  mj16_test(mjref_play_e2e_test LIBS mj16_mjref_play mj16_mjref_records mj16_random_player
    LABELS e2e)
  # Whole games clicked in headless Chromium (Debian's chromium, chromium-driver and
  # python3-selenium); its screenshot lands in build/screenshots/ (docs/play.png is one).
  add_test(NAME mjref_play_browser_test COMMAND /usr/bin/python3
    ${CMAKE_CURRENT_SOURCE_DIR}/browser/play_browser_test.py --mjref $<TARGET_FILE:mjref>
    --screenshot ${CMAKE_BINARY_DIR}/screenshots/play.png)
  set_tests_properties(mjref_play_browser_test PROPERTIES LABELS slow TIMEOUT 300)
  # A match watched in it (`mjref match --watch`); docs/watch.png is its screenshot.
  add_test(NAME mjref_watch_browser_test COMMAND /usr/bin/python3
    ${CMAKE_CURRENT_SOURCE_DIR}/browser/watch_browser_test.py --mjref $<TARGET_FILE:mjref>
    --screenshot ${CMAKE_BINARY_DIR}/screenshots/watch.png)
  set_tests_properties(mjref_watch_browser_test PROPERTIES LABELS slow TIMEOUT 300)
endif()
