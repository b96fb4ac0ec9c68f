#pragma once
/// The entry point of the partizan analysis pages (pz-views): addPartizanPages() builds, into
/// the editor's right-hand tab widget, the pages Value, Game tree, Comparison, Thermograph and
/// Play for a document, and keeps them current: after every edit the analysis of the session
/// (partizan::solveSumAnalysis) runs off the GUI thread through an AnalysisController, with its progress
/// and Cancel at the foot of each page. registerPartizanKind() installs it as the document's
/// pages factory.
class QTabWidget;

namespace gamelab::ui {

class PartizanDocument;

void addPartizanPages(PartizanDocument* doc, QTabWidget* tabs);

/// PartizanDocument::setPagesFactory(addPartizanPages).
void installPartizanPages();

}  // namespace gamelab::ui
