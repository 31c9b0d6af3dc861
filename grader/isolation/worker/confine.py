"""The in-process sandbox: the Linux system calls a keeper and a worker make on themselves.

New namespaces, private tmpfs folders, ``/proc``, resource limits, closing inherited
file descriptors, and the import blocker that keeps the grader's packages out of reach.
Each function is small and does one thing; ``serve`` decides when each runs.
"""

from __future__ import annotations

import os
import sys
from typing import Any

NOBODY = 65534
CLONE_NEWNS, CLONE_NEWIPC, CLONE_NEWPID = 0x00020000, 0x08000000, 0x20000000
MS_NOSUID, MS_NODEV, MS_NOEXEC, MS_REC, MS_PRIVATE = 2, 4, 8, 16384, 1 << 18
PR_SET_NO_NEW_PRIVS = 38
MS_BIND = 4096
PRIVATE_TMP = {"/tmp": "256m", "/var/tmp": "16m", "/dev/shm": "64m"}  # noqa: S108


def libc_call(name: str, *args: Any) -> None:
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    if getattr(libc, name)(*args) != 0:
        errno = ctypes.get_errno()
        raise OSError(errno, f"{name}{args!r} failed: {os.strerror(errno)}")


def mount(source: str | None, target: str, fstype: str | None, flags: int, data: str | None) -> None:
    enc = [None if x is None else x.encode() for x in (source, target, fstype, data)]
    libc_call("mount", enc[0], enc[1], enc[2], flags, enc[3])


def private_folder(folder: str, size: str, keep: list[str], mode: str = "1777") -> None:
    """An empty tmpfs over ``folder`` (such as /tmp), except for the folders in ``keep``
    (the Python installation when it lives there), bound back in at their places."""
    handles = [(path, os.open(path, os.O_PATH)) for path in keep]
    mount("tmpfs", folder, "tmpfs", MS_NOSUID | MS_NODEV, f"mode={mode},size={size}")
    for path, handle in handles:
        os.makedirs(path, 0o755, exist_ok=True)
        mount(f"/proc/self/fd/{handle}", path, None, MS_BIND | MS_REC, None)
        os.close(handle)


def limit(memory: int, sandboxed: bool, cpu_seconds: int) -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    resource.setrlimit(resource.RLIMIT_FSIZE, (64 * 2**20, 64 * 2**20))
    resource.setrlimit(resource.RLIMIT_NOFILE, (1024, 1024))
    if cpu_seconds:
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds + 5))
    if sandboxed:  # counted per user: only meaningful for nobody, not for the instructor
        resource.setrlimit(resource.RLIMIT_NPROC, (256, 256))
    if memory:
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))


def limit_where_possible(memory: int, cpu_seconds: int) -> list[str]:
    """The spawned worker's limits: those of :func:`limit` that this platform has (none
    without ``resource``, as on Windows); returns the names of those it set."""
    try:
        import resource
    except ImportError:
        return []
    done = []
    for name, value in (("RLIMIT_CORE", 0), ("RLIMIT_FSIZE", 64 * 2**20), ("RLIMIT_NOFILE", 1024),
                        ("RLIMIT_CPU", cpu_seconds), ("RLIMIT_AS", memory)):
        which = getattr(resource, name, None)
        if which is None or not value:
            continue
        hard = value + 5 if name == "RLIMIT_CPU" else value
        try:
            resource.setrlimit(which, (value, hard))
        except (ValueError, OSError):  # a limit the kernel will not take (lower hard limit, macOS's RLIMIT_AS)
            continue
        done.append(name)
    return done


def close_fds_except(keep: set[int]) -> None:
    last = 2
    for fd in sorted(keep | {2}):
        if fd > last + 1:
            os.closerange(last + 1, fd)
        last = max(last, fd)
    os.closerange(last + 1, 1 << 16)


def private_mounts() -> None:
    """New mount and IPC namespaces, private tmpfs over /tmp, /var/tmp and /dev/shm (the
    Python installation bound back in where it lives there), and a /proc of its own."""
    libc_call("unshare", CLONE_NEWNS | CLONE_NEWIPC)
    mount(None, "/", None, MS_REC | MS_PRIVATE, None)  # nothing we mount leaks out
    libraries = sorted({os.path.realpath(p) for p in sys.path if p and os.path.isdir(p)})
    for folder, size in PRIVATE_TMP.items():
        if os.path.isdir(folder) and not os.path.islink(folder):
            private_folder(folder, size, [p for p in libraries if p.startswith(folder + "/")])
    mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, None)


def become_nobody() -> None:
    """User and group nobody, no supplementary groups, no capabilities, no way back."""
    os.setgroups([])
    os.setresgid(NOBODY, NOBODY, NOBODY)
    os.setresuid(NOBODY, NOBODY, NOBODY)  # drops every capability
    libc_call("prctl", PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)


def expose(paths: list[str]) -> None:
    """Let user nobody reach ``paths`` (the Python installation) when a folder above them
    is closed to other users, as ``/root`` usually is: in this mount namespace only, that
    folder becomes an empty tmpfs with just those paths bound back in, so nobody reads
    the libraries and nothing else that was in there."""
    wanted = sorted({os.path.realpath(p) for p in paths if os.path.isdir(p)})
    closed = set()
    for path in wanted:
        parts = path.strip("/").split("/")
        for depth in range(1, len(parts) + 1):
            folder = "/" + "/".join(parts[:depth])
            if not os.stat(folder).st_mode & 0o001:
                closed.add(folder)
                break
    for folder in sorted(closed):
        if not any(folder.startswith(other + "/") for other in closed):  # outermost only
            private_folder(folder, "1m", [p for p in wanted if p.startswith(folder + "/")], mode="755")


class Blocker:
    """A meta-path finder that refuses the grader's own packages inside the worker."""

    def __init__(self, names: set[str]) -> None:
        self.names = names

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> None:
        if fullname.split(".")[0] in self.names:
            raise ImportError(f"{fullname} is not available to submissions")


def isolate_imports(blocked_roots: list[str]) -> None:
    """Only the student files sent over the pipe are loaded: the grader's folders leave
    ``sys.path`` and its packages can no longer be imported."""
    blocked = {os.path.realpath(p) for p in blocked_roots}
    sys.path[:] = [p for p in sys.path if p and os.path.realpath(p) not in blocked]
    sys.meta_path.insert(0, Blocker({"grader", "solutions", "exercises", "tests"}))
    for name in [m for m in sys.modules if m.split(".")[0] in ("grader", "solutions", "exercises", "tests")]:
        del sys.modules[name]
