#include "ui/parameters/parametercommands.h"

#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace gamelab::ui {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("ParameterCommands", text); }
QString qs(const std::string& s) { return QString::fromStdString(s); }

/// Checks `next` and pushes it; the reason when refused.
QString tryPush(ParametricDocument* doc, ParameterState next, const QString& text, int mergeKey = kParameterNoMerge) {
  if (next == doc->parameterState()) return {};
  auto values = evaluateExpressions(next, [doc](std::size_t i) { return doc->payoffPlace(i); });
  if (!values) return errorText(values.error());
  doc->parameterUndoStack()->push(new ParameterStateCommand(doc, std::move(next), text, mergeKey));
  return {};
}

}  // namespace

ParameterStateCommand::ParameterStateCommand(ParametricDocument* doc, ParameterState after, const QString& text, int mergeKey)
    : QUndoCommand(text), doc_(doc), before_(doc->parameterState()), after_(std::move(after)), mergeKey_(mergeKey) {}

bool ParameterStateCommand::mergeWith(const QUndoCommand* other) {
  const auto* next = dynamic_cast<const ParameterStateCommand*>(other);
  if (!next || mergeKey_ < 0 || next->mergeKey_ != mergeKey_ || next->doc_ != doc_) return false;
  after_ = next->after_;
  return true;
}

QString addParameter(ParametricDocument* doc) {
  ParameterState next = doc->parameterState();
  if (next.parameters.list.size() >= kMaxParameters)
    return tr("A document has at most %1 parameters.").arg(kMaxParameters);
  std::string name = "t";
  for (int k = 2; next.parameters.find(name); ++k) name = "t" + std::to_string(k);
  next.parameters.list.push_back(Parameter{name, Rational(0), Rational(0), Rational(1)});
  std::sort(next.parameters.list.begin(), next.parameters.list.end(),
            [](const Parameter& a, const Parameter& b) { return a.name < b.name; });
  return tryPush(doc, std::move(next), tr("Add parameter %1").arg(qs(name)));
}

QString removeParameter(ParametricDocument* doc, const std::string& name) {
  ParameterState next = doc->parameterState();
  if (next.uses(name))
    return tr("Parameter %1 is used in a payoff: replace it there before removing it.").arg(qs(name));
  std::erase_if(next.parameters.list, [&](const Parameter& p) { return p.name == name; });
  return tryPush(doc, std::move(next), tr("Remove parameter %1").arg(qs(name)));
}

QString renameParameter(ParametricDocument* doc, const std::string& from, const std::string& to) {
  if (from == to) return {};
  ParameterState next = doc->parameterState();
  if (!isParameterName(to))
    return tr("\"%1\" cannot name a parameter: use a letter or _, then letters, digits or _.").arg(qs(to));
  if (next.parameters.find(to)) return tr("There is already a parameter named %1.").arg(qs(to));
  Parameter* p = next.parameters.find(from);
  if (!p) return {};
  p->name = to;
  std::sort(next.parameters.list.begin(), next.parameters.list.end(),
            [](const Parameter& a, const Parameter& b) { return a.name < b.name; });
  for (auto& e : next.expressions)
    if (!e.empty()) e = renamedInExpression(e, from, to);
  return tryPush(doc, std::move(next), tr("Rename parameter %1 to %2").arg(qs(from), qs(to)));
}

QString setParameterValue(ParametricDocument* doc, const std::string& name, const Rational& value, int mergeKey) {
  ParameterState next = doc->parameterState();
  Parameter* p = next.parameters.find(name);
  if (!p) return {};
  p->value = value;
  return tryPush(doc, std::move(next), tr("Set %1 = %2").arg(qs(name), formatRational(value)), mergeKey);
}

QString setParameterRange(ParametricDocument* doc, const std::string& name, const std::optional<Rational>& min,
                          const std::optional<Rational>& max) {
  ParameterState next = doc->parameterState();
  Parameter* p = next.parameters.find(name);
  if (!p) return {};
  if (min && max && *min > *max)
    return tr("The range of %1 is empty: %2 > %3.").arg(qs(name), formatRational(*min), formatRational(*max));
  p->min = min;
  p->max = max;
  return tryPush(doc, std::move(next), tr("Set the range of %1").arg(qs(name)));
}

}  // namespace gamelab::ui
