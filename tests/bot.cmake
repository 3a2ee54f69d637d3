# The player's units.
mj16_test(split_test LIBS mj16_bot)
mj16_test(offence_test LIBS mj16_bot)
mj16_test(settings_test LIBS mj16_bot)
mj16_test(danger_test LIBS mj16_bot)
mj16_test(wait_switch_test LIBS mj16_bot)
mj16_test(session_test LIBS mj16_players)
# The baseline opponents (docs/baselines.md).
mj16_test(efficiency_policy_test LIBS mj16_players)
mj16_test(dishu_policy_test LIBS mj16_players)
target_compile_definitions(settings_test PRIVATE
  MJ16_MJDX3_PRESET="${PROJECT_SOURCE_DIR}/bot/presets/mjdx3.conf")
