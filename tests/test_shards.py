"""A class spread over machines: ``grade --shard K/N`` per machine, then ``merge``.

Three shards plus a merge write exactly what one run writes; ``--shard auto/N`` reads K
from the engines instructors already have (Slurm job arrays, Kubernetes Indexed Jobs); a
GitHub Actions matrix passes K itself (docs/instructors.md has the three recipes).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from helpers import ROOT, build_submission

from grader.cli import parse_shard
from grader.errors import GraderError
from grader.intake.folders import shard_of

WRONG = "def weighted_mixture(weights, values):\n    return weights @ values * 2\n"


def test_shards_count_from_1_and_auto_maps_the_engines_indexes_from_0():
    assert [parse_shard(f"{k}/3", {}) for k in (1, 2, 3)] == [(1, 3), (2, 3), (3, 3)]  # as Playwright and Jest count
    assert parse_shard("auto/3", {"SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_MIN": "4"}) == (2, 3)
    assert parse_shard("auto/3", {"SLURM_ARRAY_TASK_ID": "2"}) == (3, 3)  # an array counted from 0
    assert parse_shard("auto/3", {"SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_MIN": "1"}) == (1, 3)  # --array=1-3
    assert parse_shard("auto/4", {"JOB_COMPLETION_INDEX": "0"}) == (1, 4)
    with pytest.raises(GraderError, match="SLURM_ARRAY_TASK_ID.*JOB_COMPLETION_INDEX.*neither is set"):
        parse_shard("auto/3", {})
    with pytest.raises(GraderError, match="JOB_COMPLETION_INDEX is 3, outside 0..2"):
        parse_shard("auto/3", {"JOB_COMPLETION_INDEX": "3"})
    with pytest.raises(GraderError, match=r"shards count from 1 to N.*--shard 1/3 to --shard 3/3"):
        parse_shard("0/3", {})
    for bad in ("4/3", "x/3", "1", "1/0", "-1/3"):
        with pytest.raises(GraderError, match="--shard"):
            parse_shard(bad, {})
    with pytest.raises(GraderError, match="from 1 to 3"):
        parse_shard("4/3", {})
    with pytest.raises(GraderError, match="JOB_COMPLETION_INDEX is 'two', not a whole number"):
        parse_shard("auto/3", {"JOB_COMPLETION_INDEX": "two"})


def test_a_run_is_the_same_run_however_its_folders_are_listed():
    from grader.kit import DEFAULT_SOLUTIONS, __version__
    from grader.running.batch import run_fingerprint

    def run(names: list[str], shards: int = 3) -> str:
        return run_fingerprint(version=__version__, solutions=DEFAULT_SOLUTIONS, selection=[], shards=shards, names=names)

    assert run(["a", "b", "c"]) == run(["c", "a", "b"])
    assert run(["a", "b", "c"]) != run(["a", "b"]) and run(["a", "b", "c"]) != run(["a", "b", "c"], 2)


def test_the_split_depends_on_names_only():
    names = [f"student{i:02d}" for i in range(60)]
    split = [shard_of(n, 3) for n in names]
    assert split == [shard_of(n, 3) for n in reversed(names)][::-1]
    assert sorted(set(split)) == [1, 2, 3] and min(split.count(k) for k in (1, 2, 3)) >= 10


def _grade(*args: str, env: dict | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "grader", "grade", *args, "--exercise", "mixture", "--track", "numpy",
                           "--quiet"], capture_output=True, text=True, cwd=ROOT, env={**os.environ, **(env or {})},
                          timeout=900)


def _files(folder):
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and p.name not in ("shard.json", ".attnkit.json")}


@pytest.mark.slow
def test_three_shards_and_a_merge_write_what_one_run_writes(tmp_path):
    """Shards 1/3, 2/3 and 3/3 as the three recipes give them: the Slurm recipe (auto/3 in
    an array --array=1-3), the Kubernetes recipe (JOB_COMPLETION_INDEX from 0) and the
    GitHub Actions matrix (K passed on the command line)."""
    subs = tmp_path / "class"
    for i in range(7):
        build_submission(subs / f"student{i}", numpy=WRONG if i % 3 == 0 else "")
    single = _grade(str(subs), "--out", str(tmp_path / "single"))
    assert single.returncode == 0, single.stdout + single.stderr
    engines = [{"SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_MIN": "1"}, {"JOB_COMPLETION_INDEX": "1"}, None]
    outs = []
    for k, env in enumerate(engines, start=1):
        out = tmp_path / f"shard-{k}"
        run = _grade(str(subs), "--out", str(out), "--shard", "auto/3" if env else f"{k}/3", env=env)
        assert run.returncode == 0, run.stdout + run.stderr
        assert f"Shard {k}/3:" in run.stdout
        assert json.loads((out / "shard.json").read_text(encoding="utf-8"))["shard"] == [k, 3]
        outs.append(out)
    rerun = _grade(str(subs), "--out", str(outs[0]), "--shard", "1/3")  # a shard run again resumes
    assert "already graded, kept" in rerun.stdout and " 0 failed" in rerun.stdout
    merged = subprocess.run([sys.executable, "-m", "grader", "merge", *map(str, outs), "--out", str(tmp_path / "all")],
                            capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert merged.returncode == 0, merged.stdout + merged.stderr
    assert _files(tmp_path / "all") == _files(tmp_path / "single")

    first = json.loads((outs[0] / "shard.json").read_text(encoding="utf-8"))
    del first["counted_from"]
    (outs[0] / "shard.json").write_text(json.dumps({**first, "shard": [0, 3]}), encoding="utf-8")  # an earlier kit's
    older = subprocess.run([sys.executable, "-m", "grader", "merge", *map(str, outs), "--out", str(tmp_path / "y")],
                           capture_output=True, text=True, cwd=ROOT)
    assert older.returncode == 2 and "counted shards from 0" in older.stderr, older.stderr

    partial = subprocess.run([sys.executable, "-m", "grader", "merge", *map(str, outs[1:]), "--out", str(tmp_path / "x")],
                             capture_output=True, text=True, cwd=ROOT)
    assert partial.returncode == 2 and "each of the 3 shards once (1 to 3)" in partial.stderr


@pytest.mark.slow
def test_merge_refuses_shards_graded_with_another_selection(tmp_path):
    subs = tmp_path / "class"
    for i in range(3):
        build_submission(subs / f"s{i}")
    a = _grade(str(subs), "--out", str(tmp_path / "a"), "--shard", "1/2")
    b = subprocess.run([sys.executable, "-m", "grader", "grade", str(subs), "--out", str(tmp_path / "b"), "--shard",
                        "2/2", "--exercise", "scaling", "--track", "numpy", "--quiet"], capture_output=True, text=True,
                       cwd=ROOT, timeout=900)
    assert a.returncode == b.returncode == 0, a.stderr + b.stderr
    merged = subprocess.run([sys.executable, "-m", "grader", "merge", str(tmp_path / "a"), str(tmp_path / "b"), "--out",
                             str(tmp_path / "all")], capture_output=True, text=True, cwd=ROOT)
    assert merged.returncode == 2 and "different runs" in merged.stderr
