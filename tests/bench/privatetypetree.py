#!/usr/bin/env python3
"""Writes the random private-type tree of tests/bench/privatetypetree.h as a Gambit .efg.

Same generator (splitmix64) and seed as the C++ header, so the file holds exactly the tree
that BM_SequenceFormRandomTree* solves; used to time `gamelab-cli tree solve`:

    python3 tests/bench/privatetypetree.py 4 1060 1 > /tmp/pt17k.efg    # ~17 000 nodes
    python3 tests/bench/privatetypetree.py 6 4360 1 > /tmp/pt157k.efg   # ~157 000 nodes
    python3 tests/bench/privatetypetree.py 6 27770 2 > /tmp/pt1m.efg    # 999 727 nodes (BM_…1M*)

With a fourth argument `general`, player 2's payoffs are redrawn as in
tests/bench/generalsumtree.h (a general-sum tree, for `gamelab-cli tree lemke`).
"""
import sys

MASK = (1 << 64) - 1
CHANCE, TERMINAL = -1, -2


class SplitMix64:
    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n):
        return self.next() % n


def public_tree(max_nodes, rng):
    mover, children, last_player, frontier = [0], [[]], [1], [0]
    while frontier:
        pick = rng.below(len(frontier))
        q = frontier[pick]
        frontier[pick] = frontier[-1]
        frontier.pop()
        branching = 2 + rng.below(2)
        terminal = (q != 0 and rng.below(5) == 0) or len(mover) + branching > max_nodes
        if terminal:
            mover[q] = TERMINAL
            continue
        previous = last_player[q]
        m = CHANCE if q != 0 and rng.below(10) == 0 else 1 - previous
        mover[q] = m
        for _ in range(branching):
            child = len(mover)
            children[q].append(child)
            mover.append(TERMINAL)
            children.append([])
            last_player.append(previous if m == CHANCE else m)
            frontier.append(child)
    return mover, children


GENERAL_SUM_SALT = 0x5DEECE66D


def write_efg(types, public_nodes, seed, out, general=False):
    rng = SplitMix64(seed)
    mover, children = public_tree(public_nodes, rng)
    p = len(mover)
    # Draw order as in C++: per deal, per public node in order, a payoff at each terminal;
    # chance sets are numbered root, type nodes, then per deal the public chance nodes in order.
    payoff, chance_number = {}, {}
    number = 1 + types
    for deal in range(types * types):
        for q in range(p):
            if mover[q] == TERMINAL:
                payoff[deal, q] = rng.below(21) - 10
            elif mover[q] == CHANCE:
                number += 1
                chance_number[deal, q] = number
    # General-sum: player 2's payoff at every terminal, terminals in node-id order (deal, q).
    second = {}
    if general:
        rng2 = SplitMix64(seed ^ GENERAL_SUM_SALT)
        for deal in range(types * types):
            for q in range(p):
                if mover[q] == TERMINAL:
                    second[deal, q] = rng2.below(21) - 10
    w = out.write
    title = "%sprivate types %d, public tree %d" % ("general-sum " if general else "", types, p)
    w('EFG 2 R "%s" { "1" "2" }\n""\n\n' % title)

    def chance_line(num, k):
        return 'c "" %d "" { %s } 0\n' % (num, " ".join('"%d" 1/%d' % (a + 1, k) for a in range(k)))

    w(chance_line(1, types))
    written = 0
    for t1 in range(types):
        w(chance_line(2 + t1, types))
        for t2 in range(types):
            deal = t1 * types + t2
            own = (t1, t2)
            stack = [0]
            while stack:
                q = stack.pop()
                m = mover[q]
                k = len(children[q])
                if m == TERMINAL:
                    v = payoff[deal, q]
                    if general:
                        written += 1  # one outcome per terminal, numbered as written
                        w('t "" %d "" { %d, %d }\n' % (written, v, second[deal, q]))
                    else:
                        w('t "" %d "%d" { %d, %d }\n' % (v + 11, v, v, -v))
                    continue
                if m == CHANCE:
                    w(chance_line(chance_number[deal, q], k))
                else:
                    w('p "" %d %d "" { %s } 0\n' % (m + 1, q * types + own[m] + 1,
                                                   " ".join('"%d"' % (a + 1) for a in range(k))))
                stack.extend(reversed(children[q]))


if __name__ == "__main__":
    if len(sys.argv) not in (4, 5) or (len(sys.argv) == 5 and sys.argv[4] != "general"):
        sys.exit("usage: privatetypetree.py TYPES PUBLIC_NODES SEED [general] > FILE.efg")
    write_efg(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.stdout, len(sys.argv) == 5)
