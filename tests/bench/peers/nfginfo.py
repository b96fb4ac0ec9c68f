#!/usr/bin/python3
"""Print players and strategy counts of Gambit .nfg files (header only)."""
import re, sys
TOK = re.compile(r'"(?:\\.|[^"\\])*"|\{|\}|[^\s{}"]+')
def shape(path):
    toks = TOK.findall(open(path, encoding='latin-1').read())
    i = 3  # NFG 1 R|D "title"
    assert toks[0] == 'NFG'
    i = 4
    assert toks[i] == '{'; i += 1
    players = []
    while toks[i] != '}': players.append(toks[i]); i += 1
    i += 1
    assert toks[i] == '{'; i += 1
    counts = []
    if toks[i] == '{':
        while toks[i] == '{':
            i += 1; c = 0
            while toks[i] != '}': c += 1; i += 1
            counts.append(c); i += 1
    else:
        while toks[i] != '}': counts.append(int(toks[i])); i += 1
    return len(players), counts
if __name__ == '__main__':
    for p in sys.argv[1:]:
        n, c = shape(p)
        prod = 1
        for x in c: prod *= x
        print(p, n, 'x'.join(map(str, c)), prod)
