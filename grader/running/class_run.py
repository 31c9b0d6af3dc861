"""The named steps of grading a class, which ``grade`` runs in order and ``merge`` shares.

``commands.grade`` is: intake (``grader.intake.submissions.take_in``), the run header,
:func:`take_shard`, :func:`pending` (fingerprints: what is already graded), dispatch
(``batch.run_parts`` or ``batch.grade_one``), :func:`read_back` (each submission's state
file), :func:`write_class_files` (grades.csv, summary.*, the dashboard) and the nbgrader
write-back. ``commands.merge`` joins shards' outputs and ends with the same
:func:`write_class_files`, so a class graded in shards and in one run write the same files.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from grader.intake import folders
from grader.intake.submissions import Intake
from grader.kit import __version__
from grader.reports import dashboard
from grader.reports import summary as class_summary
from grader.reports.files import json_text, write_atomic
from grader.reports.grades_csv import csv_row, write_csv
from grader.running import batch

DASHBOARD = "index.html"
"""The class dashboard in a run's output folder (``grader.reports.dashboard``)."""


def take_shard(intake: Intake, shard: tuple[int, int], *, out_dir: Path, solutions: Path, selection: list[str],
               header: str, out: TextIO) -> tuple[list[Path], list[str]]:
    """The submissions of shard K of N (``folders.shard_of``), after writing ``shard.json``,
    which names the run so that ``merge`` can join the N outputs."""
    k, n = shard
    run = batch.run_fingerprint(version=__version__, solutions=solutions, selection=selection, shards=n,
                                names=intake.names)
    write_atomic(out_dir / batch.SHARD, json_text({"shard": [k, n], "counted_from": 1, "run": run,
                                                   "names": intake.names, "header": header}))
    mine = [i for i, name in enumerate(intake.names) if folders.shard_of(name, n) == k]
    print(f"Shard {k}/{n}: {len(mine)} of {len(intake.names)} submissions", file=out, flush=True)
    return [intake.folders[i] for i in mine], [intake.names[i] for i in mine]


def pending(submissions: list[Path], names: list[str], *, out_dir: Path, solutions: Path, selection: list[str],
            force: bool) -> tuple[dict[str, str], list[tuple[Path, str, str]]]:
    """Each submission's fingerprint, and those to grade now: all with ``force``, else the
    ones not graded before with the same files, reference and selection."""
    prints = {n: batch.fingerprint(Path(f), version=__version__, solutions=solutions, selection=selection)
              for f, n in zip(submissions, names)}
    todo = [(Path(f), n, prints[n]) for f, n in zip(submissions, names) if force or not batch.done(out_dir, n, prints[n])]
    return prints, todo


@dataclass
class ReadBack:
    rows: list[dict[str, Any]] = field(default_factory=list)
    """grades.csv's rows, in the submissions' order."""
    records: dict[str, Any] = field(default_factory=dict)
    """name -> what the dashboard shows of it."""
    graded_now: dict[str, bool] = field(default_factory=dict)
    """name -> graded with this run's files and reference."""
    failed: int = 0
    scores: list[float] = field(default_factory=list)


def read_back(submissions: list[Path], names: list[str], prints: dict[str, str], out_dir: Path) -> ReadBack:
    """What the grading processes left in each submission's state file."""
    back = ReadBack()
    for folder, name in zip(submissions, names):
        state = batch.load_state(out_dir, name)
        back.graded_now[name] = bool(state and state.get("fingerprint") == prints[name] and not state.get("not_graded"))
        if state is None or state.get("fingerprint") != prints[name]:
            back.failed += 1
            back.rows.append(csv_row(name, None, "the grading process did not finish it",
                                     student=folders.student_name(Path(folder))))
            continue
        back.rows.append(state["row"])
        back.records[name] = state.get("dashboard")
        if state.get("not_graded"):
            back.failed += 1
            continue
        back.failed += bool(state.get("grader_errors"))
        back.scores.append(float(state["row"]["score"]) / max(float(state["row"]["max_score"]), 1e-9))
    return back


def write_class_files(out_dir: Path, rows: list[dict[str, Any]], records: dict[str, Any], header: str, *,
                      with_dashboard: bool = True) -> None:
    """grades.csv, summary.json and summary.md, and (``with_dashboard``) the class
    dashboard, ``index.html``, from the rows and each submission's dashboard record."""
    write_csv(out_dir / "grades.csv", rows)
    summary = class_summary.class_summary(out_dir, [r["submission"] for r in rows if r["status"] == "graded"])
    write_atomic(out_dir / "summary.json", json_text(summary))
    write_atomic(out_dir / "summary.md", class_summary.summary_markdown(summary))
    if with_dashboard:
        entries = [dashboard.entry(row, records.get(row["submission"]),
                                   has_report=(out_dir / row["submission"] / "report.html").is_file()) for row in rows]
        write_atomic(out_dir / DASHBOARD,
                     dashboard.dashboard_html(entries, title="attnkit class dashboard", header=header))
