# The timing loop bench/auto-ratio.py and bench/explain-ratio.py share: each bench family
# (bench/Families.cpp, made by a clmm-bench-gen) is written to a file, every command line of a
# family is run in turn RUNS times (alternating, so that a shared machine's load falls on each
# alike), and the median CPU milliseconds of each (user + system of the process and the children
# it waited for, from wait4) are handed back, with the family's printable name.
import os, statistics, subprocess, tempfile


def cpu_ms(argv):
    p = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(p.pid, 0)
    return (usage.ru_utime + usage.ru_stime) * 1000


def medians(gen, families, runs, configs_for):
    """Yields (family, name, medians) per family; configs_for(family, test) gives the argv list."""
    with tempfile.TemporaryDirectory() as tmp:
        for fam in families:
            parts = fam.split(":")
            test = os.path.join(tmp, "t.litmus")
            with open(test, "w") as f:
                subprocess.run([gen] + parts, stdout=f, check=True)
            configs = configs_for(fam, test)
            times = [[] for _ in configs]
            for _ in range(runs):
                for i, argv in enumerate(configs):
                    times[i].append(cpu_ms(argv))
            name = parts[0] + "-" + "x".join(parts[1:])
            yield fam, name, [statistics.median(t) for t in times]
