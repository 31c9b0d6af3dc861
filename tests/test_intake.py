"""Archives whose names differ only in extension, or hold dots, grade side by side."""

from __future__ import annotations

import tarfile
import zipfile
from pathlib import Path

import pytest
from helpers import ROOT, build_submission, results, run_grader

from grader.intake.archives import archive_stem
from grader.intake.folders import submission_names


def _zip(folder: Path, archive: Path, inner: str = "") -> Path:
    with zipfile.ZipFile(archive, "w") as z:
        for path in sorted(folder.rglob("*.py")):
            z.write(path, f"{inner}{path.relative_to(folder)}")
    return archive


def _tgz(folder: Path, archive: Path, inner: str = "") -> Path:
    with tarfile.open(archive, "w:gz") as t:
        for path in sorted(folder.rglob("*.py")):
            t.add(path, f"{inner}{path.relative_to(folder)}")
    return archive


def test_archive_stems():
    assert [archive_stem(n) for n in ("alice.zip", "alice.tgz", "alice.v2.zip", "bob.tar.gz", "c.tar")] == [
        "alice", "alice", "alice.v2", "bob", "c"]


def test_names_from_archives_are_made_unique(tmp_path):
    unpacked = tmp_path / "unpacked"
    folders = [unpacked / "alice" / "alice", unpacked / "alice.tgz" / "alice", tmp_path / "bob"]
    assert submission_names(folders, unpacked) == ["alice-alice", "alice.tgz-alice", "bob"]
    assert submission_names([tmp_path / "x", tmp_path / "y"], unpacked) == ["x", "y"]


@pytest.mark.slow
def test_archives_with_one_name_and_dotted_names_grade_side_by_side(tmp_path):
    """alice.zip, alice.tgz (each holding the files at the top, or in a folder alice/) and
    alice.v2.zip: every one graded, none overwriting another, the batch not stopped."""
    right = build_submission(tmp_path / "src" / "right")
    wrong = build_submission(tmp_path / "src" / "wrong",
                             numpy="def weighted_mixture(weights, values):\n    return weights\n")
    given = tmp_path / "given"
    given.mkdir()
    archives = [_zip(right, given / "alice.zip"), _tgz(wrong, given / "alice.tgz"),
                _zip(right, given / "alice.v2.zip"), _zip(right, given / "carol.zip", inner="carol/"),
                _tgz(wrong, given / "carol.tgz", inner="carol/")]
    out = tmp_path / "out"
    run = run_grader("grade", *map(str, archives), "--out", str(out), "--exercise", "mixture", "--track", "numpy",
                     "--jobs", "1", cwd=ROOT)
    assert run.returncode == 0, run.stdout + run.stderr
    scores = {name: results(out, name)["score"] for name in ("alice", "alice.tgz", "alice.v2", "carol-carol",
                                                             "carol.tgz-carol")}
    full = results(out, "alice")["max_score"]
    assert scores == {"alice": full, "alice.tgz": scores["alice.tgz"], "alice.v2": full, "carol-carol": full,
                      "carol.tgz-carol": scores["carol.tgz-carol"]}, scores
    assert scores["alice.tgz"] < full and scores["carol.tgz-carol"] < full
    rows = (out / "grades.csv").read_text(encoding="utf-8").splitlines()
    assert len(rows) == 1 + len(archives), rows
