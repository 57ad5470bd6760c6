#include "widgets/user_messages.h"

#include <wx/filedlg.h>
#include <wx/filename.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/window.h>

#include <utility>

namespace pathfinder::app {

namespace {

MessageCapture* g_capture = nullptr;
wxString g_lastFolder;
std::function<wxString()> g_mapFolder;

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

wxString chooserFolder() {
    const wxString map = g_mapFolder ? g_mapFolder() : wxString();
    return map.empty() ? g_lastFolder : map;
}

void setMapFolderSource(std::function<wxString()> source) {
    g_mapFolder = std::move(source);
}

wxString askForFile(wxWindow* parent, const wxString& title, const wxString& defaultName,
                    const wxString& wildcard, FileAction action, const wxString& folder) {
    const wxString opensIn = folder.empty() ? chooserFolder() : folder;
    wxString path;
    if (g_capture) {
        if (g_capture->m_onMessage)
            g_capture->m_onMessage(title, defaultName, MessageKind::Question);
        g_capture->m_chooserFolder = opensIn;
        path = g_capture->m_fileAnswer;
    } else {
        const long style =
            action == FileAction::Open ? wxFD_OPEN | wxFD_FILE_MUST_EXIST : wxFD_SAVE | wxFD_OVERWRITE_PROMPT;
        wxFileDialog dialog(parent, title, opensIn, defaultName, wildcard, style);
        if (dialog.ShowModal() == wxID_OK)
            path = dialog.GetPath();
    }
    if (!path.empty())
        g_lastFolder = wxFileName(path).GetPath();
    return path;
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
