"""Run student code in a Linux sandbox when the grader can: namespaces plus user nobody.

With root and util-linux's ``unshare`` (as on the CI machines), the template process that
forks the workers (see ``grader.isolation.worker``) starts in its own mount, PID, network, IPC and
UTS namespaces, with empty file systems mounted over the folders student code must not
see (the reference, the grader's checks and tests, the output folder, the submissions).
Each worker then gets a PID namespace of its own (when it ends, every process it started
ends), a new mount and IPC namespace with private tmpfs over /tmp, /var/tmp and /dev/shm,
and runs as user ``nobody`` with no capabilities and no-new-privileges. Without root or
``unshare``, workers are plain child processes in their own process group, and the run
header says so.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from grader.isolation import capabilities

_SCRIPT = r"""
set -e
python=$1; worker=$2; home=$3; shift 3
mount -t tmpfs -o mode=700,size=16m tmpfs "$home"
mkdir "$home/worker"
cp "$worker"/*.py "$home/worker/"  # copied before anything is hidden: the grader's folder may be
while [ "$1" != "--" ]; do
  mount -t tmpfs -o mode=000,size=4k tmpfs "$1"
  shift
done
shift
cd "$home"
exec "$python" -I "$home/worker/__main__.py" "$@"
"""


@cache
def available() -> tuple[bool, str]:
    """Whether the sandbox can run here, and why not when it cannot."""
    if not sys.platform.startswith("linux"):
        return False, "the sandbox needs Linux"
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return False, "the sandbox needs root (to create namespaces and switch to user nobody)"
    if shutil.which("unshare") is None:
        return False, "the sandbox needs util-linux's unshare"
    trial = subprocess.run(["unshare", "--mount", "--pid", "--net", "--fork", "true"], capture_output=True)
    if trial.returncode != 0:
        return False, f"unshare failed here: {trial.stderr.decode(errors='replace').strip()[:200]}"
    return True, ""


def _needed() -> list[Path]:
    """What the worker must still see: the interpreter and the libraries it imports."""
    import numpy

    paths = [Path(sys.prefix), Path(sys.base_prefix), Path(sys.executable).resolve(), Path(numpy.__file__).parent,
             Path(tempfile.gettempdir())]  # the workers' own folders live there
    try:
        import importlib.util

        spec = importlib.util.find_spec("torch")
        if spec is not None and spec.origin:
            paths.append(Path(spec.origin).parent)
    except (ImportError, ValueError):
        pass
    return [p.resolve() for p in paths]


@dataclass(frozen=True)
class Plan:
    """How workers are isolated: the template's command line and what it hides."""

    enabled: bool
    why_not: str
    hidden: tuple[str, ...]
    skipped: tuple[str, ...]

    def command(self, python: str, worker: str, home: str, worker_args: list[str]) -> list[str]:
        """The template's command line for the worker folder ``worker``; ``home`` becomes
        its private working folder (in the sandbox, with a copy of ``worker`` inside)."""
        if not self.enabled:
            return [python, "-I", f"{worker}/__main__.py", *worker_args]
        return [
            "unshare", "--mount", "--pid", "--net", "--ipc", "--uts", "--fork", "--kill-child", "--mount-proc",
            "--", "/bin/sh", "-c", _SCRIPT, "sandbox", python, worker, home, *self.hidden, "--", *worker_args,
        ]

    def describe(self, also_hidden: tuple[str, ...] = ()) -> str:
        """What isolation holds; ``also_hidden`` names hidden folders in words, not paths."""
        if not self.enabled:
            return f"isolation: worker process only ({self.why_not}); {capabilities.describe_workers()}"
        text = "isolation: sandbox (user nobody; mount, pid, net namespaces; private working folder"
        listed = [*also_hidden, *self.hidden]
        text += f"; hidden: {', '.join(listed)})" if listed else ")"
        if self.skipped:
            text += f"; not hidden, since the interpreter lives there: {', '.join(self.skipped)}"
        return text


def plan(hide: list[Path], *, enabled: bool = True) -> Plan:
    """A plan that hides ``hide`` (folders) from the worker, where the sandbox can run."""
    ok, why = available() if enabled else (False, "the sandbox was switched off")
    if ok and capabilities.why_no_sandbox():
        ok, why = False, capabilities.why_no_sandbox()
    if not ok:
        return Plan(False, why, (), ())
    needed = _needed()
    hidden, skipped = [], []
    for folder in dict.fromkeys(Path(p).resolve() for p in hide):
        if not folder.is_dir() or folder == Path("/"):
            continue
        if any(n.is_relative_to(folder) for n in needed):
            skipped.append(str(folder))
        else:
            hidden.append(str(folder))
    hidden.sort(key=lambda p: -len(Path(p).parts))  # inner folders first: an outer mount covers them
    return Plan(True, "", tuple(hidden), tuple(skipped))
