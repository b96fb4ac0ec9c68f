/// Replays saved inputs through the fuzz entry points, without libFuzzer: for every target of
/// fuzztargets.h, each file in <dir>/<target>/ for every <dir> given on the command line.
/// Exit 0 when every input returned; 1 when an exception escaped an entry point (the file is
/// named). A crash, an abort or a stack overflow ends the process, so the test fails then too;
/// the file at fault is the last one printed with --verbose.
#include "tests/fuzz/fuzztargets.h"

#include <algorithm>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;
using gamelab::fuzz::FuzzTarget;

std::vector<fs::path> filesIn(const fs::path& folder) {
  std::vector<fs::path> files;
  std::error_code ec;
  if (!fs::is_directory(folder, ec)) return files;
  for (const auto& entry : fs::directory_iterator(folder))
    if (entry.is_regular_file() && entry.path().filename().string().front() != '.') files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

std::string contentsOf(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

/// False when an exception escaped the entry point (reported on stderr).
bool replayOne(const FuzzTarget& target, const fs::path& file, bool verbose) {
  if (verbose) std::fprintf(stderr, "%.*s %s\n", int(target.name.size()), target.name.data(), file.c_str());
  std::fflush(stderr);
  const std::string bytes = contentsOf(file);
  try {
    target.entry(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
    return true;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "FAIL %s: exception escaped: %s\n", file.c_str(), e.what());
  } catch (...) {
    std::fprintf(stderr, "FAIL %s: a non-standard exception escaped\n", file.c_str());
  }
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  bool verbose = false;
  std::vector<fs::path> roots;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--verbose") verbose = true;
    else roots.emplace_back(arg);
  }
  if (roots.empty()) {
    std::fprintf(stderr, "usage: gamelab_fuzz_replay [--verbose] DIR...  (DIR/<target>/<input>)\n");
    return 2;
  }
  int replayed = 0;
  int failed = 0;
  for (const auto& root : roots) {
    for (const auto& target : gamelab::fuzz::kFuzzTargets) {
      for (const auto& file : filesIn(root / std::string(target.name))) {
        ++replayed;
        if (!replayOne(target, file, verbose)) ++failed;
      }
    }
  }
  std::printf("%d passed, %d failed\n", replayed - failed, failed);
  return failed == 0 ? 0 : 1;
}
