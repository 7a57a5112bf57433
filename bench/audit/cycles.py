#!/usr/bin/env python3
"""Structured random cycles (clmm generate edge syntax): threads of 1-3 events, full vocabulary."""
import random, sys

def gen(rng, target):
    cl = target == 'opencl'
    k = rng.choice([2, 2, 3, 3, 4])
    events = []  # (thread, dir)
    for t in range(k):
        m = rng.choice([1, 2, 2, 3])
        for j in range(m):
            events.append([t, rng.choice('RW')])
    N = len(events)
    edges = []
    pls = (['wi', 'sg', 'wg', 'dev'] if cl else ['thr', 'cta', 'gpu'])
    base_pl = rng.choice(pls + [None])
    for i in range(N):
        a, b = events[i], events[(i + 1) % N]
        if a[0] != b[0]:
            d = a[1] + b[1]
            if d == 'RR':
                return None
            kind = {'WR': 'Rfe', 'RW': 'Fre', 'WW': 'Coe'}[d]
            pl = base_pl if rng.random() < 0.8 else rng.choice(pls + [None])
            edges.append((kind + ('.' + pl if pl else ''), True, False))
        else:
            d = a[1] + b[1]
            opts = [('Pod' + d, False, True)] * 3 + [('Pos' + d, False, False)]
            if d == 'WR': opts.append(('Rfi', False, False))
            if d == 'RW': opts += [('Fri', False, False), ('Rmw', False, False), ('Rmw', False, False)]
            if d == 'WW': opts.append(('Coi', False, False))
            if cl:
                o = rng.choice(['acq', 'rel', 'ar', 'sc'])
                sc = rng.choice(['sg', 'wg', 'dev', 'all'])
                fl = rng.choice(['g', 'g', 'l', 'gl'])
                opts += [('Fd%s.%s.%s.%s' % (d, o, sc, fl), False, True)] * 2
                opts.append(('Fs%s.%s.%s.%s' % (d, o, sc, fl), False, False))
                opts.append(('Bd%s.%s.%s' % (d, rng.choice(['wg', 'wg', 'sg']), fl), False, True))
            else:
                o = rng.choice(['acq', 'rel', 'ar', 'sc'])
                sc = rng.choice(['cta', 'gpu', 'sys'])
                opts += [('Fd%s.%s.%s' % (d, o, sc), False, True)] * 2
                opts.append(('Fs%s.%s.%s' % (d, o, sc), False, False))
                opts.append(('Bd%s' % d, False, True))
            edges.append(rng.choice(opts))
    changes = sum(1 for e in edges if e[2])
    if changes == 1:
        return None
    # locations: run ids
    loc = [0] * N
    cur = 0
    for i in range(1, N):
        if edges[i - 1][2]: cur += 1
        loc[i] = cur
    if changes and not edges[N - 1][2]:
        last = loc[N - 1]
        loc = [0 if l == last else l for l in loc]
    rmw_locs = {loc[i] for i in range(N) if edges[i][0] == 'Rmw'} | {loc[(i + 1) % N] for i in range(N) if edges[i][0] == 'Rmw'}
    plain = {l for l in set(loc) if l not in rmw_locs and rng.random() < 0.2}
    local = cl and base_pl in ('wi', 'sg') and rng.random() < 0.35
    tscope = rng.choice(['sg', 'wg', 'dev', 'dev', 'all'] if cl else ['cta', 'gpu', 'gpu', 'sys'])
    anns = []
    rmwpair = {}
    for i in range(N):
        d = events[i][1]
        if loc[i] in plain:
            a = 'na' if cl else 'weak'
        elif cl:
            o = rng.choice(['rlx', 'sc'] + (['acq'] if d == 'R' else ['rel']) * 2)
            a = o + '.' + (tscope if rng.random() < 0.85 else rng.choice(['sg', 'wg', 'dev', 'dev', 'all']))
        else:
            if rng.random() < 0.2:
                a = 'weak'
            else:
                o = rng.choice(['rlx'] + (['acq'] if d == 'R' else ['rel']) * 2)
                a = o + '.' + (tscope if rng.random() < 0.85 else rng.choice(['cta', 'gpu', 'gpu', 'sys']))
                if d == 'W' and o != 'acq' and rng.random() < 0.1 and edges[(i - 1) % N][0] != 'Rmw':
                    a = 'red.' + a
        if local: a += '.l'
        anns.append(a)
    # Rmw: same scope on both parts, atomic
    for i in range(N):
        if edges[i][0] == 'Rmw':
            j = (i + 1) % N
            for x in (i, j):
                if anns[x].split('.')[0] in ('na', 'weak'):
                    anns[x] = ('rlx.dev' if cl else 'rlx.gpu') + ('.l' if local else '')
            pa = anns[i].split('.'); pb = anns[j].split('.')
            pb[1] = pa[1]
            anns[j] = '.'.join(pb)
            if anns[j].startswith('red.'): anns[j] = anns[j][4:]
    toks = []
    for i in range(N):
        if rng.random() < 0.9: toks.append(anns[i])
        toks.append(edges[i][0])
    return ' '.join(toks)

if __name__ == '__main__':
    target, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    out = set(); tries = 0
    while len(out) < count and tries < count * 200:
        tries += 1
        c = gen(rng, target)
        if c: out.add(c)
    for c in sorted(out): print(c)
