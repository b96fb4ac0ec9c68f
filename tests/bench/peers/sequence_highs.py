#!/usr/bin/python3
"""Section s: the sequence-form LP of a random private-type tree (tests/bench/privatetypetree.h)
solved by Gamelab's Clp adapter and by SciPy's HiGHS (scipy.optimize.linprog, methods
'highs-ds' and 'highs-ipm') in one run, on exactly the same LP: gamelab_sequence_lp_export
writes it (buildSequenceLp, side 0) as raw arrays and times Clp's barrier and dual simplex on
it; this script loads the arrays and times linprog.
usage: sequence_highs.py EXPORTER OUT_DIR [TYPES PUBLIC_NODES SEED]...   (default: 6 4360 2)
Trees of more than 500 000 nodes skip Clp's dual simplex (many minutes); every HiGHS solve
stops at TIME_LIMIT (env SEQUENCE_HIGHS_TIME_LIMIT, default 600 s).
Prints one JSON line per solve: solver, seconds (wall, the solve call only; for HiGHS also
linprog_cpu), status, objective; writes them to OUT_DIR/sequence_lp.json."""
import json, os, subprocess, sys, time
import numpy as np
from scipy.optimize import linprog
from scipy.sparse import csr_matrix

TIME_LIMIT = float(os.environ.get('SEQUENCE_HIGHS_TIME_LIMIT', '600'))  # seconds per HiGHS solve


def load(d):
    meta = json.load(open(os.path.join(d, 'meta.json')))
    f = lambda name, t: np.fromfile(os.path.join(d, name), dtype=t)
    A = csr_matrix((f('vals.f64', '<f8'), (f('rows.i32', '<i4'), f('cols.i32', '<i4'))),
                   shape=(meta['m'], meta['n']))
    return meta, A, f('cost.f64', '<f8'), f('collo.f64', '<f8'), f('colup.f64', '<f8'), \
        f('rowlo.f64', '<f8'), f('rowup.f64', '<f8')


def highs(d, method):
    meta, A, cost, collo, colup, rowlo, rowup = load(d)
    c = -cost if meta['sense'] == 'max' else cost
    eq = rowlo == rowup
    ub, lb = ~eq & np.isfinite(rowup), ~eq & np.isfinite(rowlo)
    A_ub = csr_matrix(np.zeros((0, meta['n'])))
    parts, rhs = [], []
    if ub.any(): parts.append(A[ub]); rhs.append(rowup[ub])
    if lb.any(): parts.append(-A[lb]); rhs.append(-rowlo[lb])
    from scipy.sparse import vstack
    A_ub = vstack(parts).tocsr() if parts else None
    b_ub = np.concatenate(rhs) if rhs else None
    bounds = np.column_stack([np.where(np.isfinite(collo), collo, -np.inf),
                              np.where(np.isfinite(colup), colup, np.inf)])
    t0, w0 = time.process_time(), time.perf_counter()
    res = linprog(c, A_ub=A_ub, b_ub=b_ub, A_eq=A[eq], b_eq=rowlo[eq], bounds=bounds, method=method,
                  options={'time_limit': TIME_LIMIT})
    t1, w1 = time.process_time(), time.perf_counter()
    obj = None if res.status != 0 else float(-res.fun if meta['sense'] == 'max' else res.fun)
    return {'solver': method, 'seconds': round(w1 - w0, 3), 'linprog_cpu': round(t1 - t0, 3),
            'status': 'optimal' if res.status == 0 else res.message, 'objective': obj,
            'nit': int(res.nit)}


def main():
    exporter, out = sys.argv[1], sys.argv[2]
    trees = [sys.argv[i:i + 3] for i in range(3, len(sys.argv), 3)] or [['6', '4360', '2']]
    os.makedirs(out, exist_ok=True)
    results = []
    for types, public, seed in trees:
        d = os.path.join(out, f'sequence_lp_{types}_{public}_{seed}')
        os.makedirs(d, exist_ok=True)
        nodes = 1 + int(types) + int(types) ** 2 * int(public)  # at most (privatetypetree.h)
        timing = '--time-clp-barrier' if nodes > 500000 else '--time-clp'
        run = subprocess.run([exporter, types, public, seed, d, timing], check=True,
                             capture_output=True, text=True)
        meta = json.load(open(os.path.join(d, 'meta.json')))
        rows = [json.loads(line) for line in run.stdout.splitlines() if line.startswith('{')]
        for method in ('highs-ds', 'highs-ipm'):
            rows.append(highs(d, method))
        for r in rows:
            r.update(tree=f'{types} {public} {seed}', nodes=meta['nodes'], n=meta['n'], m=meta['m'],
                     nnz=meta['nnz'])
            print(json.dumps(r), flush=True)
        results += rows
    json.dump(results, open(os.path.join(out, 'sequence_lp.json'), 'w'), indent=1)


if __name__ == '__main__':
    main()
