"""Make this Linux interpreter lack what CPython on macOS lacks (tests/platforms/README.md).

``socketpair(AF_UNIX, SOCK_SEQPACKET)`` fails with EPROTONOSUPPORT, there is no
``pidfd_open``, ``waitid`` or ``sched_getaffinity``, and Python starts its own processes
with spawn (fork is unsafe once some system libraries are loaded). ``resource``, process
groups and the rest of POSIX stay.
"""

import errno
import os
import socket

_socketpair = socket.socketpair


def socketpair(family=None, type=socket.SOCK_STREAM, proto=0):
    if type == getattr(socket, "SOCK_SEQPACKET", None) and family == socket.AF_UNIX:
        raise OSError(errno.EPROTONOSUPPORT, os.strerror(errno.EPROTONOSUPPORT))
    if family is None:
        return _socketpair(type=type, proto=proto)
    return _socketpair(family, type, proto)


socket.socketpair = socketpair
for name in ("pidfd_open", "waitid", "WNOWAIT", "sched_getaffinity"):
    if hasattr(os, name):
        delattr(os, name)

try:
    import multiprocessing
    multiprocessing.get_all_start_methods = lambda: ["spawn", "fork", "forkserver"]
except ImportError:
    pass
os.environ["ATTNKIT_EMULATED_PLATFORM"] = "macos"
