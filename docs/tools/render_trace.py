#!/usr/bin/env python3
"""Draws a CUPORT_PROFILE trace (Chrome trace-event JSON) as a timeline viewer shows it.

One row per track: the host threads (API calls and NVTX ranges, nested spans stacked), then
each device's streams (kernels and copies at device time). Slices carry their name where it
fits; an NVTX colour is used where the range has one, else a colour per name. Marks are
ticks. Needs matplotlib (python3 -m venv v && v/bin/pip install matplotlib).
usage: render_trace.py TRACE.json OUT.png [--zoom FROM_MS TO_MS] [--title TEXT]
"""
import argparse
import colorsys
import hashlib
import json

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def name_color(name):
    h = int(hashlib.md5(name.encode()).hexdigest()[:6], 16) / float(1 << 24)
    return colorsys.hls_to_rgb(h, 0.62, 0.55)


def tracks_of(events):
    """[(label, [(start_us, dur_us, name, color, level)], marks)] in display order."""
    procs, threads = {}, {}
    for e in events:
        if e["ph"] == "M" and e["name"] == "process_name":
            procs[e["pid"]] = e["args"]["name"]
        elif e["ph"] == "M" and e["name"] == "thread_name":
            threads[(e["pid"], e["tid"])] = e["args"]["name"]
    rows = {}
    for e in events:
        if e["ph"] == "M":
            continue
        key = (e["pid"], e["tid"])
        rows.setdefault(key, ([], []))
        if e["ph"] == "X":
            color = e.get("args", {}).get("color")
            rows[key][0].append([e["ts"], e["dur"], e["name"], color, 0])
        else:
            rows[key][1].append((e["ts"], e["name"]))
    host = [p for p, n in procs.items() if n.startswith("host")]
    order = sorted(rows, key=lambda k: (k[0] not in host, k[0], k[1]))
    out = []
    for key in order:
        spans, marks = rows[key]
        spans.sort(key=lambda s: (s[0], -s[1]))
        stack = []
        for s in spans:  # nesting level: spans still open when this one begins
            while stack and stack[-1][0] + stack[-1][1] <= s[0]:
                stack.pop()
            s[4] = len(stack)
            stack.append(s)
        proc = procs.get(key[0], str(key[0]))
        thread = threads.get(key, "thread %d" % key[1])
        label = ("host: " + thread) if key[0] in host else (proc.split(":")[0] + ": " + thread)
        out.append((label, spans, marks))
    return out


def draw(ax, tracks, t0, t1, title):
    heights = [max([s[4] for s in spans] + [0]) + 1 for _, spans, _ in tracks]
    y, ticks, labels = 0.0, [], []
    width_ms = (t1 - t0) / 1e3
    for (label, spans, marks), h in zip(tracks, heights):
        for start, dur, name, color, level in spans:
            if start + dur < t0 or start > t1:
                continue
            x = (start - t0) / 1e3
            w = max(dur / 1e3, width_ms / 2000)
            c = color if color else name_color(name)
            ax.add_patch(plt.Rectangle((x, y + level * 0.42 + 0.04), w, 0.36, facecolor=c,
                                       edgecolor="white", lw=0.3))
            if w > width_ms * len(name) / 170:
                ax.text(x + w / 2, y + level * 0.42 + 0.22, name, ha="center", va="center",
                        fontsize=7, clip_on=True)
        shown = [m for m in marks if t0 <= m[0] <= t1]
        for i, (ts, name) in enumerate(shown):
            x = (ts - t0) / 1e3
            ax.plot([x, x], [y, y + h * 0.42], color="black", lw=0.8)
            ax.text(x, y + 0.12 + 0.3 * (i % max(h, 1)), " " + name, fontsize=7, va="center",
                    clip_on=True)
        ticks.append(y + h * 0.21)
        labels.append(label)
        y += h * 0.42 + 0.2
        ax.axhline(y - 0.1, color="#dddddd", lw=0.5)
    ax.set_xlim(0, width_ms)
    ax.set_ylim(y, -0.1)
    ax.set_yticks(ticks)
    ax.set_yticklabels(labels, fontsize=8)
    ax.set_xlabel("ms from %.3f ms" % (t0 / 1e3) if t0 else "ms")
    ax.set_title(title, fontsize=10)
    return y


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("trace")
    ap.add_argument("png")
    ap.add_argument("--zoom", nargs=2, type=float, metavar=("FROM_MS", "TO_MS"),
                    help="a second panel showing only this span")
    ap.add_argument("--title", default="")
    a = ap.parse_args()
    with open(a.trace) as f:
        events = json.load(f)["traceEvents"]
    tracks = tracks_of(events)
    starts = [s[0] for _, spans, _ in tracks for s in spans] + [m[0] for _, _, ms in tracks for m in ms]
    t0 = min(starts)
    t1 = max(s[0] + s[1] for _, spans, _ in tracks for s in spans)
    rows = sum(max([s[4] for s in spans] + [0]) + 1 for _, spans, _ in tracks)
    panels = 2 if a.zoom else 1
    fig, axes = plt.subplots(panels, 1, figsize=(13, panels * (1.0 + 0.45 * rows)), squeeze=False)
    draw(axes[0][0], tracks, t0, t1, a.title)
    if a.zoom:
        draw(axes[1][0], tracks, a.zoom[0] * 1e3, a.zoom[1] * 1e3,
             "the same, %.1f to %.1f ms" % (a.zoom[0], a.zoom[1]))
    fig.tight_layout()
    fig.savefig(a.png, dpi=100)


if __name__ == "__main__":
    main()
