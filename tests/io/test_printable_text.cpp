#include "pathfinder/basics/parse_error.h"
#include "pathfinder/basics/printable_text.h"

#include <catch2/catch.hpp>
#include <string>

using namespace pathfinder;

TEST_CASE("Printable text leaves UTF-8 alone and escapes everything else", "[io][text]") {
    CHECK(printableText("plain ascii, tab\there") == "plain ascii, tab\there");
    CHECK(printableText("Rooms 512\xc3\x97"
                        "512, \xe2\x86\x92 \xf0\x9f\x99\x82") == "Rooms 512\xc3\x97"
                                                                 "512, \xe2\x86\x92 \xf0\x9f\x99\x82");
    CHECK(printableText("\xff\xfe") == "\\xff\\xfe");
    CHECK(printableText(std::string("a\0b", 3)) == "a\\x00b");
    CHECK(printableText("bell\x07 del\x7f cr\r") == "bell\\x07 del\\x7f cr\\x0d");
    CHECK(printableText("\xc3") == "\\xc3");                            // a sequence cut short
    CHECK(printableText("\xc0\xaf") == "\\xc0\\xaf");                   // overlong '/'
    CHECK(printableText("\xed\xa0\x80") == "\\xed\\xa0\\x80");          // a surrogate
    CHECK(printableText("\xf4\x90\x80\x80") == "\\xf4\\x90\\x80\\x80"); // past U+10FFFF
    CHECK(isValidUtf8(printableText("\x80\xff\xc3(")));
}

TEST_CASE("A parse error about a binary file reads as text", "[io][text]") {
    const ParseError e("bin\xff.maze", 1, 3, "unexpected '\x89PNG'");
    CHECK(std::string(e.what()) == "bin\\xff.maze:1:3: unexpected '\\x89PNG'");
    CHECK(e.file() == "bin\xff.maze");
}

TEST_CASE("XML escaping turns the five special characters into entities and keeps the rest", "[text]") {
    CHECK(pathfinder::xmlEscaped("A* <b> & \"x\" 'y' é") ==
          "A* &lt;b&gt; &amp; &quot;x&quot; &apos;y&apos; é");
    CHECK(pathfinder::xmlEscaped("").empty());
}
