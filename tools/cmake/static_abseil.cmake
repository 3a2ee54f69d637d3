# For a release mjbot that runs where nothing is installed (tools/release/package.sh): Debian's
# libabsl-dev ships every Abseil library both shared and static, but its CMake targets name the
# shared ones. This points each absl:: target at its static archive, so that with
# -static-libstdc++ -static-libgcc the executable needs glibc alone. Only a build configured with
# MJ16_STATIC_ABSEIL=ON includes it.
get_directory_property(_mj16_imported IMPORTED_TARGETS)
foreach(_target IN LISTS _mj16_imported)
  if(NOT _target MATCHES "^absl::")
    continue()
  endif()
  get_target_property(_type ${_target} TYPE)
  if(NOT _type STREQUAL "SHARED_LIBRARY")
    continue()
  endif()
  get_target_property(_shared ${_target} IMPORTED_LOCATION_NONE)
  string(REGEX REPLACE "\\.so[.0-9]*$" ".a" _static "${_shared}")
  if(NOT EXISTS "${_static}")
    message(FATAL_ERROR "MJ16_STATIC_ABSEIL: ${_target} has no static archive (${_static})")
  endif()
  set_target_properties(${_target} PROPERTIES IMPORTED_LOCATION_NONE "${_static}"
    IMPORTED_LOCATION "${_static}")
endforeach()
add_link_options(-static-libstdc++ -static-libgcc)
