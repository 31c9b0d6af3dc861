"""The Linux sandbox: student code cannot see the answers or the other submissions, runs as
nobody, and leaves no process behind. Runs where the sandbox can (root with util-linux's
unshare, as in CI); elsewhere the grader says so in its header and these tests skip."""

from __future__ import annotations

import subprocess
import sys

import pytest
from helpers import ROOT, cell_scores, results, run_grader

from grader.isolation import sandbox

pytestmark = pytest.mark.skipif(not sandbox.available()[0], reason=sandbox.available()[1])


def _snoop(paths: list[str]) -> str:
    return (
        "import os\n"
        f"_SEEN = [p for p in {paths!r} if os.path.exists(p)]\n"
        "_UID = os.getuid()\n"
        "_PIDS = [p for p in os.listdir('/proc') if p.isdigit()]\n"
        "_TMP = [n for n in os.listdir('/tmp') if n.startswith(('pytest-of', 'attnkit'))]\n"
        "_mix = weighted_mixture\n"
        "def weighted_mixture(weights, values):\n"
        "    if _SEEN or _UID == 0 or _PIDS != ['1'] or _TMP:\n"
        "        raise RuntimeError(f'saw {_SEEN} as uid {_UID}, processes {_PIDS}, /tmp {_TMP}')\n"
        "    return _mix(weights, values)\n"
    )


DAEMON = (
    "import os\n"
    "if os.fork() == 0:\n"
    "    os.setsid()\n"
    "    os.execvp('sleep', ['sleep', '4242'])\n"
)


def test_student_code_sees_no_answers_no_classmates_and_leaves_no_daemon(tmp_path, submission):
    out = tmp_path / "out"
    classmate = submission("classmate")
    secrets = [str(ROOT / "solutions" / "numpy_core.py"), str(ROOT / "grader" / "checks" / "check_lesson.py"),
               str(ROOT / "tests" / "conftest.py"), str(classmate / "numpy_core.py"), str(out)]
    snoop = submission("snoop", numpy=_snoop(secrets))
    daemon = submission("daemon", numpy=DAEMON)
    run = run_grader("grade", str(snoop), str(daemon), "--out", str(out), "--exercise", "mixture", "--track", "numpy")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "isolation: sandbox (user nobody" in run.stdout
    assert results(out, "snoop")["score"] == results(out, "snoop")["max_score"], results(out, "snoop")
    assert cell_scores(results(out, "daemon"))[("mixture", "numpy")][0] > 0
    leftover = subprocess.run(["pgrep", "-f", "sleep 4242"], capture_output=True, text=True)
    assert leftover.stdout.strip() == "", "a process started by student code outlived its worker"


def test_without_the_sandbox_the_header_says_so(tmp_path, submission):
    out = tmp_path / "out"
    run = run_grader("grade", str(submission("plain")), "--out", str(out), "--exercise", "mixture",
                     "--track", "numpy", "--no-sandbox")
    assert run.returncode == 0
    assert "isolation: worker process only (the sandbox was switched off)" in run.stdout


def test_a_python_installation_inside_tmp_stays_importable_under_the_private_tmp(tmp_path):
    """CI clones into /tmp: the worker's private /tmp must keep the virtual environment."""
    lib = tmp_path / "site"
    lib.mkdir()
    (lib / "attnkit_probe.py").write_text("VALUE = 42\n", encoding="utf-8")
    code = (
        "import os, sys\n"
        f"sys.path.insert(0, {str(lib)!r})\n"
        "from grader.isolation.worker import confine\n"
        "confine.mount(None, '/', None, confine.MS_REC | confine.MS_PRIVATE, None)\n"
        f"confine.private_folder('/tmp', '16m', [{str(lib)!r}])\n"
        f"assert os.listdir('/tmp') == [{lib.parts[2]!r}], os.listdir('/tmp')\n"
        f"assert os.listdir({str(tmp_path)!r}) == ['site'], 'only the kept folder is back'\n"
        "import attnkit_probe\n"
        "print(attnkit_probe.VALUE)\n"
    )
    run = subprocess.run(["unshare", "--mount", sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0 and run.stdout.strip() == "42", run.stdout + run.stderr
