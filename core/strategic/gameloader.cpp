#include "core/strategic/gameloader.h"

#include "core/common/textexcerpt.h"
#include "core/io/documentkind.h"
#include "core/io/gamelabfile.h"
#include "core/io/gamepayload.h"
#include "core/matrix/matrixgamejson.h"
#include "core/param/documentparameters.h"
#include "core/strategic/nfg.h"
#include "core/strategic/strategicgamejson.h"
#include "core/io/textlocation.h"


namespace gamelab {
namespace {

std::string_view skipBlanksAndBom(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\r' || text.front() == '\n'))
    text.remove_prefix(1);
  return text;
}

/// EmptyInput for a blank text, else UnsupportedFormat at its first character.
Error unknownFormat(std::string_view text, const std::string& fileName) {
  const std::string_view rest = skipBlanksAndBom(text);
  if (rest.empty()) return makeError(ErrorCode::EmptyInput, {}, SourceLocation{fileName, 0, 0});
  return makeProblemError(ErrorCode::UnsupportedFormat, Problem::UnknownInputFormat, {},
                   locationOfOffset(text, text.size() - rest.size(), fileName));
}

/// The JSON pointer (within the game object) of the value an error of matrixGameFromJson or
/// strategicGameFromJson names: a NotANumber's third arg, a problem's place; "" for none.
std::string offendingPointer(const Error& e) {
  if (e.code == ErrorCode::NotANumber && e.args.size() > 2) return e.args[2];
  if (e.problem != Problem::None && !e.args.empty()) return pointerOfGamePlace(e.args[0]).value_or("");
  return {};
}

}  // namespace

InputFormat detectFormat(std::string_view text) {
  text = skipBlanksAndBom(text);
  if (!text.empty() && text.front() == '{') return InputFormat::Gamelab;
  if (text.substr(0, 3) == "NFG") return InputFormat::Nfg;
  return InputFormat::Unknown;
}

Expected<MatrixGame> loadZeroSumGame(std::string_view text, const std::string& fileName, bool rowPayoffsOnly,
                                     const ParameterOverrides& overrides) {
  switch (detectFormat(text)) {
    case InputFormat::Nfg: {
      if (auto error = overridesWithoutParameters(overrides)) return *error;
      auto nfg = parseNfg(text, fileName);
      if (!nfg) return nfg.error();
      auto game = toMatrixGame(*nfg, rowPayoffsOnly);
      if (!game) {
        Error e = game.error();
        e.where.file = fileName;
        return e;
      }
      return game;
    }
    case InputFormat::Gamelab: {
      auto doc = parseGamelab(text, fileName);
      if (!doc) return doc.error();
      if (doc->kind != documentkind::kZeroSum) {
        const auto at = findJsonValue(text, {"kind"});
        return makeProblemError(ErrorCode::UnsupportedFormat, Problem::WrongDocumentKind, {excerpt(doc->kind), documentkind::kZeroSum},
                         at ? locationOfOffset(text, *at, fileName) : SourceLocation{fileName, 0, 0});
      }
      auto applied = applyParameters(doc->game, doc->parameters, documentkind::kZeroSum, overrides, text, fileName);
      if (!applied) return applied.error();
      auto game = matrixGameFromJson(doc->game, fileName);
      if (!game) {
        Error e = game.error();
        const std::string pointer = offendingPointer(e);
        const auto at = findJsonValue(text, jsonPointerPath({"game"}, pointer));
        if (at) e.where = locationOfOffset(text, *at, fileName);
        return e;
      }
      return game;
    }
    case InputFormat::Unknown:
      break;
  }
  return unknownFormat(text, fileName);
}

Expected<StrategicGame> loadStrategicGame(std::string_view text, const std::string& fileName,
                                          const ParameterOverrides& overrides) {
  switch (detectFormat(text)) {
    case InputFormat::Nfg: {
      if (auto error = overridesWithoutParameters(overrides)) return *error;
      auto nfg = parseNfg(text, fileName);
      if (!nfg) return nfg.error();
      return toStrategicGame(std::move(*nfg));
    }
    case InputFormat::Gamelab: {
      auto doc = parseGamelab(text, fileName);
      if (!doc) return doc.error();
      if (doc->kind == documentkind::kZeroSum) {
        auto matrix = loadZeroSumGame(text, fileName, false, overrides);
        if (!matrix) return matrix.error();
        StrategicGame game = fromZeroSum(*matrix, doc->title);
        game.title = doc->title;
        return game;
      }
      if (doc->kind != documentkind::kStrategic) {
        const auto at = findJsonValue(text, {"kind"});
        return makeProblemError(ErrorCode::UnsupportedFormat, Problem::WrongDocumentKind, {excerpt(doc->kind), documentkind::kStrategic},
                         at ? locationOfOffset(text, *at, fileName) : SourceLocation{fileName, 0, 0});
      }
      auto applied = applyParameters(doc->game, doc->parameters, documentkind::kStrategic, overrides, text, fileName);
      if (!applied) return applied.error();
      auto game = strategicGameFromJson(doc->game, fileName);
      if (!game) {
        Error e = game.error();
        std::string pointer = offendingPointer(e);
        if (e.code == ErrorCode::TooLarge) pointer = "/strategies";
        const auto at = findJsonValue(text, jsonPointerPath({"game"}, pointer));
        if (at) e.where = locationOfOffset(text, *at, fileName);
        return e;
      }
      if (game->title.empty()) game->title = doc->title;
      return game;
    }
    case InputFormat::Unknown:
      break;
  }
  return unknownFormat(text, fileName);
}

}  // namespace gamelab
