"""The class dashboard: ``index.html`` in a grading run's output folder.

What an instructor looks at first: the score distribution, the mean of every exercise
per track, the diagnoses most students hit (and who hit them), a students x checks
heatmap (checks with the lowest pass rate first, students with the highest score first)
and a table of every submission linking to its ``report.html``.

Both ``grade`` and ``merge`` write it, from the same inputs: the rows of ``grades.csv``
and each submission's :func:`record`, kept in its state file by the grading process. So
a class graded as shards and merged gets the same page as one run.

Built for large classes: the heatmap is drawn by the page's script on one canvas from
compact data (a letter per check and student), not as one element per cell, so 500
students x 150 checks stay a few hundred kilobytes. Names come from folder names and are
untrusted: every one is escaped, embedded data goes through
:func:`grader.reports.page.json_script`, and the script writes text with ``textContent``.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from grader.contract import EXERCISES, TRACK_TITLES, TRACKS
from grader.outcomes import Graded
from grader.reports.page import document, escape, json_script
from grader.reports.text import cause_key, check_label, points_text

CODES = {"p": "passed", "f": "failed", "e": "grader error", "v": "passed, but voided"}
"""A check's letter in :func:`record` and in the page's heatmap data."""

TOP_DIAGNOSES = 15
"""Diagnoses listed by name; the rest are counted."""
NAMES_SHOWN = 12
"""Students named next to a diagnosis before the rest fold away."""


def record(graded: Graded) -> dict[str, Any]:
    """What the dashboard needs of one graded submission (kept in its state file): every
    check with its letter (:data:`CODES`), the points of every exercise and track, and the
    diagnoses of its failing checks (how many checks each explains, the points they cost)."""
    voided = {(c.exercise, c.track) for c in graded.cells if c.voided_by}
    checks = []
    diagnoses: dict[str, list[Any]] = {}  # key: [checks, points lost, text]
    for r in graded.results:
        code = "e" if r.status == "error" else "f" if r.status != "passed" else "v" if (r.exercise, r.track) in voided else "p"
        checks.append([check_label(r), r.exercise, r.track, r.hidden, r.points, code])
        if r.status != "passed" and r.hint:
            seen = diagnoses.setdefault(cause_key(r), [0, 0.0, r.hint])
            seen[0] += 1
            seen[1] += r.points
            if not r.root:
                seen[2] = r.hint
    return {"checks": checks,
            "cells": [[c.exercise, c.track, c.earned, c.possible] for c in graded.cells],
            "diagnoses": [[key, int(n), lost, text] for key, (n, lost, text) in diagnoses.items()]}


@dataclass(frozen=True)
class Entry:
    """One submission as the dashboard lists it: a row of grades.csv, and its
    :func:`record` when it was graded (None otherwise)."""

    name: str
    student: str
    status: str
    score: float | None
    max_score: float | None
    record: dict[str, Any] | None
    has_report: bool

    @property
    def percent(self) -> float | None:
        if self.record is None or self.score is None or not self.max_score:
            return None
        return 100 * self.score / self.max_score

    @property
    def href(self) -> str:
        return quote(self.name, safe="") + "/report.html"


def entry(row: dict[str, Any], record_: dict[str, Any] | None, *, has_report: bool) -> Entry:
    """An :class:`Entry` from a grades.csv row (as written or as read back) and a record."""
    graded = row.get("status") == "graded" and record_ is not None

    def number(key: str) -> float | None:
        value = row.get(key)
        return float(value) if graded and value not in (None, "") else None

    return Entry(name=str(row["submission"]), student=str(row.get("student") or row["submission"]),
                 status=str(row.get("status", "")), score=number("score"), max_score=number("max_score"),
                 record=record_ if graded else None, has_report=has_report)


# ---------------------------------------------------------------------------------------
# Sections


def _name_link(e: Entry, text: str | None = None) -> str:
    shown = escape(text if text is not None else e.name, 200)
    return f'<a href="{escape(e.href)}">{shown}</a>' if e.has_report else shown


def _distribution(graded: list[Entry], not_graded: int) -> str:
    bins = [0] * 10
    for e in graded:
        bins[min(int((e.percent or 0.0) // 10), 9)] += 1
    top = max(bins) or 1
    width, height, left, bottom = 520, 170, 30, 22
    bar = (width - left) / 10
    out = [f'<svg class="histogram" viewBox="0 0 {width} {height + bottom}" width="{width}"'
           f' height="{height + bottom}" role="img" aria-label="score distribution">']
    for i, count in enumerate(bins):
        h = (height - 18) * count / top
        x, y = left + i * bar, height - h
        label = f"{i * 10}-{i * 10 + 10}%"
        out.append(f'<g class="bin" data-bin="{label}" data-count="{count}">'
                   f'<rect x="{x + 2:g}" y="{y:g}" width="{bar - 4:g}" height="{h:g}" fill="#3b528b">'
                   f"<title>{label}: {count} submissions</title></rect>"
                   f'<text class="count" x="{x + bar / 2:g}" y="{y - 4:g}">{count}</text>'
                   f'<text class="axis" x="{x + bar / 2:g}" y="{height + 14}">{i * 10}</text></g>')
    out.append(f'<line x1="{left}" x2="{width}" y1="{height}" y2="{height}" stroke="#999"/></svg>')
    caption = "Submissions per band of 10 % of the points (the last band includes 100 %)."
    if not_graded:
        caption += f" Not counted: {not_graded} submissions that could not be graded."
    return f'<figure class="distribution">{"".join(out)}<figcaption>{caption}</figcaption></figure>'


def _exercise_means(graded: list[Entry]) -> str:
    head = "".join(f"<th>{escape(TRACK_TITLES[t])}</th>" for t in TRACKS)
    rows = []
    for e in EXERCISES:
        tds = []
        for t in TRACKS:
            shares, full = [], 0
            for s in graded:
                assert s.record is not None
                for exercise, track, earned, possible in s.record["cells"]:
                    if exercise == e.key and track == t and possible:
                        shares.append(100 * earned / possible)
                        full += earned == possible
            if not shares:
                tds.append('<td class="empty">-</td>')
                continue
            mean = statistics.fmean(shares)
            kind = "full" if mean >= 90 else "none" if mean < 50 else "part"
            tds.append(f'<td class="{kind}" data-mean="{e.key}/{t}">{mean:.1f}%'
                       f' <span class="muted">({full}/{len(shares)} full)</span></td>')
        rows.append(f"<tr><td>{escape(e.label)}</td>{''.join(tds)}</tr>")
    return (f'<table class="points means"><thead><tr><th>Exercise</th>{head}</tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table>"
            '<p class="note">Mean share of each exercise\'s points per track, and how many submissions'
            " earned all of them.</p>")


def _diagnoses(graded: list[Entry]) -> str:
    hit: dict[str, list[tuple[Entry, int, float]]] = {}
    texts: dict[str, str] = {}
    for s in graded:
        assert s.record is not None
        for key, checks, lost, *text in s.record["diagnoses"]:  # records before 0.2 carry no key: the text is the key
            hit.setdefault(key, []).append((s, checks, lost))
            texts.setdefault(key, text[0] if text else key)
    if not hit:
        return "<p>No failing check of any submission has a diagnosis.</p>"
    ranked = sorted(hit.items(), key=lambda item: (-len(item[1]), item[0]))
    rows = []
    for rank, (key, who) in enumerate(ranked[:TOP_DIAGNOSES], 1):
        who = sorted(who, key=lambda w: w[0].name)
        names = ", ".join(_name_link(s) for s, _, _ in who[:NAMES_SHOWN])
        if len(who) > NAMES_SHOWN:
            rest = ", ".join(_name_link(s) for s, _, _ in who[NAMES_SHOWN:])
            names += f' <details><summary class="muted">{len(who) - NAMES_SHOWN} more</summary>{rest}</details>'
        lost = statistics.fmean(w[2] for w in who)
        rows.append(f'<tr data-diagnosis="{rank}" data-key="{escape(key, 200)}"><td class="num">{len(who)}</td>'
                    f'<td>{escape(texts[key])}'
                    f' <span class="muted">(mean {lost:.1f} pts lost)</span></td><td>{names}</td></tr>')
    more = ""
    if len(ranked) > TOP_DIAGNOSES:
        others = len({s.name for _, who in ranked[TOP_DIAGNOSES:] for s, _, _ in who})
        more = (f'<p class="note">{len(ranked) - TOP_DIAGNOSES} rarer diagnoses (hit by {others} submissions)'
                " are in their reports.</p>")
    return ('<table class="diagnoses"><thead><tr><th>Submissions</th><th>Likely mistake</th><th>Who</th></tr>'
            f"</thead><tbody>{''.join(rows)}</tbody></table>{more}")


def _heatmap_data(graded: list[Entry]) -> dict[str, Any]:
    """Checks ordered by pass rate (lowest first), students by score (highest first), and a
    letter per check and student (``-`` where a student's run had no such check)."""
    meta: dict[str, list[Any]] = {}
    passes: dict[str, list[int]] = {}
    for s in graded:
        assert s.record is not None
        for label, exercise, track, hidden, points, code in s.record["checks"]:
            meta.setdefault(label, [exercise, track, hidden, points])
            counts = passes.setdefault(label, [0, 0])
            counts[0] += code == "p"
            counts[1] += 1
    order = {e.key: e.number for e in EXERCISES}

    def rate(label: str) -> float:
        return passes[label][0] / passes[label][1]

    labels = sorted(meta, key=lambda label: (rate(label), order[meta[label][0]], meta[label][1], label))
    students = sorted(graded, key=lambda s: (-(s.percent or 0.0), s.name))
    rows = []
    for s in students:
        assert s.record is not None
        codes = {check[0]: check[5] for check in s.record["checks"]}
        rows.append({"name": s.name, "percent": round(s.percent or 0.0, 1), "href": s.href if s.has_report else "",
                     "codes": "".join(codes.get(label, "-") for label in labels)})
    checks = [{"label": label, "hidden": bool(meta[label][2]), "points": meta[label][3],
               "rate": round(rate(label), 4)} for label in labels]
    return {"checks": checks, "students": rows, "codes": CODES}


def _table(entries: list[Entry]) -> str:
    cells = [(e, t) for e in EXERCISES for t in TRACKS]
    head = ['<th data-kind="text">Submission</th>', '<th data-kind="text">Student</th>',
            '<th data-kind="num">Score</th>', '<th data-kind="num">%</th>']
    head += [f'<th data-kind="num" title="{escape(e.label)} [{escape(TRACK_TITLES[t])}]">{e.number}'
             f" {escape(TRACK_TITLES[t])}</th>" for e, t in cells]
    head.append('<th data-kind="num">Diagnoses</th>')
    rows = []
    ordered = sorted(entries, key=lambda s: (s.percent is not None, -(s.percent or 0.0), s.name))
    for s in ordered:
        tds = [f'<td data-sort="{escape(s.name, 200)}">{_name_link(s)}</td>',
               f'<td data-sort="{escape(s.student, 200)}">{escape(s.student, 200)}</td>']
        if s.record is None:
            span = 3 + len(cells)
            tds.append(f'<td data-sort="-1" class="none" colspan="{span}">{escape(s.status, 500)}</td>')
            rows.append(f'<tr class="not-graded">{"".join(tds)}</tr>')
            continue
        assert s.score is not None and s.max_score is not None and s.percent is not None
        tds += [f'<td class="num" data-sort="{s.score:g}">{points_text(s.score)}/{points_text(s.max_score)}</td>',
                f'<td class="num" data-sort="{s.percent:.3f}">{s.percent:.1f}</td>']
        points = {(x, t): (earned, possible) for x, t, earned, possible in s.record["cells"]}
        for e, t in cells:
            earned, possible = points.get((e.key, t), (0.0, 0.0))
            if not possible:
                tds.append('<td class="num" data-sort="-1">-</td>')
                continue
            kind = "full" if earned == possible else "none" if earned == 0 else "part"
            tds.append(f'<td class="num {kind}" data-sort="{earned:g}">{points_text(earned)}</td>')
        tds.append(f'<td class="num" data-sort="{len(s.record["diagnoses"])}">{len(s.record["diagnoses"])}</td>')
        rows.append(f"<tr>{''.join(tds)}</tr>")
    return ('<p><label>Filter: <input type="search" id="filter" placeholder="part of a name"></label>'
            ' <span class="muted" id="shown"></span></p>'
            f'<div class="wide"><table class="students sortable"><thead><tr>{"".join(head)}</tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table></div>"
            '<p class="note">Click a column\'s name to sort by it; click a name to open that report.</p>')


# ---------------------------------------------------------------------------------------
# The page

_CSS = """
body { max-width: 1300px; }
table.diagnoses, table.students { border-collapse: collapse; margin: 8px 0; font-size: 0.92em; }
table.diagnoses td, table.diagnoses th, table.students td, table.students th {
  border: 1px solid var(--line); padding: 3px 8px; vertical-align: top; }
table.diagnoses thead th, table.students thead th { background: #f1f3f4; }
table.students th { cursor: pointer; white-space: nowrap; }
table.students th.sorted-up::after { content: " \\25B2"; } table.students th.sorted-down::after { content: " \\25BC"; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
td.full { background: #e6f4ea; } td.part { background: #fef3e0; } td.none { background: #fce8e6; }
table.students td:first-child, table.students td:nth-child(2) { min-width: 10em; max-width: 24em; overflow-wrap: anywhere; }
.wide { overflow-x: auto; }
svg.histogram .count { font: 11px sans-serif; text-anchor: middle; fill: #202124; }
svg.histogram .axis { font: 10px sans-serif; text-anchor: middle; fill: var(--muted); }
.heat-box { overflow: auto; max-height: 80vh; border: 1px solid var(--line); display: inline-block; max-width: 100%; }
canvas#heat { display: block; cursor: crosshair; image-rendering: pixelated; }
#readout { min-height: 1.6em; font-size: 0.92em; margin: 4px 0; overflow-wrap: anywhere; }
.legend span { margin-right: 12px; }
"""

_SCRIPT = """
(function () {
  var data = JSON.parse(document.getElementById('class-data').textContent);
  var colors = {p: '#2e7d32', f: '#c62828', e: '#6a1b9a', v: '#ef9a9a', '-': '#e8eaed'};
  var canvas = document.getElementById('heat');
  var readout = document.getElementById('readout');
  var nc = data.checks.length, ns = data.students.length;
  if (canvas && nc && ns) {
    var cw = Math.max(3, Math.min(14, Math.floor(1000 / nc)));
    var ch = Math.max(2, Math.min(14, Math.floor(1600 / ns)));
    canvas.width = cw * nc; canvas.height = ch * ns;
    canvas.dataset.cellWidth = cw; canvas.dataset.cellHeight = ch;
    var ctx = canvas.getContext('2d');
    data.students.forEach(function (s, i) {
      for (var j = 0; j < nc; j++) {
        ctx.fillStyle = colors[s.codes.charAt(j)] || '#000';
        ctx.fillRect(j * cw, i * ch, cw - (cw > 4 ? 1 : 0), ch - (ch > 4 ? 1 : 0));
      }
    });
    function at(ev) {
      var box = canvas.getBoundingClientRect();
      var j = Math.floor((ev.clientX - box.left) * canvas.width / box.width / cw);
      var i = Math.floor((ev.clientY - box.top) * canvas.height / box.height / ch);
      return (i >= 0 && i < ns && j >= 0 && j < nc) ? [i, j] : null;
    }
    canvas.addEventListener('mousemove', function (ev) {
      var hit = at(ev);
      if (!hit) { readout.textContent = ''; return; }
      var s = data.students[hit[0]], c = data.checks[hit[1]];
      readout.textContent = s.name + ' (' + s.percent + '%): ' + c.label + (c.hidden ? ' (hidden)' : '') +
        ': ' + (data.codes[s.codes.charAt(hit[1])] || 'not run') + '. Passed by ' +
        Math.round(100 * c.rate) + '% of the class.';
    });
    canvas.addEventListener('click', function (ev) {
      var hit = at(ev);
      if (hit && data.students[hit[0]].href) { window.location.href = data.students[hit[0]].href; }
    });
  }
  var table = document.querySelector('table.students');
  var filter = document.getElementById('filter'), shown = document.getElementById('shown');
  if (table) {
    var body = table.tBodies[0];
    table.querySelectorAll('th').forEach(function (th, col) {
      th.addEventListener('click', function () {
        var up = !th.classList.contains('sorted-up');
        table.querySelectorAll('th').forEach(function (h) { h.classList.remove('sorted-up', 'sorted-down'); });
        th.classList.add(up ? 'sorted-up' : 'sorted-down');
        var num = th.dataset.kind === 'num';
        var rows = Array.prototype.slice.call(body.rows);
        function key(r) {
          var td = r.cells[Math.min(col, r.cells.length - 1)];
          if (r.classList.contains('not-graded') && col >= 2) { return num ? -1 : ''; }
          return num ? Number(td.dataset.sort) : String(td.dataset.sort).toLowerCase();
        }
        rows.sort(function (a, b) {
          var x = key(a), y = key(b), d = x < y ? -1 : x > y ? 1 : 0;
          return up ? d : -d;
        });
        rows.forEach(function (r) { body.appendChild(r); });
      });
    });
    if (filter) {
      filter.addEventListener('input', function () {
        var q = filter.value.toLowerCase(), n = 0;
        Array.prototype.forEach.call(body.rows, function (r) {
          var hit = (r.cells[0].dataset.sort + ' ' + r.cells[1].dataset.sort).toLowerCase().indexOf(q) >= 0;
          r.style.display = hit ? '' : 'none';
          n += hit;
        });
        shown.textContent = q ? n + ' of ' + body.rows.length + ' shown' : '';
      });
    }
  }
})();
"""


def dashboard_html(entries: Sequence[Entry], *, title: str, header: str) -> str:
    """The class dashboard of ``entries`` (every submission of the run, graded or not)."""
    entries = list(entries)
    graded = [e for e in entries if e.record is not None]
    percents = [e.percent or 0.0 for e in graded]
    lead = f"{len(graded)} of {len(entries)} submissions graded"
    if percents:
        lead += (f"; mean score <b data-mean>{statistics.fmean(percents):.1f}%</b>,"
                 f" median {statistics.median(percents):.1f}%")
    not_graded = len(entries) - len(graded)
    body = [f"<h1>{escape(title, 300)}</h1>", f'<p class="score">{lead}.</p>']
    if not_graded:
        body.append(f'<p class="muted">{not_graded} could not be graded: see the bottom of the table.</p>')
    body += ["<h2>Scores</h2>", _distribution(graded, not_graded)]
    if graded:
        heat = _heatmap_data(graded)
        legend = "".join(f'<span><span class="swatch" style="background:{c}"></span> {escape(CODES[k])}</span>'
                         for k, c in (("p", "#2e7d32"), ("f", "#c62828"), ("v", "#ef9a9a"), ("e", "#6a1b9a")))
        body += ["<h2>Exercises</h2>", _exercise_means(graded),
                 "<h2>Most common diagnoses</h2>", _diagnoses(graded),
                 "<h2>Students x checks</h2>",
                 f'<p class="note">{len(heat["students"])} submissions (rows, highest score first) x'
                 f' {len(heat["checks"])} checks (columns, lowest pass rate first). Point at a cell for the'
                 " student and the check; click it to open the student's report.</p>",
                 f'<p class="legend">{legend}<span><span class="swatch" style="background:#e8eaed"></span>'
                 " not run</span></p>",
                 '<div class="heat-box"><canvas id="heat" aria-label="students by checks"></canvas></div>',
                 '<div id="readout" aria-live="polite"></div>', json_script(heat, "class-data")]
    else:
        body.append(json_script({"checks": [], "students": [], "codes": CODES}, "class-data"))
    body += ["<h2>Submissions</h2>", _table(entries),
             f'<h2>How this was graded</h2><pre class="run">{escape(header)}</pre>']
    return document(title, "\n".join(body), css=_CSS, script=_SCRIPT)
