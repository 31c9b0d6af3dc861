"""The worker's life: the template that forks, the keeper that watches, the serve loop.

The template imports numpy and torch once, then forks one *keeper* per request on its
control socket. The keeper forks the *worker* and reports the worker's pid and exit
status on a status pipe; the grader asks the keeper to kill the worker through a kill
pipe (the keeper has not reaped its child, so the pid cannot have been reused). In the
sandbox the keeper first enters a new PID namespace, so the worker is its init: when the
worker dies the kernel kills everything it started. The worker then takes new mount and
IPC namespaces, private tmpfs over /tmp, /var/tmp and /dev/shm, a /proc of its own, and
becomes user nobody with no way to regain privileges (``confine``), and serves calls
(``calls``) until the grader closes its pipe.
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from typing import Any, BinaryIO

import numpy as np

from . import confine, lazy_dynamo, wire
from .calls import Session, make_recorder
from .cpuwatch import CpuWatch
from .values import describe_error


def serve(requests: BinaryIO, answers: BinaryIO) -> None:
    """Answer requests until the grader closes the pipe. A call whose request carries a
    ``cpu_limit`` is watched (``cpuwatch``): past it, the watch answers for the call and
    the process ends."""

    def out_of_cpu(request_id: str, used: float) -> None:
        wire.send(answers, {"ok": False, "out_of_cpu": used, "id": request_id})

    session = Session(CpuWatch(out_of_cpu))
    wire.send(answers, {"ok": True, "ready": True, "pid": os.getpid()})
    while True:
        try:
            header, arrays = wire.receive(requests)
        except wire.WireError:
            return
        try:
            if header["op"] == "import":
                answer, out = session.op_import(header), list[np.ndarray]()
            elif header["op"] == "call":
                answer, out = session.op_call(header, arrays)
            else:
                answer, out = {"ok": False, "error": f"unknown op {header['op']!r}"}, []
        except BaseException as err:  # noqa: BLE001 - import errors, SystemExit at import...
            if isinstance(err, KeyboardInterrupt):
                raise
            answer, out = {"ok": False, "raised": describe_error(err), "during": header["op"]}, []
        answer["id"] = header.get("id")
        wire.send(answers, answer, out)


def _become_worker(request: dict[str, Any], req_r: int, ans_w: int, out_w: int) -> None:
    """Runs in the forked worker: isolate, drop privileges, limit, then serve."""
    sandboxed = bool(request["sandbox"])
    if sandboxed:
        confine.private_mounts()
        home = "/tmp"  # noqa: S108 - the worker's own tmpfs
    else:
        os.setsid()  # its own process group, which the keeper kills at the end
        home = request["home"]
    os.chdir(home)
    os.environ.update(HOME=home, TMPDIR=home)
    tempfile.tempdir = home  # the template's imports cached its own folder, which a sandboxed worker cannot see
    os.dup2(out_w, 1)
    os.dup2(out_w, 2)
    confine.close_fds_except({req_r, ans_w})
    if sandboxed:
        confine.become_nobody()
    confine.limit(int(request["memory"]), sandboxed, int(request.get("cpu_seconds", 0)))
    serve(os.fdopen(req_r, "rb", buffering=0), os.fdopen(ans_w, "wb"))


def _keeper(request: dict[str, Any], fds: list[int]) -> None:
    """Runs in the keeper: fork the worker, report its pid, kill it on request, report its end."""
    import select
    import signal

    req_r, ans_w, out_w, kill_r, status_w = fds
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    if request["sandbox"]:
        confine.libc_call("unshare", confine.CLONE_NEWPID)  # the next child is init of a new PID namespace
    pid = os.fork()
    if pid == 0:
        code = 70
        try:
            os.close(kill_r)
            os.close(status_w)
            _become_worker(request, req_r, ans_w, out_w)
            code = 0
        except BaseException:  # noqa: BLE001 - report, then leave without running anything else
            traceback.print_exc()
            sys.stderr.flush()
        finally:
            os._exit(code)
    for fd in (req_r, ans_w, out_w):
        os.close(fd)
    os.write(status_w, f"pid {pid}\n".encode())
    try:
        watch = os.pidfd_open(pid)
    except (AttributeError, OSError):
        watch = None
    while True:
        ready = select.select([kill_r] + ([watch] if watch is not None else []), [], [], None if watch else 0.05)[0]
        if kill_r in ready:
            os.kill(pid, signal.SIGKILL)
        done, status = os.waitpid(pid, 0 if kill_r in ready or watch in ready else os.WNOHANG)
        if done:
            break
    if not request["sandbox"]:
        try:
            os.killpg(pid, signal.SIGKILL)  # whatever it started in its own group
        except (ProcessLookupError, PermissionError):
            pass
    os.write(status_w, f"exit {os.waitstatus_to_exitcode(status)}\n".encode())


def _warm_up(start: str) -> None:
    """Import and exercise what every worker needs, single-threaded, before any fork.

    ``start`` is ``full`` (grading), ``quick`` (the self-check's torch track: leaves
    ``torch._dynamo`` unimported until something compiles, ``lazy_dynamo``, a second less)
    or ``numpy`` (the self-check's NumPy track: no torch at all, ready at once)."""
    import ctypes  # noqa: F401 - what the keeper and the worker use, loaded while the
    import resource  # noqa: F401   template can still read every library folder
    import select  # noqa: F401
    import signal  # noqa: F401

    _exercise(start)


def _exercise(start: str) -> None:
    """Import and run once what the calls need (``start`` as for :func:`_warm_up`): the
    first graded call pays for no import. Portable: the spawned worker runs it too."""
    import inspect  # noqa: F401
    import types  # noqa: F401
    import warnings  # noqa: F401

    a = np.ones((2, 3))
    (a @ a.T).max(axis=-1)
    if start == "numpy":
        return
    try:
        import torch
    except ImportError:
        return
    torch.set_num_threads(1)
    if start == "quick":
        lazy_dynamo.defer()
    seen: list[str] = []
    with make_recorder(torch, seen)():
        x = torch.from_numpy(np.ones((2, 3))).requires_grad_(True)
        y = torch.softmax(x @ x.T / 2.0, dim=-1).masked_fill(torch.eye(2, dtype=torch.bool), 0.0)
        torch.autograd.grad(y.sum(), [x])
        torch.zeros(2, device="meta") + 1


def template(control_fd: int, blocked_roots: list[str], sandboxed: bool, start: str) -> None:
    """The template process: warm up, then fork a keeper per request on the control socket."""
    import json as _json
    import signal
    import socket

    confine.isolate_imports(blocked_roots)
    _warm_up(start)
    if sandboxed:
        confine.expose([p for p in sys.path if p])
    control = socket.socket(fileno=control_fd)
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # keepers are reaped by the kernel
    control.send(b'{"ready": true}')
    while True:
        try:
            message, fds, _flags, _addr = socket.recv_fds(control, 65536, 8)
        except OSError:
            message = b""
        if not message:  # the grader is done: leave at once (tearing torch down takes half a second)
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(0)
        request = _json.loads(message)
        sys.stdout.flush()
        sys.stderr.flush()
        if os.fork() == 0:
            code = 70
            try:
                control.close()
                _keeper(request, fds)
                code = 0
            except BaseException:  # noqa: BLE001
                traceback.print_exc()
                sys.stderr.flush()
            finally:
                os._exit(code)
        for fd in fds:
            os.close(fd)


def spawned(blocked_roots: list[str], start: str) -> None:
    """The portable worker (no fork, no descriptor passing, no ``resource`` needed): one
    fresh interpreter per worker, spoken to over its standard pipes in the ``wire`` format.

    Requests come on stdin and answers leave on (a copy of) stdout; file descriptors 1 and 2
    then both go to stderr, the grader's output pipe, so nothing the student prints can
    mix with an answer. The grader writes one setup message (the limits) before it needs
    the worker; the worker warms up first (``start`` as for the template), then applies
    what limits the platform has and serves. The grader enforces every time limit from its
    side and kills the process (``grader.isolation.spawned``)."""
    requests = os.fdopen(os.dup(0), "rb", buffering=0)
    answers = os.fdopen(os.dup(1), "wb")
    quiet = os.open(os.devnull, os.O_RDONLY)
    os.dup2(quiet, 0)
    os.close(quiet)
    os.dup2(2, 1)
    confine.isolate_imports(blocked_roots)
    _exercise(start)
    try:
        setup, _ = wire.receive(requests)
    except wire.WireError:
        return
    home = str(setup.get("home") or os.getcwd())
    os.chdir(home)
    os.environ.update(HOME=home, TMPDIR=home, TEMP=home, TMP=home)
    tempfile.tempdir = home  # not the folder an import before the chdir cached
    confine.limit_where_possible(int(setup.get("memory", 0)), int(setup.get("cpu_seconds", 0)))
    serve(requests, answers)
