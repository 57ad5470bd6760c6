# The Windows installer and a portable .zip (scripts/windows.sh; by hand, `cpack` in
# build/windows): the app and the CLI, the preset mazes, the walker guide, a Start menu entry,
# the .maze file type with its icon, and an uninstaller. NSIS (Debian's nsis) makes the installer.
#
# Only a build with the app is packaged.
if(NOT PATHFINDER_BUILD_APP)
  return()
endif()

# The icon, at the sizes Windows asks for, from resources/pathfinder.svg (rsvg-convert, then
# ImageMagick joins the pictures into one .ico).
find_program(PATHFINDER_RSVG_CONVERT rsvg-convert REQUIRED)
find_program(PATHFINDER_MAGICK NAMES convert magick REQUIRED)
set(pictures)
foreach(size 16 24 32 48 64 128 256)
  set(picture ${PROJECT_BINARY_DIR}/icons/pathfinder-${size}.png)
  add_custom_command(OUTPUT ${picture}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/icons
    COMMAND ${PATHFINDER_RSVG_CONVERT} --width ${size} --height ${size} --output ${picture}
            ${PROJECT_SOURCE_DIR}/resources/pathfinder.svg
    DEPENDS ${PROJECT_SOURCE_DIR}/resources/pathfinder.svg
    VERBATIM)
  list(APPEND pictures ${picture})
endforeach()
add_custom_command(OUTPUT ${PROJECT_BINARY_DIR}/icons/pathfinder.ico
  COMMAND ${PATHFINDER_MAGICK} ${pictures} ${PROJECT_BINARY_DIR}/icons/pathfinder.ico
  DEPENDS ${pictures}
  COMMENT "Making the Windows icon"
  VERBATIM)
add_custom_target(pathfinder_windows_icon ALL DEPENDS ${PROJECT_BINARY_DIR}/icons/pathfinder.ico)
add_dependencies(pathfinder pathfinder_windows_icon)

install(FILES ${PROJECT_BINARY_DIR}/icons/pathfinder.ico DESTINATION ${CMAKE_INSTALL_DATADIR}/pathfinder)
file(GLOB pathfinder_guide_pages ${PROJECT_SOURCE_DIR}/docs/guide/*.md)
install(FILES ${pathfinder_guide_pages} DESTINATION ${CMAKE_INSTALL_DOCDIR}/guide)
install(FILES ${PROJECT_SOURCE_DIR}/docs/user-guide.md DESTINATION ${CMAKE_INSTALL_DOCDIR})

set(CPACK_GENERATOR NSIS ZIP)
set(CPACK_PACKAGE_NAME pathfinder-testbed)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "Pathfinder Testbed developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "A testbed for grid pathfinding algorithms")
set(CPACK_PACKAGE_FILE_NAME pathfinder-testbed-${PROJECT_VERSION}-win64)
set(CPACK_PACKAGE_INSTALL_DIRECTORY "Pathfinder Testbed")
set(CPACK_PACKAGE_EXECUTABLES pathfinder "Pathfinder Testbed")
set(CPACK_STRIP_FILES ON)
# A 64-bit installer for a 64-bit program (NSIS makes a 32-bit one unless told), installing into
# the 64-bit Program Files.
set(CPACK_NSIS_DEFINES "Target amd64-unicode")
set(CPACK_NSIS_INSTALL_ROOT "$PROGRAMFILES64")
set(CPACK_NSIS_DISPLAY_NAME "Pathfinder Testbed")
set(CPACK_NSIS_PACKAGE_NAME "Pathfinder Testbed")
set(CPACK_NSIS_MUI_ICON ${PROJECT_BINARY_DIR}/icons/pathfinder.ico)
set(CPACK_NSIS_MUI_UNIICON ${PROJECT_BINARY_DIR}/icons/pathfinder.ico)
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\pathfinder.exe")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_MODIFY_PATH OFF)
set(CPACK_NSIS_EXECUTABLES_DIRECTORY bin)
set(CPACK_NSIS_MENU_LINKS "share/doc/PathfinderTestbed/guide" "Walker guide")
# The .maze file type: its name, its icon, and the app as the program that opens it; taken away
# again by the uninstaller. Explorer is told that the associations changed. (NSIS strings in single
# quotes, $R0 the double quote that CPack would not pass on; a backslash is written four times
# to reach NSIS as one.)
set(maze_class "Software\\\\Classes\\\\PathfinderTestbed.Maze")
set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS "
  WriteRegStr SHCTX 'Software\\\\Classes\\\\.maze' '' 'PathfinderTestbed.Maze'
  WriteRegStr SHCTX '${maze_class}' '' 'Pathfinder Testbed maze'
  WriteRegStr SHCTX '${maze_class}\\\\DefaultIcon' '' '$INSTDIR\\\\share\\\\pathfinder\\\\pathfinder.ico'
  IntFmt $R0 '%c' 34
  WriteRegStr SHCTX '${maze_class}\\\\shell\\\\open\\\\command' '' '$R0$INSTDIR\\\\bin\\\\pathfinder.exe$R0 $R0%1$R0'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
")
set(CPACK_NSIS_EXTRA_UNINSTALL_COMMANDS "
  ReadRegStr $0 SHCTX 'Software\\\\Classes\\\\.maze' ''
  StrCmp $0 'PathfinderTestbed.Maze' 0 +2
  DeleteRegKey SHCTX 'Software\\\\Classes\\\\.maze'
  DeleteRegKey SHCTX '${maze_class}'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
")
include(CPack)
