#!/usr/bin/env python3
"""gamelab-cli tree spe|solve|strategic against the contract in CLI.md and the digests
(ferguson-ch2 T65 Basic Endgame -1/4, T71 Kuhn poker -1/18; ferguson-ch3 T21 subgame
perfection), .efg files and stdin (Gambit text, .gamelab JSON, the digest notation), the
strategic form re-read by `zerosum`, and the bad-input contract (exit 2, one line naming
file:line:column). Answers are also checked by their definition (probabilities, payoffs).

usage: test_tree.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import json
import os
import subprocess
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import DATA, bad_input, check, data, finish, ok_json, run  # noqa: E402


def tdata(name):
    return data(os.path.join("tree", name))


def nfg_payoffs(text):
    """The payoff numbers of an .nfg written by `tree strategic` (after the header and comment)."""
    return [t for t in text.split("}")[-1].split() if not t.startswith('"')]


def kuhn_efg():
    """Kuhn poker (digest T71) written here in Gambit's format: deals 1/6 each; I's sets by card
    (1-3 at the start, 4-6 after check-bet), II's by card (1-3 after a bet, 4-6 after a check)."""
    lines = ['EFG 2 R "Kuhn poker" { "I" "II" }', '""', ""]
    deals = [(a, b) for a in (1, 2, 3) for b in (1, 2, 3) if a != b]
    lines.append('c "deal" 1 "" { ' + " ".join(f'"{a}{b}" 1/6' for a, b in deals) + " } 0")
    outcomes = {}

    def leaf(x):
        if x in outcomes:
            return f't "" {outcomes[x]}'
        outcomes[x] = len(outcomes) + 1
        return f't "" {outcomes[x]} "{x}" {{ {x}, {-x} }}'

    for a, b in deals:
        s = 1 if a > b else -1
        lines.append(f'p "" 1 {a} "card {a}" {{ "check" "bet" }} 0')
        lines.append(f'p "" 2 {3 + b} "card {b}, after check" {{ "check" "bet" }} 0')
        lines.append(leaf(s))
        lines.append(f'p "" 1 {3 + a} "card {a}, after check-bet" {{ "fold" "call" }} 0')
        lines.append(leaf(-1))
        lines.append(leaf(2 * s))
        lines.append(f'p "" 2 {b} "card {b}, after bet" {{ "fold" "call" }} 0')
        lines.append(leaf(1))
        lines.append(leaf(2 * s))
    return "\n".join(lines) + "\n"


def check_behaviour(name, behaviour, sets_per_player):
    """Player -> set -> probabilities that are non-negative and sum to 1."""
    check(f"{name}: behaviour players", sorted(behaviour) == sorted(sets_per_player), behaviour)
    for player, count in sets_per_player.items():
        sets = behaviour.get(player, {})
        check(f"{name}: player {player} sets", len(sets) == count, sets)
        for number, probs in sets.items():
            p = [Fraction(x) for x in probs]
            check(f"{name}: player {player} set {number} is a distribution", sum(p) == 1 and min(p) >= 0, probs)


# ---- tree solve: sequence form ----
r = ok_json("kuhn solve (stdin)", ["tree", "solve", "-"], stdin=kuhn_efg())
check("kuhn value -1/18", r.get("value") == "-1/18", r)
check("kuhn verified", r.get("verified") is True, r)
check("kuhn value_float", abs(r.get("value_float", 0) + 1 / 18) < 1e-9, r)
check_behaviour("kuhn", r.get("behaviour", {}), {"1": 6, "2": 6})
# Kuhn's known structure: II with card 3 always calls a bet (set 3 = card 3 after a bet), with
# card 1 always folds (set 1); I with card 1 folds to a bet after checking (set 4).
b = r.get("behaviour", {})
check("kuhn II calls with 3", b.get("2", {}).get("3") == ["0", "1"], b)
check("kuhn II folds with 1", b.get("2", {}).get("1") == ["1", "0"], b)
check("kuhn I folds 1 after check-bet", b.get("1", {}).get("4") == ["1", "0"], b)

r = ok_json("basic endgame solve", ["tree", "solve", tdata("basic_endgame.efg")])
check("T65 value -1/4", r.get("value") == "-1/4", r)
check("T65 verified", r.get("verified") is True, r)
# Unique optimum (digest T65): always bet with the winning card, bluff 1/6 with the losing one;
# II calls 1/2.
check("T65 behaviour", r.get("behaviour") == {"1": {"1": ["1", "0"], "2": ["1/6", "5/6"]}, "2": {"1": ["1/2", "1/2"]}},
      r)

bad_input("solve three players", ["tree", "solve", tdata("three_players.efg")], r"three_players\.efg.*(two|2)")

# "proof" names the path that proved the answer; --float bounds the value by float best replies
# (polished until the bounds are within ~1e-9) and is never "verified".
check("kuhn proof from the float supports", ok_json("kuhn proof", ["tree", "solve", "-"], stdin=kuhn_efg()).get("proof")
      in ("supports", "rounding"))
r = ok_json("kuhn --float", ["tree", "solve", "--float", "-"], stdin=kuhn_efg())
check("kuhn --float unverified", r.get("verified") is False and r.get("proof") == "none", r)
lo, hi, bound = r.get("value_lower_float", 1), r.get("value_upper_float", -1), r.get("error_bound_float", 1)
check("kuhn --float bounds contain -1/18", lo - 1e-12 <= -1 / 18 <= hi + 1e-12, r)
check("kuhn --float bound = upper - lower, small", bound == hi - lo and 0 <= bound < 1e-9, r)
check("kuhn --float value within the bounds", lo <= r.get("value_float", 1) <= hi, r)
# A random private-type tree (tests/bench/privatetypetree.py): exact by supports, float within
# its bound of the exact value.
generator = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bench", "privatetypetree.py")
efg = subprocess.run([sys.executable, generator, "4", "300", "9"], capture_output=True, text=True, check=True).stdout
exact = ok_json("private-type tree solve", ["tree", "solve", "-"], stdin=efg)
check("private-type tree proved by supports", exact.get("verified") is True and exact.get("proof") == "supports",
      str(exact)[-200:])
approx = ok_json("private-type tree --float", ["tree", "solve", "--float", "-"], stdin=efg)
value = float(Fraction(exact.get("value", "0")))
check("private-type tree --float bounds contain the exact value",
      approx.get("value_lower_float", 1e9) - 1e-12 <= value <= approx.get("value_upper_float", -1e9) + 1e-12,
      str(approx)[-200:])
check("private-type tree --float bound small", approx.get("error_bound_float", 1) < 1e-9, str(approx)[-200:])
check("private-type tree --float value accurate", abs(approx.get("value_float", 1e9) - value) < 1e-9, str(approx)[-200:])

# ---- tree spe: backward induction ----
r = ok_json("T21 spe --count", ["tree", "spe", "--count", tdata("t21_subgame.efg")])
check("T21 payoffs (1,0)", r.get("payoffs") == ["1", "0"], r)
check("T21 one pure SPE", r.get("count") == "1", r)
check("T21 perfect information", r.get("perfect_information") is True, r)
check("T21 behaviour B then a", r.get("behaviour") == {"1": {"1": ["0", "1"]}, "2": {"1": ["1", "0"]}}, r)

r = ok_json("T21 spe without --count", ["tree", "spe", tdata("t21_subgame.efg")])
check("T21 no count unless asked", "count" not in r, r)

# Three players, chance, an outcome at the root: A plays L; B x; C w -> (-1/3, 0, 4).
r = ok_json("three players spe", ["tree", "spe", "--count", tdata("three_players.efg")])
check("three players payoffs", r.get("payoffs") == ["-1/3", "0", "4"], r)
check("three players behaviour", r.get("behaviour") == {"1": {"1": ["1", "0"]}, "2": {"1": ["1", "0"]},
                                                        "3": {"1": ["0", "0", "1"]}}, r)
check("three players count", r.get("count") == "1", r)

# Ties: I indifferent between two moves worth the same -> two pure SPE.
r = ok_json("tie count (notation on stdin)", ["tree", "spe", "--count", "-"],
            stdin="I{a: (1, 0), b: II{c: (1, 2), d: (0, 0)}}")
check("tie count 2", r.get("count") == "2", r)
check("tie payoffs", r.get("payoffs") == ["1", "0"] or r.get("payoffs") == ["1", "2"], r)

# Basic Endgame is not of perfect information: an equilibrium of the whole game.
r = ok_json("basic endgame spe", ["tree", "spe", "--count", tdata("basic_endgame.efg")])
check("basic endgame spe not perfect information", r.get("perfect_information") is False, r)
check("basic endgame spe payoffs", r.get("payoffs") == ["-1/4", "1/4"], r)

# A .gamelab document of kind "tree" on stdin.
doc = {"format": "gamelab", "version": 1, "kind": "tree", "title": "T21 as JSON",
       "game": {"players": ["I", "II"],
                "outcomes": [{"payoffs": ["0", "1"]}, {"payoffs": ["1", "0"]}, {"payoffs": ["-10", "-1"]}],
                "infosets": [{"player": 1, "number": 1, "actions": ["A", "B"]},
                             {"player": 2, "number": 1, "actions": ["a", "b"]}],
                "nodes": [{"infoset": 0, "children": [1, 2]}, {"outcome": 0},
                          {"infoset": 1, "children": [3, 4]}, {"outcome": 1}, {"outcome": 2}]}}
r = ok_json("gamelab document spe", ["tree", "spe", "-"], stdin=json.dumps(doc, indent=1))
check("gamelab document payoffs", r.get("payoffs") == ["1", "0"], r)

cyclic = json.loads(json.dumps(doc))
cyclic["game"]["nodes"][4] = {"infoset": 1, "children": [2, 3]}
bad_input("gamelab cycle", ["tree", "spe", "-"], r"^<stdin>:\d+:\d+: .*(two parents|cycle)",
          stdin=json.dumps(cyclic, indent=1))
wrong_kind = dict(doc, kind="zerosum")
bad_input("gamelab wrong kind", ["tree", "spe", "-"], r"^<stdin>:\d+:\d+: .*kind", stdin=json.dumps(wrong_kind))

# ---- tree strategic ----
code, out, err = run(["tree", "strategic", tdata("basic_endgame.efg")])
check("strategic exit 0", code == 0, err)
check("strategic is an .nfg", out.startswith("NFG 1 R"), out[:80])
check("strategic 4 x 2", '"(b,b)" "(b,c)" "(c,b)" "(c,c)"' in out and '"c" "f"' in out, out[:200])
r = ok_json("strategic re-read by zerosum", ["zerosum", "-"], stdin=out)
check("strategic form value -1/4", r.get("value") == "-1/4", r)

code, out, err = run(["tree", "strategic", "--reduced", "-"], stdin=kuhn_efg())
check("kuhn reduced exit 0", code == 0, err)
r = ok_json("kuhn reduced re-read by zerosum", ["zerosum", "-"], stdin=out)
check("kuhn reduced strategic value -1/18", r.get("value") == "-1/18", r)

# 30 binary sets of I: 2^30 strategies -> too large, with the size and the sequence form offered.
big = "N{" + ", ".join("1/30: I{a: 0, b: 1}" for _ in range(30)) + "}"
bad_input("strategic too large", ["tree", "strategic", "-"], r"1073741824.*tree solve", stdin=big)

# ---- bad input: exit 2, file:line:column ----
bad_input("efg wrong player", ["tree", "spe", tdata("bad_player.efg")], r"bad_player\.efg:6:6: player 3 does not exist")
bad_input("efg truncated", ["tree", "solve", tdata("bad_truncated.efg")], r"bad_truncated\.efg:9:1: .*incomplete")
bad_input("efg not a number", ["tree", "strategic", tdata("bad_notanumber.efg")],
          r"bad_notanumber\.efg:9:27: expected a payoff, found 'x'")
bad_input("efg payoff count", ["tree", "spe", tdata("bad_payoff_count.efg")], r"bad_payoff_count\.efg:12:20: ")
bad_input("efg set actions", ["tree", "spe", tdata("bad_set_actions.efg")], r"bad_set_actions\.efg:11:16: ")
bad_input("efg trailing text", ["tree", "spe", tdata("bad_trailing.efg")], r"bad_trailing\.efg:15:1: text after")
with open(tdata("bad_player.efg")) as f:
    bad_input("efg error on stdin", ["tree", "spe", "-"], r"^<stdin>:6:6: ", stdin=f.read())
bad_input("missing file", ["tree", "spe", tdata("no_such.efg")], r"no_such\.efg")
bad_input("probabilities not summing to 1", ["tree", "solve", "-"], r"probabilit",
          stdin="N{1/2: I{a: 1, b: 0}, 1/3: I{a: 0, b: 1}}")
bad_input("unknown subcommand", ["tree", "draw", tdata("t21_subgame.efg")], r"spe, solve, cfr, lemke, strategic")
bad_input("option of another subcommand", ["tree", "spe", "--reduced", tdata("t21_subgame.efg")], r"--reduced")
bad_input("no file", ["tree", "spe"], r"missing input")

# ---- absent-minded sets (issue 12): valid games; only perfect-recall analyses refuse ----
code, out, err = run(["tree", "strategic", tdata("absent_minded_driver.efg")])
check("absent-minded strategic exit 0", code == 0, err)
check("absent-minded strategic: EXIT, CONTINUE", '{ "EXIT" "CONTINUE" }' in out, out)
# One player: payoffs of EXIT (0: the first exit) then CONTINUE (1: past both), by hand.
check("absent-minded strategic payoffs 0 1", nfg_payoffs(out) == ["0", "1"], out)
bad_input("absent-minded spe", ["tree", "spe", tdata("absent_minded_driver.efg")],
          r"absent_minded_driver\.efg.*perfect recall \(information set 1\)")
with open(tdata("absent_minded_driver.efg")) as f:
    driver = f.read()
# II first chooses whether I drives (zero-sum): the sequence form needs perfect recall.
two = (driver.replace('{ "Driver" }', '{ "Driver" "Other" }')
       .replace('{ 0 }', '{ 0, 0 }').replace('{ 4 }', '{ 4, -4 }').replace('{ 1 }', '{ 1, -1 }'))
two = two.replace('p "first intersection"', 'p "" 2 1 "" { "drive" "stay" } 0\np "first intersection"')
two = two.rstrip("\n") + '\nt "stay" 4 "stayed" { 2, -2 }\n'
bad_input("absent-minded solve", ["tree", "solve", "-"], r"^<stdin>: .*player 1 does not have perfect recall",
          stdin=two)


def forced_chain(depth):
    """A .gamelab tree document: `depth` forced moves (one action each) alternating between I and
    II, then a leaf paying (1, -1); flat JSON, so reading it is linear."""
    infosets = [{"player": 1 + k % 2, "number": k // 2 + 1, "actions": ["go"]} for k in range(depth)]
    nodes = [{"infoset": k, "children": [k + 1]} for k in range(depth)] + [{"outcome": 0}]
    return json.dumps({"format": "gamelab", "version": 1, "kind": "tree", "title": "forced chain",
                       "game": {"players": ["I", "II"], "outcomes": [{"payoffs": ["1", "-1"]}],
                                "infosets": infosets, "nodes": nodes}})


# ---- deep trees (issue 12): 10^5 forced moves used to take minutes (quadratic JSON output, one
# LP row per forced move); a generous --timeout keeps a regression from hanging the suite ----
chain = forced_chain(100000)
r = ok_json("10^5 chain spe", ["tree", "spe", "--count", "--timeout", "30", "-"], stdin=chain)
check("10^5 chain spe payoffs", r.get("payoffs") == ["1", "-1"], str(r)[:200])
check("10^5 chain spe count", r.get("count") == "1", str(r)[:200])
check("10^5 chain spe behaviour", len(r.get("behaviour", {}).get("2", {})) == 50000, str(r)[:200])
r = ok_json("10^5 chain solve", ["tree", "solve", "--timeout", "30", "-"], stdin=chain)
check("10^5 chain value 1", r.get("value") == "1" and r.get("verified") is True, str(r)[:200])
code, out, err = run(["tree", "strategic", "--timeout", "30", "-"], stdin=chain)
check("10^5 chain strategic exit 0", code == 0, err)
check("10^5 chain strategic 1 x 1", nfg_payoffs(out) == ["1", "-1"], out[-80:])

code, out, err = run(["tree", "--help"])
check("tree --help", code == 0 and "tree spe" in out and "tree strategic" in out, (code, err))
code, out, err = run(["--help"])
check("main help lists tree", code == 0 and "tree spe" in out, out)

# ---- a parametrised tree: one-card poker whose deal is p (param/poker.gamelab). Value to I:
# I bets a high card, bluffs a low one with probability p/(3(1-p)), II calls with 2/3, so the
# value is 8p/3 - 1 for p <= 3/4; above, II always folds and I always bets: 1.
for p in ["0", "1/4", "1/2", "3/4", "9/10"]:
    r = ok_json("param poker p=" + p, ["tree", "solve", os.path.join(DATA, "..", "..", "resources", "examples", "poker.gamelab"), "--param", "p=" + p])
    v = Fraction(p)
    want = Fraction(8, 3) * v - 1 if v <= Fraction(3, 4) else Fraction(1)
    check("param poker value at p=" + p, r.get("value") == str(want), r.get("value"))
r = ok_json("param poker declared value", ["tree", "solve", os.path.join(DATA, "..", "..", "resources", "examples", "poker.gamelab")])
check("param poker at the declared p = 1/2", r.get("value") == "1/3", r.get("value"))
bad_input("param poker p outside [0, 1]", ["tree", "solve", os.path.join(DATA, "..", "..", "resources", "examples", "poker.gamelab"), "--param", "p=3/2"], r"p")

finish()
