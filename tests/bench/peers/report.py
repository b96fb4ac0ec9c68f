#!/usr/bin/python3
"""Markdown tables from OUT/results.json written by bench.py.  usage: report.py OUT"""
import json, os, sys
from fractions import Fraction

out = sys.argv[1] if len(sys.argv) > 1 else 'peers/results'
r = json.load(open(os.path.join(out, 'results.json')))


def t(s):
    if s is None:
        return 'timeout'
    return '%.4f' % s if s < 1 else '%.3f' % s if s < 10 else '%.2f' % s


def cpu(entry):
    if entry['min_cpu'] is None:
        return 'timeout (%s s)' % round(entry['runs'][0]['wall'])
    return t(entry['min_cpu'])


def ratio(a, b):
    if a['min_cpu'] is None or b['min_cpu'] is None or a['min_cpu'] == 0:
        return '-'
    return '%.2f' % (b['min_cpu'] / a['min_cpu'])


if 'z' in r:
    s = r['z'][0]['results']
    print('### start-up baseline (no game solved; minimum of %d runs)\n' % len(s['gamelab_nim1']['runs']))
    print('| command | CPU s |')
    print('|---|---:|')
    for name, label in (('gamelab_nim1', '`gamelab-cli nim 1`'), ('enumpoly_v', '`gambit-enumpoly -v`'),
                        ('python_scipy_import', '`/usr/bin/python3 -c "import numpy, scipy.optimize"`')):
        print('| %s | %s |' % (label, cpu(s[name])))
    print()

if 'l' in r:
    print('### l. one equilibrium of a two-player tree: `gamelab-cli tree lemke` vs `gambit-lcp` (sequence form)\n')
    print('| game | Gamelab CPU s | gambit-lcp CPU s (exact) | exact/Gamelab | gambit-lcp -d 12 CPU s | '
          'Gamelab verified | pivots | Gamelab payoffs |')
    print('|---|---:|---:|---:|---:|---|---:|---|')
    for row in r['l']:
        name = os.path.basename(row['game'])
        src = 'contrib/games/' if 'contrib' in row['game'] else 'games/'
        s = row['results']
        print('| %s%s | %s | %s | %s | %s | %s | %s | %s |' % (
            src, name, cpu(s['gamelab']), cpu(s['lcp_exact']), ratio(s['gamelab'], s['lcp_exact']),
            cpu(s['lcp_float']), row.get('gamelab_verified', row.get('gamelab_error')),
            row.get('gamelab_pivots', '-'), ', '.join(row.get('gamelab_payoffs') or [])))
    print()

if 'a' in r:
    print('### a. n-player mixed equilibria: `gamelab-cli equilibria` vs `gambit-enumpoly`\n')
    print('| game | shape | Gamelab CPU s | enumpoly CPU s | enumpoly/Gamelab | Gamelab eq (inexact) '
          '| enumpoly eq | enumpoly ⊆ Gamelab | Gamelab extra (all verified NE?) |')
    print('|---|---|---:|---:|---:|---:|---:|---|---|')
    for row in r['a']:
        name = os.path.basename(row['game'])
        src = 'contrib/games/' if 'contrib' in row['game'] else 'games/'
        extra = row['gamelab_not_in_enumpoly']
        regs = []
        for e in extra:
            regs.append(float(e['max_regret']) if not e['exact'] else 0.0)
        ok = all(x <= 1e-9 for x in regs)
        miss = row['enumpoly_not_in_gamelab']
        print('| %s%s | %s | %s | %s | %s | %s (%s) | %s | %s | %s |' % (
            src, name, row['shape'], cpu(row['gamelab']), cpu(row['enumpoly']),
            ratio(row['gamelab'], row['enumpoly']),
            row.get('gamelab_count'), row.get('gamelab_inexact'), row['enumpoly_count'],
            'yes' if not miss else 'NO: %d missing' % len(miss),
            ('%d (yes, max regret %.1e)' % (len(extra), max(regs)) if ok else
             '%d (NO)' % len(extra)) if extra else '0'))
    print()

if 'b' in r:
    print('### b. Lemke–Howson, one path from label 1: `gamelab-cli equilibria --method lh '
          '--labels first` vs `gambit-lcp -e 1`\n')
    print('| game | Gamelab CPU s (exact) | gambit-lcp -e 1 CPU s (exact) | gambit-lcp -e 1 -d 12 CPU s (float) '
          '| lcp exact / Gamelab | Gamelab pivots | same equilibrium? | exact regret Gamelab / lcp |')
    print('|---|---:|---:|---:|---:|---:|---|---|')
    for row in r['b']:
        s = row['results']
        piv = ','.join(str(x['pivots']) for x in (row.get('gamelab_runs') or []))
        same = row.get('lcp_exact_same_as_gamelab')
        samef = row.get('lcp_float_same_as_gamelab')
        yn = lambda v: ', '.join('yes' if x else 'no' for x in v) if v is not None else '-'
        lst = lambda v: ', '.join(str(x) for x in v) if v is not None else '-'
        print('| %s | %s | %s | %s | %s | %s | exact: %s, float: %s | %s / %s |' % (
            os.path.basename(row['game']), cpu(s['gamelab']), cpu(s['lcp_exact']),
            cpu(s['lcp_float']), ratio(s['gamelab'], s['lcp_exact']), piv,
            yn(same), yn(samef), lst(row.get('gamelab_regret')), lst(row.get('lcp_exact_regret'))))
    print()

if 'c' in r:
    print('### c. exact zero-sum LP: `gamelab-cli zerosum` vs `gambit-lp`\n')
    print('| game | Gamelab CPU s | Gamelab --dominance none CPU s | gambit-lp CPU s (exact) '
          '| gambit-lp -d 12 CPU s (float) | values |')
    print('|---|---:|---:|---:|---:|---|')
    for row in r['c']:
        s = row['results']
        ex = [row.get(k) for k in ('gamelab_value', 'gamelab_nodom_value', 'gambit_lp_value')]
        if all(ex):
            v = Fraction(ex[0])
            same = 'all three exact values equal' if len(set(Fraction(x) for x in ex)) == 1 else 'EXACT VALUES DIFFER'
            vals = '%.12f (%d-digit denominator); %s; gambit-lp float %.12f (diff %.1e)' % (
                float(v), len(str(v.denominator)), same, row.get('gambit_lp_float_value', float('nan')),
                abs(row.get('gambit_lp_float_value', float('nan')) - float(v)))
        else:
            vals = 'Gamelab %s, gambit-lp %s' % (row.get('gamelab_value'), row.get('gambit_lp_value'))
        print('| %s | %s | %s | %s | %s | %s |' % (
            os.path.basename(row['game']), cpu(s['gamelab']), cpu(s['gamelab_nodom']),
            cpu(s['gambit_lp']), cpu(s['gambit_lp_float']), vals))
    print()

if 'd' in r:
    print('### d. float zero-sum LP: `gamelab-cli zerosum --float --dominance none` vs SciPy '
          '`linprog` (HiGHS)\n')
    print('| game | Gamelab --float CPU s | highs: process / linprog CPU s | highs-ds: process / linprog '
          '| highs-ipm: process / linprog | Gamelab exact CPU s | value Gamelab --float | max abs diff (3 SciPy values, Gamelab exact) |')
    print('|---|---:|---:|---:|---:|---:|---|---|')
    for row in r['d']:
        s = row['results']
        cols = []
        diffs = []
        for m in ('highs', 'highs-ds', 'highs-ipm'):
            cols.append('%s / %s' % (cpu(s[m]), t(row.get(m + '_linprog_cpu_min'))))
            if row.get(m + '_value') is not None:
                diffs.append(abs(row[m + '_value'] - row['gamelab_value']))
        ge = cpu(s['gamelab_exact']) if 'gamelab_exact' in s else '-'
        if row.get('gamelab_exact_value'):
            diffs.append(abs(float(Fraction(row['gamelab_exact_value'])) - row['gamelab_value']))
        print('| %s | %s | %s | %s | %s | %s | %.9f | %.1e |' % (
            os.path.basename(row['game']), cpu(s['gamelab_float']), cols[0], cols[1], cols[2], ge,
            row['gamelab_value'], max(diffs) if diffs else float('nan')))
    print()

if 'q' in r:
    import math

    def lam(v):
        if v is None:
            return '-'
        if isinstance(v, str):
            return v
        return '1e6' if v >= 999999.99 else '%.4g' % v

    def dif(v):
        if v is None:
            return '-'
        if isinstance(v, str):
            return v
        return '0' if v == 0 else '%.1e' % v

    def ok(row, name):
        return name + '_error' not in row

    def cpu_q(row, s, name):
        if name + '_error' in row and not s[name]['timed_out']:
            return 'fails (rc %d)' % s[name]['rc']
        return cpu(s[name])

    rows = r['q']
    both = [x for x in rows if ok(x, 'gamelab') and ok(x, 'logit')]
    full = [x for x in both if (x.get('gamelab_end_lambda') or 0) >= 999999.99
            and isinstance(x.get('logit_end_lambda'), float) and x['logit_end_lambda'] >= 999999.99]
    agree = [x for x in full if isinstance(x['diff_end'], float) and x['diff_end'] <= 1e-6]
    ratios = [x['results']['logit']['min_cpu'] / x['results']['gamelab']['min_cpu'] for x in both
              if x['results']['gamelab']['min_cpu'] and x['results']['logit']['min_cpu']]
    ran = [x for x in rows if ok(x, 'gamelab')]
    print('### q. logit QRE, principal branch from λ = 0 to 10⁶: `gamelab-cli qre FILE` vs '
          '`gambit-logit -e -l 1000000 FILE` (and `gambit-logit -e FILE`)\n')
    print('%d games: %d of Gambit\'s contrib/games (.nfg; .efg as behaviour/agent form), %d random '
          '(gen_games.py). Gamelab ran on %d, gambit-logit -l 1e6 on %d, both on %d. Of these %d, both '
          'traces reached λ = 10⁶ on %d, and their end points agree within 1e-6 on %d of them. '
          'Gamelab rounded its end to an exact equilibrium on %d of %d (verified: %d). '
          'CPU ratio gambit-logit -l 1e6 / Gamelab over the %d games both ran: geometric mean %.2f, '
          'median %.2f, range %.2f–%.2f; total CPU Gamelab %s s, gambit-logit -l 1e6 %s s.\n' % (
              len(rows), sum(1 for x in rows if 'contrib' in x['game']),
              sum(1 for x in rows if 'contrib' not in x['game']),
              len(ran), sum(1 for x in rows if ok(x, 'logit')), len(both), len(both), len(full),
              len(agree), sum(1 for x in ran if x.get('gamelab_exact')), len(ran),
              sum(1 for x in ran if x.get('gamelab_verified')), len(ratios),
              math.exp(sum(math.log(v) for v in ratios) / len(ratios)) if ratios else float('nan'),
              sorted(ratios)[len(ratios) // 2] if ratios else float('nan'),
              min(ratios or [float('nan')]), max(ratios or [float('nan')]),
              t(sum(x['results']['gamelab']['min_cpu'] for x in both)),
              t(sum(x['results']['logit']['min_cpu'] for x in both))))
    nm = lambda xs: ', '.join(os.path.basename(x['game']) for x in xs) or 'none'
    print('- both reached λ = 10⁶ but their end points differ by more than 1e-6: %s' % nm(
        [x for x in full if x not in agree]))
    print('- Gamelab\'s trace stopped before 10⁶ ("complete": false): %s' % nm(
        [x for x in ran if x.get('gamelab_complete') is False]))
    print('- gambit-logit -l 1e6 ended below λ = 10⁶ (no message; it prints the last point '
          'reached): %s' % nm([x for x in rows if ok(x, 'logit') and isinstance(
              x.get('logit_end_lambda'), float) and x['logit_end_lambda'] < 999999.99]))
    print('- Gamelab\'s end not rounded to an exact equilibrium ("exact": false): %s\n' % nm(
        [x for x in ran if not x.get('gamelab_exact')]))
    print('Columns: CPU s = minimum of the runs (user + system); end λ = the λ of each trace\'s last '
          'point (10⁶ unless it stopped early; Gamelab: "complete": false); Δ end = max abs difference '
          'of the two last points (behaviour probabilities for trees); exact = Gamelab\'s end rounded '
          'to an exact equilibrium ("exact"/"verified"); Δ NE = max abs difference between that '
          'rounded end and the "NE" line of `gambit-logit -e` (Gambit\'s own stop, max regret ≤ 1e-8 '
          'of the payoff range); regret/range (strategic games, checked by nfg.py): of Gamelab\'s '
          'rounded end (exact value), of gambit-logit\'s λ = 10⁶ end and of its "NE" line.\n')
    groups = (('Gambit contrib/games, strategic (.nfg)',
               lambda x: 'contrib' in x['game'] and x['kind'] == 'nfg'),
              ('Gambit contrib/games, trees (.efg)',
               lambda x: 'contrib' in x['game'] and x['kind'] == 'efg'),
              ('random games (gen_games.py, payoffs 0..99)', lambda x: 'contrib' not in x['game']))
    for title, pred in groups:
        sel = [x for x in rows if pred(x)]
        if not sel:
            continue
        print('#### %s\n' % title)
        print('| game | size | Gamelab CPU s | gambit-logit -l 1e6 CPU s | logit / Gamelab '
              '| end λ Gamelab / Gambit | Δ end | Gamelab exact (verified) | gambit-logit -e CPU s '
              '| Δ NE | regret/range: Gamelab / -l 1e6 / -e |')
        print('|---|---|---:|---:|---:|---|---:|---|---:|---:|---|')
        for x in sel:
            s = x['results']
            size = x.get('shape') or (x.get('gamelab_size') or '').replace(' players', ' pl.')
            if ok(x, 'gamelab'):
                ex = '%s (%s)' % ('yes' if x.get('gamelab_exact') else 'no',
                                  'yes' if x.get('gamelab_verified') else 'no')
            else:
                ex = '-'
            if x['kind'] == 'nfg':
                g_reg = (x['gamelab_limit_regret'] if 'gamelab_limit_regret' in x else
                         dif(x.get('gamelab_limit_rel_regret')))
                reg = '%s / %s / %s' % (g_reg, dif(x.get('logit_rel_regret')),
                                        dif(x.get('logit_nash_rel_regret')))
            else:
                reg = '-'
            print('| %s | %s | %s | %s | %s | %s / %s | %s | %s | %s | %s | %s |' % (
                os.path.basename(x['game']), size, cpu_q(x, s, 'gamelab'), cpu_q(x, s, 'logit'),
                ratio(s['gamelab'], s['logit']) if x in both else '-',
                lam(x.get('gamelab_end_lambda')), lam(x.get('logit_end_lambda')),
                dif(x.get('diff_end')), ex, cpu_q(x, s, 'logit_nash'),
                dif(x.get('diff_limit_nash')), reg))
        print()
    fails = [(x, n) for x in rows for n in ('gamelab', 'logit', 'logit_nash') if not ok(x, n)]
    if fails:
        print('Failures:\n')
        for x, n in fails:
            print('- %s, %s: %s' % (os.path.basename(x['game']),
                                    {'gamelab': 'gamelab-cli qre', 'logit': 'gambit-logit -e -l 1000000',
                                     'logit_nash': 'gambit-logit -e'}[n], x[n + '_error']))
        print()

if 's' in r:
    rows = r['s']
    print('### s. one equilibrium of a random n-player game: `gamelab-cli equilibria --method one` '
          'vs `gambit-gnm` and `gambit-logit -e`\n')
    print('CPU s, minimum of the runs; regret = max regret of the first equilibrium printed / payoff '
          'range, checked by nfg.py (Gamelab: exact arithmetic on its rational profile; "certified" is '
          'its own bound in the JSON). Last column: Gamelab\'s default `equilibria` (5 s budget).\n')
    print('| game | Gamelab one | found by | regret (certified) | gambit-gnm | gnm found | gnm regret '
          '| gambit-logit -e | logit regret | default: count |')
    print('|---|---:|---|---|---:|---:|---:|---:|---:|---:|')
    for x in rows:
        s_ = x['results']
        reg = 'exact' if x.get('gamelab_exact') else '%.1e (%.1e)' % (x.get('gamelab_regret', float('nan')),
                                                                      x.get('gamelab_certified') or float('nan'))
        print('| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |' % (
            os.path.basename(x['game']), cpu(s_['gamelab']), x.get('gamelab_found_by', '-'), reg,
            cpu(s_['gnm']), x.get('gnm_count', 0),
            '%.1e' % x['gnm_regret'] if 'gnm_regret' in x else '-', cpu(s_['logit']),
            '%.1e' % x['logit_regret'] if 'logit_regret' in x else '-',
            '%s%s' % (x.get('gamelab_budget_count', '-'), '' if x.get('gamelab_budget_complete') else ' (not all)')))
    print()
