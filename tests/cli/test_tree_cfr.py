#!/usr/bin/env python3
"""gamelab-cli tree cfr (CFR+, approximate) against CLI.md, checked by definition: the exact
value from `tree solve` lies in [value_lower, value_upper] on Kuhn poker and a Leduc-like
private-type tree; exploitability = upper - lower >= 0 (exact) and shrinks with iterations;
probabilities are distributions; the history ends at the last iteration; --target, --seconds and
--timeout keep their contracts; 3-player and general-sum trees are refused (exit 2, one line).

usage: test_tree_cfr.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import os
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import bad_input, check, data, finish, ok_json, run  # noqa: E402

KEYS = {"approximate", "value_lower", "value_upper", "value_lower_float", "value_upper_float", "exploitability",
        "exploitability_float", "iterations", "stopped_by", "behaviour", "behaviour_float", "history"}


def tdata(name):
    return data(os.path.join("tree", name))


def check_answer(name, r, value, iterations=None):
    """Every promise of one answer, against the exact value of the game."""
    check(f"{name}: keys", set(r) == KEYS, sorted(r))
    if set(r) != KEYS:
        return
    check(f"{name}: approximate", r["approximate"] is True)
    lower, upper, e = Fraction(r["value_lower"]), Fraction(r["value_upper"]), Fraction(r["exploitability"])
    check(f"{name}: value in bounds", lower <= value <= upper, (lower, value, upper))
    check(f"{name}: exploitability = upper - lower", e == upper - lower, (e, upper - lower))
    check(f"{name}: exploitability >= 0", e >= 0, e)
    check(f"{name}: floats", abs(r["exploitability_float"] - float(e)) <= 1e-12 * max(1, float(e))
          and abs(r["value_lower_float"] - float(lower)) < 1e-9, r["exploitability_float"])
    if iterations is not None:
        check(f"{name}: iterations", r["iterations"] == iterations, r["iterations"])
    check(f"{name}: history ends at the last iteration", r["history"] and r["history"][-1][0] == r["iterations"],
          r["history"][-3:])
    its = [point[0] for point in r["history"]]
    check(f"{name}: history in order", its == sorted(set(its)), its[:10])
    for player, sets in r["behaviour"].items():
        for s, probabilities in sets.items():
            p = [Fraction(x) for x in probabilities]
            check(f"{name}: {player}/{s} distribution", sum(p) == 1 and min(p) >= 0, probabilities)
            q = r["behaviour_float"][player][s]
            # Rounded to multiples of 2^-20 (within 1e-5) or to fractions with denominators <= 100.
            check(f"{name}: {player}/{s} float close", max(abs(float(a) - b) for a, b in zip(p, q)) < 0.05, (p, q))


for name in ("kuhn_poker.efg", "private_types_3x40.efg"):
    solved = ok_json(f"solve {name}", ["tree", "solve", tdata(name)])
    value = Fraction(solved.get("value", "0"))
    previous = None
    for iterations in (10, 100, 1000):
        r = ok_json(f"cfr {name} {iterations}", ["tree", "cfr", "--iterations", str(iterations), tdata(name)])
        check_answer(f"cfr {name} {iterations}", r, value, iterations)
        if previous is not None and r:
            check(f"cfr {name} {iterations}: exploitability shrinks",
                  r["exploitability_float"] < previous or r["exploitability_float"] == 0,
                  (r["exploitability_float"], previous))
            check(f"cfr {name} {iterations}: live exploitability shrinks",
                  r["history"][-1][1] < previous_live, (r["history"][-1][1], previous_live))
        previous = r.get("exploitability_float")
        previous_live = r["history"][-1][1] if r else None
    if name == "kuhn_poker.efg":
        check("kuhn 1000 iterations: exploitability < 1e-3", previous is not None and previous < 1e-3, previous)
        check("kuhn 1000 iterations: live exploitability < 1e-3", previous_live is not None and previous_live < 1e-3,
              previous_live)

# Default 1000 iterations; --target stops early; --seconds is an anytime budget (exit 0).
r = ok_json("cfr default", ["tree", "cfr", tdata("kuhn_poker.efg")])
check("cfr default: 1000 iterations", r.get("iterations") == 1000 and r.get("stopped_by") == "iterations", r.get("iterations"))
r = ok_json("cfr target", ["tree", "cfr", "--iterations", "100000", "--target", "0.01", tdata("kuhn_poker.efg")])
check_answer("cfr target", r, Fraction(-1, 18))
check("cfr target: stopped by target", r.get("stopped_by") == "target" and r["history"][-1][1] <= 0.01, r.get("stopped_by"))
r = ok_json("cfr seconds", ["tree", "cfr", "--seconds", "0.3", tdata("private_types_3x40.efg")])
check("cfr seconds: stopped by time", r.get("stopped_by") == "time" and r.get("iterations", 0) > 10,
      (r.get("stopped_by"), r.get("iterations")))
check_answer("cfr seconds", r, Fraction(ok_json("solve again", ["tree", "solve", tdata("private_types_3x40.efg")])["value"]))

# --timeout keeps its contract: exit 3 when the run is not over.
code, out, err = run(["tree", "cfr", "--iterations", "1000000000000", "--timeout", "0.3", tdata("kuhn_poker.efg")])
check("cfr timeout: exit 3", code == 3, (code, err))
check("cfr timeout: no stdout", out == "", out)

# Refusals: exit 2 with one line.
bad_input("cfr three players", ["tree", "cfr", tdata("three_players.efg")], r"three_players\.efg.*(two|2)")
bad_input("cfr general-sum", ["tree", "cfr", tdata("private_types_3x40_general.efg")], r"(constant|zero)[- ]sum")
FORGETFUL = ("N{1/2 (H): I[H]{1: II[b1]{H: I[b1,H]{pass: -2, double: -4}, T: I[b1,T]{pass: 2, double: 4}},"
             " 2: II[b2]{H: I[b2,H]{pass: -3, double: -6}, T: I[b2,T]{pass: 3, double: 6}}}, 1/2 (T): I[T]{1: II[b1]{H: "
             "I[b1,H]{pass: 1, double: 2}, T: I[b1,T]{pass: -1, double: -2}}, 2: II[b2]{H: I[b2,H]{pass: 2, double: 4}, T: "
             "I[b2,T]{pass: -2, double: -4}}}}")  # T70: player I forgets the coin
bad_input("cfr imperfect recall", ["tree", "cfr", "-"], r"recall", stdin=FORGETFUL)
bad_input("cfr bad iterations", ["tree", "cfr", "--iterations", "0", tdata("kuhn_poker.efg")], r"--iterations")
bad_input("cfr bad target", ["tree", "cfr", "--target", "-1", tdata("kuhn_poker.efg")], r"--target")
bad_input("cfr bad seconds", ["tree", "cfr", "--seconds", "x", tdata("kuhn_poker.efg")], r"--seconds")
bad_input("cfr option of another subcommand", ["tree", "cfr", "--float", tdata("kuhn_poker.efg")], r"--float")

finish()
