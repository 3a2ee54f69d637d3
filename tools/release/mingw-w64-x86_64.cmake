# Cross-compiling for 64-bit Windows with Debian's MinGW-w64 (g++-mingw-w64-x86-64-posix):
# tools/release/windows.sh builds Abseil and mjbot with it (docs/windows.md). The posix thread
# model's compilers, since mjbot's Monte-Carlo uses std::thread and std::mutex.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(MJ16_MINGW x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${MJ16_MINGW}-gcc-posix)
set(CMAKE_CXX_COMPILER ${MJ16_MINGW}-g++-posix)
set(CMAKE_ASM_COMPILER ${MJ16_MINGW}-gcc-posix)
set(CMAKE_RC_COMPILER ${MJ16_MINGW}-windres)
# Libraries, headers and CMake packages from the MinGW sysroot, never the build machine's /usr (a
# package elsewhere, as the cross-built Abseil, is named by its <Package>_DIR); programs from the
# build machine.
set(CMAKE_FIND_ROOT_PATH /usr/${MJ16_MINGW})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# One .exe with no DLL beside it: libstdc++, libgcc, winpthreads and libatomic linked in.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static -static-libgcc -static-libstdc++")
