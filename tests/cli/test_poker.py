#!/usr/bin/env python3
"""gamelab-cli poker against CLI.md and the spec ferguson-ch2-zero-sum.md §2 "2.7" (T102-T104
with the corrected values): the JSON shape, every threshold at beta = 2, 1, 4, 1/2, the
discretised value, --help and the bad-input contract (exit 2, one line on stderr).

usage: test_poker.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import os
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import bad_input, check, finish, ok_json, run  # noqa: E402


def poker(model, beta, *extra):
    return ok_json(f"{model} beta={beta}", ["poker", model, "--beta", beta, *extra])


def floats_match(name, r):
    check(f"{name}: value_float", abs(float(Fraction(r.get("value", "0"))) - r.get("value_float", 1e9)) < 1e-12, r)
    for k, v in r.get("thresholds", {}).items():
        check(f"{name}: thresholds_float.{k}",
              abs(float(Fraction(v)) - r.get("thresholds_float", {}).get(k, 1e9)) < 1e-12, r)


# The CLI.md example (T103, beta = 2).
r = poker("von-neumann", "2")
check("T103 beta=2: shape", r.get("model") == "von-neumann" and r.get("beta") == "2", r)
check("T103 beta=2: value", r.get("value") == "1/9", r)
check("T103 beta=2: thresholds", r.get("thresholds") == {"a": "1/9", "b": "7/9", "c": "5/9"}, r)
floats_match("T103 beta=2", r)
r = poker("von-neumann", "1")
check("T103 beta=1", r.get("value") == "1/10" and r.get("thresholds") == {"a": "1/10", "b": "7/10", "c": "2/5"}, r)
for beta in ("4", "1/2"):
    B = Fraction(beta)
    r = poker("von-neumann", beta)
    a = B / ((B + 1) * (B + 4))
    check(f"T103 beta={beta}", r.get("value") == str(a) and r.get("thresholds", {}).get("a") == str(a) and
          r.get("thresholds", {}).get("b") == str((B * B + 4 * B + 2) / ((B + 1) * (B + 4))) and
          r.get("thresholds", {}).get("c") == str(B * (B + 3) / ((B + 1) * (B + 4))), r)

# T102: La Relance, b = beta/(2+beta), v = -b^2 (the game favours II).
for beta, b, v in (("2", "1/2", "-1/4"), ("1", "1/3", "-1/9"), ("4", "2/3", "-4/9"), ("1/2", "1/5", "-1/25")):
    r = poker("la-relance", beta)
    check(f"T102 beta={beta}: value", r.get("value") == v, r)
    check(f"T102 beta={beta}: b", r.get("thresholds", {}).get("b") == b, r)
    check(f"T102 beta={beta}: b2", r.get("thresholds", {}).get("b2") == str(Fraction(b) ** 2), r)
    floats_match(f"T102 beta={beta}", r)

# T104: check-back, corrected (the source's beta = 2 answer a = 1/6, b = c = d = 2/3 is wrong).
r = poker("check-back", "2")
check("T104 beta=2", r.get("value") == "-2/33" and
      r.get("thresholds") == {"a": "5/33", "b": "23/33", "c": "20/33", "d": "14/33"}, r)
r = poker("check-back", "1")
check("T104 beta=1", r.get("value") == "-1/40" and
      r.get("thresholds") == {"a": "3/20", "b": "11/20", "c": "9/20", "d": "7/20"}, r)
check("T104 beta=4", poker("check-back", "4").get("value") == "-16/145")
check("T104 beta=1/2", poker("check-back", "1/2").get("value") == "-1/132")
check("T104 beta=0.5 (decimal)", poker("check-back", "0.5").get("beta") == "1/2")

# --discretise: the discretised game (hands in N classes) is close to the continuous value.
r = poker("von-neumann", "2", "--discretise", "8")
d = r.get("discretised", {})
check("discretise 8: classes", d.get("classes") == 8, r)
check("discretise 8: verified", d.get("verified") is True, r)
check("discretise 8: error", abs(float(Fraction(d.get("value", "100"))) - 1 / 9) < 0.05 and
      abs(d.get("error_float", 1) - (float(Fraction(d.get("value", "100"))) - 1 / 9)) < 1e-12, r)
check("no --discretise: no key", "discretised" not in poker("la-relance", "2"))

code, out, err = run(["poker", "--help"])
check("--help", code == 0 and "la-relance" in out and "check-back" in out, out)

bad_input("beta = 0", ["poker", "von-neumann", "--beta", "0"], r"positive")
bad_input("beta < 0", ["poker", "la-relance", "--beta", "-1/2"], r"--beta.*-1/2.*positive")
bad_input("beta not a number", ["poker", "von-neumann", "--beta", "x"], r"not an exact number")
bad_input("missing beta", ["poker", "von-neumann"], r"missing --beta")
bad_input("unknown model", ["poker", "kuhn", "--beta", "2"], r"not one of")
bad_input("no model", ["poker", "--beta", "2"], r"missing MODEL")
bad_input("two models", ["poker", "la-relance", "check-back", "--beta", "2"], r"more than one")
bad_input("unknown option", ["poker", "la-relance", "--beta", "2", "--n", "3"], r"unknown option")
bad_input("discretise 0", ["poker", "la-relance", "--beta", "2", "--discretise", "0"], r"1 to 64")

finish()
