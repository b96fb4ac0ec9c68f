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
