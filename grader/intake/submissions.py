"""Intake: from what an instructor passes to ``grade`` to named submission folders.

One step (:func:`take_in`) for everything a path may be: a submission's folder, a folder
of submissions, an archive of either (``folders.expand``), notebooks or nbgrader's
``submitted/`` tree (``notebooks.submission_folders``). It hands back one folder per
submission, ready to grade, each with the name of its results folder (unique, or the run
stops), and the folders the sandbox must hide from student code: the ones that hold the
other submissions, where the notebooks came from, and an nbgrader course.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from grader.errors import GraderError, SubmissionError
from grader.intake import folders, notebooks


@dataclass(frozen=True)
class Intake:
    folders: list[Path]
    """One folder per submission, ready to grade (notebooks already turned into modules)."""
    names: list[str]
    """Each submission's results folder name, in the same order; no two alike."""
    hide: list[Path]
    """Folders student code must not see besides the reference and the output folder."""


def take_in(paths: list[Path], unpack_into: Path, out_dir: Path, nbgrader_course: Path | None = None) -> Intake:
    """The submissions in ``paths`` (archives unpacked and notebooks extracted into
    ``unpack_into``; the output folder, if it is among them, left out)."""
    try:
        found = [Path(s) for s in folders.expand(paths, unpack_into) if Path(s).resolve() != out_dir.resolve()]
        found, origins = notebooks.submission_folders(found, unpack_into, folders.holds_modules)
    except SubmissionError as err:
        raise GraderError(str(err)) from err
    # Notebooks are graded from extracted copies: hide where they came from, and an nbgrader
    # course (its source/ holds the reference notebooks, gradebook.db the grades).
    given = {p.resolve() if p.is_dir() else p.resolve().parent for p in map(Path, paths)} if origins else set()
    courses = {o.parent.parent.parent for o in origins if o.parent.parent.name == "submitted"}
    if nbgrader_course is not None:
        courses.add(nbgrader_course.resolve())
    parents = sorted({Path(s).resolve().parent for s in found})  # each holds other submissions
    names = folders.submission_names(found, unpack_into)
    if len(set(names)) != len(names):
        twice = sorted({n for n in names if names.count(n) > 1})
        raise GraderError(f"two submissions share a folder name ({', '.join(twice)}); their results would"
                          " overwrite each other: rename one of the folders")
    return Intake(found, names, [*parents, *sorted({*given, *courses})])
