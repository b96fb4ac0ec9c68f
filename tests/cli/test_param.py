#!/usr/bin/env python3
"""gamelab-cli --param NAME=VALUE on documents with parameters (CLI.md, "Parameters"): every
command that reads a zero-sum, strategic or tree document solves the game at the declared value
or at the value given, exactly as the same document written with plain numbers; bad values,
names and expressions exit 2 with one line naming the parameter or the cell.

usage: test_param.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import json
import os
import re
import sys
import tempfile
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import DATA, bad_input, check, data, finish, ok_json, run  # noqa: E402

TMP = tempfile.mkdtemp(prefix="gamelab_param_")


def path_of(name):
    """The file: a built-in example (resources/examples) or a test document (tests/data/param)."""
    example = os.path.join(DATA, "..", "..", "resources", "examples", name)
    return example if os.path.exists(example) else data(os.path.join("param", name))


def doc(name):
    with open(path_of(name), encoding="utf-8") as f:
        return json.load(f)


def write(name, document):
    path = os.path.join(TMP, name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(document, f)
    return path


def evaluate(text, values):
    """The value of an expression of the test documents (+ - * / and names), by Python's Fraction."""
    if re.fullmatch(r"[-+0-9/. ]*", text):
        return Fraction(text.replace(" ", ""))
    env = {name: Fraction(v) for name, v in values.items()}
    return Fraction(eval(text, {"__builtins__": {}}, env))  # the test's own trusted files


def plain(document, values):
    """The document with every payoff and chance probability replaced by its value."""
    out = json.loads(json.dumps(document))
    out.pop("parameters", None)
    game = out["game"]
    if out["kind"] in ("zerosum", "strategic"):
        game["payoffs"] = [[str(evaluate(c, values)) for c in row] for row in game["payoffs"]]
    else:
        for o in game["outcomes"]:
            o["payoffs"] = [str(evaluate(c, values)) for c in o["payoffs"]]
        for s in game["infosets"]:
            if "probabilities" in s:
                s["probabilities"] = [str(evaluate(c, values)) for c in s["probabilities"]]
    return out


CASES = [
    # (file, parameter, values to try, commands)
    ("bos_family.gamelab", "t", ["2", "0", "1/3", "4", "7/2"], [["equilibria"], ["safety"], ["bargaining"],
                                                               ["equilibria", "--method", "lh"]]),
    ("inspection.gamelab", "F", ["3", "0", "10", "1/7"], [["equilibria"], ["safety"], ["qre", "--lambdas", "1"]]),
    ("matching_bonus.gamelab", "b", ["1", "-2", "3", "-1/2"], [["zerosum"], ["equilibria"], ["safety"]]),
    ("chance_bet.gamelab", "p", ["1/2", "0", "1", "3/4", "1/10"], [["tree", "solve"], ["tree", "spe"],
                                                                   ["tree", "strategic"], ["tree", "sequential"]]),
]

for name, parameter, values, commands in CASES:
    document = doc(name)
    declared = document["parameters"][parameter]["value"]
    for value in values:
        expected_path = write(f"plain_{parameter}_{value.replace('/', '_')}_{name}", plain(document, {parameter: value}))
        for command in commands:
            label = f"{' '.join(command)} {name} --param {parameter}={value}"
            args = command + [path_of(name)]
            if command == ["tree", "strategic"]:  # prints .nfg text
                code, got, err = run(args + ["--param", f"{parameter}={value}"])
                check(f"{label}: exit 0", code == 0, err)
                want = run(command + [expected_path])[1]
                default = run(args)[1]
            else:
                got = ok_json(label, args + ["--param", f"{parameter}={value}"])
                want = ok_json(label + " (plain)", command + [expected_path])
                default = ok_json(label + " (declared value)", args)
            check(f"{label}: as the plain document", got == want, f"{got} != {want}")
            if value == declared:
                check(f"{label}: the declared value is the default", default == got)

# The --param=NAME=VALUE spelling and a later --param winning.
a = ok_json("--param=t=3", ["equilibria", "--param=t=3", path_of("bos_family.gamelab")])
b = ok_json("--param t=1 --param t=3", ["equilibria", "--param", "t=1", "--param", "t=3", path_of("bos_family.gamelab")])
check("later --param wins", a == b and a != {}, f"{a} vs {b}")
check("t=3: the payoffs at (Opera, Opera) are (3, 1)",
      any(e["payoffs"] == ["3", "1"] for e in a.get("equilibria", [])), a)

# stdin works the same.
with open(path_of("bos_family.gamelab"), encoding="utf-8") as f:
    text = f.read()
c = ok_json("stdin", ["equilibria", "--param", "t=3", "-"], stdin=text)
check("stdin: as the file", c == a)

# Bad values and names: one line, exit 2.
bos = path_of("bos_family.gamelab")
bad_input("value outside the range", ["equilibria", bos, "--param", "t=5"], r"parameter t = 5 is outside its range \[0, 4\]")
bad_input("unknown parameter", ["equilibria", bos, "--param", "s=1"], r'--param: there is no parameter named "s"')
bad_input("not NAME=VALUE", ["equilibria", bos, "--param", "t"], r"--param.*NAME=VALUE")
bad_input("not a number", ["equilibria", bos, "--param", "t=abc"], r"exact number")
bad_input("missing value", ["equilibria", bos, "--param"], r"--param")
bad_input("--param on .nfg", ["equilibria", data("matching_pennies.nfg"), "--param", "t=1"], r'no parameter named "t"')
bad_input("--param on a command without parameters", ["coalition", data("coalition/t59_strategic.json"), "--param", "t=1"],
          r"unknown option --param")

# Expressions at fault: the cell, its line and column, and why.
broken = doc("bos_family.gamelab")
broken["game"]["payoffs"][3][1] = "t - "
path = write("broken.gamelab", broken)
bad_input("syntax error in a cell", ["equilibria", path], r'broken\.gamelab:\d+:\d+: game/payoffs/3/1: the expression "t - " ends too early')
broken["game"]["payoffs"][3][1] = "1/(t - 2)"
path = write("pole.gamelab", broken)
bad_input("division by zero at the value", ["equilibria", path], r'game/payoffs/3/1: the expression "1/\(t - 2\)" divides by zero at t = 2')
ok_json("the same elsewhere", ["equilibria", path, "--param", "t=1"])
broken["game"]["payoffs"][3][1] = "u + 1"
path = write("unknown.gamelab", broken)
bad_input("unknown name in a cell", ["equilibria", path], r'game/payoffs/3/1: there is no parameter named "u"')
broken["game"]["payoffs"][3][1] = "t ** 2"
path = write("stars.gamelab", broken)
bad_input("unexpected token", ["equilibria", path], r'cannot be read at column 4 \(found "\*"\)')

tree = doc("chance_bet.gamelab")
tree["game"]["infosets"][0]["probabilities"] = ["2*p", "1 - 2*p"]
path = write("probability.gamelab", tree)
bad_input("chance probability outside [0, 1]", ["tree", "solve", path, "--param", "p=3/4"],
          r"game/infosets/0/probabilities/0 = 2\*p must be a number from 0 to 1 \(found 3/2\)")
ok_json("the same at a value inside", ["tree", "solve", path, "--param", "p=1/4"])

declared = doc("bos_family.gamelab")
declared["parameters"] = {"t": {"value": "9", "min": "0", "max": "4"}}
bad_input("declared value outside its range", ["equilibria", write("range.gamelab", declared)],
          r"parameter t = 9 is outside its range")
declared["parameters"] = {"2t": {"value": "1"}}
bad_input("bad parameter name", ["equilibria", write("name.gamelab", declared)], r'"2t" is not a parameter name')
declared["parameters"] = {"t": {"value": "1", "min": "3", "max": "0"}}
bad_input("empty range", ["equilibria", write("empty.gamelab", declared)], r"range \[3, 0\] is empty")
declared["parameters"] = [1]
bad_input("parameters not an object", ["equilibria", write("list.gamelab", declared)], r"parameters")

finish()
