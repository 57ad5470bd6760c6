#pragma once

#include <istream>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

/// A place in an XML file: 1-based line and column. Columns count characters, as expat counts
/// them (a multi-byte UTF-8 character is one column, a tab is one column).
struct XmlPosition {
    int line = 0;
    int column = 0;
};

/// One attribute of an element: its name, its value as XML defines it (entities replaced,
/// whitespace normalised) and where the value starts in the file (just after the quote).
struct XmlAttribute {
    std::string_view name;
    std::string_view value;
    XmlPosition at;
};

/// A start tag: its name, where its '<' is, and its attributes. Valid during XmlHandler::start().
struct XmlElement {
    std::string_view name;
    XmlPosition at;
    std::vector<XmlAttribute> attributes;

    /// The attribute of that name, or null.
    const XmlAttribute* find(std::string_view attributeName) const;
};

/// What a reader of one XML vocabulary does with the events of readXml(). A handler reports a
/// malformed file by throwing ParseError; readXml() stops there and throws it on.
class XmlHandler {
public:
    virtual ~XmlHandler() = default;
    virtual void start(const XmlElement& element) = 0;
    /// The end of the element `name` (for an empty element <a/>, right after its start).
    virtual void end(std::string_view name, XmlPosition at) = 0;
    /// Character data inside an element, in pieces; `at` is where the piece's first character is.
    /// Line breaks arrive as "\n", whatever the file uses.
    virtual void text(std::string_view text, XmlPosition at) = 0;
};

/// Reads an XML document with expat, handing its events to `handler`; `fileName` names the file
/// in errors. Malformed XML is a ParseError at expat's line and column ("not well-formed (invalid
/// token)"). Entity declarations are refused (they serve no map file and can expand without
/// bound); a document type line is allowed and ignored.
void readXml(std::istream& in, const std::string& fileName, XmlHandler& handler);

/// Where the next character is after `text`, which starts at `at`.
XmlPosition advance(XmlPosition at, std::string_view text);

} // namespace pathfinder
