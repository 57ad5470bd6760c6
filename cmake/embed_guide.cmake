# Writes OUT, a C++ source holding the walker guide's Markdown pages (PAGES, a list of
# docs/guide/NAME.md files) as string literals, so that the programs carry the text they show and
# print wherever they are installed. OUT is rewritten only when its text changes.
set(delimiter "pfguide")
set(entries "")
foreach(page IN LISTS PAGES)
  get_filename_component(name "${page}" NAME_WE)
  file(READ "${page}" text)
  string(FIND "${text}" ")${delimiter}\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${page} contains the text )${delimiter}\", which ends the literal it is embedded in")
  endif()
  string(APPEND entries "    {\"${name}\", R\"${delimiter}(${text})${delimiter}\"},\n")
endforeach()
set(source "// Generated at build time by cmake/embed_guide.cmake from docs/guide/*.md.
#include \"registry/guide_pages.h\"

namespace pathfinder {

const std::vector<GuidePageText>& embeddedGuidePages() {
  static const std::vector<GuidePageText> pages = {
${entries}  };
  return pages;
}

} // namespace pathfinder
")
if(EXISTS "${OUT}")
  file(READ "${OUT}" old)
endif()
if(NOT old STREQUAL source)
  file(WRITE "${OUT}" "${source}")
endif()
