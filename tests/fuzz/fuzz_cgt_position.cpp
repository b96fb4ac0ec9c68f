#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzztargets.h"

#include "core/io/jsontext.h"
#include "core/partizan/partizanjson.h"
#include "core/partizan/ruleset.h"

#include <cstdlib>

namespace gamelab::fuzz {

/// The first byte picks the ruleset, the rest is the position: readPosition must accept its
/// own normalised text and the positions after the moves as they are, and a small position is
/// valued with a small node budget. Bytes that parse as JSON also go through the partizan
/// payload reader, whose written form must read back equal.
int fuzzCgtPosition(const std::uint8_t* data, std::size_t size) {
  using namespace gamelab::partizan;
  if (size == 0) return 0;
  const std::string_view text = asText(data + 1, size - 1);
  constexpr Ruleset kRulesets[] = {Ruleset::Expression, Ruleset::Domineering, Ruleset::Hackenbush,
                                   Ruleset::ToadsAndFrogs, Ruleset::Cutcake};
  const Ruleset ruleset = kRulesets[data[0] % 5];
  if (auto p = readPosition(ruleset, text)) {
    auto again = readPosition(ruleset, p->text);
    if (!again) failRoundTrip("cgt_position", again.error());
    if (again->text != p->text) std::abort();
    GameStore store(GameStore::Limits{20'000, 1'000'000});  // ASan is slow: a small operation budget
    if (ruleset != Ruleset::Expression || p->text.size() < 200) {
      for (Side side : {Side::Left, Side::Right}) {
        int checked = 0;
        for (const auto& move : movesOf(store, *p, side)) {
          if (++checked > 8) break;
          auto after = readPosition(ruleset, move.after.text);
          if (!after) failRoundTrip("cgt_position", after.error());
          if (after->text != move.after.text) std::abort();
        }
      }
    }
    if (p->text.size() <= 40) {
      PositionValues values(store);
      (void)values.solveValue(*p);
    }
  }
  auto json = parseJsonText(asText(data, size), "fuzz.json");
  if (!json) return 0;
  auto session = partizan::partizanSessionFromJson(*json);
  if (!session) return 0;
  auto back = partizan::partizanSessionFromJson(partizan::toJson(*session));
  if (!back) failRoundTrip("cgt_position", back.error());
  if (!(*back == *session)) std::abort();
  return 0;
}

}  // namespace gamelab::fuzz
