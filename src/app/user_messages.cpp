#include "user_messages.h"

#include <wx/filedlg.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/window.h>

#include <utility>

namespace pathfinder::app {

namespace {

MessageCapture* g_capture = nullptr;

long iconFor(MessageKind kind) {
    switch (kind) {
    case MessageKind::Info:
        return wxICON_INFORMATION;
    case MessageKind::Warning:
        return wxICON_WARNING;
    case MessageKind::Error:
        return wxICON_ERROR;
    case MessageKind::Question:
        return wxICON_QUESTION;
    }
    return wxICON_INFORMATION;
}

} // namespace

MessageCapture::MessageCapture(Handler onMessage, int answer, wxString fileAnswer)
    : m_onMessage(std::move(onMessage)), m_answer(answer), m_fileAnswer(std::move(fileAnswer)),
      m_outer(g_capture) {
    g_capture = this;
}

MessageCapture::~MessageCapture() {
    g_capture = m_outer;
}

void showMessage(wxWindow* parent, const wxString& title, const wxString& text, MessageKind kind) {
    if (g_capture) {
        if (g_capture->m_onMessage)
            g_capture->m_onMessage(title, text, kind);
        return;
    }
    wxMessageBox(text, title, wxOK | iconFor(kind), parent);
}

int askYesNoCancel(wxWindow* parent, const wxString& title, const wxString& text) {
    if (g_capture) {
        if (g_capture->m_onMessage)
            g_capture->m_onMessage(title, text, MessageKind::Question);
        return g_capture->m_answer;
    }
    return wxMessageBox(text, title, wxYES_NO | wxCANCEL | wxICON_QUESTION, parent);
}

} // namespace pathfinder::app

namespace pathfinder::app {

wxString askForFile(wxWindow* parent, const wxString& title, const wxString& defaultName,
                    const wxString& wildcard, FileAction action, const wxString& folder) {
    if (g_capture) {
        if (g_capture->m_onMessage)
            g_capture->m_onMessage(title, defaultName, MessageKind::Question);
        return g_capture->m_fileAnswer;
    }
    const long style =
        action == FileAction::Open ? wxFD_OPEN | wxFD_FILE_MUST_EXIST : wxFD_SAVE | wxFD_OVERWRITE_PROMPT;
    wxFileDialog dialog(parent, title, folder, defaultName, wildcard, style);
    return dialog.ShowModal() == wxID_OK ? dialog.GetPath() : wxString();
}

bool confirm(wxWindow* parent, const wxString& title, const wxString& text, const wxString& action) {
    if (g_capture) {
        if (g_capture->m_onMessage)
            g_capture->m_onMessage(title, text, MessageKind::Question);
        return g_capture->m_answer == wxYES || g_capture->m_answer == wxOK;
    }
    wxMessageDialog dialog(parent, text, title, wxOK | wxCANCEL | wxICON_WARNING);
    dialog.SetOKCancelLabels(action, "Cancel");
    return dialog.ShowModal() == wxID_OK;
}

int choosePopupItem(wxWindow* window, wxMenu& menu, wxPoint at) {
    if (g_capture)
        return g_capture->m_menuAnswer ? g_capture->m_menuAnswer(menu) : wxID_NONE;
    return window->GetPopupMenuSelectionFromUser(menu, at);
}

} // namespace pathfinder::app
