// Temporary stubs so that the public headers build; replaced file by file.
#include "core/models/advertising.h"
#include "core/models/duopoly.h"
#include "core/models/duopolycurves.h"
#include "core/models/polynomialcournot.h"

namespace gamelab {
namespace {
Error notYet() { return makeError(ErrorCode::Internal, {"duopoly models: not implemented yet"}); }
}  // namespace

const char* duopolyModelName(DuopolyModel) { return ""; }
std::optional<DuopolyModel> duopolyModelFromName(const std::string&) { return std::nullopt; }
bool isPriceModel(DuopolyModel) { return false; }
bool isDifferentiated(const DuopolyMarket&) { return false; }
Rational firmCost(const DuopolyMarket& market, std::size_t) { return market.c; }
std::size_t firmCount(const DuopolyMarket&) { return 2; }
std::optional<Error> validateDuopolyMarket(const DuopolyMarket&) { return notYet(); }
const char* entryRegimeName(EntryRegime) { return ""; }
Expected<DuopolyOutcome> solveDuopoly(const DuopolyMarket&, const DuopolyOptions&, const Progress&,
                                      const CancelToken&) {
  return notYet();
}

Rational duopolyProfit(const DuopolyMarket&, std::size_t, const RationalVector&) { return 0; }
std::optional<Rational> duopolyBestResponse(const DuopolyMarket&, std::size_t, const RationalVector&) {
  return std::nullopt;
}
BertrandBestReply bertrandBestReply(const DuopolyMarket&, const Rational&) { return {}; }
Rational entrantBestProfit(const DuopolyMarket&, const Rational&) { return 0; }
Rational leaderProfit(const DuopolyMarket&, const Rational&) { return 0; }
std::optional<Rational> isoProfitOther(const DuopolyMarket&, std::size_t, const Rational&, const Rational&) {
  return std::nullopt;
}
RationalVector cournotIesdsBounds(const Rational&, const Rational&, int) { return {}; }

Expected<AdvertisingOutcome> solveAdvertising(const AdvertisingContest&) { return notYet(); }
Rational advertisingProfit(const AdvertisingContest&, std::size_t, const Rational&, const Rational&) { return 0; }
std::optional<QuadraticSurd> advertisingBestResponse(const AdvertisingContest&, std::size_t, const Rational&) {
  return std::nullopt;
}

PolynomialDemand cubicPriceExample() { return {}; }
Rational polynomialProfit(const PolynomialDemand&, const Rational&, const Rational&) { return 0; }
Rational polynomialPrice(const PolynomialDemand&, const Rational&) { return 0; }
std::optional<Error> validatePolynomialDemand(const PolynomialDemand&) { return notYet(); }
Expected<PolynomialBestResponse> polynomialBestResponse(const PolynomialDemand&, const Rational&) { return notYet(); }
Expected<PolynomialCournotResult> solvePolynomialCournot(const PolynomialDemand&, const Progress&,
                                                        const CancelToken&) {
  return notYet();
}

}  // namespace gamelab
