# The player's units, each test linking its folder's library (docs/architecture.md).
mj16_test(split_test LIBS mj16_bot_offence)
mj16_test(comparator_test LIBS mj16_bot_offence)
mj16_test(evaluator_test LIBS mj16_bot_offence)
mj16_test(ranking_test LIBS mj16_bot_decide)
mj16_test(layers_test LIBS mj16_bot_offence)
mj16_test(settings_test LIBS mj16_bot_settings)
mj16_test(danger_test LIBS mj16_bot_reading)
mj16_test(reading_test LIBS mj16_bot_reading)
mj16_test(reading_model_test LIBS mj16_training)
target_compile_definitions(reading_model_test PRIVATE
  MJ16_READING_FIXTURE="${PROJECT_SOURCE_DIR}/tests/data/reading/model_fixture.txt"
  MJ16_READING_MODEL="${PROJECT_SOURCE_DIR}/bot/reading/data/reading_model.txt")
mj16_test(features_test LIBS mj16_bot_reading)
mj16_test(policy_features_test LIBS mj16_bot_policy mj16_bot_settings)
mj16_test(policy_network_test LIBS mj16_training)
target_compile_definitions(policy_network_test PRIVATE
  MJ16_POLICY_FIXTURE="${PROJECT_SOURCE_DIR}/tests/data/policy/policy_fixture.txt"
  MJ16_POLICY_MODEL="${PROJECT_SOURCE_DIR}/bot/policy/data/policy_model.txt")
mj16_test(policy_test LIBS mj16_bot_decide mj16_bot_settings)
mj16_test(defence_test LIBS mj16_bot_decide)
mj16_test(feed_test LIBS mj16_bot_defence)
mj16_test(push_fold_test LIBS mj16_bot_decide)
mj16_test(wait_switch_test LIBS mj16_bot_offence)
mj16_test(session_test LIBS mj16_players)
mj16_test(transcript_test LIBS mj16_bot_session)
mj16_test(mjbot_player_test LIBS mj16_players)
# The baseline opponents (docs/baselines.md).
mj16_test(efficiency_player_test LIBS mj16_players)
mj16_test(dishu_player_test LIBS mj16_players)
target_compile_definitions(settings_test PRIVATE
  MJ16_MJDX3_PRESET="${PROJECT_SOURCE_DIR}/bot/presets/mjdx3.conf"
  MJ16_PRESETS_DIR="${PROJECT_SOURCE_DIR}/bot/presets")
# The deal-in replay (seed 002 §3.3) over stored positions of tests/data/dealins.
mj16_test(dealins_test LIBS mj16_dealins mj16_players)
target_compile_definitions(dealins_test PRIVATE
  MJ16_MJDX3_PRESET="${PROJECT_SOURCE_DIR}/bot/presets/mjdx3.conf"
  MJ16_DEALINS="${PROJECT_SOURCE_DIR}/tests/data/dealins/mjdx3-seed2026.txt")
# The calibration of bot/defence/push_fold.h's models (tools/calibrate).
mj16_test(logistic_test LIBS mj16_calibrate)
mj16_test(calibrate_events_test LIBS mj16_calibrate mj16_players)
# The learned reading's labelled positions (tools/training), from games the referee plays here.
mj16_test(labels_test LIBS mj16_training mj16_players)
mj16_test(labels_command_test LIBS mj16_training mj16_players)
mj16_test(policy_data_test LIBS mj16_training mj16_players)
mj16_test(branch_test LIBS mj16_training mj16_players)
# The Monte-Carlo playouts (bot/mc): the engine against the referee, the scorer against
# core/scoring, the policies against builtin:efficiency; a playout allocates nothing.
mj16_test(mc_playout_test LIBS mj16_players)
mj16_test(mc_score_test LIBS mj16_players)
mj16_test(mc_policy_test LIBS mj16_players)
# It replaces the global operator new, which the sanitizers own: plain builds only.
if(NOT CMAKE_CXX_FLAGS MATCHES "sanitize")
  mj16_test(mc_alloc_test LIBS mj16_bot_mc)
endif()
mj16_test(monte_carlo_test LIBS mj16_bot_decide)
# The Monte-Carlo search (bot/mc): sampled worlds from real views, and the search over them.
mj16_test(mc_worlds_test LIBS mj16_dealins)
target_compile_definitions(mc_worlds_test PRIVATE
  MJ16_POSITIONS="${PROJECT_SOURCE_DIR}/tests/data/positions/selfplay-seed14.txt")
mj16_test(calibrate_world_risk_test LIBS mj16_calibrate mj16_dealins)
target_compile_definitions(calibrate_world_risk_test PRIVATE
  MJ16_POSITIONS="${PROJECT_SOURCE_DIR}/tests/data/positions/selfplay-seed14.txt")
mj16_test(mc_search_test LIBS mj16_dealins)
target_compile_definitions(mc_search_test PRIVATE
  MJ16_POSITIONS="${PROJECT_SOURCE_DIR}/tests/data/positions/selfplay-seed14.txt")
# The opponent-shanten model of the sampled worlds (bot/mc/opponent_model.h).
mj16_test(mc_opponent_model_test LIBS mj16_dealins)
target_compile_definitions(mc_opponent_model_test PRIVATE
  MJ16_POSITIONS="${PROJECT_SOURCE_DIR}/tests/data/positions/selfplay-seed14.txt")

# bot/'s folders include only the folders below them, and each module its own settings.
add_test(NAME bot_layers COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/bot_layers_test.sh
  ${PROJECT_SOURCE_DIR})
set_tests_properties(bot_layers PROPERTIES LABELS e2e)
