#!/usr/bin/env python3
"""gamelab-cli cgt --svg: a game's thermograph as an SVG document on stdout (not JSON),
well-formed (parsed by ElementTree), with both walls, the mast and the (mean, temperature)
label; positions of a ruleset too; refusals keep the contract (exit 2, one line, no stdout).

usage: test_cgt_svg.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import SVG, bad_input, check, finish, ok_svg, run  # noqa: E402



def svg_of(name, args):
    return ok_svg(name, ["cgt", "--svg"] + args)


for expression, label in (("{3|{2|-1}}", "m = 2, t = 1"), ("{2|-1}", "m = 1/2, t = 3/2"), ("^*", "m = 0, t = 0"),
                          ("5", "m = 5, t = -1"), ("-3/4", "m = -3/4, t = -1/4")):
    root = svg_of(expression, ["--", expression])
    if root is None:
        continue
    classes = [p.get("class") for p in root.iter(SVG + "polyline")]
    check(f"{expression}: walls and mast", classes == ["left-wall", "right-wall", "mast"], classes)
    texts = ["".join(t.itertext()) for t in root.iter(SVG + "text")]
    check(f"{expression}: label", label in texts, texts)
    check(f"{expression}: title", expression in texts, texts)

root = svg_of("domineering", ["--ruleset", "domineering", "..../..../...."])
check("domineering: drawn", root is not None and len(list(root.iter(SVG + "polyline"))) == 3)

# The JSON without --svg is unchanged.
code, out, err = run(["cgt", "{2|-1}"])
check("no --svg: JSON", code == 0 and out.startswith("{\"canonical\""), out[:80])

bad_input("svg of a symbolic sum", ["cgt", "--svg", "1+*5000"], r"--svg.*symbolic")
bad_input("svg with --compare", ["cgt", "--svg", "--compare", "1", "2"], r"--compare and --svg")
bad_input("svg of bad text", ["cgt", "--svg", "{1|"], r"EXPR")
code, out, err = run(["cgt", "--help"])
check("usage names --svg", "--svg" in out, out[:200])

finish()
