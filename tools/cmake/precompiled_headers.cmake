# Precompiled headers (docs/ci.md): nearly every file includes Abseil's status and string headers,
# about 100,000 lines once preprocessed, and every test GoogleTest's; parsed once per build instead
# of once per file, a small file compiles about three times faster. GCC silently ignores a header
# built for other code (-fPIC against -fPIE), so the libraries and the tests each get their own;
# clang refuses one built with other flags, so the fuzz build (flags per library) turns them off.
option(MJ16_PCH "Precompile the headers that most files include" ON)
if(MJ16_FUZZ)
  set(MJ16_PCH OFF)
endif()

set(MJ16_PCH_COMMON <algorithm> <array> <cstdint> <functional> <memory> <optional> <string>
  <string_view> <utility> <vector> [["absl/status/status.h"]] [["absl/status/statusor.h"]]
  [["absl/strings/str_cat.h"]] [["absl/strings/str_format.h"]] [["absl/strings/str_split.h"]]
  [["absl/strings/string_view.h"]])
set(MJ16_PCH_TESTS ${MJ16_PCH_COMMON} [["gmock/gmock.h"]] [["gtest/gtest.h"]])

# The libraries' header: a library of its own compiles it, and every static library of the tree
# reuses it (mj16_precompile_libraries, called once every folder is added).
if(MJ16_PCH)
  add_library(mj16_pch STATIC ${CMAKE_CURRENT_LIST_DIR}/pch.cc)
  target_precompile_headers(mj16_pch PRIVATE ${MJ16_PCH_COMMON})
  # Abseil's headers: in /usr/include natively, elsewhere in the Windows build (docs/windows.md).
  target_include_directories(mj16_pch SYSTEM PRIVATE
    $<TARGET_PROPERTY:absl::base,INTERFACE_INCLUDE_DIRECTORIES>)
endif()

function(mj16_precompile_libraries dir)
  if(NOT MJ16_PCH)
    return()
  endif()
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  foreach(t ${targets})
    get_target_property(type ${t} TYPE)
    if(type STREQUAL "STATIC_LIBRARY" AND NOT t STREQUAL "mj16_pch")
      target_precompile_headers(${t} REUSE_FROM mj16_pch)
    endif()
  endforeach()
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(sub ${subdirs})
    mj16_precompile_libraries(${sub})
  endforeach()
endfunction()

# A test executable: the first one compiles the tests' header, the others reuse it.
function(mj16_precompile_test name)
  if(NOT MJ16_PCH)
    return()
  endif()
  get_property(owner GLOBAL PROPERTY MJ16_PCH_TEST_OWNER)
  if(owner)
    target_precompile_headers(${name} REUSE_FROM ${owner})
  else()
    target_precompile_headers(${name} PRIVATE ${MJ16_PCH_TESTS})
    set_property(GLOBAL PROPERTY MJ16_PCH_TEST_OWNER ${name})
  endif()
endfunction()
