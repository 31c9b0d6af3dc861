"""The commands as students and instructors type them, on throwaway folders."""

from __future__ import annotations

import ast
import csv
import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import numpy as np
import pytest
from helpers import ROOT, build_submission, cell_scores, results, run_grader


@pytest.mark.usefixtures("workers")
def test_check_on_the_shipped_stubs_scores_zero_with_reasons(tmp_path):
    shutil.copytree(ROOT / "exercises", tmp_path / "exercises")
    run = run_grader("check", cwd=tmp_path)
    assert run.returncode == 1, run.stderr
    out = run.stdout
    assert out.startswith("attnkit grader ") and "(self-check, public checks); limits: 20 s per call" in out
    assert "Public total: 0/" in out
    assert out.count("not implemented yet") == 10
    assert "Hidden checks hold" in out
    assert "Traceback" not in out + run.stderr and "bug in the grader" not in out


@pytest.mark.usefixtures("workers")
def test_check_on_the_reference_passes(tmp_path):
    shutil.copytree(ROOT / "solutions", tmp_path / "exercises")
    run = run_grader("check", cwd=tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "All public checks pass." in run.stdout


@pytest.mark.usefixtures("workers")
def test_attnkit_entry_point_and_python_m_agree(submission):
    """The console script and ``python -m grader`` are one program: same output, same exit status.
    The self-check prints no timing, so nothing needs normalising."""
    # the script of the Python running these tests (attnkit.exe on Windows)
    attnkit = Path(sysconfig.get_path("scripts")) / ("attnkit.exe" if os.name == "nt" else "attnkit")
    assert attnkit.is_file(), f"{attnkit} is missing: install the kit (pip install -e .)"
    folder = submission("entry", numpy="def scaled_scores(q, k):\n    return q @ np.swapaxes(k, -2, -1) / q.shape[-1]\n")
    args = ["check", str(folder), "--track", "numpy", "--exercise", "scaling"]
    script = subprocess.run([str(attnkit), *args], capture_output=True, text=True, cwd=ROOT, timeout=300)
    module = run_grader(*args)
    assert script.returncode == module.returncode == 1, script.stdout + script.stderr
    assert "2. Scaled scores" in script.stdout and "Likely mistake" in script.stdout  # a report worth comparing
    assert (script.stdout, script.stderr) == (module.stdout, module.stderr)
    versions = [subprocess.run(command, capture_output=True, text=True, timeout=60).stdout
                for command in ([str(attnkit), "--version"], [sys.executable, "-m", "grader", "--version"])]
    assert versions[0] == versions[1] and versions[0].startswith("attnkit ")


@pytest.mark.usefixtures("workers")
def test_check_explains_a_wrong_function(submission):
    folder = submission("wrongscale", numpy="def scaled_scores(q, k):\n    return q @ np.swapaxes(k, -2, -1) / q.shape[-1]\n")
    run = run_grader("check", str(folder), "--track", "numpy", "--exercise", "scaling")
    assert run.returncode == 1
    assert "divided by d_k instead of sqrt(d_k)" in run.stdout
    assert "Reread: lesson §3" in run.stdout
    lines = run.stdout.splitlines()
    shown = [lines[i + 1].strip() for i, line in enumerate(lines[:-1]) if line.strip() == "Smallest failing input found:"]
    assert shown and all(line.startswith("Input: scaled_scores(np.array(") for line in shown), run.stdout  # public: shown


@pytest.mark.slow
def test_grade_writes_gradescope_results_and_a_csv(tmp_path, submission):
    good = submission("alice")
    stub = tmp_path / "bob"
    shutil.copytree(ROOT / "exercises", stub / "exercises")  # files under exercises/
    broken = submission("carol", numpy="def stable_softmax(scores, temperature=1.0):\n    return np.exp(scores) / np.exp(scores).sum(-1, keepdims=True)\n")
    out = tmp_path / "out"
    run = run_grader("grade", str(good), str(stub), str(broken), "--out", str(out))
    assert run.returncode == 0, run.stdout + run.stderr
    alice, bob, carol = (results(out, n) for n in ("alice", "bob", "carol"))
    assert alice["score"] == alice["max_score"] > 0
    assert bob["score"] == 0 and bob["max_score"] == alice["max_score"]
    assert 0 < carol["score"] < carol["max_score"]
    scores = cell_scores(carol)
    assert scores[("softmax", "numpy")][0] < scores[("softmax", "numpy")][1]
    assert scores[("mixture", "numpy")][0] == scores[("mixture", "numpy")][1]
    for test in alice["tests"]:
        assert set(test) >= {"name", "score", "max_score", "status", "output"}
        assert test["status"] in ("passed", "failed")
    hidden = [t for t in carol["tests"] if "hidden" in t["tags"] and t["status"] == "failed"]
    assert hidden and all("np.array(" not in t["output"] for t in hidden), "hidden feedback shows inputs"
    assert all(t["visibility"] == "after_due_date" for t in hidden)
    rows = list(csv.DictReader((out / "grades.csv").read_text(encoding="utf-8").splitlines()))
    assert [r["submission"] for r in rows] == ["alice", "bob", "carol"]
    assert rows[0]["score"] == rows[0]["max_score"] and rows[1]["score"] == "0"
    assert float(rows[2]["4_softmax_numpy"]) < float(rows[0]["4_softmax_numpy"])


def test_grade_reports_a_missing_folder_and_goes_on(tmp_path, submission):
    good = submission("dave")
    out = tmp_path / "out"
    run = run_grader("grade", str(tmp_path / "nobody"), str(good), "--out", str(out), "--exercise", "mixture")
    assert run.returncode == 1
    assert "nobody: not graded" in run.stdout
    rows = list(csv.DictReader((out / "grades.csv").read_text(encoding="utf-8").splitlines()))
    assert rows[0]["status"].startswith("not graded") and rows[1]["status"] == "graded"
    assert json.loads((out / "dave" / "results.json").read_text(encoding="utf-8"))["score"] > 0


def test_grade_without_the_reference_is_a_clear_error(tmp_path, submission):
    run = run_grader("grade", str(submission("erin")), "--out", str(tmp_path / "o"), "--solutions", str(tmp_path))
    assert run.returncode == 2
    assert "Error: grading needs the reference" in run.stderr


def _hidden_checks(func: str) -> list[str]:
    """The function name and the title (its docstring's first line, as reports show it) of every hidden check."""
    found = []
    for path in sorted((ROOT / "grader" / "checks" / "hidden").glob("check_*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                found += [node.name, ast.get_docstring(node).splitlines()[0].format(func=func)]
    return found


@pytest.mark.usefixtures("workers")
def test_check_shows_no_hidden_check_details(submission):
    folder = submission("frank", numpy="def stable_softmax(scores, temperature=1.0):\n    raise ValueError('no')\n")
    run = run_grader("check", str(folder), "--track", "numpy", "--exercise", "softmax")
    assert run.returncode == 1 and "What to fix" in run.stdout, run.stdout + run.stderr
    assert "hidden" not in run.stdout.split("What to fix")[-1]
    hidden = _hidden_checks("stable_softmax")
    assert "stable_softmax agrees with the reference on generated float64 inputs" in hidden  # the list is real
    shown = [text for text in hidden if text in run.stdout]
    assert not shown, f"the self-check shows hidden checks: {shown}"


def test_public_checks_run_without_the_reference(tmp_path):
    kit = tmp_path / "release"
    shutil.copytree(ROOT / "grader", kit / "grader", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "solutions", kit / "exercises")  # a student who solved everything
    assert not (kit / "solutions").exists()
    run = run_grader("check", cwd=kit)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "All public checks pass." in run.stdout
    graded = run_grader("grade", "exercises", "--out", "out", cwd=kit)
    assert graded.returncode == 2 and "needs the reference" in graded.stderr


def test_a_table_of_the_published_cases_passes_the_self_check_but_not_grading(tmp_path, submission):
    from grader.inputs.recorded import recorded

    V = np.array([[1.0, 0.0], [0.0, 2.0], [2.0, 1.0]])  # the lesson's values

    pairs = [(c.args, want) for c, want in recorded()["weighted_mixture"]] + [((np.array([[0.2, 0.3, 0.5]]), V), np.array([[1.2, 1.1]]))]
    rows = ",\n".join(
        f"    ({a.tobytes()!r}, {b.tobytes()!r}): np.array({w.tolist()!r}, dtype={str(w.dtype)!r})" for (a, b), w in pairs
    )
    code = (
        "_TABLE = {\n" + rows + "\n}\n"
        "def weighted_mixture(weights, values):\n"
        "    if np.ndim(weights) < 2 or np.ndim(values) < 2 or np.shape(weights)[-1] != np.shape(values)[-2]:\n"
        "        raise ValueError('shapes')\n"
        "    key = (np.asarray(weights).tobytes(), np.asarray(values).tobytes())\n"
        "    return _TABLE[key].copy() if key in _TABLE else np.zeros((*np.shape(weights)[:-1], np.shape(values)[-1]))\n"
    )
    folder = submission("table", numpy=code)
    check = run_grader("check", str(folder), "--track", "numpy", "--exercise", "mixture")
    assert check.returncode == 0, check.stdout
    out = tmp_path / "out"
    assert run_grader("grade", str(folder), "--out", str(out), "--track", "numpy", "--exercise", "mixture").returncode == 0
    # Its error handling is real (ValueError on bad shapes, a result of the right shape on
    # the controls, on fresh values too): those checks keep their points. Every check of
    # values earns nothing.
    earned = [t for t in results(out, "table")["tests"] if t["score"]]
    assert earned and all("raises ValueError" in t["name"] for t in earned), [t["name"] for t in earned]
    assert results(out, "table")["score"] == sum(t["max_score"] for t in earned)


@pytest.mark.slow
def test_parallel_grading_resumes_and_matches_serial_grading(tmp_path, submission):
    folders = [submission("p1"), submission("p2", numpy="def stable_softmax(scores, temperature=1.0):\n"
                                                    "    return np.exp(scores) / np.exp(scores).sum(-1, keepdims=True)\n"),
               submission("p3", torch="def causal_mask(t, device=None):\n    return torch.ones(t, t, dtype=torch.bool).triu()\n")]
    args = [*map(str, folders), str(tmp_path / "gone"), "--exercise", "softmax", "--exercise", "masking"]
    serial = run_grader("grade", *args, "--out", str(tmp_path / "serial"), "--jobs", "1")
    parallel = run_grader("grade", *args, "--out", str(tmp_path / "parallel"), "--jobs", "2")
    assert serial.returncode == parallel.returncode == 1  # "gone" could not be graded
    one = (tmp_path / "serial" / "grades.csv").read_text(encoding="utf-8")
    assert one == (tmp_path / "parallel" / "grades.csv").read_text(encoding="utf-8")
    assert "gone,not graded: submission folder" in one
    again = run_grader("grade", *args, "--out", str(tmp_path / "parallel"), "--jobs", "2")
    assert "(3 already graded, kept;" in again.stdout and "p1:" not in again.stdout
    assert (tmp_path / "parallel" / "grades.csv").read_text(encoding="utf-8") == one
    forced = run_grader("grade", *args, "--out", str(tmp_path / "parallel"), "--force")
    assert "(0 already graded, kept;" in forced.stdout and "p1:" in forced.stdout


@pytest.mark.slow
def test_a_folder_of_submissions_gets_feedback_and_a_class_summary(tmp_path, submission):
    submission("s1")
    submission("s2", numpy="def stable_softmax(scores, temperature=1.0):\n    return scores\n")
    out = tmp_path / "s_out"  # inside the folder of submissions: never graded as one
    run = run_grader("grade", str(tmp_path), "--out", str(out), "--exercise", "softmax", "--track", "numpy")
    assert run.returncode == 0, run.stdout + run.stderr
    assert sorted(p.name for p in out.iterdir() if p.is_dir()) == ["s1", "s2"]
    assert "Score: 0/" in (out / "s2" / "feedback.md").read_text(encoding="utf-8")
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert summary["graded"] == 2 and summary["mean_percent"] == 50.0
    assert summary["score_distribution"]["90-100%"] == 1 and summary["score_distribution"]["0-10%"] == 1
    rates = set(summary["pass_rate"].values())
    assert 0.5 in rates and rates <= {0.5, 1.0}  # 1.0: the rule checks, which s2 keeps
    assert "| Check | Pass rate |" in (out / "summary.md").read_text(encoding="utf-8")


@pytest.mark.slow
def test_archives_of_submissions_are_unpacked_safely(tmp_path, submission):
    import tarfile
    import zipfile

    good, bad = submission("z1"), submission("z2", numpy="def stable_softmax(scores, temperature=1.0):\n    return scores\n")
    archive = tmp_path / "class.zip"
    with zipfile.ZipFile(archive, "w") as z:
        for folder in (good, bad):
            for file in folder.iterdir():
                z.write(file, f"class/{folder.name}/{file.name}")
    out = tmp_path / "zip_out"
    run = run_grader("grade", str(archive), "--out", str(out), "--exercise", "softmax", "--track", "numpy")
    assert run.returncode == 0, run.stdout + run.stderr
    assert results(out, "z1")["score"] == results(out, "z1")["max_score"] > results(out, "z2")["score"]
    evil = tmp_path / "evil.tar.gz"
    with tarfile.open(evil, "w:gz") as t:
        link = tarfile.TarInfo("class/s/numpy_core.py")
        link.type, link.linkname = tarfile.SYMTYPE, "/etc/passwd"
        t.addfile(link)
    run = run_grader("grade", str(evil), "--out", str(tmp_path / "evil_out"))
    assert run.returncode == 2 and "is a link or device" in run.stderr
    slip = tmp_path / "slip.zip"
    with zipfile.ZipFile(slip, "w") as z:
        z.writestr("../../escaped.py", "print('hi')\n")
    run = run_grader("grade", str(slip), "--out", str(tmp_path / "slip_out"))
    assert run.returncode == 2 and "outside its folder" in run.stderr
    assert not (tmp_path.parent / "escaped.py").exists()


@pytest.mark.slow
def test_github_classroom_clones_are_graded_under_student_names(tmp_path):
    course = tmp_path / "attention-submissions"  # what `gh classroom clone student-repos` makes
    for user in ("alice", "bob-smith"):
        repo = course / f"attention-{user}"
        (repo / ".git").mkdir(parents=True)
        build_submission(repo / "exercises")
    out = tmp_path / "out"
    run = run_grader("grade", str(course), "--out", str(out), "--exercise", "mixture", "--track", "numpy")
    assert run.returncode == 0, run.stdout + run.stderr
    rows = list(csv.DictReader((out / "grades.csv").read_text(encoding="utf-8").splitlines()))
    assert {r["submission"]: r["student"] for r in rows} == {"attention-alice": "alice", "attention-bob-smith": "bob-smith"}
    assert all(r["status"] == "graded" and r["score"] == r["max_score"] for r in rows)
    assert "\r" not in run.stdout, "no progress bar outside a terminal"
    assert "Graded 2 of 2 submissions" in run.stdout
