"""The HTML report of one submission: ``report.html``, a page that opens from the file system.

One self-contained file: inline CSS, inline SVG and a few lines of script, nothing
fetched. It says what ``feedback.md`` says, in the same order: the points table, the
shared causes, then the failing checks (failing public checks with yours / expected /
difference heatmaps of the arrays they compared), then the passing ones, collapsed.

- Hidden checks show their name, what kind of failure it was and the diagnosis, never
  their inputs, their reason or any value (their failures carry no arrays).
- Every piece of text that may come from a submission (reasons, exception messages,
  printed output, reprs, file and folder names) is escaped; the only script is the page's
  own, and it writes text with ``textContent``.
- A page stays under :data:`LIMIT` bytes: a large slice is cropped around its largest
  error, at most ``MAX_SLICES`` slices of a batched array are embedded (those with the
  largest errors; :mod:`grader.reports.heatmaps` draws them), and figures that would not
  fit are left out; the page says so each time.
"""

from __future__ import annotations

from typing import Any

from grader.contract import EXERCISE_BY_KEY, EXERCISES, TRACK_TITLES, TRACKS
from grader.outcomes import CheckResult, Graded
from grader.reports import experiment
from grader.reports.heatmaps import LIMIT, figure
from grader.reports.page import document, escape
from grader.reports.text import because, cause_key, causes, check_label, failing_by_cell, points_text, told_once

FIGURES_BUDGET = 800_000
"""Bytes all heatmaps of one report may take together (within :data:`LIMIT`)."""

_KINDS = {
    "wrong": "wrong values", "shape": "wrong shape", "dtype": "wrong dtype", "type": "wrong type of result",
    "raised": "raised an exception", "error-type": "raised the wrong type of exception",
    "not-implemented": "not implemented yet", "timeout": "ran out of time", "budget": "ran out of time",
    "crash": "the process running the code crashed", "missing": "a function is missing",
    "import": "the module did not import", "signature": "wrong signature", "forbidden": "uses a forbidden function",
    "grader-error": "the grader failed on this check (not your code)",
}
"""What a hidden check may say about its failure: the kind, never the reason."""


_SCRIPT = """
document.querySelectorAll('div.arrays').forEach(function (box) {
  var n = Number(box.dataset.count), first = Number(box.dataset.first), at = first;
  var where = box.querySelector('.where');
  function show(i) {
    at = ((i % n) + n) % n;
    box.querySelectorAll('g.slice').forEach(function (g) { g.classList.toggle('on', Number(g.dataset.i) === at); });
    var g = box.querySelector('g.slice.on');
    if (where && g) {
      where.textContent = g.dataset.label + ' (' + (at + 1) + ' of ' + n + (at === first ? ', the largest error)' : ')');
    }
  }
  box.querySelectorAll('button[data-step]').forEach(function (b) {
    b.addEventListener('click', function () { var s = Number(b.dataset.step); show(s === 0 ? first : at + s); });
  });
});
"""


def _points_table(graded: Graded) -> str:
    cells = {(c.exercise, c.track): c for c in graded.cells}
    head = "".join(f"<th>{escape(TRACK_TITLES[t])}</th>" for t in TRACKS)
    rows = []
    for e in EXERCISES:
        tds = []
        for t in TRACKS:
            c = cells.get((e.key, t))
            if c is None or not c.possible:
                tds.append('<td class="empty">-</td>')
                continue
            shown = f"{points_text(c.earned)}/{points_text(c.possible)}"
            kind = "full" if c.earned == c.possible else "none" if c.earned == 0 else "part"
            voided = f' title="void: {escape(c.voided_by)} failed"' if c.voided_by else ""
            if c.voided_by:
                kind, shown = "void", "void " + shown
            tds.append(f'<td class="{kind}" data-cell="{e.key}/{t}"{voided}>{shown}</td>')
        rows.append(f"<tr><td>{escape(e.label)}</td>{''.join(tds)}</tr>")
    kind = "Total" if graded.hidden_included else "Public total"
    total = f"{points_text(graded.earned)}/{points_text(graded.possible)}"
    rows.append(f'<tr class="total"><td>{kind}</td><td colspan="{len(TRACKS)}" data-cell="total">{total}</td></tr>')
    hidden = sum(c.hidden_not_run for c in graded.cells)
    after = ""
    if hidden:
        after = (f'<p class="muted">Hidden checks hold {points_text(hidden)} more points; your instructor runs them.'
                 " They test the same contract on many generated inputs, so read the docstrings closely.</p>")
    return (f'<table class="points"><thead><tr><th>Exercise</th>{head}</tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table>{after}")


def _causes_html(graded: Graded, anchors: dict[int, str]) -> str:
    out = []
    for number, (hint, rs) in enumerate(causes(graded), 1):
        lost = points_text(sum(r.points for r in rs))
        items = "".join(f'<li><a href="#{anchors[id(r)]}">{escape(check_label(r))}</a>'
                        f'{escape(": " + because(r)) if r.root else ""}</li>' for r in rs)
        lessons = " and ".join(dict.fromkeys(EXERCISE_BY_KEY[r.exercise].lesson for r in rs))
        many = f"one cause explains {len(rs)} failing checks" if len(rs) > 1 else "one failing check"
        out.append(f'<div class="cause" id="cause-{number}" data-key="{escape(cause_key(rs[0]), 200)}"><p><b>Cause'
                   f" {number}: {many} ({lost} pts).</b> Likely mistake: {escape(hint)}</p><ul>{items}</ul>"
                   f'<p class="lesson"><b>Reread:</b> {escape(lessons)}.</p></div>')
    return "".join(out)


def _check_card(r: CheckResult, anchor: str, cause: int | None, figures: list[dict[str, Any]]) -> str:
    lesson = f'<p class="lesson"><b>Reread:</b> {escape(EXERCISE_BY_KEY[r.exercise].lesson)}.</p>'
    seen = f' <a href="#cause-{cause}">(cause {cause} above)</a>' if cause else ""
    hint = f'<p class="hint"><b>Likely mistake:</b> {escape(r.hint)}{seen}</p>' if r.hint else ""
    pts = f'<span class="pts">0/{points_text(r.points)} pts</span>'
    if r.hidden:
        what = _KINDS.get(r.kind, "failed")
        return (f'<article class="check hidden-check" id="{anchor}"><h3><span class="badge hidden">HIDDEN</span>'
                f"{escape(check_label(r))} {pts}</h3><p>Failed: {escape(what)}. Hidden checks do not show their inputs"
                f" or expected values.</p>{hint}{lesson}</article>")
    badge = "ERROR" if r.status == "error" else "FAIL"
    body = f'<pre class="reason">{escape(r.reason)}</pre>{hint}'
    if r.example:
        body += f'<p><b>Smallest failing input found:</b></p><pre class="example">{escape(r.example)}</pre>'
    if r.arrays:
        figures.append(r.arrays)
        body += f"<!--figure:{len(figures) - 1}-->"
    return (f'<article class="check" id="{anchor}"><h3><span class="badge">{badge}</span>{escape(check_label(r))} {pts}'
            f"</h3>{body}{lesson}</article>")


def _failing_html(graded: Graded, anchors: dict[int, str], figures: list[dict[str, Any]]) -> str:
    numbered = {cause_key(rs[0]): n for n, (_, rs) in enumerate(causes(graded), 1)}
    out = []
    for e, head, failing in failing_by_cell(graded):
        titles = "".join(f'<li id="{anchors[id(r)]}">{escape(r.title)}</li>' for r in failing)
        if all(r.kind == "not-implemented" for r in failing):
            out.append(f'<article class="check todo"><h3><span class="badge todo">TO DO</span>{escape(head)}:'
                       f" not implemented yet ({len(failing)} checks)</h3><p>Start with {escape(e.lesson)}.</p>"
                       f'<details><summary class="muted">The checks</summary><ul>{titles}</ul></details></article>')
            continue
        if told_once(failing):
            first = failing[0]
            hint = f'<p class="hint"><b>Likely mistake:</b> {escape(first.hint)}</p>' if first.hint else ""
            reason = _KINDS.get(first.kind, "failed") if first.hidden else first.reason  # hidden: never the reason
            out.append(f'<article class="check"><h3><span class="badge">FAIL</span>{escape(head)}: all'
                       f" {len(failing)} checks failed</h3><pre class=\"reason\">{escape(reason)}</pre>{hint}"
                       f'<p class="lesson"><b>Reread:</b> {escape(e.lesson)}.</p>'
                       f'<details><summary class="muted">The checks</summary><ul>{titles}</ul></details></article>')
            continue
        out += [_check_card(r, anchors[id(r)], numbered.get(cause_key(r)) if r.hint else None, figures) for r in failing]
    return "".join(out)


def _passing_html(graded: Graded) -> str:
    passing = [r for r in graded.results if r.status == "passed"]
    if not passing:
        return ""
    voided = {(c.exercise, c.track): c.voided_by for c in graded.cells if c.voided_by}
    groups = []
    for e in EXERCISES:
        for t in TRACKS:
            rs = [r for r in passing if r.exercise == e.key and r.track == t]
            if not rs:
                continue
            void = f' <span class="muted">(voided: {escape(voided[(e.key, t)])} failed)</span>' if (e.key, t) in voided else ""
            items = "".join(f"<li>{escape(r.title)} <span class=\"pts\">{points_text(r.points)} pts"
                            f"{', hidden' if r.hidden else ''}</span></li>" for r in rs)
            groups.append(f"<h3>{escape(e.label)} [{escape(TRACK_TITLES[t])}]{void}</h3><ul>{items}</ul>")
    return (f'<h2 id="passing">Passing checks</h2><details class="passing"><summary>{len(passing)} checks pass'
            f" (show them)</summary>{''.join(groups)}</details>")


def report_html(graded: Graded, *, name: str, header: str) -> str:
    """The report page of one graded submission (under :data:`LIMIT` bytes)."""
    failing = [r for r in graded.results if r.status != "passed"]
    anchors = {id(r): f"check-{i}" for i, r in enumerate(graded.results)}
    figures: list[dict[str, Any]] = []
    score = f"{points_text(graded.earned)}/{points_text(graded.possible)}"
    kind = "Score" if graded.hidden_included else "Public checks"
    lead = _causes_html(graded, anchors)
    body = [f"<h1>Feedback for {escape(name, 300)}</h1>",
            f'<p class="score">{kind}: <b data-score>{score}</b> <span class="muted">({len(failing)} of'
            f" {len(graded.results)} checks fail)</span></p>",
            "<h2>Points</h2>", _points_table(graded)]
    if lead:
        body += ['<h2 id="causes">Shared causes</h2>', lead]
    body += ['<h2 id="failing">What to fix</h2>',
             _failing_html(graded, anchors, figures) if failing else "<p>Every check passed.</p>",
             _passing_html(graded)]
    if graded.experiment is not None:
        body.append(experiment.section(graded.experiment))
    body.append(f'<h2>How this was graded</h2><pre class="run">{escape(header)}</pre>')
    page = document(f"attnkit report: {name}", "\n".join(body), css=experiment.CSS, script=_SCRIPT + experiment.SCRIPT)
    left = min(FIGURES_BUDGET, LIMIT - len(page.encode()) - 40_000)  # notes need room too
    for i, arrays in enumerate(figures):
        drawn = figure(arrays, max(left, 0))
        left -= len(drawn.encode())
        page = page.replace(f"<!--figure:{i}-->", drawn, 1)
    return page


def report_not_graded(name: str, reason: str, header: str) -> str:
    """The report page of a submission the grader could not run, saying why."""
    body = (f"<h1>Feedback for {escape(name, 300)}</h1>"
            '<p class="score">Not graded: the grader could not run this submission.</p>'
            f'<article class="check"><h3><span class="badge">NOT GRADED</span>Why</h3>'
            f'<pre class="reason">{escape(reason)}</pre><p>Fix this and submit again; no check ran, so no'
            " points were given.</p></article>"
            f'<h2>How this was graded</h2><pre class="run">{escape(header)}</pre>')
    return document(f"attnkit report: {name} (not graded)", body)
