# The Debian package: the app and the CLI, the preset mazes, the desktop entry with its icons,
# the .maze file type and a manual page for each program. `scripts/package.sh` builds it; by hand,
# after building the default target, `cpack -G DEB` in the build tree.
#
# The icons are rendered from resources/pathfinder.svg with rsvg-convert (librsvg2-bin), and the
# manual pages are made by help2man from the programs' own --help and --version; both tools are in
# scripts/install-deps.sh. Without one of them the build goes on without those files, and
# installing (cmake --install, and so cpack) stops with a message saying which tool is missing.
#
# Only a build with the app is packaged, and never a sanitized one (that is for the tests).
if(NOT PATHFINDER_BUILD_APP OR PATHFINDER_SANITIZE)
  return()
endif()

# Icons at the sizes of the hicolor theme, beside the scalable one that src/app installs.
set(pathfinder_icon_sizes 16 24 32 48 64 128 256)
find_program(PATHFINDER_RSVG_CONVERT rsvg-convert)
if(PATHFINDER_RSVG_CONVERT)
  set(icon_files)
  foreach(size ${pathfinder_icon_sizes})
    set(icon ${PROJECT_BINARY_DIR}/icons/${size}x${size}/pathfinder.png)
    add_custom_command(OUTPUT ${icon}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/icons/${size}x${size}
      COMMAND ${PATHFINDER_RSVG_CONVERT} --width ${size} --height ${size} --output ${icon}
              ${PROJECT_SOURCE_DIR}/resources/pathfinder.svg
      DEPENDS ${PROJECT_SOURCE_DIR}/resources/pathfinder.svg
      COMMENT "Rendering the ${size}x${size} icon"
      VERBATIM)
    list(APPEND icon_files ${icon})
    install(FILES ${icon} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
  endforeach()
  add_custom_target(pathfinder_icons ALL DEPENDS ${icon_files})
else()
  message(WARNING "rsvg-convert not found (package librsvg2-bin): the icons are not rendered, "
                  "and the Debian package cannot be made. scripts/install-deps.sh installs it.")
  install(CODE "message(FATAL_ERROR \"The icons need rsvg-convert (package librsvg2-bin), which \"
                \"was not found when the build was configured: run scripts/install-deps.sh, then \"
                \"configure again.\")")
endif()

# Manual pages, from each program's --help and --version. The programs are found on PATH and
# run by their bare names, so that the pages name them as a user types them, not by the build
# tree's paths. The pages are compressed without a time stamp, so that a rebuild gives the same
# bytes.
find_program(PATHFINDER_HELP2MAN help2man)
find_program(PATHFINDER_GZIP gzip)
if(PATHFINDER_HELP2MAN AND PATHFINDER_GZIP)
  set(man_pages)
  foreach(program pathfinder pathfinder-cli)
    if(program STREQUAL "pathfinder")
      set(summary "draw mazes and watch grid pathfinding algorithms search them")
    else()
      set(summary "run grid pathfinding algorithms on maze and benchmark files, headless")
    endif()
    set(include_file ${PROJECT_SOURCE_DIR}/resources/man/${program}.h2m)
    set(page ${PROJECT_BINARY_DIR}/man/${program}.1)
    add_custom_command(OUTPUT ${page}.gz
      COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/man
      COMMAND ${CMAKE_COMMAND} -E env "PATH=$<TARGET_FILE_DIR:${program}>:$ENV{PATH}"
              ${PATHFINDER_HELP2MAN} --no-info --no-discard-stderr --section=1
              --name=${summary} --include=${include_file} --output=${page} ${program}
      COMMAND ${PATHFINDER_GZIP} -9 --no-name --force ${page}
      DEPENDS ${program} ${include_file}
      COMMENT "Writing the manual page of ${program}"
      VERBATIM)
    list(APPEND man_pages ${page}.gz)
  endforeach()
  add_custom_target(pathfinder_man_pages ALL DEPENDS ${man_pages})
  install(FILES ${man_pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
else()
  message(WARNING "help2man or gzip not found: the manual pages are not made, and the Debian "
                  "package cannot be made. scripts/install-deps.sh installs them.")
  install(CODE "message(FATAL_ERROR \"The manual pages need help2man and gzip, which were not \"
                \"found when the build was configured: run scripts/install-deps.sh, then \"
                \"configure again.\")")
endif()

install(FILES ${PROJECT_SOURCE_DIR}/resources/pathfinder-maze.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages)

# cpack packages what has been built: it does not build the whole default target first (tests and
# benchmarks included) before it installs. So does `ninja install`: build first.
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY ON)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME pathfinder-testbed)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "Pathfinder Testbed developers")
set(CPACK_PACKAGE_CONTACT "Pathfinder Testbed developers")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "testbed for grid pathfinding algorithms")
# The Debian description, after the summary line.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION [=[
Draw walls, a start and a goal on a grid, pick one of twenty-one algorithms
(Breadth-First, Dijkstra, A*, Jump Point Search, JPS+, D*, HPA*, Theta*,
Anya, bidirectional and memory-bounded searches, reactive agents) and watch
it search step by step: the cells it opens and closes, the route it finds, how much work
that took and how far from optimal the result is. Algorithms can be
compared side by side on the same map.

For students learning how these searches behave, game-AI programmers
choosing an algorithm and its settings for their maps, and researchers
comparing algorithms on the Moving AI benchmark sets.

The package holds the desktop app (pathfinder) and a command-line tool
(pathfinder-cli) that runs the same searches headless: batch runs on maze
files, scripted map changes, Moving AI scenarios and experiments with
reports.]=])
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
include(CPack)
