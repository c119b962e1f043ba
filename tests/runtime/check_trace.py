#!/usr/bin/env python3
"""Checks a CUPORT_PROFILE trace (Chrome trace-event JSON) as a timeline viewer reads it.

Every event has ph, ts, pid and tid; complete events (X) have a duration >= 0; every track
that holds events is named (process_name / thread_name metadata); device commands lie on a
device's track, and none starts before the host call that issued it (the device clock is
aligned to the host's); host spans of one thread nest. With --expect NAME..., each name must
occur as an event. Exit status 0 when the trace holds, 1 with the reasons otherwise.
usage: check_trace.py TRACE.json [--expect NAME ...]
"""
import json
import sys

# The alignment's allowance, in microseconds: the offset is measured to within the
# enqueue call's duration, and PoCL stamps a command's start before its launch returns.
SLACK_US = 200.0


def main(argv):
    path = argv[1]
    expect = argv[argv.index("--expect") + 1:] if "--expect" in argv else []
    with open(path) as f:
        trace = json.load(f)
    events = trace["traceEvents"]
    bad = []
    named_procs, named_threads = set(), set()
    for e in events:
        for key in ("ph", "ts", "pid", "tid"):
            if key not in e:
                bad.append("event without %s: %r" % (key, e))
        if e.get("ph") == "M":
            (named_procs if e["name"] == "process_name" else named_threads).add(
                (e["pid"], e["tid"]) if e["name"] == "thread_name" else e["pid"])
    host_pid = None
    for e in events:
        if e.get("ph") == "M" and e["name"] == "process_name" and e["args"]["name"].startswith("host"):
            host_pid = e["pid"]
    spans = {}
    for e in events:
        ph = e.get("ph")
        if ph == "M":
            continue
        if e["pid"] not in named_procs:
            bad.append("event on an unnamed process track: %r" % e)
        if ph == "X":
            if e.get("dur", -1) < 0:
                bad.append("complete event without a duration: %r" % e)
            if e["pid"] == host_pid:
                spans.setdefault(e["tid"], []).append((e["ts"], e["ts"] + e["dur"], e["name"]))
            else:
                if (e["pid"], e["tid"]) not in named_threads:
                    bad.append("device command on an unnamed stream track: %r" % e)
                issued = e["args"]["issued_at_us"]
                if e["ts"] + SLACK_US < issued:
                    bad.append("%s starts at %.3f us, before it was issued at %.3f us"
                               % (e["name"], e["ts"], issued))
        elif ph not in ("i", "I"):
            bad.append("unexpected phase %r" % ph)
    for tid, v in spans.items():
        v.sort(key=lambda s: (s[0], -s[1]))
        open_ = []
        for b, end, name in v:
            while open_ and open_[-1][1] <= b:
                open_.pop()
            if open_ and end > open_[-1][1] + 1e-3:
                bad.append("thread %s: %s [%.3f, %.3f] overlaps %s [%.3f, %.3f] without nesting"
                           % (tid, name, b, end, open_[-1][2], open_[-1][0], open_[-1][1]))
            open_.append((b, end, name))
    names = {e.get("name") for e in events}
    for n in expect:
        if n not in names:
            bad.append("no event named %r" % n)
    if not [e for e in events if e.get("ph") == "X" and e["pid"] != host_pid]:
        bad.append("no device command in the trace")
    for b in bad[:20]:
        print("check_trace: " + b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
