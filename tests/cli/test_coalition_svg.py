#!/usr/bin/env python3
"""gamelab-cli coalition --svg: the imputation triangle of a three-player game as an SVG
document on stdout (not JSON), well-formed (ElementTree), with the core, the Shapley value and
the nucleolus of the JSON answer; games without a triangle are refused (exit 2, one line).

usage: test_coalition_svg.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import json
import os
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import SVG, bad_input, check, data, finish, ok_json, ok_svg, run  # noqa: E402



def svg_of(name, args, stdin=None):
    return ok_svg(name, ["coalition", "--svg"] + args, stdin)


def vector(values):
    return "(" + ", ".join(str(Fraction(v)) for v in values) + ")"


path = data(os.path.join("coalition", "t63_example1.json"))
root = svg_of("t63", [path])
answer = ok_json("t63 json", ["coalition", path])
if root is not None:
    classes = [e.get("class") for e in root.iter() if e.get("class")]
    check("t63: triangle, core, Shapley value, nucleolus",
          classes.count("imputations") == 1 and classes.count("core") == 1 and "shapley" in classes
          and "nucleolus" in classes, classes)
    text = " ".join("".join(t.itertext()) for t in root.iter(SVG + "text"))
    check("t63: Shapley value as in the JSON", vector(answer["shapley"]) in text, text)
    check("t63: nucleolus as in the JSON", vector(answer["nucleolus"]) in text, text)
    check("t63: title", "4.2.4 Example 1" in text, text)

# From stdin, an empty core: the triangle without the core.
root = svg_of("empty core", ["-"], json.dumps({"players": ["A", "B", "<C>"], "v": [0, 0, 0, 1, 0, 1, 1, 1]}))
if root is not None:
    classes = [e.get("class") for e in root.iter() if e.get("class")]
    check("empty core: no core drawn", "core" not in classes and "shapley" in classes, classes)
    check("empty core: names escaped", any("<C>" in "".join(t.itertext()) for t in root.iter(SVG + "text")))

bad_input("svg of four players", ["coalition", "--svg", "-"], r"--svg.*three players",
          stdin=json.dumps({"v": [0] * 15 + [1]}))
bad_input("svg of an inessential game", ["coalition", "--svg", "-"], r"--svg",
          stdin=json.dumps({"v": [0, 1, 1, 2, 1, 2, 2, 3]}))
code, out, err = run(["coalition", "--help"])
check("usage names --svg", "--svg" in out, out[:200])

finish()
