#!/usr/bin/env python3
"""gamelab-cli tree svg: the tree's picture as an SVG document on stdout (not JSON). Every
example tree gives well-formed XML (parsed by ElementTree) with one circle per node and one
line per edge; names are escaped; stdin works; bad input keeps the contract (exit 2, one line,
nothing on stdout).

usage: test_tree_svg.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import SVG, bad_input, check, data, finish, ok_svg, run  # noqa: E402



def svg_of(name, args, stdin=None):
    return ok_svg(name, ["tree", "svg"] + args, stdin)


def count(root, tag):
    return sum(1 for _ in root.iter(SVG + tag))


tree_dir = data("tree")
examples = sorted(f for f in os.listdir(tree_dir) if f.endswith(".efg") and not f.startswith("bad_"))
check("examples found", len(examples) >= 5, examples)
for name in examples:
    root = svg_of(name, [os.path.join(tree_dir, name)])
    if root is None:
        continue
    circles, lines = count(root, "circle"), count(root, "line")
    check(f"{name}: one circle per node, one line per edge", circles == lines + 1 and circles > 1, (circles, lines))

# Basic Endgame from the digest notation on stdin: movers, probabilities, payoffs, the set "bet".
ENDGAME = "N{1/4: I[win]{b: II[bet]{c: 3, f: 1}, c: 1}, 3/4: I[lose]{b: II[bet]{c: -3, f: 1}, c: -1}}"
root = svg_of("endgame stdin", ["-"], ENDGAME)
if root is not None:
    texts = ["".join(t.itertext()) for t in root.iter(SVG + "text")]
    check("endgame: movers", texts.count("N") == 1 and texts.count("I") == 2 and texts.count("II") == 2, texts)
    check("endgame: probabilities", "1/4" in texts and "3/4" in texts, texts)
    check("endgame: payoffs", "-3" in texts and texts.count("1") >= 3, texts)
    check("endgame: information set", "bet" in texts, texts)
    check("endgame: 11 nodes", count(root, "circle") == 11, count(root, "circle"))

# Names with XML's special characters come out as text.
root = svg_of("escaping", ["-"], "I{\"<a> & 'b'\": (1,2), c: (0,0)}")
if root is not None:
    texts = ["".join(t.itertext()) for t in root.iter(SVG + "text")]
    check("escaping: the action's name", "<a> & 'b'" in texts, texts)

# Errors: the contract of the other tree subcommands.
bad_input("svg missing file", ["tree", "svg", data("tree/no_such_file.efg")], r"no_such_file\.efg")
bad_input("svg bad tree", ["tree", "svg", data("tree/bad_truncated.efg")], r"bad_truncated\.efg")
bad_input("svg unknown option", ["tree", "svg", "--reduced", data("tree/kuhn_poker.efg")], r"--reduced")
bad_input("svg missing input", ["tree", "svg"], r"missing input")
code, out, err = run(["tree", "--help"])
check("usage names tree svg", "tree svg" in out + err, (out + err)[:200])

finish()
