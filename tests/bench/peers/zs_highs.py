#!/usr/bin/python3
"""Value of the zero-sum game with row-player payoff matrix M (a .npy or whitespace .txt file)
by scipy.optimize.linprog(method=METHOD) (HiGHS), the row player's LP:
    max v  s.t.  sum_i x_i M[i,j] >= v for every column j,  sum x = 1,  x >= 0.
Prints one JSON line: value, status, nit, linprog_cpu (time.process_time() around the
linprog call only), linprog_wall, process_cpu_at_exit (time.process_time() of the whole
process, imports and reading included)."""
import json, sys, time
import numpy as np
from scipy.optimize import linprog

path, method = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else 'highs')
M = np.load(path) if path.endswith('.npy') else np.loadtxt(path)
M = M.astype(float)
m, n = M.shape
c = np.zeros(m + 1); c[-1] = -1.0
A_ub = np.hstack([-M.T, np.ones((n, 1))])
b_ub = np.zeros(n)
A_eq = np.zeros((1, m + 1)); A_eq[0, :m] = 1.0
b_eq = np.ones(1)
bounds = [(0, None)] * m + [(None, None)]
t0 = time.process_time(); w0 = time.perf_counter()
res = linprog(c, A_ub=A_ub, b_ub=b_ub, A_eq=A_eq, b_eq=b_eq, bounds=bounds, method=method)
t1 = time.process_time(); w1 = time.perf_counter()
out = {'method': method, 'status': int(res.status), 'message': res.message,
       'value': float(-res.fun) if res.status == 0 else None, 'nit': int(res.nit),
       'linprog_cpu': t1 - t0, 'linprog_wall': w1 - w0}
if res.status == 0:
    x = res.x[:m]
    out['row_support'] = int((x > 1e-9).sum())
    out['guaranteed_by_x'] = float((x @ M).min())      # min over columns of x^T M
    y = -res.ineqlin.marginals                        # column player's strategy (duals)
    if y.sum() > 0:
        y = y / y.sum()
        out['col_support'] = int((y > 1e-9).sum())
        out['conceded_by_y'] = float((M @ y).max())
out['process_cpu_at_exit'] = time.process_time()
print(json.dumps(out))
