"""Command line: ``attnkit`` / ``python -m grader``. A thin layer over ``grader.commands``."""

from __future__ import annotations

import argparse
import faulthandler
import os
import signal
import sys
from collections.abc import Mapping
from pathlib import Path

from grader.contract import EXERCISE_BY_KEY, TRACKS
from grader.errors import GraderError
from grader.intake.folders import default_folder
from grader.isolation import capabilities
from grader.isolation.limits import SELF_CHECK_STARTS, Limits
from grader.kit import DEFAULT_SOLUTIONS, __version__, hidden_folders


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="attnkit", description="Attention exercise kit: self-check and grading.")
    parser.add_argument("--version", action="version", version=f"attnkit {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    def selection(p: argparse.ArgumentParser) -> None:
        p.add_argument("--exercise", action="append", choices=sorted(EXERCISE_BY_KEY),
                       help="only this exercise (repeatable)")
        p.add_argument("--track", action="append", choices=TRACKS, help="only this track (repeatable)")
        p.add_argument("--call-timeout", type=float, default=Limits.call_seconds, metavar="SECONDS",
                       help="time limit for one call into student code (default: %(default)s)")
        p.add_argument("--import-timeout", type=float, default=Limits.import_seconds, metavar="SECONDS",
                       help="time limit for importing one student module (default: %(default)s)")
        p.add_argument("--submission-timeout", type=float, default=Limits.submission_seconds, metavar="SECONDS",
                       help="time budget for all calls into one submission (default: %(default)s)")
        p.add_argument("--no-sandbox", action="store_true",
                       help="debugging only: run student code without the Linux sandbox")
        workers(p)

    def workers(p: argparse.ArgumentParser) -> None:
        p.add_argument("--workers", choices=capabilities.CHOICES,
                       help="how student code's processes start: fork (from a template, the fast path; Linux's"
                       " sandbox needs it) or spawn (a fresh interpreter each; runs everywhere). Default: the"
                       f" {capabilities.ENV} environment variable, else the best this Python allows")

    p = sub.add_parser("check", help="students: run the public checks on your exercises")
    p.add_argument("folder", nargs="?", type=Path, help="folder with numpy_core.py and torch_core.py"
                   " (default: ./exercises if it exists, else .)")
    p.add_argument("--github-classroom", type=Path, metavar="GITHUB_OUTPUT",
                   help="in GitHub Actions: append the result for GitHub Classroom's grading reporter to this"
                   " file (pass \"$GITHUB_OUTPUT\") and exit 0 whenever the checks ran")
    p.add_argument("--html", type=Path, metavar="PAGE",
                   help="also write a report page (heatmaps of yours / expected for each failing check) to PAGE;"
                   " it opens in a browser from the file system")
    p.add_argument("--watch", action="store_true",
                   help="check again each time you save a file in the folder, showing what changed since the last"
                   " run, until Ctrl-C")
    selection(p)

    p = sub.add_parser("explore", help="students: the lesson's experiment run on your functions, as a page")
    p.add_argument("folder", nargs="?", type=Path, help="folder with numpy_core.py and torch_core.py"
                   " (default: ./exercises if it exists, else .)")
    p.add_argument("--out", type=Path, default=Path("explore.html"), metavar="PAGE",
                   help="where to write the page (default: %(default)s); it opens in a browser from the file system")
    p.add_argument("--track", action="append", choices=TRACKS, help="only this track (repeatable)")
    p.add_argument("--call-timeout", type=float, default=Limits.call_seconds, metavar="SECONDS",
                   help="time limit for one call into student code (default: %(default)s)")
    p.add_argument("--no-sandbox", action="store_true", help="debugging only: run student code without the Linux sandbox")
    workers(p)

    p = sub.add_parser("grade", help="instructors: grade submissions with all checks")
    p.add_argument("submissions", nargs="+", type=Path, help="submission folders")
    p.add_argument("--out", type=Path, required=True, help="folder for results.json files and grades.csv")
    p.add_argument("--solutions", type=Path, default=DEFAULT_SOLUTIONS,
                   help="the reference (default: %(default)s)")
    p.add_argument("--jobs", type=int, default=None,
                   help="grading processes to run at once (default: one per core)")
    p.add_argument("--quiet", action="store_true", help="print only problems and the summary, not a line per submission")
    p.add_argument("--force", action="store_true", help="regrade submissions that were graded before")
    p.add_argument("--shard", metavar="K/N",
                   help="grade only shard K of N (1 <= K <= N, as Playwright and Jest count; by a hash of each"
                   " submission's name), to spread a class over N machines and join them with `merge`; auto/N takes"
                   " K from a Slurm job array (SLURM_ARRAY_TASK_ID - SLURM_ARRAY_TASK_MIN + 1) or a Kubernetes"
                   " Indexed Job (JOB_COMPLETION_INDEX + 1)")
    p.add_argument("--no-html", action="store_true",
                   help="write no web pages: no report.html per submission, no class dashboard index.html")
    p.add_argument("--nbgrader-course", type=Path, metavar="COURSE",
                   help="write the scores of submitted/<student>/<assignment>/ notebooks into COURSE's nbgrader"
                   " gradebook (each test cell's manual score)")
    selection(p)

    p = sub.add_parser("gradescope", help="instructors: write a Gradescope autograder zip (all checks)")
    p.add_argument("zip", type=Path, help="the .zip file to write")
    p.add_argument("--solutions", type=Path, default=DEFAULT_SOLUTIONS,
                   help="the reference to bundle (default: %(default)s)")

    p = sub.add_parser("release", help="instructors: write the student repository (stubs, public checks, workflow)")
    p.add_argument("out", type=Path, help="a new or empty folder")
    p.add_argument("--solutions", type=Path, default=DEFAULT_SOLUTIONS,
                   help="the reference the stubs are made from (default: %(default)s)")

    p = sub.add_parser("nbgrader", help="instructors: write an nbgrader course (source notebooks, config)")
    p.add_argument("course", type=Path, help="the course folder (nbgrader's course root)")
    p.add_argument("--solutions", type=Path, default=DEFAULT_SOLUTIONS,
                   help="the reference the notebooks are made from (default: %(default)s)")

    p = sub.add_parser("merge", help="instructors: join the outputs of `grade --shard K/N` into one")
    p.add_argument("shards", nargs="+", type=Path, help="the output folder of every shard")
    p.add_argument("--out", type=Path, required=True, help="the folder for the joined results and grades.csv")

    sub.add_parser("stubs", help="instructors: regenerate exercises/ from solutions/")
    p = sub.add_parser("record", help="instructors: re-record the public cases from solutions/")
    p.add_argument("--redraw-hidden", action="store_true",
                   help="also draw the hidden checks' inputs anew (grades may move; they are drawn once and kept)")
    return parser


def parse_shard(text: str, environ: Mapping[str, str] = os.environ) -> tuple[int, int]:
    """``K/N`` (K from 1 to N, as Playwright, Jest and Vitest count) or ``auto/N`` (K from the
    batch system's environment, whose indexes count from 0) as (K, N)."""
    k_text, slash, n_text = text.partition("/")
    if not slash or not n_text.isdigit() or int(n_text) < 1:
        raise GraderError(f"--shard takes K/N (1 <= K <= N) or auto/N, got {text!r}; for example --shard 1/3")
    n = int(n_text)
    if k_text == "auto":
        for variable in ("SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_MIN", "JOB_COMPLETION_INDEX"):
            if variable in environ and not environ[variable].isdigit():
                raise GraderError(f"--shard auto/{n}: {variable} is {environ[variable]!r}, not a whole number")
        if "SLURM_ARRAY_TASK_ID" in environ:
            index = int(environ["SLURM_ARRAY_TASK_ID"]) - int(environ.get("SLURM_ARRAY_TASK_MIN", "0"))
            source = "SLURM_ARRAY_TASK_ID - SLURM_ARRAY_TASK_MIN"
        elif "JOB_COMPLETION_INDEX" in environ:
            index, source = int(environ["JOB_COMPLETION_INDEX"]), "JOB_COMPLETION_INDEX"
        else:
            raise GraderError("--shard auto/N takes K from a Slurm job array (SLURM_ARRAY_TASK_ID) or a Kubernetes"
                              " Indexed Job (JOB_COMPLETION_INDEX), and neither is set here; pass --shard K/N")
        if not 0 <= index < n:
            raise GraderError(f"--shard auto/{n}: {source} is {index}, outside 0..{n - 1} (shard {index + 1} of"
                              f" {n}); run {n} tasks")
        return index + 1, n
    if k_text == "0":
        raise GraderError(f"--shard {text}: shards count from 1 to N, as Playwright and Jest count:"
                          f" --shard 1/{n} to --shard {n}/{n}")
    if not k_text.isdigit() or not 1 <= int(k_text) <= n:
        raise GraderError(f"--shard {text}: K must be a whole number from 1 to {n}")
    return int(k_text), n


def _safe_output() -> None:
    """A terminal or pipe that cannot encode a character (a Windows code page, an IDE's
    output pane) shows an escape for it instead of ending the run with UnicodeEncodeError."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None and getattr(stream, "errors", "strict") == "strict":
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):
                pass


def _stop(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)  # runs the clean-up: workers and templates are stopped


def start_check_template(folder: Path, limits: Limits, tracks: list[str] | None = None) -> None:
    """Start the worker templates that ``check`` (or ``explore``) of ``folder`` will fork its
    workers from (the same sandbox plan as its :class:`grader.calls.student.Submission`, the
    self-check's starts, ``SELF_CHECK_STARTS``), so that they import numpy and torch while
    this process imports pytest and collects the checks. Only those of ``tracks`` (default:
    both) start here."""
    from grader.isolation import sandbox
    from grader.isolation.workers import prestart

    hide = [*hidden_folders(DEFAULT_SOLUTIONS), folder.resolve().parent]
    for track, start in SELF_CHECK_STARTS.items():
        if not tracks or track in tracks:
            prestart(sandbox.plan(hide, enabled=limits.sandbox), start)


def main(argv: list[str] | None = None) -> int:
    signal.signal(signal.SIGTERM, _stop)
    if hasattr(signal, "SIGUSR1"):  # not on Windows
        faulthandler.register(signal.SIGUSR1)  # `kill -USR1 PID` prints where a grader process is
    _safe_output()
    args = _parser().parse_args(argv)
    try:
        if getattr(args, "workers", None):
            os.environ[capabilities.ENV] = args.workers  # grading processes started from here inherit it
        capabilities.choice()  # a way to run workers that cannot run here is said now, once
        if args.command in ("check", "explore") and (args.folder or default_folder()).is_dir():
            start_check_template(args.folder or default_folder(), Limits(sandbox=not args.no_sandbox), args.track)
    except GraderError as err:
        print(f"Error: {err}", file=sys.stderr)
        return 2
    from grader import commands  # pytest, hypothesis and the checks' modules: after the template started

    try:
        if args.command in ("check", "grade"):
            for option, value in (("--call-timeout", args.call_timeout), ("--import-timeout", args.import_timeout),
                                  ("--submission-timeout", args.submission_timeout)):
                if not value > 0:
                    raise GraderError(f"{option} must be a positive number of seconds, got {value:g}")
            limits = Limits(call_seconds=args.call_timeout, import_seconds=args.import_timeout,
                            submission_seconds=args.submission_timeout,
                            sandbox=not args.no_sandbox)
            exercises = set(args.exercise) if args.exercise else None
            tracks = set(args.track) if args.track else None
            if args.command == "grade" and args.jobs is not None and args.jobs < 0:
                raise GraderError(f"--jobs must be 0 (one per core) or more, got {args.jobs}")
            if args.command == "check":
                folder = args.folder or default_folder()
                return commands.check(folder=folder, limits=limits, exercises=exercises, tracks=tracks,
                                      github_output=args.github_classroom, html=args.html, watch=args.watch,
                                      warm=lambda: start_check_template(folder, limits, args.track))
            return commands.grade(submissions=args.submissions, out_dir=args.out, solutions=args.solutions,
                                  limits=limits, exercises=exercises, tracks=tracks, jobs=args.jobs,
                                  force=args.force, quiet=args.quiet, nbgrader_course=args.nbgrader_course,
                                  shard=parse_shard(args.shard) if args.shard else None, html=not args.no_html)
        if args.command == "explore":
            if not args.call_timeout > 0:
                raise GraderError(f"--call-timeout must be a positive number of seconds, got {args.call_timeout:g}")
            return commands.explore(folder=args.folder, page=args.out, tracks=tuple(args.track or TRACKS),
                                    limits=Limits(call_seconds=args.call_timeout, sandbox=not args.no_sandbox))
        if args.command == "merge":
            return commands.merge(shards=args.shards, out_dir=args.out)
        if args.command == "gradescope":
            return commands.make_gradescope(out_zip=args.zip, solutions=args.solutions)
        if args.command == "release":
            return commands.make_release(out_dir=args.out, solutions=args.solutions)
        if args.command == "nbgrader":
            return commands.make_nbgrader_course(course=args.course, solutions=args.solutions)
        if args.command == "stubs":
            return commands.make_stubs()
        return commands.record_cases(redraw_hidden=args.redraw_hidden)
    except GraderError as err:
        print(f"Error: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
