"""Make this Linux interpreter lack what CPython on Windows lacks (tests/platforms/README.md).

No fork, no process groups or sessions, no POSIX signals beyond Windows' own, no AF_UNIX
sockets or descriptor passing, no ``resource``, no ``waitid`` or ``pidfd_open``; Python
starts its own processes with spawn; redirected output uses a legacy code page (cp1252),
strictly, as Windows does when stdout is a pipe or a file.
"""

import os
import signal
import socket
import subprocess
import sys

_KILL = signal.SIGKILL
# Popen.kill stays: on Windows it is TerminateProcess, which this stands in for.
subprocess.Popen.kill = lambda self: self.send_signal(_KILL)

# Left in place: what the standard library and torch reach for because sys.platform is still
# linux here (torch's os.register_at_fork hook, getpass's os.getuid). The kit never decides
# by sys.platform outside grader.isolation.sandbox, which needs Linux and root anyway.
for name in ("fork", "forkpty", "setsid", "setpgid", "getpgid", "killpg", "setpgrp",
             "waitid", "WNOWAIT", "pidfd_open", "sched_getaffinity", "setresuid", "setresgid"):
    if hasattr(os, name):
        delattr(os, name)
for name in ("SIGKILL", "SIGUSR1", "SIGUSR2", "SIGXCPU", "SIGCHLD", "SIGHUP", "SIGALRM", "SIGQUIT", "SIGPIPE"):
    if hasattr(signal, name):
        delattr(signal, name)
for name in ("AF_UNIX", "SOCK_SEQPACKET", "send_fds", "recv_fds", "CMSG_LEN", "SCM_RIGHTS"):
    if hasattr(socket, name):
        delattr(socket, name)
sys.modules["resource"] = None  # type: ignore[assignment]  # `import resource` raises ImportError

try:
    import multiprocessing
    multiprocessing.get_all_start_methods = lambda: ["spawn"]
except ImportError:
    pass

for stream in (sys.stdout, sys.stderr):
    if stream is not None and not stream.isatty():
        stream.reconfigure(encoding="cp1252", errors="strict")
os.environ["ATTNKIT_EMULATED_PLATFORM"] = "windows"
