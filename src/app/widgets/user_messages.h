#pragma once

#include <wx/gdicmn.h>
#include <wx/string.h>

#include <functional>

class wxMenu;
class wxWindow;

namespace pathfinder::app {

enum class MessageKind { Info, Warning, Error, Question };

/// Shows a message to the user: a modal message box, unless a MessageCapture is active.
/// Every message of the app goes through here, so tests can read them instead of a person.
void showMessage(wxWindow* parent, const wxString& title, const wxString& text,
                 MessageKind kind = MessageKind::Info);

/// Asks a yes / no / cancel question; returns wxYES, wxNO or wxCANCEL.
int askYesNoCancel(wxWindow* parent, const wxString& title, const wxString& text);

/// Whether a file is asked for to read or to write.
enum class FileAction { Open, Save };

/// Asks for a file with the system's file chooser: `defaultName` is offered (for Save), `wildcard`
/// filters (wx's "Label (*.x)|*.x" form). It opens in `folder`, else where a person would look
/// (chooserFolder()). Returns the path, or "" when the user cancels; a path chosen makes its folder
/// the last one used. A capture answers instead of the chooser (with its file answer, "" by
/// default). Save asks before replacing an existing file.
wxString askForFile(wxWindow* parent, const wxString& title, const wxString& defaultName,
                    const wxString& wildcard, FileAction action, const wxString& folder = wxString());

/// Where a file chooser opens when it is not told: the folder of the map that is open, when it came
/// from a file, else the folder of the last file chosen (empty before any: the toolkit's choice).
wxString chooserFolder();
/// How chooserFolder() finds the open map's folder ("" when there is none); nullptr forgets it.
void setMapFolderSource(std::function<wxString()> source);

/// Asks whether to go ahead with something, on a button labelled `action` beside Cancel; true to
/// go ahead. A capture answers yes with wxYES or wxOK.
bool confirm(wxWindow* parent, const wxString& title, const wxString& text, const wxString& action);

/// Shows `menu` at `at` in `window` and returns the id of the item chosen, wxID_NONE when it is
/// dismissed. A capture answers instead (wxID_NONE unless it was given a menu answer).
int choosePopupItem(wxWindow* window, wxMenu& menu, wxPoint at);

/// While alive, messages and questions are handed to `onMessage` (questions as
/// MessageKind::Question) and questions get `answer`, instead of a dialog; a file chooser gets
/// `fileAnswer` ("" is Cancel). Captures nest; the innermost one wins.
class MessageCapture {
public:
    using Handler = std::function<void(const wxString& title, const wxString& text, MessageKind kind)>;

    MessageCapture(Handler onMessage, int answer, wxString fileAnswer = wxString());
    ~MessageCapture();
    MessageCapture(const MessageCapture&) = delete;
    /// How popup menus are answered while this capture is the innermost: the id of an item.
    void setMenuAnswer(std::function<int(const wxMenu&)> answer) { m_menuAnswer = std::move(answer); }
    /// The folder the last file chooser answered by this capture would have opened in.
    const wxString& chooserFolder() const { return m_chooserFolder; }
    MessageCapture& operator=(const MessageCapture&) = delete;

private:
    friend void showMessage(wxWindow*, const wxString&, const wxString&, MessageKind);
    friend int askYesNoCancel(wxWindow*, const wxString&, const wxString&);
    friend bool confirm(wxWindow*, const wxString&, const wxString&, const wxString&);
    friend int choosePopupItem(wxWindow*, wxMenu&, wxPoint);
    friend wxString askForFile(wxWindow*, const wxString&, const wxString&, const wxString&, FileAction,
                               const wxString&);

    Handler m_onMessage;
    int m_answer;
    wxString m_fileAnswer;
    MessageCapture* m_outer;
    std::function<int(const wxMenu&)> m_menuAnswer;
    wxString m_chooserFolder;
};

} // namespace pathfinder::app
