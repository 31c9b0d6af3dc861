"""The grader's commands as keyword-only functions; ``grader.cli`` only parses arguments.

Each returns the process exit status and prints what a person needs to read.
"""

from __future__ import annotations

import base64
import csv
import json
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from grader.calls.student import Submission
from grader.contract import EXERCISES, MODULES, TRACK_TITLES, TRACKS
from grader.errors import GraderError, SubmissionError
from grader.inputs import experiment, hidden, recorded, reference
from grader.intake import folders
from grader.intake.submissions import take_in
from grader.isolation import capabilities, sandbox
from grader.isolation.runner import Limits
from grader.kit import DEFAULT_SOLUTIONS, __version__, hidden_folders
from grader.outcomes import CheckResult, Graded
from grader.reports.classroom import classroom_result
from grader.reports.experiment import page as experiment_page
from grader.reports.files import write_atomic
from grader.reports.grades_csv import csv_row
from grader.reports.html import report_html, report_not_graded
from grader.reports.text import feedback, table
from grader.running import batch, class_run
from grader.running import watch as watcher
from grader.running.class_run import DASHBOARD
from grader.running.experiment import experiment_data
from grader.running.plugin import one_session
from grader.running.progress import Progress
from grader.running.session import grade_folder


def run_header(*, mode: str, limits: Limits, hide: list[Path], hidden_inputs: bool = False,
               also_hidden: tuple[str, ...] = ()) -> str:
    """The first lines of every run: enough to reproduce a grade, and what isolation holds.
    With ``hidden_inputs`` it names the recorded hidden inputs by the start of their digest;
    ``also_hidden`` names hidden folders in words (the output folder: where it lies must
    not change results.json, so that shards and single runs write the same files)."""
    inputs = f" hidden inputs: recorded, sha256 {hidden.digest()[:12]};" if hidden_inputs else ""
    return (
        f"attnkit grader {__version__} ({mode});{inputs} limits: {limits.call_seconds:g} s per call,"
        f" {limits.submission_seconds:g} s per"
        f" submission, {capabilities.limits_text(limits.memory_bytes)}\n"
        + sandbox.plan(hide, enabled=limits.sandbox).describe(also_hidden)
    )


def _instructor_module(name: str) -> Any:
    """An instructor-only module; the student release leaves them out."""
    import importlib

    try:
        return importlib.import_module(f"grader.instructor.{name}")
    except ModuleNotFoundError as err:
        raise GraderError(
            "this is the students' copy of the grader: it runs the public checks (`attnkit check`);"
            " releases, bundles and courses are made from the instructor's kit"
        ) from err


def check(
    *,
    folder: Path | None = None,
    limits: Limits | None = None,
    exercises: set[str] | None = None,
    tracks: set[str] | None = None,
    github_output: Path | None = None,
    html: Path | None = None,
    watch: bool = False,
    warm: Callable[[], None] = lambda: None,
    out: TextIO = sys.stdout,
) -> int:
    """Students' self-check: public checks only. Exit 0 only at full public marks.

    With ``github_output`` (GitHub Actions' ``$GITHUB_OUTPUT`` file) it also appends
    ``result=<base64 JSON>`` for GitHub Classroom's grading reporter and exits 0 whenever
    the checks ran: the points are in the result, and the reporter step must still run.
    With ``html`` it also writes the report page there (heatmaps of the failing checks'
    arrays), or, when the folder cannot be checked at all, a page that says why.

    With ``watch`` it checks again after every save of a file in the folder, shows what
    changed since the last run, and goes on until Ctrl-C (exit 0); ``warm`` starts what
    the next run's workers come from (:mod:`grader.running.watch`). A folder that cannot
    be checked (a file that does not parse) is said, and the watch goes on.
    """
    limits = limits or Limits()
    folder = folder or folders.default_folder()
    hide = hidden_folders(DEFAULT_SOLUTIONS)
    header = run_header(mode="self-check, public checks", limits=limits, hide=hide)
    print(header, file=out)
    if watch:
        if github_output is not None:
            raise GraderError("--watch runs until Ctrl-C, in a terminal; --github-classroom checks once: pass one of them")
        if not folder.is_dir():
            raise SubmissionError(f"{folder} is not a folder; pass the folder that holds numpy_core.py and torch_core.py")
        last: list[Graded] = []

        def once(changed: list[str]) -> list[CheckResult] | None:
            saved = {t for t in TRACKS if f"{MODULES[t]}.py" in changed}
            again = saved & (tracks or set(TRACKS))  # one track's module saved: the other's results stand
            partial = bool(last) and html is None and bool(again) and len(saved) == len(changed)
            print(f"Checking {folder}" + (f" ({', '.join(sorted(again))} only: the other module did not change)"
                                          if partial else ""), file=out, flush=True)
            try:
                graded = _run_check(folder, limits, exercises, again if partial else tracks, html)
            except SubmissionError as err:
                print(f"\nError: {err}", file=out, flush=True)
                return None
            if partial:
                graded = _merged(last[-1], graded, again)
            last[:] = [graded]
            _show(graded, folder, header, html, out)
            return graded.results

        return one_session(lambda: watcher.watch(once, folder, out, warm=warm))  # pytest starts once, not per save
    print(f"Checking {folder}", file=out, flush=True)
    try:
        graded = _run_check(folder, limits, exercises, tracks, html)
    except SubmissionError as err:
        if html is not None:
            write_atomic(html, report_not_graded(folder.resolve().name, str(err), header))
        raise
    _show(graded, folder, header, html, out)
    if github_output is not None:
        encoded = base64.b64encode(json.dumps(classroom_result(graded)).encode()).decode()
        with open(github_output, "a", encoding="utf-8") as stream:
            stream.write(f"result={encoded}\n")
        print(f"\nGitHub Classroom result written to {github_output}:"
              f" {graded.earned:g}/{graded.possible:g} public points", file=out)
        return 1 if graded.grader_errors else 0
    return 0 if graded.earned == graded.possible and not graded.grader_errors else 1


def _run_check(folder: Path, limits: Limits, exercises: set[str] | None, tracks: set[str] | None,
               html: Path | None) -> Graded:
    return grade_folder(folder, include_hidden=False, limits=limits, exercises=exercises, tracks=tracks,
                        experiment=html is not None)


def _show(graded: Graded, folder: Path, header: str, html: Path | None, out: TextIO) -> None:
    """One self-check's table and what to fix, and its page with ``html``."""
    print("", file=out)
    print(table(graded), file=out)
    details = feedback(graded)
    if details:
        print("\nWhat to fix\n-----------\n" + details, file=out)
    else:
        print("\nAll public checks pass.", file=out)
    if html is not None:
        write_atomic(html, report_html(graded, name=folder.resolve().name, header=header))
        print(f"\nReport written to {html}: open it in a browser.", file=out)
    out.flush()


def _merged(old: Graded, new: Graded, tracks: set[str]) -> Graded:
    """The last run's results with those of ``tracks`` replaced by ``new``'s, in the order
    a whole run gives them: a watch that re-ran one track shows the whole table."""
    fresh = {(r.track, r.id): r for r in new.results}
    results = [fresh.pop((r.track, r.id)) if r.track in tracks else r for r in old.results
               if r.track not in tracks or (r.track, r.id) in fresh]
    results += list(fresh.values())
    order = {(e.key, t): i for i, (e, t) in enumerate((e, t) for e in EXERCISES for t in TRACKS)}
    cells = sorted([c for c in old.cells if c.track not in tracks] + [c for c in new.cells if c.track in tracks],
                   key=lambda c: order[(c.exercise, c.track)])
    return Graded(new.folder, results, cells, new.hidden_included, new.seconds)


def explore(*, folder: Path | None = None, page: Path, tracks: tuple[str, ...] = TRACKS, limits: Limits | None = None,
            out: TextIO = sys.stdout) -> int:
    """Run the lesson's experiment on the functions in ``folder`` (sandboxed, as the checks
    run them) and write the page with its controls to ``page``. Functions that fail are
    named on the page and the reference's values stand in for them; exit 0 once the page
    is written, 1 when some function failed."""
    limits = limits or Limits()
    folder = folder or folders.default_folder()
    if not folder.is_dir():
        raise GraderError(f"{folder} is not a folder; pass the folder that holds numpy_core.py and torch_core.py")
    header = run_header(mode="explore, the lesson's experiment", limits=limits, hide=hidden_folders(DEFAULT_SOLUTIONS))
    print(header, file=out)
    submission = Submission(folder, limits, hide=hidden_folders(DEFAULT_SOLUTIONS), quick_start=True, tracks=tracks)
    try:
        data = experiment_data(submission, tracks)
    finally:
        submission.close()
    write_atomic(page, experiment_page(data, name=folder.resolve().name, header=header))
    failed = {f"{track}: {name}" for track, run in data["tracks"].items() for name in run["failures"]}
    for track, run in data["tracks"].items():
        for name, why in run["failures"].items():
            print(f"{TRACK_TITLES[track]} {name}: {why} (the reference's values stand in)", file=out)
    print(f"\nThe experiment ran {len(tracks)} track{'s' if len(tracks) > 1 else ''}"
          f"{'' if failed else ' with every function working'}; open {page} in a browser.", file=out)
    return 1 if failed else 0


def grade(
    *,
    submissions: list[Path],
    out_dir: Path,
    solutions: Path = DEFAULT_SOLUTIONS,
    limits: Limits | None = None,
    exercises: set[str] | None = None,
    tracks: set[str] | None = None,
    jobs: int | None = None,
    force: bool = False,
    quiet: bool = False,
    nbgrader_course: Path | None = None,
    shard: tuple[int, int] | None = None,
    html: bool = True,
    out: TextIO = sys.stdout,
) -> int:
    """Grade submission folders with every check; write results.json per folder and grades.csv.

    Unless ``html`` is off, each submission also gets report.html (with the lesson's
    experiment run on its functions) and the run the class dashboard, index.html.

    With ``shard`` (K, N) only the submissions of shard K of N (``folders.shard_of``) are
    graded, and ``shard.json`` records the run so that ``merge`` can join the N outputs.

    Submissions graded before with the same files, reference and selection are skipped
    unless ``force``; the rest are split over ``jobs`` grader processes (default: one per
    core), each given the same :class:`grader.running.batch.Job`.

    Exit 0 when every submission was graded, whatever its score; 1 when some folder could
    not be graded or a check hit a grader bug; 2 when the grader cannot work at all.
    """
    limits = limits or Limits()
    if not reference.available(solutions):
        raise GraderError(f"grading needs the reference in {solutions} (numpy_core.py, torch_core.py)")
    out_dir.mkdir(parents=True, exist_ok=True)
    unpacked = tempfile.TemporaryDirectory(prefix="attnkit-archives-")
    intake = take_in(list(submissions), Path(unpacked.name), out_dir, nbgrader_course)
    # One sandbox plan for the whole batch: every folder that holds submissions is hidden.
    hide = [*hidden_folders(solutions), out_dir, *intake.hide]
    header = run_header(mode="grading, all checks", limits=limits, hide=[h for h in hide if h != out_dir],
                        hidden_inputs=True, also_hidden=("the output folder",))
    print(header, file=out, flush=True)
    selection = sorted(exercises or []) + sorted(tracks or []) + ([] if html else ["no-html"])
    chosen, names = intake.folders, intake.names
    if shard is not None:
        chosen, names = class_run.take_shard(intake, shard, out_dir=out_dir, solutions=solutions, selection=selection,
                                             header=header, out=out)
    prints, todo = class_run.pending(chosen, names, out_dir=out_dir, solutions=solutions, selection=selection,
                                     force=force)
    started = time.perf_counter()
    jobs = max(1, min(jobs or batch.default_jobs(), len(todo)))
    _dispatch(todo, jobs, batch.Job(out_dir=out_dir, header=header, solutions=solutions, limits=limits,
                                    exercises=None if exercises is None else tuple(sorted(exercises)),
                                    tracks=None if tracks is None else tuple(sorted(tracks)), hide=tuple(hide),
                                    html=html), Progress(len(todo), out, quiet=quiet))
    back = class_run.read_back(chosen, names, prints, out_dir)
    class_run.write_class_files(out_dir, back.rows, back.records, header, with_dashboard=html)
    if nbgrader_course is not None:
        _nbgrader_write_back(nbgrader_course, [(Path(f), out_dir / n / "results.json" if back.graded_now[n] else None)
                                               for f, n in zip(chosen, names)], out)
    seconds = time.perf_counter() - started
    rows, failed, scores = back.rows, back.failed, back.scores
    mean = f"; mean score {100 * sum(scores) / len(scores):.1f}%" if scores else ""
    pace = f", {seconds / len(todo):.2f} s per submission with {jobs} job{'s' if jobs > 1 else ''}" if todo else ""
    print(f"Graded {len(rows) - failed} of {len(rows)} submissions ({len(names) - len(todo)} already graded, kept;"
          f" {failed} failed to grade) in {seconds:.1f} s{pace}{mean}; results in {out_dir}"
          + (f", the class dashboard in {out_dir / DASHBOARD}" if html else ""), file=out)
    return 1 if failed else 0


def _dispatch(todo: list[tuple[Path, str, str]], jobs: int, job: batch.Job, progress: Progress) -> None:
    """Grade ``todo`` in ``jobs`` grading processes (or in this one), each submission's
    state file written as it is done."""
    if jobs > 1:
        if batch.run_parts(todo, jobs=jobs, job=job, progress=progress) == 2:
            progress.close()
            raise GraderError("a grading process could not work; see its output above")
    else:
        def grade_all() -> None:
            for folder, name, print_ in todo:
                progress.update(batch.grade_one(folder, name, job=job, fingerprint=print_))

        one_session(grade_all)  # pytest starts and collects the checks once for the whole class
    progress.close()


def _nbgrader_write_back(course: Path, graded: list[tuple[Path, Path | None]], out: TextIO) -> None:
    """Each notebook submission's test-cell scores into the course's gradebook."""
    written, flagged = _instructor_module("nbgrader_gradebook").write_scores(course, graded)
    print(f"Wrote {written} test-cell scores into {course / 'gradebook.db'} (as manual scores)", file=out)
    if flagged:
        print(f"Not graded, so set to 0 and marked for manual grading in the gradebook: {', '.join(flagged)}", file=out)


def merge(*, shards: list[Path], out_dir: Path, out: TextIO = sys.stdout) -> int:
    """Join the outputs of ``grade --shard K/N`` (one folder per shard) into ``out_dir``:
    every submission's files, and the same grades.csv and summary a single run writes.
    Refuses shards of different runs (grader version, reference, selection, class) and
    a set of shards that misses one or repeats one."""
    records = []
    for folder in shards:
        try:
            records.append((folder, json.loads((folder / batch.SHARD).read_text(encoding="utf-8"))))
        except (OSError, ValueError) as err:
            raise GraderError(f"{folder} is not the output of `grade --shard K/N` ({batch.SHARD}: {err})") from None
    runs = {record["run"] for _, record in records}
    if len(runs) > 1:
        raise GraderError("these shards come from different runs (another grader version, reference, selection"
                          " of checks or class): grade every shard with the same command")
    older = [str(folder) for folder, record in records if record.get("counted_from") != 1]
    if older:
        raise GraderError(f"{', '.join(older)}: graded by an earlier attnkit, which counted shards from 0; grade"
                          " every shard again (--shard 1/N to N/N) and merge those")
    total = records[0][1]["shard"][1]
    seen = sorted(record["shard"][0] for _, record in records)
    if seen != list(range(1, total + 1)):
        raise GraderError(f"merging needs each of the {total} shards once (1 to {total}); got {seen}")
    names: list[str] = records[0][1]["names"]
    out_dir.mkdir(parents=True, exist_ok=True)
    owner = {name: folder for folder, record in records for name in names
             if folders.shard_of(name, total) == record["shard"][0]}
    shard_rows = {}  # each shard's own grades.csv: what that run finished, and nothing older
    for folder, _ in records:
        with open(folder / "grades.csv", newline="", encoding="utf-8") as stream:
            shard_rows.update({row["submission"]: row for row in csv.DictReader(stream)})
    rows, failed, dashboard_records = [], 0, {}
    for name in names:
        source = owner[name] / name
        if source.is_dir():
            shutil.copytree(source, out_dir / name, dirs_exist_ok=True)
        row = shard_rows.get(name)
        if row is None:
            failed += 1
            rows.append(csv_row(name, None, "its shard did not finish it"))
            continue
        rows.append({key: value for key, value in row.items() if value != ""})
        state = batch.load_state(out_dir, name) or {}
        dashboard_records[name] = state.get("dashboard")
        failed += row["status"] != "graded" or bool(state.get("grader_errors"))
    class_run.write_class_files(out_dir, rows, dashboard_records, records[0][1].get("header", ""))
    print(f"Merged {len(records)} shards: {len(rows)} submissions ({failed} not graded or with grader errors);"
          f" results in {out_dir}, the class dashboard in {out_dir / DASHBOARD}", file=out)
    return 1 if failed else 0


def make_gradescope(*, out_zip: Path, solutions: Path = DEFAULT_SOLUTIONS, out: TextIO = sys.stdout) -> int:
    """Write the Gradescope autograder bundle (see ``grader.instructor.gradescope_bundle``)."""
    gradescope = _instructor_module("gradescope_bundle")

    names = gradescope.write_bundle(out_zip, solutions=solutions)
    print(f"wrote {out_zip} ({len(names)} files): upload it as the assignment's autograder,"
          " on the Ubuntu 24.04 base image", file=out)
    return 0


def make_stubs(*, solutions: Path = DEFAULT_SOLUTIONS, exercises: Path | None = None, docs: Path | None = None,
               out: TextIO = sys.stdout) -> int:
    """Regenerate the student stubs and the students' page (``docs/students.md``) from the reference."""
    stubs = _instructor_module("stubs")
    student_readme = _instructor_module("student_readme")
    from grader.running.plugin import collect_points

    target = exercises or solutions.parent / "exercises"
    for path in stubs.write_stubs(solutions=solutions, exercises=target):
        print(f"wrote {path}", file=out)
    page = docs or solutions.parent / student_readme.KIT_PAGE
    public, hidden = collect_points()
    page.parent.mkdir(parents=True, exist_ok=True)
    page.write_text(student_readme.render(public, sum(hidden.values())), encoding="utf-8")
    print(f"wrote {page}", file=out)
    return 0


def record_cases(*, solutions: Path = DEFAULT_SOLUTIONS, redraw_hidden: bool = False, out: TextIO = sys.stdout) -> int:
    """Re-record the reference's outputs on the public cases; with ``redraw_hidden`` (or
    when none were drawn yet) also draw the hidden checks' inputs (``grader.inputs.hidden``)."""
    count = recorded.write(solutions=solutions)
    print(f"recorded {count} public cases in {recorded.DATA}", file=out)
    steps = experiment.write(solutions=solutions)
    print(f"recorded {steps} values of the lesson's experiment in {experiment.DATA}", file=out)
    if redraw_hidden or not hidden.HIDDEN_CASES.exists():
        drawn = hidden.write(hidden.draw_all())
        print(f"drew {drawn} hidden inputs into {hidden.HIDDEN_CASES} (keep it: grades depend on it)", file=out)
    return 0


def make_release(*, out_dir: Path, solutions: Path = DEFAULT_SOLUTIONS, out: TextIO = sys.stdout) -> int:
    """Write the student release (see ``grader.instructor.release``)."""
    release = _instructor_module("release")

    release.write_release(out_dir, solutions=solutions, version=__version__)
    files = sum(1 for p in out_dir.rglob("*") if p.is_file())
    print(f"wrote the student release in {out_dir} ({files} files; scanned: no solution line and no hidden check"
          " in any of them). Push it as the assignment's template repository:\n"
          f"  cd {out_dir} && git init -b main && git add -A && git commit -m 'Assignment' && git push ...", file=out)
    return 0


def make_nbgrader_course(*, course: Path, solutions: Path = DEFAULT_SOLUTIONS,
                         out: TextIO = sys.stdout) -> int:
    """Write the nbgrader course (see ``grader.instructor.nbgrader_course``)."""
    nbgrader_course = _instructor_module("nbgrader_course")

    for path in nbgrader_course.write_course(course, solutions=solutions):
        print(f"wrote {path}", file=out)
    print(f"Next, from {course}: `nbgrader generate_assignment {nbgrader_course.ASSIGNMENT} --force` writes the"
          f" students' notebooks to release/{nbgrader_course.ASSIGNMENT}/.", file=out)
    return 0
