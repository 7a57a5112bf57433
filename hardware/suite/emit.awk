# Writes one OpenCL litmus test per line of hardware/suite/shapes.txt for one placement (the
# variable `where`: dev = each work-item in a work-group of its own, device scope, global memory;
# cta = one work-group, a sub-group each, work-group scope, global memory; shared = the same in
# local memory), into OUT/PREFIX-CLASS/NAME.litmus. Lines whose class is not in `classes` (a
# space-separated list) are skipped; so are tests whose condition reads a location under `shared`
# (the harness cannot read local memory after the test).
BEGIN { FS = "|" }
/^#/ || NF < 4 { next }
{
  cls = $1; name = $2; cond = $3
  if ((" " classes " ") !~ (" " cls " ")) next
  if (where == "shared" && cond ~ /(^|[ (])[a-z]+=/) next
  scope = where == "dev" ? "memory_scope_device" : "memory_scope_work_group"
  mem = where == "shared" ? "local" : "global"
  flags = where == "shared" ? "CLK_LOCAL_MEM_FENCE" : "CLK_GLOBAL_MEM_FENCE"
  dir = out "/" (prefix == "" ? "" : prefix "-") cls
  system("mkdir -p '" dir "'")
  file = dir "/" name ".litmus"
  test = (prefix == "" ? "" : prefix "-") name
  print "OPENCL " test > file
  print "\"" cls " (" where "), written by hardware/mutation-suite.sh\"" > file
  print "{ x=0; y=0; }" > file
  for (t = 4; t <= NF; ++t) {
    i = t - 4
    print "" > file
    print "P" i "@sg " i ", wg " (where == "dev" ? i : 0) ", dev 0 (" mem " atomic_int* x, " mem " atomic_int* y) {" > file
    n = split($t, ops, ";")
    r = 0
    for (k = 1; k <= n; ++k) {
      split(ops[k], w, " ")
      if (w[1] == "W" || w[1] == "Wrel")
        print "  atomic_store_explicit(" w[2] ", " w[3] ", memory_order_" (w[1] == "W" ? "relaxed" : "release") ", " scope ");" > file
      else if (w[1] == "R" || w[1] == "Racq")
        print "  int r" r++ " = atomic_load_explicit(" w[2] ", memory_order_" (w[1] == "R" ? "relaxed" : "acquire") ", " scope ");" > file
      else if (w[1] == "F")
        print "  atomic_work_item_fence(" flags ", memory_order_" w[2] ", " scope ");" > file
    }
    print "}" > file
  }
  print "" > file
  print "exists (" cond ")" > file
  close(file)
}
