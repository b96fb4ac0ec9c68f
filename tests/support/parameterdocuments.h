#pragma once
/// Documents with parameters shared by the UI tests of issue 32 (the editors, the sweep tab), and
/// opening one as its kind's document.
#include "core/io/gamelabfile.h"

#include <QtGlobal>

#include <memory>

namespace gamelab::testsupport {

/// A Battle of the Sexes family: t in [0, 4], value 2.
inline const char* kParamBoS =
    R"({"format":"gamelab","version":1,"kind":"strategic","title":"BoS","parameters":{"t":{"value":"2","min":"0","max":"4"}},)"
    R"("game":{"players":["Alice","Bob"],"strategies":[["O","F"],["O","F"]],)"
    R"("payoffs":[["t","1"],["0","0"],["0","0"],["1","t - 1"]]}})";

/// A zero-sum matching game with a bonus t in [0, 2], value 1: the value is (t − 1)/(t + 3).
inline const char* kParamZeroSum =
    R"({"format":"gamelab","version":1,"kind":"zerosum","title":"Z","parameters":{"t":{"value":"1","min":"0","max":"2"}},)"
    R"("game":{"payoffs":[["t","-1"],["-1","1"]]}})";

/// The document of `text` (a whole .gamelab document of Document's kind); a test data error
/// stops the test run.
template <class Document>
std::unique_ptr<Document> openDocument(const char* text) {
  auto file = parseGamelab(text, "test.gamelab");
  if (!file) qFatal("bad test document");
  auto doc = Document::fromGamelabFile(*file);
  if (!doc) qFatal("document refused");
  return std::unique_ptr<Document>(static_cast<Document*>(doc->release()));
}

}  // namespace gamelab::testsupport
