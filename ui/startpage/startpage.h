#pragma once
/// The welcome tab: big "New <kind>" buttons (from newDocumentActions()), Open…, recent files,
/// and the built-in examples (from examples()) grouped by section and group. It only emits
/// requests; MainWindow acts on them.
#include <QStringList>
#include <QWidget>

class QListWidget;
class QTreeWidget;
class QTreeWidgetItem;
class QVBoxLayout;
class QLabel;

namespace gamelab::ui {

class StartPage : public QWidget {
  Q_OBJECT
 public:
  explicit StartPage(QWidget* parent = nullptr);

  /// Rebuilds the buttons and the example list from the registries.
  void reload();
  void setRecentFiles(const QStringList& paths);

  QTreeWidget* exampleTree() const { return examples_; }
  QListWidget* recentList() const { return recent_; }

 signals:
  void newDocumentRequested(const QString& kindId);
  void openRequested();
  void recentFileRequested(const QString& path);
  /// The id of a BuiltinExample.
  void exampleRequested(const QString& exampleId);

 private:
  void openExampleItem(QTreeWidgetItem* item);

  QVBoxLayout* leftColumn_;
  QVBoxLayout* newButtons_;
  QTreeWidget* examples_;
  QLabel* examplesEmpty_;
  QListWidget* recent_;
  QLabel* recentEmpty_;
};

}  // namespace gamelab::ui
