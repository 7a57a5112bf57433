# Buckets the differences between clmm's opencl / opencl-scoped and herd's POPL 2016 cat files by feature (plain writes, sub-group scope, barriers): bucket.py JSON...
import json,collections,sys,re
d=collections.defaultdict(dict)
for p in sys.argv[1:]:
  for l in open(p):
    if not l.startswith('{'): continue
    r=json.loads(l)
    st=tuple(sorted((json.dumps(s['values'],sort_keys=True),s['class']) for s in r['states']))
    d[r['file']][r['model'].split('/')[-1]]=(r['verdict'],st)
def feats(f):
    src=open(f).read()
    cyc=re.search(r'cycle (.*)"',src).group(1)
    fs=set()
    if '*x =' in src or re.search(r'\*[a-z] = ',src): fs.add('plainW')
    if 'memory_scope_sub_group' in src: fs.add('sg')
    if 'barrier' in src: fs.add('bar')
    return fs
for a,b in [('opencl','opencl.cat'),('opencl-scoped','opencl_scopedsc.cat')]:
    c=collections.Counter(); other=[]
    for f,m in d.items():
        if a in m and b in m and m[a]!=m[b]:
            fs=feats(f); k=tuple(sorted(fs)); c[k]+=1
            if not fs & {'plainW','sg'}: other.append((f,m[a][0],m[b][0]))
    print(a,b,dict(c))
    for o in other: print('  OTHER',o)
