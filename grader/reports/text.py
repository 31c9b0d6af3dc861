"""What people read: the points table, the feedback on failing checks, ``feedback.md``."""

from __future__ import annotations

from grader.contract import EXERCISE_BY_KEY, EXERCISES, TRACK_TITLES, TRACKS, Exercise
from grader.outcomes import CheckResult, Graded


def points_text(x: float) -> str:
    return f"{x:g}"


def table(graded: Graded) -> str:
    """Points per exercise (rows) and track (columns)."""
    cells = {(c.exercise, c.track): c for c in graded.cells}
    width = max(len(e.label) for e in EXERCISES) + 2
    lines = ["Exercise".ljust(width) + "".join(TRACK_TITLES[t].rjust(12) for t in TRACKS)]
    for e in EXERCISES:
        row = e.label.ljust(width)
        for t in TRACKS:
            c = cells.get((e.key, t))
            text = "-" if c is None or not c.possible else f"{points_text(c.earned)}/{points_text(c.possible)}"
            if c is not None and c.voided_by:
                text = "void " + text
            row += text.rjust(12)
        lines.append(row)
    kind = "Total" if graded.hidden_included else "Public total"
    lines.append(f"{kind}: {points_text(graded.earned)}/{points_text(graded.possible)}")
    hidden = sum(c.hidden_not_run for c in graded.cells)
    if hidden:
        lines.append(
            f"Hidden checks hold {points_text(hidden)} more points; your instructor runs them. They test"
            " the same contract on many generated inputs, so read the docstrings closely."
        )
    return "\n".join(lines)


def _indent(text: str, prefix: str = "    ") -> str:
    return "\n".join(prefix + line for line in text.splitlines())


def failure_text(r: CheckResult) -> str:
    """The feedback for one failing check: reason, likely mistake, example, lesson."""
    parts = [r.reason]
    if r.hint:
        parts.append(f"Likely mistake: {r.hint}")
    if r.example:
        parts.append(f"Smallest failing input found:\n{_indent(r.example, '  ')}")
    parts.append(f"Reread: {EXERCISE_BY_KEY[r.exercise].lesson}.")
    return "\n".join(parts)


def cause_key(r: CheckResult) -> str:
    """What a failing check's cause is grouped by: its diagnosis key (its text for a hint
    that has none)."""
    return r.diagnosis or r.hint


def causes(graded: Graded) -> list[tuple[str, list[CheckResult]]]:
    """The causes of the failing checks, each with the checks it explains: one that voids an
    exercise first, then the costliest (the most points, then the most checks). One slip
    that fails many checks is told once, as their cause. The text is the
    first check's (a function's own checks before those that fail because of it)."""
    by_key: dict[str, list[CheckResult]] = {}
    for r in graded.results:
        if r.status != "passed" and r.hint:
            by_key.setdefault(cause_key(r), []).append(r)
    ordered = [sorted(rs, key=lambda r: bool(r.root)) for rs in by_key.values()]

    def weight(rs: list[CheckResult]) -> tuple[bool, float, int]:  # voiding first, then the points it costs
        return (not any(r.voids_exercise for r in rs), -sum(r.points for r in rs), -len(rs))

    return sorted(((rs[0].hint, rs) for rs in ordered), key=lambda item: weight(item[1]))


def leading_cause(graded: Graded) -> str:
    """The key of the cause the feedback leads with ("" when no failing check has one)."""
    found = causes(graded)
    return cause_key(found[0][1][0]) if found else ""


def check_label(r: CheckResult) -> str:
    """A check's name as every report shows it: exercise, track, title."""
    return f"{EXERCISE_BY_KEY[r.exercise].label} [{TRACK_TITLES[r.track]}] {r.title}"


def because(r: CheckResult) -> str:
    """For a check that fails because another of the submission's functions does, what the
    engine said of it ("attention fails because your stable_softmax raises at
    numpy_core.py:86; fix exercise 4 first."); "" otherwise."""
    return r.hint.split(f" {r.root}: ", 1)[0].removesuffix(" ") if r.root else ""


def causes_text(graded: Graded) -> str:
    """The causes, each with the checks it explains in a line each ("" when none)."""
    out = []
    for number, (hint, rs) in enumerate(causes(graded), 1):
        lost = sum(r.points for r in rs)
        many = f"one cause explains {len(rs)} failing checks" if len(rs) > 1 else "one failing check"
        out.append(f"Cause {number}: {many} ({points_text(lost)} pts). Likely mistake: {hint}")
        out += [f"  - {check_label(r)}" + (f": {because(r)}" if r.root else "") for r in rs]
        first = rs[0]  # the details once: what the first of them saw
        out.append(f"  For example, {check_label(first)}:\n{_indent(first.reason, '    ')}")
        if first.example:
            out.append(f"    Smallest failing input found:\n{_indent(first.example, '      ')}")
        lessons = dict.fromkeys(EXERCISE_BY_KEY[r.exercise].lesson for r in rs)
        out.append(f"  Reread: {' and '.join(lessons)}.")
    return "\n".join(out)


def failing_by_cell(graded: Graded) -> list[tuple[Exercise, str, list[CheckResult]]]:
    """(exercise, "label [Track]", failing checks) for each exercise and track with failures."""
    out = []
    for e in EXERCISES:
        for t in TRACKS:
            failing = [r for r in graded.results if r.exercise == e.key and r.track == t and r.status != "passed"]
            if failing:
                out.append((e, f"{e.label} [{TRACK_TITLES[t]}]", failing))
    return out


SAME_REASON = ("missing", "import", "raised", "crash", "budget")
"""Kinds of failure that, when every failing check of an exercise and track has it with
one reason, are told once for all of them."""


def told_once(failing: list[CheckResult]) -> bool:
    """Whether the failing checks of one exercise and track are told as one (more than two
    of them, one reason, a kind of :data:`SAME_REASON`): every report applies this rule."""
    return len(failing) > 2 and len({r.reason for r in failing}) == 1 and failing[0].kind in SAME_REASON


def feedback(graded: Graded) -> str:
    """Shared causes first, then failing checks grouped by exercise and track; stubs
    collapse to one line each, and a check a shared cause explains to one line."""
    numbered = {cause_key(rs[0]): n for n, (_, rs) in enumerate(causes(graded), 1)}
    lead = causes_text(graded)
    out = [lead + "\n"] if lead else []
    for e, head, failing in failing_by_cell(graded):
        if all(r.kind == "not-implemented" for r in failing):
            out.append(f"{head}: not implemented yet ({len(failing)} checks). Start with {e.lesson}.")
            continue
        if told_once(failing):
            out.append(f"{head}: all {len(failing)} checks failed:\n{_indent(failure_text(failing[0]))}")
            continue
        out.append(f"{head}:")
        for r in failing:
            tag = "hidden, " if r.hidden else ""
            mark = "ERROR" if r.status == "error" else "FAIL"
            line = f"  {mark} {r.title} ({tag}{points_text(r.points)} pts)"
            if r.hint and cause_key(r) in numbered:
                out.append(f"{line}: cause {numbered[cause_key(r)]} above")
            else:
                out.append(f"{line}\n{_indent(failure_text(r), '      ')}")
    return "\n".join(out)


def feedback_markdown(name: str, graded: Graded) -> str:
    """What an instructor can hand back: the table and the failing checks (no hidden inputs)."""
    details = feedback(graded) or "Every check passed."
    return (f"# Feedback for {name}\n\nScore: {points_text(graded.earned)}/{points_text(graded.possible)}\n\n"
            f"```\n{table(graded)}\n```\n\n## What to fix\n\n```\n{details}\n```\n")
