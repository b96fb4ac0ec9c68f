"""Minimal independent reader of Gambit .nfg files (payoff and outcome versions) and an
exact/float regret check for mixed profiles of n-player games. Used to judge agreement
between Gamelab and Gambit, independently of both."""
import itertools, re
from fractions import Fraction

TOK = re.compile(r'"(?:\\.|[^"\\])*"|\{|\}|,|[^\s{},"]+')

class Nfg:
    def __init__(self, path):
        toks = [t for t in TOK.findall(open(path, encoding='latin-1').read()) if t != ',']
        assert toks[0] == 'NFG', path
        i = 4
        assert toks[i] == '{'; i += 1
        self.players = []
        while toks[i] != '}': self.players.append(toks[i]); i += 1
        i += 1
        assert toks[i] == '{'; i += 1
        shape = []
        if toks[i] == '{':
            while toks[i] == '{':
                i += 1; c = 0
                while toks[i] != '}': c += 1; i += 1
                shape.append(c); i += 1
            assert toks[i] == '}'; i += 1
        else:
            while toks[i] != '}': shape.append(int(toks[i])); i += 1
            i += 1
        self.shape = shape
        n = len(shape)
        if i < len(toks) and toks[i].startswith('"'):
            i += 1  # comment
        npro = 1
        for s in shape: npro *= s
        profiles = [tuple(reversed(r)) for r in itertools.product(*[range(s) for s in reversed(shape)])]
        self.pay = {}
        if i < len(toks) and toks[i] == '{':  # outcome version
            i += 1
            outcomes = [[Fraction(0)] * n]
            while toks[i] == '{':
                i += 1
                i += 1  # outcome name
                vals = []
                while toks[i] != '}': vals.append(Fraction(toks[i])); i += 1
                i += 1
                vals += [Fraction(0)] * (n - len(vals))
                outcomes.append(vals)
            i += 1
            for p in profiles:
                self.pay[p] = outcomes[int(toks[i])]; i += 1
        else:
            for p in profiles:
                self.pay[p] = [Fraction(toks[i + k]) for k in range(n)]; i += n

    def payoff_vectors(self, prof):
        """prof: list of per-player probability lists (Fractions or floats).
        Returns per player the list of payoffs of each pure strategy against the others."""
        n = len(self.shape)
        res = [[0] * s for s in self.shape]
        for p, u in self.pay.items():
            for i in range(n):
                w = 1
                for j in range(n):
                    if j != i:
                        w = w * prof[j][p[j]]
                        if w == 0: break
                if w != 0:
                    res[i][p[i]] += w * u[i]
        return res

    def max_regret(self, prof):
        vecs = self.payoff_vectors(prof)
        r = 0
        for i, v in enumerate(vecs):
            val = sum(prof[i][k] * v[k] for k in range(len(v)))
            r = max(r, max(v) - val)
        return r

    def payoff_range(self):
        vals = [x for u in self.pay.values() for x in u]
        return max(vals) - min(vals)
