# The player's units.
mj16_test(split_test LIBS mj16_bot)
mj16_test(offence_test LIBS mj16_bot)
mj16_test(settings_test LIBS mj16_bot)
mj16_test(session_test LIBS mj16_players)
