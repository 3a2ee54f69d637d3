# The Python module (tools/python, docs/python.md): its C++ environment under GoogleTest (and the
# sanitizers), then the module itself under Debian's pytest.
mj16_test(env_action_space_test LIBS mj16_env)
mj16_test(env_observation_test LIBS mj16_env)
mj16_test(env_test LIBS mj16_env)
mj16_test(env_vector_test LIBS mj16_env)

if(MJ16_PYTHON)
  add_test(NAME python_module COMMAND /usr/bin/python3 -m pytest -q -p no:cacheprovider
    ${CMAKE_CURRENT_SOURCE_DIR}/python)
  set_tests_properties(python_module PROPERTIES LABELS slow TIMEOUT 600 ENVIRONMENT
    "PYTHONPATH=${PROJECT_BINARY_DIR}/tools/python;MJREF=$<TARGET_FILE:mjref>")
endif()
