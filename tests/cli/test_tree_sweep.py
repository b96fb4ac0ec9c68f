#!/usr/bin/env python3
"""gamelab-cli tree spe FILE --sweep NAME: the subgame-perfect equilibrium of a tree document as
a piecewise function of one parameter. Every piece is checked at rational points inside it, and
every rational breakpoint at itself, against `tree spe --param NAME=VALUE` (backward induction at
that value), exactly.

usage: test_tree_sweep.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import json
import os
import re
import sys
import tempfile
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import DATA, bad_input, check, data, finish, ok_json  # noqa: E402

TMP = tempfile.mkdtemp(prefix="gamelab_tree_sweep_")


def function_value(text, name, at):
    """The value of a function the sweep printed ("4*p-1", "(p+1)/(2*p-3)", "p^2") at `at`."""
    if not re.fullmatch(r"[-+*/^() 0-9a-zA-Z_]*", text):
        raise ValueError(text)
    exact = re.sub(r"\d+", lambda m: f"Fraction({m.group(0)})", text.replace("^", "**"))
    return Fraction(eval(exact, {"__builtins__": {}}, {name: Fraction(at), "Fraction": Fraction}))


def inside(a, b):
    """Rational points strictly inside (a, b) (floats of irrational ends are fine here)."""
    a, b = Fraction(a), Fraction(b)
    return [a + (b - a) * Fraction(k, 7) for k in (1, 3, 6)]


def check_sweep(label, path, name):
    sweep = ok_json(label, ["tree", "spe", "--sweep", name, path])
    if not sweep:
        return sweep
    check(f"{label}: keys", set(sweep) >= {"parameter", "breakpoints", "pieces", "at_breakpoints"}, sorted(sweep))
    check(f"{label}: pieces", len(sweep["pieces"]) == len(sweep["breakpoints"]) + 1)
    floats = sweep["breakpoints_float"]
    check(f"{label}: increasing", floats == sorted(floats))
    for k, piece in enumerate(sweep["pieces"]):
        lo = floats[k - 1] if k > 0 else Fraction(piece["from"])
        hi = floats[k] if k < len(floats) else Fraction(piece["to"])
        for t in inside(lo, hi):
            at = ok_json(f"{label}: spe at {t}", ["tree", "spe", path, "--param", f"{name}={t}"])
            want = [Fraction(x) for x in at.get("payoffs", [])]
            got = [function_value(f, name, t) for f in piece["payoffs"]]
            check(f"{label}: piece {k} at {t}", got == want, f"{got} != {want}")
            check(f"{label}: piece {k} behaviour at {t}", at.get("behaviour") == piece["behaviour"],
                  f"{at.get('behaviour')} != {piece['behaviour']}")
    for point in sweep["at_breakpoints"]:
        if point["exact"]:
            at = ok_json(f"{label}: spe at {point[name]}", ["tree", "spe", path, "--param", f"{name}={point[name]}"])
            check(f"{label}: breakpoint {point[name]}", at.get("payoffs") == point["payoffs"], (at, point))
    return sweep


gamble = check_sweep("gamble", data("param/gamble.gamelab"), "p")
check("gamble: one breakpoint at 1/2", gamble.get("breakpoints") == ["1/2"], gamble.get("breakpoints"))
check("gamble: payoffs on the pieces", [p["payoffs"] for p in gamble.get("pieces", [])] == [["1", "0"], ["4*p-1", "2-p"]],
      gamble.get("pieces"))
check("gamble: the tie at 1/2 goes to Safe", gamble["at_breakpoints"][0].get("payoffs") == ["1", "0"])

with open(data("param/gamble.gamelab"), encoding="utf-8") as f:
    document = json.load(f)
document["game"]["outcomes"][1]["payoffs"] = ["2*p", "1"]
irrational = os.path.join(TMP, "irrational.gamelab")
with open(irrational, "w", encoding="utf-8") as f:
    json.dump(document, f)
sweep = check_sweep("irrational", irrational, "p")
check("irrational: (-1+sqrt(17))/4", sweep.get("breakpoints") == ["(-1+sqrt(17))/4"], sweep.get("breakpoints"))
check("irrational: its float", abs(sweep.get("breakpoints_float", [0])[0] - (17 ** 0.5 - 1) / 4) < 1e-12)
check("irrational: not exact there", sweep["at_breakpoints"][0]["exact"] is False)

# --param fixes the other parameters; the swept one's value does not matter.
document = json.loads(json.dumps(document))
document["parameters"]["w"] = {"value": "3"}
document["game"]["outcomes"][1]["payoffs"] = ["w", "1"]
two = os.path.join(TMP, "two.gamelab")
with open(two, "w", encoding="utf-8") as f:
    json.dump(document, f)
check("w = 3: as the gamble", check_sweep("two", two, "p").get("breakpoints") == ["1/2"])
five = ok_json("w = 5", ["tree", "spe", "--sweep", "p", "--param", "w=5", two])
check("w = 5: gamble from 1/3 on", five.get("breakpoints") == ["1/3"], five.get("breakpoints"))

# tree solve --sweep: the value of a zero-sum tree with imperfect information (one-card poker,
# the high card dealt with probability p): 8p/3 - 1 up to p = 3/4, then 1 (II always folds).
value = ok_json("poker value", ["tree", "solve", "--sweep", "p", os.path.join(DATA, "..", "..", "resources", "examples", "poker.gamelab")])
check("poker: breakpoint 3/4", value.get("breakpoints") == ["3/4"], value.get("breakpoints"))
check("poker: values", [p.get("value") for p in value.get("pieces", [])] == ["8/3*p-1", "1"], value.get("pieces"))
for k, piece in enumerate(value.get("pieces", [])):
    for t in inside(piece["from"], piece["to"]):
        solved = ok_json(f"poker solve at {t}", ["tree", "solve", os.path.join(DATA, "..", "..", "resources", "examples", "poker.gamelab"), "--param", f"p={t}"])
        check(f"poker piece {k} at {t}", function_value(piece["value"], "p", t) == Fraction(solved.get("value", "nan")),
              (piece["value"], solved.get("value")))
check("poker: value at 3/4", value["at_breakpoints"][0].get("value") == "1", value["at_breakpoints"])
bad_input("value sweep of a tree that is not zero-sum", ["tree", "solve", "--sweep", "p", data("param/gamble.gamelab")],
          r"constant|sum")

bad_input("imperfect information", ["tree", "spe", "--sweep", "p", data("param/chance_bet.gamelab")],
          r"lies in an information set of 2 nodes")
bad_input("unknown parameter", ["tree", "spe", "--sweep", "q", data("param/gamble.gamelab")],
          r'--sweep: there is no parameter named "q"')
bad_input("no range", ["tree", "spe", "--sweep", "w", two], r"parameter w needs a range")
bad_input("an .efg has no parameters", ["tree", "spe", "--sweep", "p", data("tree/kuhn_poker.efg")], r'no parameter named "p"')
bad_input("--sweep without a name", ["tree", "spe", data("param/gamble.gamelab"), "--sweep"], r"--sweep")
finish()
