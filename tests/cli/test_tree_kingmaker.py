#!/usr/bin/env python3
"""gamelab-cli tree kingmaker against CLI.md `tree kingmaker` and spec/kingmaker-thesis.md part 3:
Fig. 3.3 (3.5), Fig. 4.1 with right leaf 1 (3.6), Fig. 4.6 candidate B (3.7, bracket text and .gamelab) and
the Diamond game (3.10, 4.1; 84 decision nodes, 112 leaves, 26 strict kingmakers) under the three
readings; bracket text on stdin; 40 random small trees against brute force by the definitions
(forced wins, strict kingmakers, every pure profile checked for subgame perfection, maxn); the bad-input contract (a chance node, a leaf won by two players,
broken bracket text, an unknown reading). Every expected value was computed with
spec/reference/kingmaker_lib.py (nodes numbered in pre-order as the .efg lines). The outputs are
also checked against each other (kingmakers are generalised ones, allowed children non-empty).

usage: test_tree_kingmaker.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import itertools
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import bad_input, check, data, finish, ok_json, run  # noqa: E402


def kdata(name):
    return data(os.path.join("kingmaker", name))


# Computed by spec/reference/kingmaker_lib.py (win_of, is_strict_km, spe_outcomes, maxn, sp1ep).
SMALL = {
    'fig_3_3/set': {"players": 3, "nodes": 7, "leaves": 4, "forced_win": {"2": 3, "3": 2, "5": 3, "6": 1}, "kingmaker": [1, 4], "kingmaker_generalised": [0, 1, 4], "spe_count": "6", "spe_winners": [1, 2, 3], "maxn": {"first": 3, "last": 1}, "sp1ep": {"reading": "set", "winners": [1, 2], "kingmakers": [0], "allowed": {"0": [0, 1], "1": [1], "4": [1]}}},
    'fig_3_3/alt': {"players": 3, "nodes": 7, "leaves": 4, "forced_win": {"2": 3, "3": 2, "5": 3, "6": 1}, "kingmaker": [1, 4], "kingmaker_generalised": [0, 1, 4], "spe_count": "6", "spe_winners": [1, 2, 3], "maxn": {"first": 3, "last": 1}, "sp1ep": {"reading": "alt", "winners": [1, 2], "kingmakers": [0], "allowed": {"0": [0, 1], "1": [1], "4": [1]}}},
    'fig_3_3/eff': {"players": 3, "nodes": 7, "leaves": 4, "forced_win": {"2": 3, "3": 2, "5": 3, "6": 1}, "kingmaker": [1, 4], "kingmaker_generalised": [0, 1, 4], "spe_count": "6", "spe_winners": [1, 2, 3], "maxn": {"first": 3, "last": 1}, "sp1ep": {"reading": "eff", "winners": [1, 2], "kingmakers": [0], "allowed": {"0": [0, 1], "1": [1], "4": [1]}}},
    'fig_4_1/set': {"players": 3, "nodes": 5, "leaves": 3, "forced_win": {"2": 3, "3": 2, "4": 1}, "kingmaker": [1], "kingmaker_generalised": [1], "spe_count": "3", "spe_winners": [1, 2, 3], "maxn": {"first": 3, "last": 1}, "sp1ep": {"reading": "set", "winners": [2, 3], "kingmakers": [1], "allowed": {"0": [0], "1": [0, 1]}}},
    'fig_4_1/alt': {"players": 3, "nodes": 5, "leaves": 3, "forced_win": {"2": 3, "3": 2, "4": 1}, "kingmaker": [1], "kingmaker_generalised": [0, 1], "spe_count": "3", "spe_winners": [1, 2, 3], "maxn": {"first": 3, "last": 1}, "sp1ep": {"reading": "alt", "winners": [1, 2], "kingmakers": [0], "allowed": {"0": [0, 1], "1": [1]}}},
    'fig_4_1/eff': {"players": 3, "nodes": 5, "leaves": 3, "forced_win": {"2": 3, "3": 2, "4": 1}, "kingmaker": [1], "kingmaker_generalised": [0, 1], "spe_count": "3", "spe_winners": [1, 2, 3], "maxn": {"first": 3, "last": 1}, "sp1ep": {"reading": "eff", "winners": [1, 2], "kingmakers": [0], "allowed": {"0": [0, 1], "1": [1]}}},
    'fig_4_6b/set': {"players": 3, "nodes": 7, "leaves": 4, "forced_win": {"2": 2, "4": 1, "5": 3, "6": 1}, "kingmaker": [3], "kingmaker_generalised": [3], "spe_count": "5", "spe_winners": [1, 2, 3], "maxn": {"first": 1, "last": 3}, "sp1ep": {"reading": "set", "winners": [1, 3], "kingmakers": [3], "allowed": {"0": [0], "1": [1], "3": [0, 1]}}},
    'fig_4_6b/alt': {"players": 3, "nodes": 7, "leaves": 4, "forced_win": {"2": 2, "4": 1, "5": 3, "6": 1}, "kingmaker": [3], "kingmaker_generalised": [0, 1, 3], "spe_count": "5", "spe_winners": [1, 2, 3], "maxn": {"first": 1, "last": 3}, "sp1ep": {"reading": "alt", "winners": [1, 2], "kingmakers": [0], "allowed": {"0": [0, 1], "1": [0], "3": [1]}}},
    'fig_4_6b/eff': {"players": 3, "nodes": 7, "leaves": 4, "forced_win": {"2": 2, "4": 1, "5": 3, "6": 1}, "kingmaker": [3], "kingmaker_generalised": [0, 1, 3], "spe_count": "5", "spe_winners": [1, 2, 3], "maxn": {"first": 1, "last": 3}, "sp1ep": {"reading": "eff", "winners": [1, 2], "kingmakers": [0], "allowed": {"0": [0, 1], "1": [0], "3": [1]}}},
}

DIAMOND = {"players": 3, "nodes": 196, "leaves": 112, "kingmaker": [5, 14, 17, 24, 30, 33, 46, 50, 60, 69, 78, 86, 90, 100, 108, 112, 121, 132, 136, 152, 158, 164, 174, 182, 185, 192], "spe_count": "927260837325672264114176", "spe_winners": [1, 2, 3], "maxn": {"first": 1, "last": 2}}
DIAMOND_SP1EP = {"set": {"generalised": [0, 3, 4, 5, 9, 14, 17, 24, 28, 30, 33, 42, 46, 50, 55, 57, 58, 60, 69, 78, 86, 90, 97, 100, 108, 112, 116, 121, 125, 127, 128, 132, 136, 146, 149, 152, 156, 158, 164, 174, 182, 185, 192], "kingmakers": [0, 3, 125, 146], "winners": [2, 3], "not_unique": 38}, "alt": {"generalised": [1, 3, 4, 5, 9, 14, 17, 23, 24, 28, 30, 33, 38, 40, 41, 42, 46, 50, 55, 57, 58, 60, 68, 69, 74, 76, 78, 82, 86, 90, 96, 98, 100, 104, 108, 112, 116, 118, 119, 121, 126, 127, 128, 132, 136, 145, 148, 151, 152, 156, 158, 164, 167, 169, 172, 173, 174, 177, 182, 185, 192], "kingmakers": [1, 96], "winners": [1, 3], "not_unique": 17}, "eff": {"generalised": [3, 4, 5, 9, 14, 17, 24, 27, 30, 33, 46, 50, 55, 57, 58, 60, 69, 78, 86, 90, 97, 100, 108, 112, 119, 121, 127, 128, 132, 136, 145, 148, 151, 152, 156, 158, 164, 170, 174, 177, 182, 185, 192], "kingmakers": [3, 97, 119, 127, 145, 170, 174, 177, 182, 185, 192], "winners": [1, 2], "not_unique": 43}}


def consistent(name, out):
    """Properties every answer has, whatever the tree."""
    sp = out.get("sp1ep", {})
    check(f"{name}: kingmakers are generalised kingmakers",
          set(sp.get("kingmakers", [])) <= set(out.get("kingmaker_generalised", [])), out)
    check(f"{name}: allowed children non-empty", all(v for v in sp.get("allowed", {}).values()), sp)
    check(f"{name}: maxn winners are SPE winners",
          {out["maxn"]["first"], out["maxn"]["last"]} <= set(out["spe_winners"]), out)
    check(f"{name}: SP-1EP winners are SPE winners", set(sp.get("winners", [])) <= set(out["spe_winners"]), out)


# --- brute force by the definitions, for random small trees ------------------------------------
# A tree is ("L", winner) or ("N", owner, [children]); players from 1; nodes in pre-order.

def random_tree(rng, players, budget):
    """About `budget` decision nodes, 2 or 3 children each."""
    def make(depth):
        nonlocal budget
        if depth > 0 and (budget <= 0 or rng.random() < 0.35):
            return ("L", rng.randint(1, players))
        budget -= 1
        return ("N", rng.randint(1, players), [make(depth + 1) for _ in range(rng.choice((2, 2, 3)))])
    return make(0)


def bracket(t):
    if t[0] == "L":
        return chr(64 + t[1])
    return chr(96 + t[1]) + "(" + ",".join(bracket(c) for c in t[2]) + ")"


def preorder(t):
    out = [t]
    if t[0] == "N":
        for c in t[2]:
            out += preorder(c)
    return out


def forced(t, i):
    """Def. 3.1.1: i wins from t whatever the others do."""
    if t[0] == "L":
        return t[1] == i
    results = [forced(c, i) for c in t[2]]
    return any(results) if t[1] == i else all(results)


def play(t, choice):
    while t[0] == "N":
        t = t[2][choice[id(t)]]
    return t[1]


def brute_force(t, players):
    nodes = preorder(t)
    decisions = [v for v in nodes if v[0] == "N"]
    forced_win = {}
    strict = []
    for k, v in enumerate(nodes):
        who = [i for i in range(1, players + 1) if forced(v, i)]
        if who:
            forced_win[str(k)] = who[0]
        if v[0] == "N":
            kids = [[i for i in range(1, players + 1) if forced(c, i)] for c in v[2]]
            if all(w and w[0] != v[1] for w in kids) and len({w[0] for w in kids}) >= 2:
                strict.append(k)
    count, winners = 0, set()
    for combo in itertools.product(*[range(len(v[2])) for v in decisions]):
        choice = {id(v): c for v, c in zip(decisions, combo)}
        # Subgame perfect: no mover gains by another child, everything else fixed.
        if all(play(v[2][choice[id(v)]], choice) == v[1] or
               all(play(c, choice) != v[1] for c in v[2]) for v in decisions):
            count += 1
            winners.add(play(t, choice))

    def maxn(v, last):
        if v[0] == "L":
            return v[1]
        results = [maxn(c, last) for c in v[2]]
        best = [w for w in results if w == v[1]] or results
        return best[-1] if last else best[0]
    return {"nodes": len(nodes), "leaves": len(nodes) - len(decisions), "forced_win": forced_win,
            "kingmaker": strict, "spe_count": str(count), "spe_winners": sorted(winners),
            "maxn": {"first": maxn(t, False), "last": maxn(t, True)}}


def random_trees():
    rng = random.Random(15)
    for case in range(40):
        players = rng.choice((3, 3, 4))
        t = random_tree(rng, players, rng.randint(1, 8))
        expected = brute_force(t, players)
        used = max(int(c, 36) - 9 for c in bracket(t).lower() if c.isalpha())
        out = ok_json(f"random {case}", ["tree", "kingmaker", "-"], stdin=bracket(t) + "\n")
        got = {k: out.get(k) for k in expected}
        check(f"random {case} ({bracket(t)}): by the definitions", got == expected, f"{got} != {expected}")
        check(f"random {case}: players", out.get("players") == used, out.get("players"))
        consistent(f"random {case}", out)


def main():
    files = {"fig_3_3": kdata("fig_3_3.efg"), "fig_4_1": kdata("fig_4_1.efg"), "fig_4_6b": kdata("fig_4_6b.txt")}
    for key, expected in SMALL.items():
        tree, reading = key.split("/")
        args = ["tree", "kingmaker"] + ([] if reading == "set" else ["--reading", reading]) + [files[tree]]
        out = ok_json(key, args)
        check(f"{key}: output", out == expected, f"{json.dumps(out)} != {json.dumps(expected)}")
        consistent(key, out)

    for reading, expected in DIAMOND_SP1EP.items():
        name = f"diamond/{reading}"
        out = ok_json(name, ["tree", "kingmaker", "--reading", reading, kdata("diamond.efg")])
        check(f"{name}: counts and SPE", {k: out.get(k) for k in DIAMOND} == DIAMOND,
              {k: out.get(k) for k in DIAMOND})
        check(f"{name}: decision nodes", out.get("nodes", 0) - out.get("leaves", 0) == 84, out.get("nodes"))
        check(f"{name}: 26 strict kingmakers (Table 5.2)", len(out.get("kingmaker", [])) == 26, out.get("kingmaker"))
        sp = out.get("sp1ep", {})
        check(f"{name}: reading", sp.get("reading") == reading, sp.get("reading"))
        check(f"{name}: generalised", out.get("kingmaker_generalised") == expected["generalised"],
              out.get("kingmaker_generalised"))
        check(f"{name}: SP-1EP kingmakers", sp.get("kingmakers") == expected["kingmakers"], sp.get("kingmakers"))
        check(f"{name}: SP-1EP winners", sp.get("winners") == expected["winners"], sp.get("winners"))
        check(f"{name}: not unique", sum(len(v) > 1 for v in sp.get("allowed", {}).values()) == expected["not_unique"],
              sp.get("allowed"))
        check(f"{name}: forced-win leaves", len(out.get("forced_win", {})) == 112, len(out.get("forced_win", {})))
        consistent(name, out)

    # The same Fig. 4.6 tree as a .gamelab document of kind "tree".
    for reading in ("set", "alt", "eff"):
        out = ok_json(f"gamelab/{reading}", ["tree", "kingmaker", "--reading", reading, kdata("fig_4_6b.gamelab")])
        check(f"gamelab/{reading}: output", out == SMALL[f"fig_4_6b/{reading}"], out)

    # Bracket text on stdin (sniffed), with a comment line.
    with open(kdata("fig_4_6b.txt")) as f:
        text = f.read()
    out = ok_json("stdin bracket", ["tree", "kingmaker", "--reading", "alt", "-"], stdin=text)
    check("stdin bracket: output", out == SMALL["fig_4_6b/alt"], out)
    # The same tree as an .efg on stdin.
    with open(kdata("fig_3_3.efg")) as f:
        out = ok_json("stdin efg", ["tree", "kingmaker", "-"], stdin=f.read())
    check("stdin efg: output", out == SMALL["fig_3_3/set"], out)

    # Not a win/lose tree: exit 2 naming the node (1-based, as the editor numbers nodes).
    bad_input("chance node", ["tree", "kingmaker", kdata("bad_chance.efg")], r"bad_chance\.efg.*node 3 is a chance node")
    bad_input("two winners", ["tree", "kingmaker", kdata("bad_two_winners.efg")],
              r"bad_two_winners\.efg.*node 5 pays \(1, 0, 1\)")
    bad_input("broken bracket text", ["tree", "kingmaker", kdata("bad_letter.txt")], r"bad_letter\.txt:")
    bad_input("unknown reading", ["tree", "kingmaker", "--reading", "strict", kdata("fig_3_3.efg")], r"set, alt, eff")
    bad_input("reading elsewhere", ["tree", "spe", "--reading", "set", kdata("fig_3_3.efg")], r"--reading")

    random_trees()

    code, out, _ = run(["tree", "--help"])
    check("usage names kingmaker", code == 0 and "tree kingmaker" in out and "--reading" in out, out)
    code, out, _ = run(["--help"])
    check("command list names tree kingmaker", "tree kingmaker" in out, out)
    finish()


if __name__ == "__main__":
    main()
