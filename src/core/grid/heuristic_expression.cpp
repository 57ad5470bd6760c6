#include "pathfinder/grid/heuristic_expression.h"

#include <algorithm>
#include <cmath>
#include <regex>
#include <stdexcept>

#if PATHFINDER_HAS_MUPARSER
#include <muParser.h>
#endif

namespace pathfinder {

namespace {

constexpr const char* kKey = "h-expression";

std::string located(std::size_t column, const std::string& what) {
    return std::string(kKey) + ":1:" + std::to_string(column) + ": " + what;
}

} // namespace

#if PATHFINDER_HAS_MUPARSER

namespace {

double octileOf(void* diagonal, double dx, double dy) {
    const double lo = std::min(std::abs(dx), std::abs(dy));
    const double hi = std::max(std::abs(dx), std::abs(dy));
    return (hi - lo) + lo * *static_cast<const double*>(diagonal);
}
double manhattanOf(double dx, double dy) {
    return std::abs(dx) + std::abs(dy);
}
double euclideanOf(double dx, double dy) {
    return std::sqrt(dx * dx + dy * dy);
}
double chebyshevOf(double dx, double dy) {
    return std::max(std::abs(dx), std::abs(dy));
}

/// muParser's message made to read as the project's errors do: without its own "at position N"
/// (the column says it), starting in lower case, quoting with single quotes.
std::string plainMessage(std::string message) {
    message = std::regex_replace(message, std::regex(R"(\s*(found )?at (expression )?position \d+\.?$)"), "");
    if (!message.empty() && message.back() == '.')
        message.pop_back();
    std::replace(message.begin(), message.end(), '"', '\'');
    if (!message.empty())
        message[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(message[0])));
    return message;
}

} // namespace

struct HeuristicExpression::Impl {
    mu::Parser parser;
    // The variables the parsed expression reads by address: set before each evaluation.
    double dx = 0, dy = 0, x = 0, y = 0, gx = 0, gy = 0;
    double diagonal = 2.0;

    explicit Impl(double diagonalStep) : diagonal(diagonalStep) {
        parser.DefineVar("dx", &dx);
        parser.DefineVar("dy", &dy);
        parser.DefineVar("x", &x);
        parser.DefineVar("y", &y);
        parser.DefineVar("gx", &gx);
        parser.DefineVar("gy", &gy);
        parser.DefineFunUserData("octile", octileOf, &diagonal);
        parser.DefineFun("manhattan", manhattanOf);
        parser.DefineFun("euclidean", euclideanOf);
        parser.DefineFun("chebyshev", chebyshevOf);
    }

    /// Parses `text` (muParser parses at the first evaluation); the problem's message, if any.
    std::optional<std::string> parse(std::string_view text) {
        if (text.find_first_not_of(' ') == std::string_view::npos)
            return located(1, "expected an expression, found none");
        try {
            parser.SetExpr(std::string(text));
            parser.Eval();
            if (parser.GetNumResults() != 1)
                return located(text.find(',') + 1, "expected one value, found " +
                                                       std::to_string(parser.GetNumResults()) +
                                                       " separated by commas");
        } catch (const mu::Parser::exception_type& e) {
            // GetPos() counts from 0; past the end it means the text ended too soon.
            const int pos = e.GetPos();
            const std::size_t column = pos < 0 ? 1 : std::min<std::size_t>(pos, text.size()) + 1;
            return located(column, plainMessage(e.GetMsg()));
        }
        return std::nullopt;
    }
};

bool HeuristicExpression::available() {
    return true;
}

std::optional<std::string> HeuristicExpression::parseProblem(std::string_view text) {
    Impl impl(2.0);
    return impl.parse(text);
}

HeuristicExpression::HeuristicExpression(std::string_view text, double diagonalStep)
    : m_impl(std::make_unique<Impl>(diagonalStep)), m_text(text), m_diagonal(diagonalStep) {
    if (const auto problem = m_impl->parse(text))
        throw std::invalid_argument(*problem);
}

double HeuristicExpression::value(Coord c, Coord goal) const {
    Impl& impl = *m_impl;
    impl.dx = std::abs(c.x - goal.x);
    impl.dy = std::abs(c.y - goal.y);
    impl.x = c.x;
    impl.y = c.y;
    impl.gx = goal.x;
    impl.gy = goal.y;
    double h = 0.0;
    try {
        h = impl.parser.Eval();
    } catch (const mu::Parser::exception_type&) {
        h = std::nan(""); // an error found only when evaluating counts as 0, like 0/0
    }
    if (std::isfinite(h) && h >= 0.0)
        return h;
    ++m_clamped;
    return 0.0;
}

#else // no expression library in this build

struct HeuristicExpression::Impl {};

bool HeuristicExpression::available() {
    return false;
}

std::optional<std::string> HeuristicExpression::parseProblem(std::string_view) {
    return located(1, "this build has no expression library");
}

HeuristicExpression::HeuristicExpression(std::string_view text, double diagonalStep)
    : m_text(text), m_diagonal(diagonalStep) {
    throw std::invalid_argument(*parseProblem(text));
}

double HeuristicExpression::value(Coord, Coord) const {
    return 0.0;
}

#endif

HeuristicExpression::~HeuristicExpression() = default;

} // namespace pathfinder
