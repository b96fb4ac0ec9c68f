// The progress stage catalogue (core/common/progressstage.h) is complete: every code that core/
// or ui/ passes to Progress::report as a literal is listed, and the list is sorted and unique.
// (ui/analysis's test checks that every listed code has a translated sentence.)
#include "core/common/progressstage.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

namespace gamelab {
namespace {

/// The literal stage codes of every `report(…, "code")` call in the .cpp files below `dir`.
std::set<std::string> reportedCodes(const std::filesystem::path& dir) {
  static const std::regex call(R"(report\([^;]*?"([a-z0-9-]+)\"\s*\))");
  std::set<std::string> codes;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
    if (entry.path().extension() != ".cpp") continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    const std::string source = text.str();
    for (std::sregex_iterator it(source.begin(), source.end(), call), end; it != end; ++it) codes.insert((*it)[1]);
  }
  return codes;
}

TEST(ProgressStage, EveryReportedCodeIsCatalogued) {
  const std::filesystem::path root = std::filesystem::path(GAMELAB_TEST_DATA).parent_path().parent_path();
  const auto stages = progressStages();
  std::set<std::string> reported = reportedCodes(root / "core");
  for (const auto& code : reportedCodes(root / "ui")) reported.insert(code);
  EXPECT_GE(reported.size(), 30u);  // the scan found the calls
  for (const auto& code : reported)
    EXPECT_TRUE(std::find(stages.begin(), stages.end(), code) != stages.end()) << code << " is not in progressStages()";
}

TEST(ProgressStage, SortedAndUnique) {
  const auto stages = progressStages();
  EXPECT_TRUE(std::is_sorted(stages.begin(), stages.end()));
  EXPECT_TRUE(std::adjacent_find(stages.begin(), stages.end()) == stages.end());
  EXPECT_TRUE(std::find(stages.begin(), stages.end(), "done") != stages.end());
}

}  // namespace
}  // namespace gamelab
