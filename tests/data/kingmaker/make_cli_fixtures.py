#!/usr/bin/env python3
"""Writes the `tree kingmaker` CLI fixtures of this folder (fig_3_3.efg, fig_4_1.efg, diamond.efg) and
prints the expected JSON that tests/cli/test_tree_kingmaker.py holds, from the reference
(spec/reference/kingmaker_lib.py and diamond_tree.txt).

usage: make_cli_fixtures.py SPEC_REFERENCE_DIR OUTPUT_DIR
"""
import json, sys
sys.path.insert(0, sys.argv[1])
from kingmaker_lib import *

def parse_bracket(text):
    text = "".join(l for l in text.splitlines() if not l.lstrip().startswith("#"))
    text = "".join(text.split())
    pos = 0
    def rec():
        nonlocal pos
        ch = text[pos]; pos += 1
        if ch.isupper():
            return L(ord(ch) - 64)
        owner = ord(ch) - 96
        assert text[pos] == "("; pos += 1
        kids = [rec()]
        while text[pos] == ",":
            pos += 1; kids.append(rec())
        assert text[pos] == ")"; pos += 1
        return N(owner, *kids)
    return rec()

def expected(root, n, reading="set"):
    ns = list(nodes(root))
    idx = {id(v): k for k, v in enumerate(ns)}
    memo = {}
    fw = {str(k): win_of(v, memo) for k, v in enumerate(ns) if win_of(v, memo) is not None}
    km = [k for k, v in enumerate(ns) if is_strict_km(v, memo)]
    so = spe_outcomes(root)
    def winner(vec):
        return [p + 1 for p in range(n) if vec[p] == 1][0]
    W, al, kind = sp1ep(root, reading)
    gen = [k for k, v in enumerate(ns) if not v.is_leaf and kind[id(v)] == 4]
    kms = [k for k, v in enumerate(ns) if not v.is_leaf and kind[id(v)] == 4 and len(al[id(v)]) > 1
           and len({frozenset(W[id(v.children[c])]) for c in al[id(v)]}) > 1]
    return {"players": n, "nodes": len(ns), "leaves": sum(1 for v in ns if v.is_leaf),
            "forced_win": fw, "kingmaker": km, "kingmaker_generalised": gen,
            "spe_count": str(sum(so.values())), "spe_winners": sorted(w for w, c in so.items() if c > 0),
            "maxn": {"first": winner(maxn(root, n, "first")), "last": winner(maxn(root, n, "last"))},
            "sp1ep": {"reading": reading, "winners": sorted(W[id(root)]), "kingmakers": kms,
                      "allowed": {str(k): al[id(v)] for k, v in enumerate(ns) if not v.is_leaf}}}

def efg(root, n, title, names=None):
    names = names or [str(p) for p in range(1, n + 1)]
    lines = [f'EFG 2 R "{title}" {{ ' + " ".join(f'"{x}"' for x in names) + " }", '""', ""]
    sets = [0] * (n + 1)
    stack = [root]
    while stack:
        v = stack.pop()
        if v.is_leaf:
            pay = ", ".join("1" if p == v.winner else "0" for p in range(1, n + 1))
            lines.append(f't "" {v.winner} "{names[v.winner-1]} wins" {{ {pay} }}')
        else:
            sets[v.owner] += 1
            acts = " ".join(f'"{k+1}"' for k in range(len(v.children)))
            lines.append(f'p "" {v.owner} {sets[v.owner]} "" {{ {acts} }} 0')
            stack.extend(reversed(v.children))
    return "\n".join(lines) + "\n"
import json
D = sys.argv[2] + "/"
def efg1(root,n,title,names=None):
    # outcome payoffs listed once per outcome
    s=efg(root,n,title,names).splitlines()
    seen=set(); out=[]
    for l in s:
        if l.startswith('t "" '):
            w=l.split()[2]
            if w in seen: l=l.split(' "')[0] + ' ' if False else f't "" {w}'
            seen.add(w)
        out.append(l)
    return "\n".join(out)+"\n"
fig33=parse_bracket('c(a(C,B),b(C,A))'); open(D+"fig_3_3.efg","w").write(efg1(fig33,3,"Kingmaker thesis Fig. 3.3"))
fig41=parse_bracket('c(a(C,B),A)'); open(D+"fig_4_1.efg","w").write(efg1(fig41,3,"Kingmaker thesis Fig. 4.1 (right leaf 1)"))
fig46=parse_bracket('c(a(B,b(A,C)),A)'); open(D+"fig_4_6b.txt","w").write("# Kingmaker thesis Fig. 4.6, candidate B: P3{P1{[2],P2{[1],[3]}},[1]}\nc(a(B,b(A,C)),A)\n")
dtext=open(sys.argv[1] + "/diamond_tree.txt").read()
dia=parse_bracket(dtext); open(D+"diamond.efg","w").write(efg1(dia,3,"Diamond game (kingmaker thesis ch. 5)",["a","b","c"]))
exp={}
for name,t in [("fig_3_3",fig33),("fig_4_1",fig41),("fig_4_6b",fig46),("diamond",dia)]:
    for r in ("set","alt","eff"):
        exp[f"{name}/{r}"]=expected(t,3,r)
print(json.dumps(exp))
for k,v in exp.items():
    if k.startswith("diamond"): print(k, v["nodes"],v["leaves"],len(v["kingmaker"]),v["spe_count"],v["spe_winners"],v["maxn"],v["sp1ep"]["winners"],v["sp1ep"]["kingmakers"], len(v["kingmaker_generalised"]))
    else: print(k, json.dumps(v))
