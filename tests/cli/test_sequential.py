#!/usr/bin/env python3
"""gamelab-cli tree sequential against CLI.md: an assessment at every information set, checked
here by definition in Fractions on textbook trees (each action played is optimal given the set's
beliefs, Bayes' rule on the path), the tremble orders (positive exactly on unplayed actions,
and giving the off-path beliefs' supports), and the bad-input contract.

usage: test_sequential.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import os
import random
import sys
from fractions import Fraction as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import bad_input, check, data, finish, ok_json, run  # noqa: E402

BEER_QUICHE = (
    "N{9/10 strong: I[strong]{beer: II[beer]{duel: (1, 0), not: (3, 1)}, quiche: II[quiche]{duel: (0, 0), not: (2, 1)}},"
    " 1/10 weak: I[weak]{beer: II[beer]{duel: (0, 1), not: (2, 0)}, quiche: II[quiche]{duel: (1, 1), not: (3, 0)}}}")


def fr(xs):
    return [F(x) for x in xs]


def shape_ok(name, r):
    for key in ("behaviour", "beliefs", "payoffs", "exact", "verified", "method"):
        check(f"{name}: has {key}", key in r, sorted(r))
    check(f"{name}: exact and verified", r.get("exact") is True and r.get("verified") is True, r)
    for player, sets in r.get("beliefs", {}).items():
        for number, mu in sets.items():
            check(f"{name}: beliefs of {player}.{number} sum to 1", sum(fr(mu)) == 1, mu)
    for player, sets in r.get("trembles", {}).items():
        for number, orders in sets.items():
            played = fr(r["behaviour"][player][number])
            check(f"{name}: trembles of {player}.{number} are the unplayed actions",
                  [F(k) > 0 for k in orders] == [p == 0 for p in played], (orders, played))


# Selten's horse (.efg: III's nodes in file order, the one after (C, d) first, then after D).
r = ok_json("horse", ["tree", "sequential", data("tree/selten_horse.efg")])
shape_ok("horse", r)
b = r.get("behaviour", {})
I, II, III = fr(b["1"]["1"]), fr(b["2"]["1"]), fr(b["3"]["1"])
cd, dn = fr(r["beliefs"]["3"]["1"])
check("horse: I continues", I == [1, 0], I)
check("horse: payoffs (1,1,1)", r.get("payoffs") == ["1", "1", "1"], r.get("payoffs"))
check("horse: Bayes at III when II plays d", II[1] == 0 or cd == 1, (II, cd))
v_L, v_R = 2 * dn, cd  # III: L pays 0 after (C, d) and 2 after D; R pays 1 and 0
check("horse: III optimal given beliefs", all(p == 0 or v == max(v_L, v_R) for p, v in zip(III, [v_L, v_R])), (III, cd, dn))
v_c, v_d = F(1), III[0] * 4 + III[1] * 1
check("horse: II optimal", all(p == 0 or v == max(v_c, v_d) for p, v in zip(II, [v_c, v_d])), (II, III))
v_C, v_D = II[0] + II[1] * v_d, III[0] * 3
check("horse: I optimal", v_C >= v_D, (v_C, v_D))

# Beer–Quiche: pooling; II's off-path set has beliefs from the trembles, and II's action there
# is optimal given them (duel pays 1 against weak, not-duel 1 against strong).
r = ok_json("beer-quiche", ["tree", "sequential", "-"], BEER_QUICHE)
shape_ok("beer-quiche", r)
b, mu = r["behaviour"], r["beliefs"]
check("beer-quiche: pooling", b["1"]["1"] == b["1"]["2"], b["1"])
for number in ("1", "2"):
    strong, weak = fr(mu["2"][number])
    duel, no = fr(b["2"][number])
    v_duel, v_not = weak, strong
    check(f"beer-quiche: II optimal at {number}", (duel == 0 or v_duel >= v_not) and (no == 0 or v_not >= v_duel),
          (mu["2"][number], b["2"][number]))
check("beer-quiche: the pooling payoff", r["payoffs"] in (["29/10", "9/10"], ["21/10", "9/10"]), r["payoffs"])

# Kuhn poker: a continuum of equilibria; the answer is still exact, verified, worth -1/18.
r = ok_json("kuhn", ["tree", "sequential", data("tree/kuhn_poker.efg")])
shape_ok("kuhn", r)
check("kuhn: value -1/18", r.get("payoffs") == ["-1/18", "1/18"], r.get("payoffs"))

# Perfect information: backward induction, no trembles needed.
r = ok_json("t21", ["tree", "sequential", data("tree/t21_subgame.efg")])
shape_ok("t21", r)
check("t21: backward induction", r.get("method") == "backward-induction", r.get("method"))

# Bad input.
bad_input("no perfect recall", ["tree", "sequential", "-"], r"player 1 does not have perfect recall \(information set \d+\)",
          "I[a]{x: I[b]{l: 1, r: 0}, y: I[b]{l: 0, r: 1}}")
bad_input("absent-minded", ["tree", "sequential", data("tree/absent_minded_driver.efg")],
          r"does not have perfect recall \(information set 1\)")
bad_input("not a tree", ["tree", "sequential", data("tree/bad_truncated.efg")], r"bad_truncated\.efg")
bad_input("unknown option", ["tree", "sequential", "--prior", "uniform", data("tree/kuhn_poker.efg")], r"unknown option --prior")

# A signalling game with 40 types and 3 messages: a long trace, cut by --timeout.
random.seed(5)
types = []
for t in range(40):
    msgs = ", ".join(f"m{m}: II[m{m}]{{" + ", ".join(f"a{a}: ({random.randint(0, 9)}, {random.randint(0, 9)})" for a in range(3)) + "}"
                     for m in range(3))
    types.append(f"1/40 t{t}: I[t{t}]{{{msgs}}}")
signal = "N{" + ", ".join(types) + "}"
code, out, err = run(["tree", "sequential", "--timeout", "0.2", "-"], signal)
check("timeout: exit 3", code == 3, (code, err))
check("timeout: no stdout", out == "", out[:200])

finish()
