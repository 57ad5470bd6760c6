# Cross-compiles for 64-bit Windows with Debian's mingw-w64 (the POSIX thread model, which
# std::thread needs). The libraries built by scripts/windows-deps.sh sit under
# PATHFINDER_WINDOWS_PREFIX; tests run under Wine through CMAKE_CROSSCOMPILING_EMULATOR.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)

# Static runtime libraries: the programs run without libstdc++, libgcc or winpthread DLLs.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static -static-libgcc -static-libstdc++")

set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
if(DEFINED ENV{PATHFINDER_WINDOWS_PREFIX})
  list(APPEND CMAKE_FIND_ROOT_PATH "$ENV{PATHFINDER_WINDOWS_PREFIX}")
endif()
if(PATHFINDER_WINDOWS_PREFIX)
  list(APPEND CMAKE_FIND_ROOT_PATH "${PATHFINDER_WINDOWS_PREFIX}")
endif()
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

find_program(PATHFINDER_WINE NAMES wine wine64)
if(PATHFINDER_WINE)
  # Through a script that starts a program again when Wine failed to start it (see the script).
  set(CMAKE_CROSSCOMPILING_EMULATOR "${CMAKE_CURRENT_LIST_DIR}/wine-run.sh;${PATHFINDER_WINE}")
endif()
