#include "formats/xml_reader.h"

#include "pathfinder/basics/parse_error.h"

#include <algorithm>
#include <array>
#include <climits>
#include <exception>
#include <expat.h>
#include <memory>
#include <new>

namespace pathfinder {

namespace {

int clampToInt(XML_Size value) {
    return static_cast<int>(std::min<XML_Size>(value, INT_MAX));
}

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/// Walks raw bytes of the file, keeping the line and the column as expat counts them.
class PositionWalker {
public:
    explicit PositionWalker(XmlPosition at) : m_at(at) {}

    void step(std::string_view text, std::size_t i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n' || (c == '\r' && (i + 1 >= text.size() || text[i + 1] != '\n'))) {
            ++m_at.line;
            m_at.column = 1;
        } else if (c != '\r' && (c & 0xC0) != 0x80) { // a continuation byte is part of the character
            ++m_at.column;
        }
    }
    XmlPosition at() const { return m_at; }

private:
    XmlPosition m_at;
};

/// The parse of one document: expat's callbacks land here.
class ExpatSession {
public:
    ExpatSession(const std::string& fileName, XmlHandler& handler)
        : m_fileName(fileName), m_handler(handler) {}

    void run(std::istream& in) {
        std::unique_ptr<XML_ParserStruct, decltype(&XML_ParserFree)> parser(XML_ParserCreate(nullptr),
                                                                            &XML_ParserFree);
        if (!parser)
            throw std::bad_alloc();
        m_parser = parser.get();
        XML_SetUserData(m_parser, this);
        XML_SetElementHandler(m_parser, &ExpatSession::onStart, &ExpatSession::onEnd);
        XML_SetCharacterDataHandler(m_parser, &ExpatSession::onText);
        XML_SetEntityDeclHandler(m_parser, &ExpatSession::onEntity);

        std::array<char, 64 * 1024> buffer{};
        bool last = false;
        while (!last) {
            in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
            if (in.bad())
                throw ParseError(m_fileName, 0, 0, "cannot read the file");
            last = in.eof();
            if (XML_Parse(m_parser, buffer.data(), static_cast<int>(in.gcount()),
                          last ? XML_TRUE : XML_FALSE) == XML_STATUS_ERROR)
                fail();
        }
    }

private:
    [[noreturn]] void fail() {
        if (m_failure)
            std::rethrow_exception(m_failure);
        throw ParseError(m_fileName, clampToInt(XML_GetCurrentLineNumber(m_parser)),
                         clampToInt(XML_GetCurrentColumnNumber(m_parser)) + 1,
                         std::string("malformed XML: ") + XML_ErrorString(XML_GetErrorCode(m_parser)));
    }

    XmlPosition here() const {
        return {clampToInt(XML_GetCurrentLineNumber(m_parser)),
                clampToInt(XML_GetCurrentColumnNumber(m_parser)) + 1};
    }

    /// Runs a callback's work; an exception stops the parser and waits in m_failure.
    template <typename Work>
    void guarded(Work&& work) {
        if (m_failure)
            return;
        try {
            work();
        } catch (...) {
            m_failure = std::current_exception();
            XML_StopParser(m_parser, XML_FALSE);
        }
    }

    /// Finds where each attribute's value starts by reading the raw start tag, which expat keeps
    /// in its buffer while the start callback runs. Attributes it cannot place (an encoding other
    /// than UTF-8, a tag from an entity) keep the element's position.
    void placeAttributes(XmlElement& element) const {
        int offset = 0;
        int size = 0;
        const char* buffer = XML_GetInputContext(m_parser, &offset, &size);
        const int count = XML_GetCurrentByteCount(m_parser);
        if (!buffer || count <= 0 || offset < 0 || offset + count > size)
            return;
        const std::string_view tag(buffer + offset, static_cast<std::size_t>(count));
        PositionWalker walker(element.at);
        std::size_t i = 0;
        const auto skip = [&](auto&& keepGoing) {
            while (i < tag.size() && keepGoing(tag[i]))
                walker.step(tag, i++);
        };
        skip([](char c) { return !isSpace(c) && c != '/' && c != '>'; }); // '<' and the name
        while (i < tag.size()) {
            skip(isSpace);
            const std::size_t nameStart = i;
            skip([](char c) { return !isSpace(c) && c != '=' && c != '/' && c != '>'; });
            const std::string_view name = tag.substr(nameStart, i - nameStart);
            skip(isSpace);
            if (name.empty() || i >= tag.size() || tag[i] != '=')
                return;
            walker.step(tag, i++);
            skip(isSpace);
            if (i >= tag.size() || (tag[i] != '"' && tag[i] != '\''))
                return;
            const char quote = tag[i];
            walker.step(tag, i++);
            for (XmlAttribute& attribute : element.attributes)
                if (attribute.name == name)
                    attribute.at = walker.at();
            skip([quote](char c) { return c != quote; });
            if (i < tag.size())
                walker.step(tag, i++);
        }
    }

    static void XMLCALL onStart(void* data, const XML_Char* name, const XML_Char** attributes) {
        auto* self = static_cast<ExpatSession*>(data);
        self->guarded([&] {
            XmlElement element;
            element.name = name;
            element.at = self->here();
            for (const XML_Char** a = attributes; *a; a += 2)
                element.attributes.push_back({a[0], a[1], element.at});
            self->placeAttributes(element);
            self->m_handler.start(element);
        });
    }

    static void XMLCALL onEnd(void* data, const XML_Char* name) {
        auto* self = static_cast<ExpatSession*>(data);
        self->guarded([&] { self->m_handler.end(name, self->here()); });
    }

    static void XMLCALL onText(void* data, const XML_Char* text, int length) {
        auto* self = static_cast<ExpatSession*>(data);
        self->guarded([&] {
            self->m_handler.text(std::string_view(text, static_cast<std::size_t>(length)), self->here());
        });
    }

    static void XMLCALL onEntity(void* data, const XML_Char*, int, const XML_Char*, int, const XML_Char*,
                                 const XML_Char*, const XML_Char*, const XML_Char*) {
        auto* self = static_cast<ExpatSession*>(data);
        self->guarded([&] {
            const XmlPosition at = self->here();
            throw ParseError(self->m_fileName, at.line, at.column,
                             "entity declarations are not read (a map file has no use for them)");
        });
    }

    const std::string& m_fileName;
    XmlHandler& m_handler;
    XML_Parser m_parser = nullptr;
    std::exception_ptr m_failure;
};

} // namespace

const XmlAttribute* XmlElement::find(std::string_view attributeName) const {
    for (const XmlAttribute& attribute : attributes)
        if (attribute.name == attributeName)
            return &attribute;
    return nullptr;
}

void readXml(std::istream& in, const std::string& fileName, XmlHandler& handler) {
    ExpatSession(fileName, handler).run(in);
}

XmlPosition advance(XmlPosition at, std::string_view text) {
    PositionWalker walker(at);
    for (std::size_t i = 0; i < text.size(); ++i)
        walker.step(text, i);
    return walker.at();
}

} // namespace pathfinder
