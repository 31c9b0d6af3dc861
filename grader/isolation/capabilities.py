"""Which way of running workers this interpreter allows, from what it can do (never from
the platform's name), and which limits hold there.

Two ways (``docs/instructors.md``, "Where workers run"):

- ``fork``: one template process imports numpy and torch once and forks every worker
  (``grader.isolation.runner``): the fast path, and the only one the Linux sandbox runs on.
  It needs ``os.fork``, ``AF_UNIX`` ``SOCK_SEQPACKET`` socket pairs, descriptor passing,
  the ``resource`` module, process groups, and a platform where forking after system
  libraries load is safe (Python's default start method is not ``spawn``).
- ``spawn``: each worker is a fresh interpreter spoken to over its standard pipes
  (``grader.isolation.spawned``). It needs only ``subprocess`` and threads.

The environment variable ``ATTNKIT_WORKERS`` (``fork``, ``spawn``, unset for the best this
interpreter allows), or the ``--workers`` option that sets it, chooses.
"""

from __future__ import annotations

import os
import sys
from functools import cache

from grader.errors import GraderError

ENV = "ATTNKIT_WORKERS"
CHOICES = ("fork", "spawn")


@cache
def fork_missing() -> tuple[str, ...]:
    """What the fork template needs that this interpreter lacks (empty: it can run)."""
    import socket

    missing = []
    if not hasattr(os, "fork"):
        missing.append("os.fork")
    if not hasattr(os, "setsid") or not hasattr(os, "killpg"):
        missing.append("process groups (os.setsid, os.killpg)")
    if not hasattr(socket, "send_fds") or not hasattr(socket, "AF_UNIX"):
        missing.append("descriptor passing over AF_UNIX sockets (socket.send_fds)")
    else:
        try:
            ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        except (OSError, AttributeError) as err:
            missing.append(f"socketpair(AF_UNIX, SOCK_SEQPACKET) ({err})")
        else:
            ours.close()
            theirs.close()
    if not has_resource():
        missing.append("the resource module")
    try:
        import multiprocessing

        if multiprocessing.get_all_start_methods()[0] == "spawn":
            missing.append("a platform where forking is safe (Python starts its own processes with spawn here)")
    except (ImportError, IndexError, ValueError):
        pass
    return tuple(missing)


@cache
def spawn_missing() -> tuple[str, ...]:
    """What the portable path needs that this interpreter lacks (empty: it can run). The
    fork path needs it too, to start its template."""
    missing = []
    for module in ("subprocess", "threading", "queue"):
        try:
            __import__(module)
        except ImportError:
            missing.append(f"the {module} module")
    if not sys.executable:
        missing.append("the path of the Python interpreter itself (sys.executable is empty)")
    return tuple(missing)


@cache
def has_resource() -> bool:
    """Whether workers can limit their own memory and CPU time (the ``resource`` module)."""
    try:
        import resource  # noqa: F401
    except ImportError:
        return False
    return True


def choice() -> str:
    """``fork`` or ``spawn``: what ``ATTNKIT_WORKERS`` asks for, else the best allowed here.
    Raises GraderError, saying what is missing, when the asked-for way (or every way) cannot run."""
    asked = os.environ.get(ENV, "").strip().lower()
    if asked not in ("", *CHOICES):
        raise GraderError(f"{ENV} is {os.environ[ENV]!r}; expected fork, spawn, or unset for the best"
                          " this Python allows. Set it to one of those, or unset it.")
    if spawn_missing():  # what both ways need: the template is started with subprocess too
        raise GraderError("this Python cannot start the process that runs student code: it lacks "
                          + "; ".join(spawn_missing()) + ". Use a standard CPython 3.11 to 3.13 build"
                          " (python.org, Homebrew, your Linux distribution or conda).")
    if asked == "fork" and fork_missing():
        raise GraderError(f"{ENV}=fork, but this Python cannot fork workers from a template: it lacks "
                          + "; ".join(fork_missing())
                          + f". Unset {ENV} (or set it to spawn) to start each worker as a fresh interpreter.")
    if asked == "spawn" or (not asked and fork_missing()):
        return "spawn"
    return "fork"


def why_no_sandbox() -> str:
    """Why the Linux sandbox cannot run with the chosen workers ("" when it can): it
    needs the fork template."""
    if choice() == "fork":
        return ""
    if os.environ.get(ENV, "").strip().lower() == "spawn":
        return f"the sandbox needs forked workers, and spawned ones were asked for ({ENV}=spawn or --workers spawn)"
    return "the sandbox needs forked workers, which this Python cannot run"


def describe_workers() -> str:
    """The header's words for how workers run, and which of their limits hold."""
    if choice() == "fork":
        return "workers: forked from a template"
    group = ("each in its own process group" if hasattr(os, "setsid") and hasattr(os, "killpg")
             else "no process groups here, so a process a worker starts may outlive it")
    return f"workers: spawned, a fresh interpreter each, {group}"


def limits_text(memory_bytes: int) -> str:
    """The header's words for the memory limit: none is claimed where none is enforced."""
    if choice() == "fork" or has_resource():
        return f"{memory_bytes // 2**20} MiB memory"
    return "no memory or CPU-time limit (this platform has no resource module)"
