#!/usr/bin/env python3
"""gamelab-cli duopoly against CLI.md and the digest ferguson-ch3-general-sum.md §2.3 (T25-T34,
with the errata applied): every JSON field CLI.md names on the spec's cases, the defaults
a = 17, c = 1, the entry regimes, --help and the bad-input contract (exit 2, one line on stderr).

usage: test_duopoly.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import os
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import bad_input, check, finish, ok_json, run  # noqa: E402


def floats_match(name, r, key):
    exact = r.get(key, [])
    floats = r.get(key + "_float", [])
    check(f"{name}: {key}_float", len(exact) == len(floats) and all(
        e is not None and abs(float(Fraction(e)) - f) < 1e-12 for e, f in zip(exact, floats)), r)


# T25: the CLI.md example, with the defaults a = 17, c = 1.
r = ok_json("cournot", ["duopoly", "cournot"])
check("T25: model", r.get("model") == "cournot", r)
check("T25: quantities", r.get("quantities") == ["16/3", "16/3"], r)
check("T25: price", r.get("price") == "19/3", r)
check("T25: prices", r.get("prices") == ["19/3", "19/3"], r)
check("T25: profits", r.get("profits") == ["256/9", "256/9"], r)
check("T25: monopoly", r.get("monopoly") == {"quantity": "8", "price": "9", "profit": "64"}, r)
check("T25: cartel quantities", r.get("cartel", {}).get("quantities") == ["4", "4"], r)
check("T25: cartel profits", r.get("cartel", {}).get("profits") == ["32", "32"], r)
check("T25: price_float", abs(r.get("price_float", 0) - 19 / 3) < 1e-12, r)
check("T25: exact", r.get("exact") is True, r)
for key in ("quantities", "prices", "profits"):
    floats_match("T25", r, key)
# T26: IESDS bounds in quantities, (a - c) times 1/2, 1/4, 3/8, ...
units = ["1/2", "1/4", "3/8", "5/16", "11/32", "21/64", "43/128", "85/256"]
check("T26: iesds_bounds", r.get("iesds_bounds") == [str(16 * Fraction(u)) for u in units], r)

# T25 as a formula on other parameters, given explicitly.
r = ok_json("cournot a=10 c=5/2", ["duopoly", "cournot", "--a", "10", "--c=5/2"])
check("T25 formula: quantities", r.get("quantities") == ["5/2", "5/2"], r)
check("T25 formula: profits", r.get("profits") == ["25/4", "25/4"], r)

# T27: homogeneous Bertrand.
r = ok_json("bertrand", ["duopoly", "bertrand"])
check("T27: prices at cost", r.get("prices") == ["1", "1"], r)
check("T27: profits 0", r.get("profits") == ["0", "0"], r)
check("T27: monopoly", r.get("monopoly") == {"quantity": "8", "price": "9", "profit": "64"}, r)

# T28: differentiated Bertrand a = 4, c = 2, b = 1/2.
r = ok_json("bertrand --b", ["duopoly", "bertrand", "--a", "4", "--c", "2", "--b", "1/2"])
check("T28: prices", r.get("prices") == ["4", "4"], r)
check("T28: quantities", r.get("quantities") == ["2", "2"], r)
check("T28: profits", r.get("profits") == ["4", "4"], r)
check("T28: no monopoly", "monopoly" not in r, r)

# T29: Stackelberg.
r = ok_json("stackelberg", ["duopoly", "stackelberg"])
check("T29: quantities", r.get("quantities") == ["8", "4"], r)
check("T29: price", r.get("price") == "5", r)
check("T29: profits", r.get("profits") == ["32", "16"], r)
check("T29: simultaneous", r.get("simultaneous", {}).get("quantities") == ["16/3", "16/3"], r)

# T30: entry deterrence, P = 17 - Q, cost q + 9 (the incumbent's profit against entry is
# 8*5 - 17 = 23; the source prints 18).
r = ok_json("entry", ["duopoly", "entry", "--fixed", "9"])
check("T30: regime", r.get("regime") == "deterred", r)
check("T30: quantities", r.get("quantities") == ["10", "0"], r)
check("T30: profits", r.get("profits") == ["51", "0"], r)
check("T30: price", r.get("price") == "7", r)
e = r.get("entry", {})
check("T30: monopoly", e.get("monopoly") == {"quantity": "8", "price": "9", "profit": "55"}, e)
check("T30: entry against monopoly", e.get("entry_against_monopoly", {}).get("quantities") == ["8", "4"] and
      e.get("entry_against_monopoly", {}).get("profits") == ["23", "7"], e)
check("T30: deterrence", e.get("deterrence_quantity") == "10" and e.get("deterrence_profit") == "51", e)
check("T30: stackelberg", e.get("stackelberg", {}).get("profits") == ["23", "7"] and
      e.get("stackelberg", {}).get("prices") == ["5", "5"], e)
check("T30: cournot", e.get("cournot", {}).get("quantities") == ["16/3", "16/3"] and
      e.get("cournot", {}).get("prices") == ["19/3", "19/3"] and
      e.get("cournot", {}).get("profits") == ["175/9", "175/9"], e)
r = ok_json("entry F=16", ["duopoly", "entry", "--fixed", "16"])
check("entry: blockaded", r.get("regime") == "blockaded" and r.get("quantities") == ["8", "0"], r)
r = ok_json("entry F=0", ["duopoly", "entry", "--fixed", "0"])
check("entry: accommodated", r.get("regime") == "accommodated" and r.get("quantities") == ["8", "4"], r)
r = ok_json("entry F=2", ["duopoly", "entry", "--fixed", "2"])
check("entry F=2: deterred, irrational", r.get("regime") == "deterred" and r.get("quantities", [1])[0] is None
      and abs(r.get("quantities_float", [0])[0] - (16 - 2 * 2 ** 0.5)) < 1e-12 and r.get("exact") is False, r)

# T31/T32: asymmetric costs (T32: costs x + 2 and 3y + 1).
r = ok_json("cournot --costs", ["duopoly", "cournot", "--costs", "1,3", "--fixed", "2,1"])
check("T32: quantities", r.get("quantities") == ["6", "4"], r)
check("T32: price", r.get("price") == "7", r)
check("T32: profits", r.get("profits") == ["34", "15"], r)

# T33: three firms: (a - c)/4 each, profit (a - c)^2/16.
r = ok_json("cournot --firms 3", ["duopoly", "cournot", "--firms", "3"])
check("T33: quantities", r.get("quantities") == ["4", "4", "4"], r)
check("T33: profits", r.get("profits") == ["16", "16", "16"], r)

# T34: Stackelberg-Bertrand, corrected.
r = ok_json("stackelberg-bertrand", ["duopoly", "stackelberg-bertrand", "--a", "4", "--c", "2", "--b", "1/2"])
check("T34: prices", r.get("prices") == ["29/7", "113/28"], r)
check("T34: profits", r.get("profits") == ["225/56", "3249/784"], r)
check("T34: simultaneous", r.get("simultaneous", {}).get("prices") == ["4", "4"], r)

code, out, err = run(["duopoly", "--help"])
check("--help: exit 0 and the defaults", code == 0 and "default 17" in out and "default 1)" in out, out)

# Bad input: exit 2 with a one-line message.
bad_input("c >= a", ["duopoly", "cournot", "--c", "17"], r"below the demand intercept")
bad_input("b >= 2", ["duopoly", "bertrand", "--b", "2"], r"above 0 and below 2")
bad_input("b <= 0", ["duopoly", "bertrand", "--b", "0"], r"above 0 and below 2")
bad_input("b*b >= 2", ["duopoly", "stackelberg-bertrand", "--b", "3/2"], r"without bound")
bad_input("missing b", ["duopoly", "stackelberg-bertrand"], r"needs the parameter b")
bad_input("missing F", ["duopoly", "entry"], r"needs the parameter F")
bad_input("N < 1", ["duopoly", "cournot", "--firms", "0"], r"firms must be at least 1")
bad_input("costs count", ["duopoly", "cournot", "--firms", "3", "--costs", "1,2"], r"costs must have 3 entries")
bad_input("negative quantity", ["duopoly", "cournot", "--a", "10", "--costs", "1,7"], r"firm 2 would produce")
bad_input("b on cournot", ["duopoly", "cournot", "--b", "1/2"], r"does not use the parameter b")
bad_input("unknown model", ["duopoly", "monopoly"], r"not one of")
bad_input("no model", ["duopoly"], r"missing MODEL")
bad_input("not a number", ["duopoly", "cournot", "--a", "x"], r"not an exact number")
bad_input("unknown option", ["duopoly", "cournot", "--d", "1"], r"unknown option")

finish()
