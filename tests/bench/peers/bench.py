#!/usr/bin/python3
"""Gamelab vs peers (Gambit command-line tools, SciPy/HiGHS), measured alternately in one run.

usage: bench.py --gamelab PATH --gambit-bin DIR --gambit-games DIR --games DIR --out DIR
                [--runs 3] [--sections abcdlqsz]

CPU time = ru_utime + ru_stime of the measured process as returned by wait4() (the numbers
/usr/bin/time -f "%U %S" prints, at microsecond instead of 10 ms resolution); the minimum of
--runs runs is reported. Each round runs Gamelab, then the peer, then the next round.
Raw outputs of the last run are kept in OUT/raw/, all timings in OUT/results.json.
"""
import argparse, json, math, os, re, signal, subprocess, sys, threading, time
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from nfg import Nfg

TOL = 1e-6


def measure(cmd, out_path, timeout):
    """Run cmd with stdout to out_path; return dict of user/sys/cpu/wall/rc/timed_out."""
    with open(out_path, 'w') as out, open(out_path + '.err', 'w') as err:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=out, stderr=err, start_new_session=True)
        timed_out = [False]

        def kill():
            timed_out[0] = True
            try:
                os.killpg(p.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        timer = threading.Timer(timeout, kill)
        timer.start()
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
        timer.cancel()
        p.returncode = os.waitstatus_to_exitcode(status)
    return {'user': ru.ru_utime, 'sys': ru.ru_stime, 'cpu': ru.ru_utime + ru.ru_stime,
            'wall': wall, 'rc': p.returncode, 'timed_out': timed_out[0],
            'maxrss_kb': ru.ru_maxrss}


def bench(entries, runs, timeout, rawdir, key, keep_json=()):
    """entries: list of (name, cmd). Alternate: round r runs every entry once in order.
    For names in keep_json, each run's stdout (one JSON object) is kept in the run record."""
    res = {name: [] for name, _ in entries}
    gave_up = set()
    for r in range(runs):
        for name, cmd in entries:
            if name in gave_up:
                continue
            out = os.path.join(rawdir, '%s.%s.out' % (key, name))
            m = measure(cmd, out, timeout)
            if name in keep_json:
                try:
                    m['json'] = json.load(open(out))
                except Exception as ex:
                    m['json_error'] = repr(ex)
            res[name].append(m)
            print('  %-28s %-14s run %d: cpu %.4f s wall %.4f s rc %d%s' % (
                key, name, r + 1, m['cpu'], m['wall'], m['rc'],
                ' TIMEOUT' if m['timed_out'] else ''), flush=True)
            if m['timed_out']:
                gave_up.add(name)  # a run that hit the timeout is not repeated
    summary = {}
    for name, ms in res.items():
        ok = [m for m in ms if not m['timed_out']]
        summary[name] = {
            'runs': ms,
            'min_cpu': min(m['cpu'] for m in ok) if ok else None,
            'min_wall': min(m['wall'] for m in ok) if ok else None,
            'timed_out': len(ok) < len(ms),
            'rc': ms[-1]['rc'],
            'out': os.path.join(rawdir, '%s.%s.out' % (key, name)),
        }
    return summary


def frac(s):
    return Fraction(s)


def parse_gambit_profiles(path):
    """Lines 'NE,p1,p2,...' -> list of flat lists of strings."""
    res = []
    for line in open(path):
        line = line.strip()
        if line.startswith('NE,'):
            res.append(line.split(',')[1:])
    return res


def split_flat(flat, shape):
    out, k = [], 0
    for s in shape:
        out.append(flat[k:k + s]); k += s
    return out


def gamelab_profiles(d):
    """Gamelab JSON -> list of (float profile (flat), exact profile or None, entry)."""
    res = []
    for e in d.get('equilibria', []):
        flat_exact = [Fraction(x) for s in e['strategies'] for x in s]
        if 'strategies_float' in e:
            flat_float = [float(x) for s in e['strategies_float'] for x in s]
        else:
            flat_float = [float(x) for x in flat_exact]
        res.append((flat_float, flat_exact if e.get('exact', True) else None, e))
    return res


def close(a, b):
    return len(a) == len(b) and max(abs(x - y) for x, y in zip(a, b)) <= TOL


# ---------------------------------------------------------------- section a
def section_a(args, rawdir):
    contrib = ['2x2x2', '2x2x2x2', '2x2x2x2x2', '3x3x3', '5x4x3', '8x2x2', 'coord333',
               'g1', 'g2', 'g3', 'perfect3']
    files = [os.path.join(args.gambit_games, c + '.nfg') for c in contrib]
    files += [os.path.join(args.games, f) for f in sorted(os.listdir(args.games))
              if f.startswith('rand_') and f.endswith('.nfg')]
    enumpoly = os.path.join(args.gambit_bin, 'gambit-enumpoly')
    rows = []
    for f in files:
        key = 'a.' + os.path.basename(f)[:-4]
        print(key, flush=True)
        s = bench([('gamelab', [args.gamelab, 'equilibria', '--timeout', str(args.timeout_a), f]),
                   ('enumpoly', [enumpoly, '-q', '-d', '12', f])],
                  args.runs, args.timeout_a + 5, rawdir, key)
        g = Nfg(f)
        shape = g.shape
        row = {'game': f, 'shape': 'x'.join(map(str, shape)), 'gamelab': s['gamelab'],
               'enumpoly': s['enumpoly']}
        try:
            d = json.load(open(s['gamelab']['out']))
            gl = gamelab_profiles(d)
            row['gamelab_count'] = d.get('count')
            row['gamelab_complete'] = d.get('complete')
            row['gamelab_inexact'] = sum(1 for x in gl if x[1] is None)
        except Exception as ex:
            gl = []
            row['gamelab_error'] = repr(ex)
        ep = [[float(x) for x in p] for p in parse_gambit_profiles(s['enumpoly']['out'])]
        row['enumpoly_count'] = len(ep)
        rng = float(g.payoff_range()) or 1.0
        # enumpoly's equilibria contained in Gamelab's?
        missing = []
        for p in ep:
            if not any(close(p, q[0]) for q in gl):
                reg = g.max_regret(split_flat(p, shape))
                missing.append({'profile': p, 'max_regret': reg, 'rel_regret': reg / rng})
        row['enumpoly_not_in_gamelab'] = missing
        # Gamelab's equilibria not reported by enumpoly: verify independently
        extra = []
        for q in gl:
            if not any(close(p, q[0]) for p in ep):
                if q[1] is not None:
                    reg = g.max_regret(split_flat(q[1], shape))
                    extra.append({'profile': q[0], 'exact': True, 'max_regret': str(reg)})
                else:
                    reg = g.max_regret(split_flat(q[0], shape))
                    extra.append({'profile': q[0], 'exact': False, 'max_regret': reg,
                                  'rel_regret': reg / rng})
        row['gamelab_not_in_enumpoly'] = extra
        # duplicates inside each list
        row['gamelab_dups'] = sum(1 for i in range(len(gl)) for j in range(i)
                                  if close(gl[i][0], gl[j][0]))
        row['enumpoly_dups'] = sum(1 for i in range(len(ep)) for j in range(i)
                                   if close(ep[i], ep[j]))
        # exact check of all Gamelab's exact equilibria
        bad = []
        for q in gl:
            if q[1] is not None and g.max_regret(split_flat(q[1], shape)) != 0:
                bad.append(q[0])
        row['gamelab_exact_not_nash'] = bad
        rows.append(row)
    return rows


# ---------------------------------------------------------------- section b
def bimatrix_check(g, flat):
    prof = split_flat(flat, g.shape)
    return g.max_regret(prof)


def section_b(args, rawdir):
    lcp = os.path.join(args.gambit_bin, 'gambit-lcp')
    rows = []
    for m in (100, 200):
        f = [os.path.join(args.games, x) for x in sorted(os.listdir(args.games))
             if x.startswith('bimatrix_%dx%d_' % (m, m)) and x.endswith('.nfg')][0]
        key = 'b.' + os.path.basename(f)[:-4]
        print(key, flush=True)
        s = bench([('gamelab', [args.gamelab, 'equilibria', '--method', 'lh', '--labels', 'first',
                                '--timeout', str(args.timeout_b), f]),
                   ('lcp_exact', [lcp, '-q', '-e', '1', f]),
                   ('lcp_float', [lcp, '-q', '-e', '1', '-d', '12', f])],
                  args.runs, args.timeout_b + 5, rawdir, key)
        g = Nfg(f)
        row = {'game': f, 'shape': '%dx%d' % (m, m), 'results': s}
        try:
            d = json.load(open(s['gamelab']['out']))
            row['gamelab_runs'] = d.get('runs')
            gl = gamelab_profiles(d)
            row['gamelab_count'] = len(gl)
            row['gamelab_regret'] = [str(bimatrix_check(g, q[1])) if q[1] is not None
                                     else bimatrix_check(g, q[0]) for q in gl]
            row['gamelab_support'] = [[sum(1 for x in s_ if Fraction(x) != 0) for s_ in e['strategies']]
                                      for e in d['equilibria']]
        except Exception as ex:
            row['gamelab_error'] = repr(ex)
            gl = []
        for name in ('lcp_exact', 'lcp_float'):
            ps = parse_gambit_profiles(s[name]['out'])
            row[name + '_count'] = len(ps)
            if name == 'lcp_exact':
                row[name + '_regret'] = [str(bimatrix_check(g, [Fraction(x) for x in p])) for p in ps]
                row[name + '_support'] = [[sum(1 for x in part if Fraction(x) != 0)
                                           for part in split_flat(p, g.shape)] for p in ps]
                row[name + '_same_as_gamelab'] = [any(close([float(Fraction(x)) for x in p], q[0])
                                                      for q in gl) for p in ps]
            else:
                row[name + '_regret'] = [bimatrix_check(g, [float(x) for x in p]) for p in ps]
                row[name + '_same_as_gamelab'] = [any(close([float(x) for x in p], q[0])
                                                      for q in gl) for p in ps]
        rows.append(row)
    return rows


# ---------------------------------------------------------------- section c
def zs_value_from_profile(g, flat):
    x, y = split_flat(flat, g.shape)
    v = 0
    for (i, j), u in g.pay.items():
        if x[i] and y[j]:
            v += x[i] * y[j] * u[0]
    return v


def section_c(args, rawdir):
    lp = os.path.join(args.gambit_bin, 'gambit-lp')
    rows = []
    f = [os.path.join(args.games, x) for x in sorted(os.listdir(args.games))
         if x.startswith('zerosum_100x100_') and x.endswith('.nfg')][0]
    key = 'c.' + os.path.basename(f)[:-4]
    print(key, flush=True)
    s = bench([('gamelab', [args.gamelab, 'zerosum', '--timeout', str(args.timeout_c), f]),
               ('gamelab_nodom', [args.gamelab, 'zerosum', '--dominance', 'none',
                                  '--timeout', str(args.timeout_c), f]),
               ('gambit_lp', [lp, '-q', f]),
               ('gambit_lp_float', [lp, '-q', '-d', '12', f])],
              args.runs, args.timeout_c, rawdir, key)
    g = Nfg(f)
    row = {'game': f, 'shape': '100x100', 'results': s}
    for name in ('gamelab', 'gamelab_nodom'):
        try:
            d = json.load(open(s[name]['out']))
            row[name + '_value'] = d['value']
            row[name + '_verified'] = d.get('verified')
            flat = [Fraction(x) for x in d['row_strategy'] + d['col_strategy']]
            row[name + '_regret'] = str(bimatrix_check(g, flat))
        except Exception as ex:
            row[name + '_error'] = repr(ex)
    for name, conv in (('gambit_lp', Fraction), ('gambit_lp_float', float)):
        ps = parse_gambit_profiles(s[name]['out'])
        row[name + '_count'] = len(ps)
        if ps and not s[name]['timed_out']:
            flat = [conv(x) if conv is float else Fraction(x) for x in ps[0]]
            v = zs_value_from_profile(g, flat)
            row[name + '_value'] = str(v) if conv is Fraction else v
            row[name + '_regret'] = str(bimatrix_check(g, flat)) if conv is Fraction else bimatrix_check(g, flat)
    rows.append(row)
    return rows


# ---------------------------------------------------------------- section d
def section_d(args, rawdir):
    rows = []
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'zs_highs.py')
    for m in (400, 1000):
        f = [os.path.join(args.games, x) for x in sorted(os.listdir(args.games))
             if x.startswith('zerosum_%dx%d_' % (m, m)) and x.endswith('.nfg')][0]
        npy = f[:-4] + '.npy'
        key = 'd.' + os.path.basename(f)[:-4]
        print(key, flush=True)
        entries = [('gamelab_float', [args.gamelab, 'zerosum', '--float', '--dominance', 'none',
                                      '--timeout', str(args.timeout_c), f])]
        for meth in ('highs', 'highs-ds', 'highs-ipm'):
            entries.append((meth, ['/usr/bin/python3', script, npy, meth]))
        if args.gamelab_exact_d:
            entries.append(('gamelab_exact', [args.gamelab, 'zerosum', '--timeout',
                                              str(args.timeout_c), f]))
        s = bench(entries, args.runs, args.timeout_c, rawdir, key,
                  keep_json=('highs', 'highs-ds', 'highs-ipm'))
        row = {'game': f, 'shape': '%dx%d' % (m, m), 'results': s}
        d = json.load(open(s['gamelab_float']['out']))
        row['gamelab_value'] = float(d.get('value_float', d['value']))
        if 'gamelab_exact' in s:
            de = json.load(open(s['gamelab_exact']['out']))
            row['gamelab_exact_value'] = de['value']
            row['gamelab_exact_verified'] = de.get('verified')
        for meth in ('highs', 'highs-ds', 'highs-ipm'):
            try:
                dd = json.load(open(s[meth]['out']))
            except Exception as ex:
                row[meth + '_error'] = repr(ex)
                continue
            row[meth + '_value'] = dd['value']
            row[meth + '_status'] = dd['status']
            lp = [r['json']['linprog_cpu'] for r in s[meth]['runs'] if 'json' in r]
            row[meth + '_linprog_cpu_min'] = min(lp) if lp else None
            tot = [r['json']['process_cpu_at_exit'] for r in s[meth]['runs'] if 'json' in r]
            row[meth + '_process_cpu_at_exit_min'] = min(tot) if tot else None
            row[meth + '_nit'] = dd.get('nit')
        rows.append(row)
    return rows


# ---------------------------------------------------------------- section q
QRE_LAMBDA = 1000000  # gamelab-cli qre's default --max-lambda; gambit-logit -l traces to it


def first_line(path):
    try:
        for line in open(path):
            if line.strip():
                return line.strip()[:200]
    except OSError:
        pass
    return ''


def flatten_lists(v):
    """Strategic: [[p, ...], ...] per player; tree: {"player": {"set": [p, ...]}} (numeric
    key order, the order in which gambit-logit prints a behaviour profile)."""
    if isinstance(v, dict):
        out = []
        for k in sorted(v, key=int):
            out += flatten_lists(v[k])
        return out
    if v and isinstance(v[0], list):
        return [x for part in v for x in part]
    return list(v)


def parse_logit_line(path):
    """gambit-logit -e prints one line 'LAMBDA,p1,p2,...' (with -l) or 'NE,p1,...'.
    Returns (lambda or 'NE', [floats]) or None."""
    try:
        for line in open(path):
            parts = line.strip().split(',')
            if len(parts) > 1:
                lam = parts[0] if parts[0] == 'NE' else float(parts[0])
                return lam, [float(x) for x in parts[1:]]
    except (OSError, ValueError):
        pass
    return None


def maxdiff(a, b):
    if a is None or b is None:
        return None
    if len(a) != len(b):
        return 'length %d vs %d' % (len(a), len(b))
    return max((abs(float(x) - float(y)) for x, y in zip(a, b)), default=0.0)


def section_q(args, rawdir):
    """Logit QRE, principal branch from lambda 0 to 1e6: `gamelab-cli qre FILE` (its default
    output: every point of the trace, then the end rounded to an exact equilibrium) against
    `gambit-logit -e -l 1000000` (the branch traced to lambda = 1e6, only that point printed)
    and, for reference, `gambit-logit -e` (Gambit's own stop: max regret <= 1e-8 of the
    payoff range). Both tools get the same wall-clock limit (killed after --timeout-q s)."""
    logit = os.path.join(args.gambit_bin, 'gambit-logit')
    files = [os.path.join(args.gambit_games, f) for f in sorted(os.listdir(args.gambit_games))
             if f.endswith('.nfg')]
    files += [os.path.join(args.gambit_games, f) for f in sorted(os.listdir(args.gambit_games))
              if f.endswith('.efg')]
    files += [os.path.join(args.games, f) for f in sorted(os.listdir(args.games))
              if f.startswith('qre_') and f.endswith('.nfg')]
    rows = []
    for f in files:
        base = os.path.basename(f)
        key = 'q.' + base.replace('.', '_')
        print(key, flush=True)
        s = bench([('gamelab', [args.gamelab, 'qre', f]),
                   ('logit', [logit, '-q', '-e', '-d', '15', '-l', str(QRE_LAMBDA), f]),
                   ('logit_nash', [logit, '-q', '-e', '-d', '15', f])],
                  args.runs, args.timeout_q, rawdir, key)
        tree = f.endswith('.efg')
        row = {'game': f, 'kind': 'efg' if tree else 'nfg', 'results': s}
        for name in ('gamelab', 'logit', 'logit_nash'):
            if s[name]['rc'] != 0 or s[name]['timed_out']:
                row[name + '_error'] = ('timeout' if s[name]['timed_out'] else
                                        'rc %d: %s' % (s[name]['rc'], first_line(s[name]['out'] + '.err')))
        # Gamelab: the last point of the trace and the rounded end
        gl_end = gl_limit = gl_limit_exact = None
        if 'gamelab_error' not in row:
            try:
                d = json.load(open(s['gamelab']['out']))
                pts = d.get('points') or []
                fld = 'behaviour_float' if tree else 'strategies_float'
                if pts:  # the trace's last point: lambda = 1e6 unless it stopped early
                    gl_end = flatten_lists(pts[-1][fld])
                    row['gamelab_end_lambda'] = pts[-1]['lambda']
                row['gamelab_points'] = len(pts)
                row['gamelab_lambda_max'] = d.get('lambda_max')
                row['gamelab_complete'] = d.get('complete')
                lim = d.get('limit', {})
                row['gamelab_exact'] = lim.get('exact')
                row['gamelab_verified'] = lim.get('verified')
                # the rounded end (exact when lim['exact']), as floats for the comparisons
                gl_limit_exact = flatten_lists(lim['behaviour' if tree else 'strategies'])
                gl_limit = [float(Fraction(x)) for x in gl_limit_exact]
                if tree:
                    row['gamelab_size'] = '%d players, %d sets, %d actions' % (
                        len(lim['behaviour']), sum(len(v) for v in lim['behaviour'].values()),
                        len(gl_limit))
            except Exception as ex:
                row['gamelab_parse_error'] = repr(ex)
        gb_end = parse_logit_line(s['logit']['out']) if 'logit_error' not in row else None
        if gb_end:
            row['logit_end_lambda'] = gb_end[0]
            gb_end = gb_end[1]
        gb_nash = parse_logit_line(s['logit_nash']['out']) if 'logit_nash_error' not in row else None
        if gb_nash:
            gb_nash = gb_nash[1]
        row['diff_end'] = maxdiff(gl_end, gb_end)            # the two traces' last points
        row['diff_limit_logit'] = maxdiff(gl_limit, gb_end)  # Gamelab's rounded end vs that of -l 1e6
        row['diff_limit_nash'] = maxdiff(gl_limit, gb_nash)  # ... vs gambit-logit -e's "NE" line
        # strategic games: independent regret check (nfg.py), relative to the payoff range
        if not tree:
            try:
                g = Nfg(f)
                row['shape'] = 'x'.join(map(str, g.shape))
                rng = float(g.payoff_range()) or 1.0
                if gl_limit_exact is not None and row.get('gamelab_exact'):
                    row['gamelab_limit_regret'] = str(g.max_regret(
                        split_flat([Fraction(x) for x in gl_limit_exact], g.shape)))
                elif gl_limit is not None:
                    row['gamelab_limit_rel_regret'] = g.max_regret(split_flat(gl_limit, g.shape)) / rng
                for name, prof in (('logit', gb_end), ('logit_nash', gb_nash)):
                    if prof is not None and len(prof) == sum(g.shape):
                        row[name + '_rel_regret'] = g.max_regret(split_flat(prof, g.shape)) / rng
            except Exception as ex:
                row['nfg_check_error'] = repr(ex)
        rows.append(row)
    return rows


# ---------------------------------------------------------------- section l
def efg_players(path):
    """The number of players named in an .efg header ({ "1" "2" }), or 0 if unreadable."""
    try:
        head = open(path, errors='replace').read(4096)
        names = head[head.index('{') + 1:head.index('}')]
        return len(re.findall(r'"(?:[^"\\]|\\.)*"', names))
    except ValueError:
        return 0


def section_l(args, rawdir):
    """One equilibrium of a two-player tree: `gamelab-cli tree lemke FILE` (exact, proved by
    exact best replies) against `gambit-lcp -q FILE` (the sequence form, exact rationals) and
    `gambit-lcp -q -d 12 FILE` (floating point), on contrib/games' two-player .efg files and the
    generated general-sum trees (lemke_*.efg, gen_games.py)."""
    lcp = os.path.join(args.gambit_bin, 'gambit-lcp')
    files = [os.path.join(args.gambit_games, f) for f in sorted(os.listdir(args.gambit_games))
             if f.endswith('.efg') and efg_players(os.path.join(args.gambit_games, f)) == 2]
    files += [os.path.join(args.games, f) for f in sorted(os.listdir(args.games))
              if f.startswith('lemke_') and f.endswith('.efg')]
    rows = []
    for f in files:
        key = 'l.' + os.path.basename(f).replace('.', '_')
        print(key, flush=True)
        s = bench([('gamelab', [args.gamelab, 'tree', 'lemke', '--timeout', str(args.timeout_l), f]),
                   ('lcp_exact', [lcp, '-q', f]),
                   ('lcp_float', [lcp, '-q', '-d', '12', f])],
                  args.runs, args.timeout_l + 5, rawdir, key)
        row = {'game': f, 'results': s}
        for name in s:
            if s[name]['rc'] != 0 or s[name]['timed_out']:
                row[name + '_error'] = ('timeout' if s[name]['timed_out'] else
                                        'rc %d: %s' % (s[name]['rc'], first_line(s[name]['out'] + '.err')))
        if 'gamelab_error' not in row:
            try:
                d = json.load(open(s['gamelab']['out']))
                row['gamelab_verified'] = d.get('verified')
                row['gamelab_payoffs'] = d.get('payoffs')
                row['gamelab_pivots'] = d.get('pivots')
                row['gamelab_sets'] = sum(len(v) for v in d['behaviour'].values())
            except Exception as ex:
                row['gamelab_parse_error'] = repr(ex)
        for name in ('lcp_exact', 'lcp_float'):
            if name + '_error' not in row:
                row[name + '_count'] = len(parse_gambit_profiles(s[name]['out']))
        rows.append(row)
    return rows


# ---------------------------------------------------------------- section s
def first_profile_regret(g, profile):
    """(max regret / payoff range) of one flat profile; exact Fractions give an exact 0."""
    rng = float(g.payoff_range()) or 1.0
    return float(g.max_regret(split_flat(profile, g.shape))) / rng


def section_s(args, rawdir):
    """Scale: one equilibrium of random n-player games (3x10x10x10, 4x6^4, 5x4^5, 6x3^6, three
    seeds each): `gamelab-cli equilibria --method one` (a pure equilibrium, else the QRE
    limit polished, exact or with a certified regret) against `gambit-gnm` (global Newton,
    its default ray) and `gambit-logit -e` (Gambit's own stop of the logit branch), and, for
    the counts, Gamelab's default `equilibria` (support search with its 5 s budget). Each
    tool's first equilibrium is checked by nfg.py: max regret / payoff range."""
    gnm = os.path.join(args.gambit_bin, 'gambit-gnm')
    logit = os.path.join(args.gambit_bin, 'gambit-logit')
    files = [os.path.join(args.games, f) for f in sorted(os.listdir(args.games))
             if f.startswith('scale_') and f.endswith('.nfg')]
    rows = []
    for f in files:
        key = 's.' + os.path.basename(f).replace('.', '_')
        print(key, flush=True)
        s = bench([('gamelab', [args.gamelab, 'equilibria', '--method', 'one', f]),
                   ('gnm', [gnm, '-q', '-d', '15', f]),
                   ('logit', [logit, '-q', '-e', '-d', '15', f]),
                   ('gamelab_budget', [args.gamelab, 'equilibria', f])],
                  args.runs, args.timeout_s, rawdir, key)
        g = Nfg(f)
        row = {'game': f, 'shape': 'x'.join(map(str, g.shape)), 'results': s}
        try:
            d = json.load(open(s['gamelab']['out']))
            e = d['equilibria'][0]
            row['gamelab_found_by'] = e.get('found_by')
            row['gamelab_exact'] = e.get('exact')
            row['gamelab_regret'] = first_profile_regret(g, [Fraction(x) for p in e['strategies'] for x in p])
            row['gamelab_certified'] = e.get('max_regret_float')
        except Exception as ex:
            row['gamelab_error'] = repr(ex)
        try:
            d = json.load(open(s['gamelab_budget']['out']))
            row['gamelab_budget_count'] = d['count']
            row['gamelab_budget_complete'] = d['complete']
        except Exception as ex:
            row['gamelab_budget_error'] = repr(ex)
        gp = parse_gambit_profiles(s['gnm']['out'])
        row['gnm_count'] = len(gp)
        if gp:
            row['gnm_regret'] = first_profile_regret(g, [float(x) for x in gp[0]])
        lp = parse_logit_line(s['logit']['out'])
        if lp:
            row['logit_regret'] = first_profile_regret(g, lp[1])
        rows.append(row)
    return rows


# ---------------------------------------------------------------- section z
def section_z(args, rawdir):
    """Process start-up baseline: a trivial command of each binary (no game is solved)."""
    key = 'z.startup'
    print(key, flush=True)
    s = bench([('gamelab_nim1', [args.gamelab, 'nim', '1']),
               ('enumpoly_v', [os.path.join(args.gambit_bin, 'gambit-enumpoly'), '-v']),
               ('python_scipy_import', ['/usr/bin/python3', '-c',
                                        'import numpy, scipy.optimize'])],
              max(args.runs, 5), 60, rawdir, key)
    return [{'results': s}]


def section_t(args, rawdir):
    """The sequence-form LP of the 157 000-node random tree (and with --sequence-trees more):
    Clp's barrier and dual simplex against HiGHS's dual simplex and IPM on the same LP
    (sequence_highs.py; the exporter is built by `cmake --build build --target
    gamelab_sequence_lp_export`)."""
    here = os.path.dirname(os.path.abspath(__file__))
    exporter = args.sequence_lp_export or os.path.join(
        os.path.dirname(os.path.dirname(os.path.abspath(args.gamelab))), 'tests', 'bench',
        'gamelab_sequence_lp_export')
    out = os.path.join(rawdir, 't')
    trees = args.sequence_trees.split()
    subprocess.run(['/usr/bin/python3', os.path.join(here, 'sequence_highs.py'), exporter, out] + trees,
                   check=True)
    return json.load(open(os.path.join(out, 'sequence_lp.json')))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--gamelab', required=True)
    ap.add_argument('--gambit-bin', required=True)
    ap.add_argument('--gambit-games', required=True)
    ap.add_argument('--games', required=True)
    ap.add_argument('--out', required=True)
    ap.add_argument('--runs', type=int, default=3)
    ap.add_argument('--sections', default='abcd')
    ap.add_argument('--timeout-a', type=int, default=60)
    ap.add_argument('--timeout-b', type=int, default=300)
    ap.add_argument('--timeout-c', type=int, default=300)
    ap.add_argument('--timeout-l', type=int, default=60,
                    help='section l: kill a run (either tool) after this many seconds')
    ap.add_argument('--timeout-q', type=int, default=60,
                    help='section q: kill a run (either tool) after this many seconds')
    ap.add_argument('--timeout-s', type=int, default=60,
                    help='section s: kill a run (either tool) after this many seconds')
    ap.add_argument('--sequence-lp-export', default=None,
                    help='section t: gamelab_sequence_lp_export (default: next to the CLI\'s build)')
    ap.add_argument('--sequence-trees', default='6 4360 2',
                    help='section t: privateTypeTree parameters, three per tree (e.g. "6 4360 2 6 27770 2")')
    ap.add_argument('--gamelab-exact-d', action='store_true',
                    help='also time exact gamelab zerosum on the section d games')
    args = ap.parse_args()
    rawdir = os.path.join(args.out, 'raw')
    os.makedirs(rawdir, exist_ok=True)
    resfile = os.path.join(args.out, 'results.json')
    results = json.load(open(resfile)) if os.path.exists(resfile) else {}
    for sec in args.sections:
        fn = globals()['section_' + sec]
        t0 = time.time()
        results[sec] = fn(args, rawdir)
        results[sec + '_wall_s'] = time.time() - t0
        json.dump(results, open(resfile, 'w'), indent=1, default=str)
    print('wrote', resfile)


if __name__ == '__main__':
    main()
