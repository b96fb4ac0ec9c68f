#!/usr/bin/python3
"""Write the random test games of the README's peer tables (fixed seeds) as Gambit .nfg
(payoff version) into the directory given (default ./peers/games).
Payoff order: strategy profiles with player 1's strategy varying fastest; per profile the
payoffs of players 1..n."""
import itertools, os, random, sys

OUT = sys.argv[1] if len(sys.argv) > 1 else 'peers/games'
os.makedirs(OUT, exist_ok=True)

def write_nfg(path, title, shape, payoff):  # payoff(profile) -> list of n ints
    n = len(shape)
    with open(path, 'w') as f:
        f.write('NFG 1 R "%s" { %s } { %s }\n\n' % (
            title, ' '.join('"P%d"' % (i + 1) for i in range(n)), ' '.join(map(str, shape))))
        vals = []
        # player 1 fastest: iterate with reversed product order
        for rev in itertools.product(*[range(s) for s in reversed(shape)]):
            prof = tuple(reversed(rev))
            vals.extend(payoff(prof))
        for k in range(0, len(vals), 20):
            f.write(' '.join(map(str, vals[k:k + 20])) + '\n')

def random_games(prefix, shapes, first_seed):
    """One game per shape, payoffs 0..99 drawn profile by profile (player 1 fastest), seed
    first_seed + index; named prefix_<shape>_s<seed>.nfg."""
    for idx, shape in enumerate(shapes):
        rng = random.Random(first_seed + idx)
        table = {}
        for rev in itertools.product(*[range(s) for s in reversed(shape)]):
            prof = tuple(reversed(rev))
            table[prof] = [rng.randint(0, 99) for _ in shape]
        name = '%s_%s_s%d' % (prefix, 'x'.join(map(str, shape)), first_seed + idx)
        write_nfg(os.path.join(OUT, name + '.nfg'), name, shape, lambda p: table[p])


# (ii) n-player random games, seed 2026+index
random_games('rand', [(2, 2, 2), (2, 2, 2, 2), (2, 2, 2, 2, 2), (3, 3, 3), (3, 3, 2, 2)], 2026)

# random games for the logit QRE section q, seed 2426+index
random_games('qre', [(10, 10), (20, 20), (50, 50), (100, 100), (5, 5, 5), (8, 8, 8), (4, 4, 4, 4),
                     (6, 6, 6, 6), (4, 4, 4, 4, 4)], 2426)

# section s (scale: one equilibrium of larger n-player games, issue 34), three seeds per shape:
# scale_<shape>_s<seed>.nfg, seeds 2534.. for 10x10x10, 2544.. 6^4, 2554.. 4^5, 2564.. 3^6
for base, shape in ((2534, (10, 10, 10)), (2544, (6, 6, 6, 6)), (2554, (4, 4, 4, 4, 4)), (2564, (3,) * 6)):
    for k in range(3):
        random_games('scale', [shape], base + k)

# bimatrix games for Lemke-Howson, seed 2026+100+m
for m in (100, 200):
    seed = 2126 + m
    rng = random.Random(seed)
    A = [[rng.randint(0, 99) for _ in range(m)] for _ in range(m)]
    B = [[rng.randint(0, 99) for _ in range(m)] for _ in range(m)]
    name = 'bimatrix_%dx%d_s%d' % (m, m, seed)
    write_nfg(os.path.join(OUT, name + '.nfg'), name, (m, m), lambda p: (A[p[0]][p[1]], B[p[0]][p[1]]))

# zero-sum games, seed 2026+200+m; also the matrix as text (row i = row player's payoffs)
for m in (100, 400, 1000):
    seed = 2226 + m
    rng = random.Random(seed)
    A = [[rng.randint(0, 99) for _ in range(m)] for _ in range(m)]
    name = 'zerosum_%dx%d_s%d' % (m, m, seed)
    write_nfg(os.path.join(OUT, name + '.nfg'), name, (m, m), lambda p: (A[p[0]][p[1]], -A[p[0]][p[1]]))
    with open(os.path.join(OUT, name + '.txt'), 'w') as f:
        for row in A:
            f.write(' '.join(map(str, row)) + '\n')

# the zero-sum matrices also as .npy (int64) for the SciPy script
try:
    import numpy as np
    for m in (100, 400, 1000):
        seed = 2226 + m
        base = os.path.join(OUT, 'zerosum_%dx%d_s%d' % (m, m, seed))
        np.save(base + '.npy', np.loadtxt(base + '.txt', dtype=np.int64))
except ImportError:
    print('numpy missing: no .npy written', file=sys.stderr)

# Section l: two-player general-sum trees with private types (tests/bench/privatetypetree.py,
# the trees of bench_tree_lemke.cpp): lemke_t<types>_p<public nodes>_s<seed>.efg.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
import privatetypetree  # noqa: E402
for types, public, seed in ((2, 15, 1), (2, 40, 1), (3, 40, 2), (2, 150, 3), (3, 120, 4)):
    name = 'lemke_t%d_p%d_s%d' % (types, public, seed)
    with open(os.path.join(OUT, name + '.efg'), 'w') as f:
        privatetypetree.write_efg(types, public, seed, f, general=True)
