#!/usr/bin/env python3
"""gamelab-cli safety against the contract in CLI.md and the Ferguson ch. 3 digest (T01, T04
both versions, T19, T20 with erratum 9, T57 with three players), plus zero-sum inputs.
Every maxmin strategy and vertex is also checked here to guarantee the value, exactly.

usage: test_safety.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import itertools
import json
import os
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import bad_input, check, data, finish, ok_json, run  # noqa: E402


def F(strings):
    return [Fraction(s) for s in strings]


def guaranteed(counts, u, player, strategy):
    """min over the others' pure profiles of the player's expected payoff under `strategy`."""
    others = [range(c) for k, c in enumerate(counts) if k != player]
    worst = None
    for rest in itertools.product(*others):
        total = Fraction(0)
        for s, p in enumerate(strategy):
            profile = list(rest)
            profile.insert(player, s)
            total += p * u(tuple(profile))[player]
        worst = total if worst is None else min(worst, total)
    return worst


def bimatrix(text):
    rows = [[tuple(Fraction(x) for x in cell.split(",")) for cell in row.split()] for row in text.split(";")]
    return [len(rows), len(rows[0])], lambda p: rows[p[0]][p[1]]


def check_levels(name, game, result, expected):
    """expected: per player (value, strategy or None, set of vertices or None)."""
    counts, u = game
    players = result.get("players", [])
    check(f"{name}: one entry per player", len(players) == len(counts), players)
    check(f"{name}: verified", result.get("verified") is True, result)
    for k, (p, (value, strategy, vertices)) in enumerate(zip(players, expected)):
        v = Fraction(p["value"])
        check(f"{name}: v{k + 1}", p["value"] == value, p)
        check(f"{name}: v{k + 1} float", abs(p["value_float"] - float(v)) < 1e-9, p)
        s = F(p["strategy"])
        check(f"{name}: strategy {k + 1} is mixed", sum(s) == 1 and min(s) >= 0, s)
        check(f"{name}: strategy {k + 1} guarantees v", guaranteed(counts, u, k, s) == v, s)
        if strategy is not None:
            check(f"{name}: strategy {k + 1}", p["strategy"] == strategy, p)
        got = {tuple(F(x)) for x in p["strategy_vertices"]}
        for x in got:
            check(f"{name}: vertex {k + 1} guarantees v", guaranteed(counts, u, k, list(x)) == v, x)
        if vertices is not None:
            want = {tuple(F(x)) for x in vertices}
            check(f"{name}: vertices {k + 1}", got == want, p["strategy_vertices"])


def gamelab_bimatrix(title, rows):
    cells = [[c.split(",") for c in row.split()] for row in rows.split(";")]
    m, n = len(cells), len(cells[0])
    payoffs = [cells[i][j] for j in range(n) for i in range(m)]
    return json.dumps({"format": "gamelab", "version": 1, "kind": "strategic", "title": title,
                       "game": {"players": ["I", "II"], "strategies": [m, n], "payoffs": payoffs}})


# Help.
code, out, _ = run(["safety", "--help"])
check("safety --help", code == 0 and "maxmin" in out and "--timeout" in out, out)

# T01: v_I = 3/2 with (3/4,1/4); v_II = Val(B^T) = 2 with (0,1).
t01 = bimatrix("2,0 1,3; 0,1 3,2")
r = ok_json("T01", ["safety", data("strategic_t01.gamelab")])
if r:
    check_levels("T01", t01, r, [("3/2", ["3/4", "1/4"], [["3/4", "1/4"]]), ("2", ["0", "1"], [["0", "1"]])])
    check("T01 names", [p["name"] for p in r["players"]] == ["I", "II"], r)

# T20 (erratum 9): v_I = 3 with (0,0,1); v_II = 5/2 with vertices (0,1/2,1/2), (1/4,0,3/4).
t20 = bimatrix("3,4 2,3 3,2; 6,1 0,2 3,3; 4,6 3,4 4,5")
r = ok_json("T20", ["safety", data("bimatrix_t20_3x3.nfg")])
if r:
    check_levels("T20", t20, r, [("3", ["0", "0", "1"], [["0", "0", "1"]]),
                                 ("5/2", None, [["0", "1/2", "1/2"], ["1/4", "0", "3/4"]])])

# T19: v_I = 0, every p maxmin; v_II = 2/3 with vertices (2/3,1/3,0), (0,1/3,2/3).
t19 = bimatrix("0,0 1,2 2,0; 0,1 2,0 0,1")
r = ok_json("T19", ["safety", data("bimatrix_t19_2x3.nfg")])
if r:
    check_levels("T19", t19, r, [("0", None, [["1", "0"], ["0", "1"]]),
                                 ("2/3", None, [["2/3", "1/3", "0"], ["0", "1/3", "2/3"]])])

# T04 game show by the rules (700): v_I = 1400/3, v_II = 2300/3, both (1/3,2/3); stdin.
t04 = "400,900 600,700; 500,700 400,800"
r = ok_json("T04", ["safety", "-"], stdin=gamelab_bimatrix("game show", t04))
if r:
    check_levels("T04", bimatrix(t04), r, [("1400/3", ["1/3", "2/3"], None), ("2300/3", ["1/3", "2/3"], None)])
# ... and as printed (650): v_II = 5300/7 with (2/7,5/7), the source's answer.
t04p = "400,900 600,700; 500,650 400,800"
r = ok_json("T04 printed", ["safety", "-"], stdin=gamelab_bimatrix("game show as printed", t04p))
if r:
    check_levels("T04 printed", bimatrix(t04p), r,
                 [("1400/3", ["1/3", "2/3"], None), ("5300/7", ["2/7", "5/7"], None)])

# T57 with three players: v_I = 10 (vertices (1,0), (8/9,1/9)), v_II = 980/11 with
# (10/11,1/11); III has one strategy and gets 0 at worst.
allin = ([2, 2, 1], lambda p: {(0, 0): (11, 89, 0), (1, 0): (2, 98, 0), (0, 1): (10, 90, 0),
                               (1, 1): (10, 0, 90)}[(p[0], p[1])])
r = ok_json("T57 3p", ["safety", data("three_allin.gamelab")])
if r:
    check_levels("T57 3p", allin, r, [("10", None, [["1", "0"], ["8/9", "1/9"]]),
                                      ("980/11", ["10/11", "1/11"], [["10/11", "1/11"]]),
                                      ("0", ["1"], [["1"]])])

# Zero-sum inputs: Odd-or-Even (.nfg) v_I = 1/12, v_II = -1/12; T26 (.gamelab zerosum).
odd = bimatrix("-2,2 3,-3; 3,-3 -4,4")
r = ok_json("odd-or-even", ["safety", data("odd_or_even.nfg")])
if r:
    check_levels("odd-or-even", odd, r, [("1/12", ["7/12", "5/12"], None), ("-1/12", ["7/12", "5/12"], None)])
guess = bimatrix("0,0 1,-1 2,-2; 1,-1 0,0 1,-1; 2,-2 1,-1 0,0")
r = ok_json("T26", ["safety", data("t26_guess.gamelab")])
if r:
    check_levels("T26", guess, r, [("1", ["1/2", "0", "1/2"], None),
                                   ("-1", None, [["0", "1", "0"], ["1/2", "0", "1/2"]])])

# Three-player coordination: every player's safety level is 0.
coord = ([2, 2, 2], lambda p: (1, 1, 1) if p[0] == p[1] == p[2] else (0, 0, 0))
r = ok_json("3-player", ["safety", "--timeout", "60", data("three_coordination.nfg")])
if r:
    check_levels("3-player", coord, r, [("0", None, None)] * 3)

# Bad input.
bad_input("bad cell", ["safety", data("strategic_bad_cell.gamelab")],
          r"strategic_bad_cell\.gamelab:10:23: 'three' is not a number")
bad_input("truncated", ["safety", data("three_bad_truncated.nfg")], r"three_bad_truncated\.nfg:12:1: ")
bad_input("syntax", ["safety", data("bad_syntax.gamelab")],
          r"bad_syntax\.gamelab:\d+:\d+: ")
bad_input("missing file", ["safety", data("no_such_file.nfg")], r"no_such_file\.nfg")
bad_input("unknown option", ["safety", "--method", "lh", data("strategic_t01.gamelab")], r"--method")
bad_input("bad timeout", ["safety", "--timeout", "soon", data("strategic_t01.gamelab")], r"--timeout")

finish()
