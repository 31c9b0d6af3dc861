"""Every known mistake loses points; every correct alternative keeps full marks.

Entries are grouped by (track, exercise) and each group is graded with one run of
``python -m grader grade``, the way an instructor runs it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CORPUS = Path(__file__).resolve().parent / "corpus"
MODULES = {"numpy": "numpy_core", "torch": "torch_core"}
EXERCISES = {"mixture", "scaling", "masking", "softmax", "heads"}
_HEADER = re.compile(r"^# (track|exercise|why): (.+)$", re.M)


def _entries() -> list[tuple[str, Path, dict[str, str]]]:
    out = []
    for kind in ("wrong", "right"):
        for path in sorted((CORPUS / kind).glob("*.py")):
            header = dict(_HEADER.findall(path.read_text()))
            out.append((kind, path, header))
    return out


ENTRIES = _entries()


def test_corpus_headers_are_complete():
    assert len([e for e in ENTRIES if e[0] == "wrong"]) >= 60
    assert len([e for e in ENTRIES if e[0] == "right"]) >= 15
    for _, path, header in ENTRIES:
        assert header.get("track") in MODULES, f"{path.name}: '# track: numpy|torch' missing"
        assert header.get("exercise") in EXERCISES, f"{path.name}: '# exercise: ...' missing or unknown"
        assert header.get("why"), f"{path.name}: '# why: ...' missing"


def build(path: Path, track: str, into: Path) -> Path:
    """A submission folder: the reference with this entry's code appended to one module."""
    folder = into / path.stem
    folder.mkdir(parents=True)
    for t, module in MODULES.items():
        source = (ROOT / "solutions" / f"{module}.py").read_text()
        if t == track:
            source += "\n\n# ---- corpus entry ----\n" + path.read_text()
        (folder / f"{module}.py").write_text(source)
    return folder


@cache
def graded_group(track: str, exercise: str, tmp: Path) -> dict[str, dict]:
    """Grade every entry of one (track, exercise) group in one grader run."""
    folders = [build(p, track, tmp / "subs") for _, p, h in ENTRIES if (h["track"], h["exercise"]) == (track, exercise)]
    out = tmp / "out"
    run = subprocess.run(
        [sys.executable, "-m", "grader", "grade", *map(str, folders), "--out", str(out),
         "--exercise", exercise, "--track", track, "--call-timeout", "10"],
        capture_output=True, text=True, cwd=ROOT, timeout=1200,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    return {f.name: json.loads((out / f.name / "results.json").read_text()) for f in folders}


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    return tmp_path_factory.mktemp("corpus")


def _failures(results: dict) -> str:
    return "\n".join(f"- {t['name']}: {t['output'][:300]}" for t in results["tests"] if t["status"] != "passed")


@pytest.mark.slow
@pytest.mark.parametrize(
    "kind,path,header",
    [pytest.param(*e, id=f"{e[0]}/{e[1].stem}", marks=pytest.mark.xdist_group(f"{e[2].get('track')}-{e[2].get('exercise')}"))
     for e in ENTRIES],
)
def test_corpus_entry(kind, path, header, workdir):
    group_dir = workdir / f"{header['track']}-{header['exercise']}"
    results = graded_group(header["track"], header["exercise"], group_dir)[path.stem]
    errors = [t["name"] for t in results["tests"] if "bug in the grader" in t["output"]]
    assert not errors, f"grader errors: {errors}"
    assert results["max_score"] > 0
    if kind == "wrong":
        assert results["score"] < results["max_score"], f"{path.name} ({header['why']}) kept full marks"
    else:
        assert results["score"] == results["max_score"], f"{path.name} lost points:\n{_failures(results)}"
