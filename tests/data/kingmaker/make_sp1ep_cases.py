"""Writes sp1ep_cases.txt from the reference (spec/reference/kingmaker_lib.py):
    cd <spec>/reference && python3 <repo>/tests/data/kingmaker/make_sp1ep_cases.py > <repo>/tests/data/kingmaker/sp1ep_cases.txt
Per case: the tree in bracket text, then per reading (set, alt, eff, kmn = no lookahead)
  nodes  : every decision node in pre-order as index:W:allowed:step (players from 1, child positions from 0)
  trace  : every restriction in order as node@ancestor:kept
  reduced: reduce(apply_strategy(tree, allowed)) in the P_k{...} notation and its counts
and 'transformed': reduce(tree) and its counts."""
from kingmaker_lib import *
from kingmaker_diamond import diamond_tree


def nim(piles, p, n=3):
    """kingmaker_reference.py nim(): last-move-wins Nim, moves in equal piles merged."""
    kids = []
    for i, h in enumerate(piles):
        if i > 0 and piles[i] == piles[i - 1]:
            continue
        for take in range(1, h + 1):
            q = list(piles)
            q[i] -= take
            q = tuple(sorted(q))
            kids.append(L(p) if sum(q) == 0 else nim(q, p % n + 1, n))
    return Node(p, kids, name=str(piles))


def bracket(v):
    if v.is_leaf:
        return chr(ord('A') + v.winner - 1)
    return chr(ord('a') + v.owner - 1) + '(' + ','.join(bracket(c) for c in v.children) + ')'


def brace(v):
    if v.is_leaf:
        return f'[{v.winner}]'
    return f'P{v.owner}{{' + ','.join(brace(c) for c in v.children) + '}'


def counts(v):
    return '%d/%d/%d' % count(v) if not v.is_leaf else '0/1/0'


def case(name, t, out):
    pre = list(nodes(t))
    index = {id(x): k for k, x in enumerate(pre)}
    out.append(f'case {name}')
    out.append(f'tree {bracket(t)}')
    for reading in ['set', 'alt', 'eff', 'kmn']:
        tr = []
        W, al, kind = sp1ep(t, 'set' if reading == 'kmn' else reading, tr, lookahead=reading != 'kmn')
        ns = ' '.join(f"{index[id(x)]}:{''.join(str(p) for p in sorted(W[id(x)]))}:"
                      f"{''.join(str(k) for k in al[id(x)])}:{kind[id(x)]}" for x in pre if not x.is_leaf)
        out.append(f'{reading} nodes {ns}')
        # The trace strings of the reference name nodes; rebuild them with indices.
        tr2 = []
        sp1ep_indexed(t, 'set' if reading == 'kmn' else reading, reading != 'kmn', index, tr2)
        out.append(f'{reading} trace {" ".join(tr2)}'.rstrip())
        r = reduce(apply_strategy(t, al))
        out.append(f'{reading} reduced {brace(r)} {counts(r)}')
    r = reduce(t)
    out.append(f'transformed {brace(r)} {counts(r)}')


def sp1ep_indexed(t, reading, lookahead, index, tr2):
    # Name every node by its index so the reference's own trace lines carry them.
    saved = {}
    for x in nodes(t):
        saved[id(x)] = x.name
        x.name = str(index[id(x)])
    tr = []
    sp1ep(t, reading, tr, lookahead)
    for x in nodes(t):
        x.name = saved[id(x)]
    for line in tr:
        # "<x> (player i) at ancestor <z> (player j): keep children [k, ...]"
        x = line.split(' ')[0]
        z = line.split('at ancestor ')[1].split(' ')[0]
        keep = ''.join(line.split('keep children [')[1].rstrip(']').replace(' ', '').split(','))
        tr2.append(f'{x}@{z}:{keep}')


cases = []
case('fig3.3', N(3, N(1, L(3), L(2)), N(2, L(3), L(1))), cases)
case('fig4.1', N(3, N(1, L(3), L(2)), L(1)), cases)
case('fig4.1-right2', N(3, N(1, L(3), L(2)), L(2)), cases)
case('fig4.2', N(3, N(1, L(3), L(2)), L(3)), cases)
case('fig4.6B', N(3, N(1, L(2), N(2, L(1), L(3))), L(1)), cases)
case('fig4.6A', N(3, N(1, L(2), N(2, L(1), L(3))), L(2)), cases)
case('fig3.1b', N(1, L(1), L(2)), cases)
case('fig3.1c', N(2, L(1), L(1)), cases)
case('fig3.2', N(1, L(2), L(3)), cases)
case('four-players', N(3, N(1, L(4), N(2, L(3), L(4))), L(4)), cases)
case('diamond', diamond_tree(), cases)
for piles in [(1, 2), (2, 2), (1, 3), (2, 3), (1, 2, 3)]:
    c = collapse_win_nodes(nim(piles, 1))
    if not c.is_leaf:
        case('nim' + ''.join(map(str, piles)), c, cases)
print('\n'.join(cases))
