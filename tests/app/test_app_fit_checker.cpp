// The checker of the fitting tests (text_fit.h) on windows made to fail it: a label, a button, a
// check box, a choice, a list's heading and cell, a painted text too narrow for their words; a label
// cut by its parent; texts laid over one another; a window larger than the screen. And on the same
// windows given room: it names none of them.

#include "app_driver.h"
#include "canvas/drawn_text.h"
#include "text_fit.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/display.h>
#include <wx/frame.h>
#include <wx/listctrl.h>
#include <wx/panel.h>
#include <wx/scrolwin.h>
#include <wx/stattext.h>

#include <algorithm>
#include <catch2/catch.hpp>

using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

const wxString kLong = "A label far too long for forty pixels";

/// A window that paints two words where it is told to.
class PaintedWords : public wxPanel, public DrawnTextSource {
public:
    PaintedWords(wxWindow* parent, std::vector<DrawnText> texts)
        : wxPanel(parent), m_texts(std::move(texts)) {}
    std::vector<DrawnText> drawnTexts() override { return m_texts; }

private:
    std::vector<DrawnText> m_texts;
};

/// The problems that name `text`.
std::vector<FitProblem> about(const std::vector<FitProblem>& problems, const wxString& text) {
    std::vector<FitProblem> found;
    std::copy_if(problems.begin(), problems.end(), std::back_inserter(found),
                 [&](const FitProblem& p) { return p.text == text; });
    return found;
}

/// A frame of its own for one case, shown, destroyed when this goes.
class ScratchFrame {
public:
    ScratchFrame()
        : m_frame(new wxFrame(&frame(), wxID_ANY, "Fit checker", wxPoint(0, 0), wxSize(600, 400))) {
        m_panel = new wxPanel(m_frame);
        m_frame->Show();
    }
    ~ScratchFrame() { m_frame->Destroy(); }
    ScratchFrame(const ScratchFrame&) = delete;
    ScratchFrame& operator=(const ScratchFrame&) = delete;

    wxPanel& panel() { return *m_panel; }
    std::vector<FitProblem> check() {
        m_frame->Layout();
        runFor(150);
        return findUnfitTexts(*m_frame);
    }

private:
    wxFrame* m_frame;
    wxPanel* m_panel;
};

} // namespace

TEST_CASE("The fit checker names a control too narrow for its text, with what it needs and has",
          "[app][fit-checker]") {
    ScratchFrame scratch;
    wxPanel& panel = scratch.panel();
    const int natural = panel.GetTextExtent(kLong).x;
    new wxStaticText(&panel, wxID_ANY, kLong, wxPoint(10, 10), wxSize(40, -1), wxST_NO_AUTORESIZE);
    auto* roomy = new wxStaticText(&panel, wxID_ANY, "Room enough", wxPoint(10, 40));
    auto* button =
        new wxButton(&panel, wxID_ANY, "A button with a long label", wxPoint(10, 70), wxSize(60, -1));
    auto* check =
        new wxCheckBox(&panel, wxID_ANY, "A check box with a long label", wxPoint(10, 110), wxSize(60, -1));
    auto* choice = new wxChoice(&panel, wxID_ANY, wxPoint(10, 150), wxSize(70, -1));
    choice->Append("short");
    choice->Append("an item far wider than seventy pixels");
    auto* fine = new wxButton(&panel, wxID_ANY, "OK", wxPoint(300, 70));
    const std::vector<FitProblem> problems = scratch.check();
    INFO(describeAll(problems));

    const auto label = about(problems, kLong);
    REQUIRE(label.size() == 1);
    CHECK(label[0].what == "width");
    CHECK(label[0].window == "Fit checker");
    CHECK(label[0].control == "wxStaticText");
    CHECK(label[0].needed == natural);
    CHECK(label[0].given == 40);
    CHECK(label[0].describe() == "Fit checker: wxStaticText \"" + kLong.utf8_string() + "\": width needs " +
                                     std::to_string(natural) + " px, has 40 px");
    CHECK(about(problems, "A button with a long label").size() == 1);
    CHECK(about(problems, "A check box with a long label").size() == 1);
    CHECK(about(problems, "an item far wider than seventy pixels").size() == 1);
    CHECK(about(problems, roomy->GetLabel()).empty());
    CHECK(about(problems, fine->GetLabel()).empty());
    CHECK(about(problems, "short").empty());
    CHECK(problems.size() == 4);
    (void)button;
    (void)check;
}

TEST_CASE("The fit checker names a text its parent cuts, but not one below a scrolling parent's fold",
          "[app][fit-checker]") {
    ScratchFrame scratch;
    auto* narrow = new wxPanel(&scratch.panel(), wxID_ANY, wxPoint(10, 10), wxSize(50, 40));
    new wxStaticText(narrow, wxID_ANY, "Cut by the panel it is in", wxPoint(0, 0));
    auto* scrolled =
        new wxScrolledWindow(&scratch.panel(), wxID_ANY, wxPoint(10, 100), wxSize(300, 60), wxVSCROLL);
    new wxStaticText(scrolled, wxID_ANY, "Below the fold", wxPoint(0, 200));
    scrolled->SetVirtualSize(300, 240);
    scrolled->SetScrollRate(0, 10);
    const std::vector<FitProblem> problems = scratch.check();
    INFO(describeAll(problems));

    const auto cut = about(problems, "Cut by the panel it is in");
    REQUIRE(cut.size() == 1);
    CHECK(cut[0].what == "width (cut by a parent)");
    CHECK(cut[0].given == 50);
    CHECK(about(problems, "Below the fold").empty());
}

TEST_CASE("The fit checker names a list's heading and cell too wide for their column", "[app][fit-checker]") {
    ScratchFrame scratch;
    auto* list = new wxListCtrl(&scratch.panel(), wxID_ANY, wxPoint(10, 10), wxSize(400, 200), wxLC_REPORT);
    list->AppendColumn("A heading wider than its column", wxLIST_FORMAT_LEFT, 60);
    list->AppendColumn("Wide", wxLIST_FORMAT_RIGHT, 200);
    list->InsertItem(0, "ok");
    list->SetItem(0, 1, "26.870");
    list->InsertItem(1, "a cell wider than sixty pixels");
    list->SetItem(1, 1, "161.5");
    const std::vector<FitProblem> problems = scratch.check();
    INFO(describeAll(problems));

    const auto heading = about(problems, "A heading wider than its column");
    REQUIRE(heading.size() == 1);
    CHECK(heading[0].what == "width of column 1's heading");
    CHECK(heading[0].given == 60);
    const auto cell = about(problems, "a cell wider than sixty pixels");
    REQUIRE(cell.size() == 1);
    CHECK(cell[0].what == "width of column 1 (row 2)");
    CHECK(about(problems, "26.870").empty());
    CHECK(about(problems, "Wide").empty());
    CHECK(problems.size() == 2);
}

TEST_CASE("The fit checker names painted texts outside their room and over one another, and windows "
          "over one another",
          "[app][fit-checker]") {
    ScratchFrame scratch;
    const wxRect room(0, 0, 200, 100);
    new PaintedWords(&scratch.panel(), {{"inside", wxRect(10, 10, 50, 15), room},
                                        {"outside", wxRect(180, 10, 50, 15), room},
                                        {"under", wxRect(10, 50, 50, 15), room},
                                        {"over", wxRect(40, 55, 50, 15), room}});
    scratch.panel().GetChildren().back()->SetSize(0, 0, 300, 150);
    new wxStaticText(&scratch.panel(), wxID_ANY, "first", wxPoint(10, 200));
    new wxStaticText(&scratch.panel(), wxID_ANY, "second", wxPoint(15, 202));
    const std::vector<FitProblem> problems = scratch.check();
    INFO(describeAll(problems));

    const auto outside = about(problems, "outside");
    REQUIRE(outside.size() == 1);
    CHECK(outside[0].what == "width, outside its room");
    CHECK(outside[0].needed == 50);
    CHECK(outside[0].given == 20);
    const auto under = about(problems, "under");
    REQUIRE(under.size() == 1);
    CHECK(under[0].what == "overlaps the painted text \"over\"");
    CHECK(about(problems, "inside").empty());
    const auto first = about(problems, "first");
    REQUIRE(first.size() == 1);
    CHECK(first[0].what == "overlaps wxStaticText \"second\"");
    CHECK(problems.size() == 3);
}

TEST_CASE("The fit checker names a window larger than the screen", "[app][fit-checker]") {
    const wxRect screen = wxDisplay(static_cast<unsigned>(0)).GetGeometry();
    auto* big = new wxFrame(&frame(), wxID_ANY, "Too big", wxPoint(0, 0), wxSize(screen.width + 100, 200));
    big->Show();
    runFor(100);
    const std::vector<FitProblem> problems = findOversizedWindows();
    big->Destroy();
    INFO(describeAll(problems));
    const auto found = about(problems, "Too big");
    REQUIRE(found.size() == 1);
    CHECK(found[0].what == "wider than the screen");
    CHECK(found[0].needed == screen.width + 100);
    CHECK(found[0].given == screen.width);
}
