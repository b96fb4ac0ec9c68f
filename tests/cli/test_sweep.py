#!/usr/bin/env python3
"""gamelab-cli equilibria FILE --sweep NAME against CLI.md §"Parameters": the JSON shape, every
piece checked exactly at its sample against `equilibria FILE --param NAME=sample`, every rational
breakpoint against `--param NAME=breakpoint`, the expected breakpoints of hand-solved families,
and the error contract (exit 2, one line on stderr).

usage: test_sweep.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import os
import re
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import bad_input, check, data, finish, ok_json  # noqa: E402


def evaluate(text, name, value):
    """The exact value of an expression the CLI wrote ("(t+1)/(2*t-3)", "1/2*t^2+1") at value."""
    python = re.sub(r"(\d+)", r"Fraction(\1)", text.replace("^", "**"))
    return eval(python, {"Fraction": Fraction}, {name: Fraction(value)})  # noqa: S307 (our own output)


def profile_key(strategies):
    return tuple(tuple(Fraction(p) for p in s) for s in strategies)


def enumerated(path, name, value):
    out = ok_json(f"{path} at {name}={value}", ["equilibria", path, "--param", f"{name}={value}"])
    return {profile_key(e["strategies"]): tuple(Fraction(p) for p in e["payoffs"]) for e in out.get("equilibria", [])}


def check_sweep(label, path, name):
    out = ok_json(f"{label}: sweep", ["equilibria", path, "--sweep", name])
    for key in ("parameter", "breakpoints", "pieces", "at_breakpoints"):
        check(f"{label}: has {key}", key in out, sorted(out))
    if "pieces" not in out:
        return out
    check(f"{label}: parameter", out["parameter"] == name, out.get("parameter"))
    pieces, breakpoints = out["pieces"], out["breakpoints"]
    check(f"{label}: pieces = breakpoints + 1", len(pieces) == len(breakpoints) + 1)
    check(f"{label}: one entry per breakpoint", len(out["at_breakpoints"]) == len(breakpoints))
    for k, piece in enumerate(pieces):
        for key in ("from", "to", "equilibria", "components"):
            check(f"{label} piece {k}: has {key}", key in piece, sorted(piece))
        if k > 0:
            check(f"{label} piece {k}: from = breakpoint", piece["from"] == breakpoints[k - 1])
        if k < len(breakpoints):
            check(f"{label} piece {k}: to = breakpoint", piece["to"] == breakpoints[k])
        sample = piece["sample"]
        expected = enumerated(path, name, sample)
        got = {}
        for e in piece["equilibria"]:
            strategies = tuple(tuple(evaluate(f, name, sample) for f in s) for s in e["strategies"])
            got[strategies] = tuple(evaluate(f, name, sample) for f in e["payoffs"])
        check(f"{label} piece {k}: functions at {sample} = enumerated", got == expected, f"{got} != {expected}")
        indices = sorted(i for c in piece["components"] for i in c)
        check(f"{label} piece {k}: components cover", set(indices) == set(range(len(piece["equilibria"]))), indices)
    for k, entry in enumerate(out["at_breakpoints"]):
        check(f"{label} at {k}: named by the parameter", entry.get(name) == breakpoints[k], entry)
        if entry.get("exact") and "sqrt" not in breakpoints[k]:
            expected = enumerated(path, name, breakpoints[k])
            got = {profile_key(e["strategies"]): tuple(Fraction(p) for p in e["payoffs"]) for e in entry["equilibria"]}
            check(f"{label} at {breakpoints[k]}: = enumerated", got == expected, f"{got} != {expected}")
        if not entry.get("exact") or "sqrt" in breakpoints[k]:
            check(f"{label} at {k}: floats", all("strategies_float" in e for e in entry["equilibria"]), entry)
    return out


bos = check_sweep("bos", data("param/sweep_bos.gamelab"), "t")
check("bos: breakpoints", bos.get("breakpoints") == ["0"], bos.get("breakpoints"))
if len(bos.get("pieces", [])) == 2:
    right = bos["pieces"][1]
    mixed = [e for e in right["equilibria"] if e["strategies"][0] == ["2/3", "1/3"]]
    check("bos: mixed equilibrium", len(mixed) == 1 and mixed[0]["strategies"][1] == ["1/(t+1)", "t/(t+1)"],
          right["equilibria"])
    check("bos: not zero-sum", bos.get("zero_sum") is False)

inspection = check_sweep("inspection", data("param/sweep_inspection.gamelab"), "F")
check("inspection: breakpoints", inspection.get("breakpoints") == ["0"], inspection.get("breakpoints"))
if len(inspection.get("pieces", [])) == 2:
    e = inspection["pieces"][1]["equilibria"]
    check("inspection: mixed", e == [{"strategies": [["1/(F+1)", "F/(F+1)"], ["1/6", "5/6"]], "payoffs": ["-1", "0"]}], e)
    check("inspection: from/to", inspection["pieces"][0]["from"] == "-1/2" and inspection["pieces"][1]["to"] == "10")

zs = check_sweep("zero-sum", data("param/sweep_zerosum.gamelab"), "t")
check("zero-sum: flag", zs.get("zero_sum") is True)
check("zero-sum: values", [p.get("value") for p in zs.get("pieces", [])] == ["0", "t/(t+1)"], zs.get("pieces"))

root = check_sweep("sqrt2", data("param/sweep_sqrt2.gamelab"), "t")
check("sqrt2: breakpoint", root.get("breakpoints") == ["(0+sqrt(2))/1"] or root.get("breakpoints") == ["sqrt(2)"],
      root.get("breakpoints"))
if root.get("at_breakpoints"):
    entry = root["at_breakpoints"][0]
    check("sqrt2: exact in Q(sqrt 2)", entry.get("exact") is True, entry)
    got = sorted((e["strategies"], e["payoffs"]) for e in entry.get("equilibria", []))
    check("sqrt2: both rows against column 1", got == [([["0", "1"], ["1", "0"]], ["2", "1"]),
                                                       ([["1", "0"], ["1", "0"]], ["2", "1"])], got)
    check("sqrt2: float", abs(root["breakpoints_float"][0] - 2 ** 0.5) < 1e-12, root.get("breakpoints_float"))

# --param fixes the other parameters: with c = 7 the inspector inspects no more...
inspect7 = ok_json("inspection c=7", ["equilibria", data("param/sweep_inspection.gamelab"), "--sweep", "F", "--param", "c=7"])
check("inspection c=7: never inspects", inspect7.get("breakpoints") == [], inspect7.get("breakpoints"))

bad_input("unknown parameter", ["equilibria", data("param/sweep_bos.gamelab"), "--sweep", "x"], r"x")
bad_input("no range", ["equilibria", data("param/sweep_norange.gamelab"), "--sweep", "t"], r"t")
bad_input("three players", ["equilibria", data("param/sweep_three.gamelab"), "--sweep", "t"], r"3|three|two")
bad_input("nfg", ["equilibria", data("bimatrix_t09_battle.nfg"), "--sweep", "t"], r".")
bad_input("pole", ["equilibria", data("param/sweep_pole.gamelab"), "--sweep", "t"], r"t = 1/2")
bad_input("with lh", ["equilibria", data("param/sweep_bos.gamelab"), "--sweep", "t", "--method", "lh"], r"--method")
bad_input("with refine", ["equilibria", data("param/sweep_bos.gamelab"), "--sweep", "t", "--refine"], r"--refine")
bad_input("with budget", ["equilibria", data("param/sweep_bos.gamelab"), "--sweep", "t", "--budget", "1"], r"--budget")
bad_input("no name", ["equilibria", data("param/sweep_bos.gamelab"), "--sweep"], r"--sweep")
bad_input("bad name", ["equilibria", data("param/sweep_bos.gamelab"), "--sweep", "1x"], r"--sweep")

finish()
