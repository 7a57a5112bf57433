#!/usr/bin/env python3
"""Compare two clmm check --format json outputs: cmp.py A.json B.json [modelmapA=modelmapB ...]
Keys by (file, model) and prints differences in verdict / states+classes / flags."""
import json, sys, collections
def load(p):
    d = {}
    for l in open(p):
        l = l.strip()
        if not l.startswith('{'): continue
        r = json.loads(l)
        d[(r['file'], r.get('model'))] = r
    return d
def sig(r):
    if r.get('verdict') in (None, 'unknown') : return ('unknown',)
    st = tuple(sorted((json.dumps(s['values'], sort_keys=True), s['class']) for s in r['states']))
    return (r['verdict'], st)
def ub(r):
    u = r.get('ub') or {}
    return tuple(sorted(k for k, v in u.items() if v is True))
a, b = load(sys.argv[1]), load(sys.argv[2])
mp = dict(x.split('=') for x in sys.argv[3:])
n = diff = unk = 0
out = []
for (f, m), ra in sorted(a.items()):
    mb = mp.get(m, m)
    rb = b.get((f, mb))
    if rb is None: continue
    n += 1
    sa, sb = sig(ra), sig(rb)
    if sa[0] == 'unknown' or sb[0] == 'unknown':
        unk += 1; continue
    if sa != sb:
        diff += 1
        out.append((f, m, mb, sa[0], sb[0]))
for o in out: print('\t'.join(o))
print('compared %d, unknown %d, differ %d' % (n, unk, diff), file=sys.stderr)
