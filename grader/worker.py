"""The worker: the only process in which student code runs, and the wire format it speaks.

The grader starts this file as a script (``python -I .../worker.py --template ...``): a
template process that imports numpy and torch once and forks one worker per submission
(and again after a timeout or crash; see the end of this file). The worker imports the
student modules, runs the calls it is sent and answers with plain data: a JSON header
plus raw array bytes whose element types come from a short list of plain numeric
dtypes. Nothing the worker sends is ever unpickled or executed, so a submission that
patches numpy, torch or this file inside the worker only changes what the worker says,
never how the grader judges it.

This module also holds the codec both sides share (``send``/``receive``); it imports
nothing from the grader package so the worker stays small and self-contained.
"""

from __future__ import annotations

import json
import os
import struct
import sys
import time
import traceback
from typing import Any, BinaryIO

import numpy as np

MAX_FRAME = 256 * 1024 * 1024
"""Largest message either side accepts; a bigger answer counts as a failed call."""

_HEADER = struct.Struct(">II")  # header length, blob count


class WireError(Exception):
    """A message could not be read: the other side died, lied about sizes or timed out."""


class PipeClosed(WireError):
    """The other side closed the pipe (it exited, or is exiting)."""


def _read_exact(stream: BinaryIO, n: int) -> bytes:
    chunks = []
    while n:
        chunk = stream.read(n)
        if not chunk:
            raise PipeClosed("the other side closed the pipe")
        chunks.append(chunk)
        n -= len(chunk)
    return b"".join(chunks)


DTYPES = frozenset(
    ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32", "float64"]
)
"""The only element types either side sends or accepts: plain numbers, never objects."""


def send(stream: BinaryIO, header: dict[str, Any], arrays: list[np.ndarray] = ()) -> None:  # type: ignore[assignment]
    """Write one message: a JSON header that lists each array's dtype and shape, then the
    arrays' raw bytes in native byte order and C order."""
    blobs, specs = [], []
    for array in arrays:
        plain = np.ascontiguousarray(array)
        if plain.dtype.name not in DTYPES:
            raise ValueError(f"arrays of dtype {plain.dtype} cannot be sent")
        if not plain.dtype.isnative:
            plain = plain.astype(plain.dtype.newbyteorder("="))
        specs.append([plain.dtype.name, list(plain.shape)])
        blobs.append(plain.tobytes())
    header = dict(header, blobs=specs)
    text = json.dumps(header).encode()
    stream.write(_HEADER.pack(len(text), len(blobs)) + text + b"".join(blobs))
    stream.flush()


def _blob_size(spec: Any) -> int:
    """Bytes of one listed array; raises WireError for anything but a plain numeric array."""
    if not (isinstance(spec, list) and len(spec) == 2 and spec[0] in DTYPES and isinstance(spec[1], list)
            and len(spec[1]) <= 32 and all(type(n) is int and 0 <= n <= MAX_FRAME for n in spec[1])):
        raise WireError("malformed array description in the message header")
    size = np.dtype(spec[0]).itemsize
    for n in spec[1]:
        size *= n
        if size > MAX_FRAME:
            raise WireError(f"an array of more than {MAX_FRAME} bytes is over the limit")
    return size


def receive(stream: BinaryIO) -> tuple[dict[str, Any], list[np.ndarray]]:
    """Read one message written by :func:`send`; arrays are read-only views of plain bytes."""
    size, count = _HEADER.unpack(_read_exact(stream, _HEADER.size))
    if size > MAX_FRAME:
        raise WireError(f"message header of {size} bytes is over the limit")
    try:
        header = json.loads(_read_exact(stream, size))
    except ValueError as err:
        raise WireError(f"the message header is not JSON ({err})") from None
    specs = header.get("blobs") if isinstance(header, dict) else None
    if not isinstance(specs, list) or len(specs) != count:
        raise WireError("malformed message header")
    sizes = [_blob_size(spec) for spec in specs]
    if sum(sizes) > MAX_FRAME:
        raise WireError(f"message of {sum(sizes)} bytes is over the {MAX_FRAME}-byte limit")
    arrays = []
    for (dtype, shape), blob_size in zip(specs, sizes):
        blob = _read_exact(stream, blob_size) if blob_size else b""
        arrays.append(np.frombuffer(blob, dtype=dtype).reshape(shape))
    return header, arrays


# ---------------------------------------------------------------------------------------
# Everything below runs only inside the worker process.

WATCHED = ("scaled_dot_product", "multi_head_attention", "multiheadattention", "softmax", "softmin")
"""Parts of library function names the rules care about (``grader.rules`` judges them):
attention shortcuts and their backends, and every softmax or softmin variant."""


_WATCHED_NAMES: dict[str, bool] = {}


def watched(name: str) -> bool:
    known = _WATCHED_NAMES.get(name)
    if known is None:
        lowered = name.lower()
        known = _WATCHED_NAMES[name] = any(part in lowered for part in WATCHED)
    return known


class _Session:
    """State of one worker: loaded modules, the torch call recorder, the arrays in flight."""

    def __init__(self) -> None:
        self.modules: dict[str, Any] = {}
        self.torch: Any = None
        self.seen: list[str] = []

    # -- torch, loaded lazily: the NumPy track never pays for it -------------------------
    def _load_torch(self) -> Any:
        if self.torch is None:
            import torch

            torch.set_num_threads(1)
            self.torch = torch
            self._mode = _make_recorder(torch, self.seen)
        return self.torch

    def to_student(self, spec: dict[str, Any], arrays: list[np.ndarray]) -> Any:
        if "value" in spec:
            return spec["value"]
        array = arrays[spec["array"]].copy()
        if spec.get("as") == "torch":
            torch = self._load_torch()
            tensor = torch.from_numpy(array)
            if spec.get("device"):
                tensor = tensor.to(spec["device"])
            if spec.get("requires_grad"):
                tensor.requires_grad_(True)
            return tensor
        return array

    def describe(self, obj: Any, out: list[np.ndarray], depth: int = 0) -> dict[str, Any]:
        """Turn a student's return value into plain data, without trusting its methods."""
        kind = type(obj)
        name = f"{kind.__module__}.{kind.__qualname__}"
        if kind in (tuple, list) and depth < 3 and len(obj) <= 16:
            items = [self.describe(item, out, depth + 1) for item in obj]
            return {"kind": "tuple" if kind is tuple else "list", "items": items}
        if kind is np.ndarray and not obj.dtype.hasobject and obj.dtype.kind in "biuf":
            out.append(obj)
            return {"kind": "ndarray", "array": len(out) - 1, "dtype": str(obj.dtype)}
        torch = self.torch
        if torch is not None and kind is torch.Tensor and obj.layout == torch.strided:
            dtype = str(obj.dtype).removeprefix("torch.")
            if obj.device.type == "meta":  # shape, dtype and device only: there is no data
                return {"kind": "tensor", "array": None, "shape": list(obj.shape), "dtype": dtype,
                        "device": "meta", "requires_grad": bool(obj.requires_grad)}
            plain = obj.detach().to("cpu").resolve_conj().resolve_neg()
            if plain.dtype in (torch.bfloat16, torch.float16):
                plain = plain.float()
            if plain.is_complex():
                return {"kind": "other", "type": name, "repr": f"complex tensor ({dtype})"}
            out.append(plain.numpy())
            return {
                "kind": "tensor",
                "array": len(out) - 1,
                "dtype": dtype,
                "device": str(obj.device),
                "requires_grad": bool(obj.requires_grad),
            }
        if kind in (bool, int, float, str, type(None)):
            value = obj if kind is not str else obj[:200]
            return {"kind": "scalar", "type": kind.__name__, "value": value}
        if kind is np.ndarray:
            return {"kind": "other", "type": name, "repr": f"ndarray of dtype {obj.dtype}"}
        return {"kind": "other", "type": name, "repr": _safe_repr(obj)}

    # -- operations ------------------------------------------------------------------------
    def op_import(self, header: dict[str, Any]) -> dict[str, Any]:
        module = self._load(header["module"], header["path"], header["source"])
        functions = {}
        for name in header["functions"]:
            functions[name] = _signature(getattr(module, name, None))
        return {"ok": True, "functions": functions}

    def _load(self, name: str, path: str, source: str) -> Any:
        """Run exactly the source the grader scanned (sent over the pipe): no package or
        cached bytecode of the same name can take its place, and the worker needs no
        access to the submission folder."""
        import types

        if name not in self.modules:
            if name == "torch_core":
                self._load_torch()
            module = types.ModuleType(name)
            module.__file__ = path
            sys.modules[name] = module
            exec(compile(source, path, "exec"), module.__dict__)  # noqa: S102 - the student's module
            self.modules[name] = module
        return self.modules[name]

    def _import(self, name: str) -> Any:
        if name not in self.modules:
            raise RuntimeError(f"{name} was not loaded in this worker")
        return self.modules[name]

    def op_call(self, header: dict[str, Any], arrays: list[np.ndarray]) -> tuple[dict, list]:
        import inspect
        import warnings

        module = self._import(header["module"])
        func = getattr(module, header["func"], None)
        if not callable(func):
            return {"ok": False, "missing": True}, []
        args = [self.to_student(s, arrays) for s in header["args"]]
        kwargs = {k: self.to_student(s, arrays) for k, s in header["kwargs"].items()}
        try:
            inspect.signature(func).bind(*args, **kwargs)
        except TypeError as err:
            return {"ok": False, "signature": _signature(func), "why": str(err)}, []
        except ValueError:
            pass  # builtins without a signature: let the call decide
        if self.torch is None and "torch" in sys.modules:
            self._load_torch()  # a NumPy submission that reaches for torch is watched too
        del self.seen[:]
        out: list[np.ndarray] = []
        started = time.perf_counter()
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            old = np.seterr(over="warn", divide="warn", invalid="warn", under="ignore")
            try:
                if self.torch is not None:
                    with self._mode():
                        result = func(*args, **kwargs)
                else:
                    result = func(*args, **kwargs)
            except BaseException as err:  # noqa: BLE001 - student code may raise anything
                if isinstance(err, KeyboardInterrupt):
                    raise
                return {"ok": False, "raised": _describe_error(err)}, []
            finally:
                np.seterr(**old)
        answer: dict[str, Any] = {
            "ok": True,
            "seconds": time.perf_counter() - started,
            "result": self.describe(result, out),
            "warnings": [
                {"category": w.category.__name__, "message": str(w.message)[:300]} for w in caught[:20]
            ],
            "library_calls": sorted(set(self.seen)),
        }
        if header.get("return_args"):
            answer["args_after"] = [self.describe(a, out) for a in args]
            answer["aliases"] = self._aliases(args, result)
        if header.get("grad"):
            answer["grads"] = self._grads(header["grad"], args, result, arrays, out)
        return answer, out

    def _aliases(self, args: list, result: Any) -> list[int]:
        """Which arguments share memory with a returned array (a view is not a new array)."""
        outputs = list(result) if isinstance(result, (tuple, list)) else [result]
        torch = self.torch
        found = []
        for index, arg in enumerate(args):
            for out in outputs:
                if isinstance(arg, np.ndarray) and isinstance(out, np.ndarray):
                    shared = np.may_share_memory(arg, out)
                elif torch is not None and isinstance(arg, torch.Tensor) and isinstance(out, torch.Tensor):
                    shared = arg.untyped_storage().data_ptr() == out.untyped_storage().data_ptr()
                else:
                    shared = False
                if shared:
                    found.append(index)
                    break
        return found

    def _grads(self, request: dict, args: list, result: Any, arrays: list, out: list) -> Any:
        torch = self._load_torch()
        outputs = result if isinstance(result, (tuple, list)) else (result,)
        pairs = [
            (o, torch.from_numpy(arrays[i].copy()))
            for o, i in zip(outputs, request["cotangents"])
            if i is not None
        ]
        inputs = [args[i] for i in request["wrt"]]
        if not all(isinstance(o, torch.Tensor) and o.requires_grad for o, _ in pairs):
            return {"error": "an output does not require grad: it was detached from q, k and v"}
        try:
            grads = torch.autograd.grad(
                [o for o, _ in pairs],
                inputs,
                [c.to(o.dtype) for o, c in pairs],
                allow_unused=True,
            )
        except Exception as err:  # noqa: BLE001
            return {"error": f"backward failed: {type(err).__name__}: {str(err)[:300]}"}
        return {"values": [None if g is None else self.describe(g, out) for g in grads]}


def _make_recorder(torch: Any, seen: list[str]) -> Any:
    """A TorchFunctionMode that notes every torch function the student calls directly."""
    from torch.overrides import TorchFunctionMode

    class Recorder(TorchFunctionMode):
        def __torch_function__(self, func, types, args=(), kwargs=None):  # type: ignore[no-untyped-def]
            name = getattr(func, "__name__", "")
            if watched(name):
                seen.append(name)
            return func(*args, **(kwargs or {}))

    return Recorder


def _signature(func: Any) -> str | None:
    import inspect

    if not callable(func):
        return None
    try:
        return str(inspect.signature(func))
    except (TypeError, ValueError):
        return "(...)"


def _safe_repr(obj: Any) -> str:
    try:
        return repr(obj)[:200]
    except BaseException:  # noqa: BLE001
        return "<repr failed>"


def _describe_error(err: BaseException) -> dict[str, Any]:
    frames = [f for f in traceback.extract_tb(err.__traceback__) if "worker.py" not in f.filename]
    where = f"{os.path.basename(frames[-1].filename)}:{frames[-1].lineno}" if frames else ""
    try:
        message = str(err)[:500]
    except BaseException:  # noqa: BLE001
        message = "<message failed>"
    return {
        "type": type(err).__name__,
        "bases": [c.__name__ for c in type(err).__mro__],
        "message": message,
        "where": where,
    }


class _Blocker:
    """A meta-path finder that refuses the grader's own packages inside the worker."""

    def __init__(self, names: set[str]) -> None:
        self.names = names

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> None:
        if fullname.split(".")[0] in self.names:
            raise ImportError(f"{fullname} is not available to submissions")


def _isolate_imports(blocked_roots: list[str]) -> None:
    """Only the student files sent over the pipe are loaded: the grader's folders leave
    ``sys.path`` and its packages can no longer be imported."""
    blocked = {os.path.realpath(p) for p in blocked_roots}
    sys.path[:] = [p for p in sys.path if p and os.path.realpath(p) not in blocked]
    sys.meta_path.insert(0, _Blocker({"grader", "solutions", "exercises", "tests"}))
    for name in [m for m in sys.modules if m.split(".")[0] in ("grader", "solutions", "exercises", "tests")]:
        del sys.modules[name]


def serve(requests: BinaryIO, answers: BinaryIO) -> None:
    """Answer requests until the grader closes the pipe."""
    session = _Session()
    send(answers, {"ok": True, "ready": True, "pid": os.getpid()})
    while True:
        try:
            header, arrays = receive(requests)
        except WireError:
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
            answer, out = {"ok": False, "raised": _describe_error(err), "during": header["op"]}, []
        answer["id"] = header.get("id")
        send(answers, answer, out)


# ---------------------------------------------------------------------------------------
# The template: imports numpy and torch once, then forks one worker per request, so a
# worker starts in milliseconds instead of paying the imports again.
#
# For each request the template forks a *keeper*, which forks the *worker* and reports
# the worker's pid and exit status on a status pipe; the grader asks the keeper to kill
# the worker through a kill pipe (the keeper has not reaped its child, so the pid cannot
# have been reused). In the sandbox the keeper first enters a new PID namespace, so the
# worker is its init: when the worker dies the kernel kills everything it started. The
# worker then takes a new mount and IPC namespace, private tmpfs over /tmp, /var/tmp and
# /dev/shm, a /proc of its own, and becomes user nobody with no way to regain privileges.

NOBODY = 65534
_CLONE_NEWNS, _CLONE_NEWIPC, _CLONE_NEWPID = 0x00020000, 0x08000000, 0x20000000
_MS_NOSUID, _MS_NODEV, _MS_NOEXEC, _MS_REC, _MS_PRIVATE = 2, 4, 8, 16384, 1 << 18
_PR_SET_NO_NEW_PRIVS = 38
_MS_BIND = 4096
_PRIVATE_TMP = {"/tmp": "256m", "/var/tmp": "16m", "/dev/shm": "64m"}  # noqa: S108


def _libc_call(name: str, *args: Any) -> None:
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    if getattr(libc, name)(*args) != 0:
        errno = ctypes.get_errno()
        raise OSError(errno, f"{name}{args!r} failed: {os.strerror(errno)}")


def _mount(source: str | None, target: str, fstype: str | None, flags: int, data: str | None) -> None:
    enc = [None if x is None else x.encode() for x in (source, target, fstype, data)]
    _libc_call("mount", enc[0], enc[1], enc[2], flags, enc[3])


def _private_folder(folder: str, size: str, keep: list[str], mode: str = "1777") -> None:
    """An empty tmpfs over ``folder`` (such as /tmp), except for the folders in ``keep``
    (the Python installation when it lives there), bound back in at their places."""
    handles = [(path, os.open(path, os.O_PATH)) for path in keep]
    _mount("tmpfs", folder, "tmpfs", _MS_NOSUID | _MS_NODEV, f"mode={mode},size={size}")
    for path, handle in handles:
        os.makedirs(path, 0o755, exist_ok=True)
        _mount(f"/proc/self/fd/{handle}", path, None, _MS_BIND | _MS_REC, None)
        os.close(handle)


def _limit(memory: int, sandboxed: bool, cpu_seconds: int) -> None:
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


def _close_fds_except(keep: set[int]) -> None:
    last = 2
    for fd in sorted(keep | {2}):
        if fd > last + 1:
            os.closerange(last + 1, fd)
        last = max(last, fd)
    os.closerange(last + 1, 1 << 16)


def _become_worker(request: dict[str, Any], req_r: int, ans_w: int, out_w: int) -> None:
    """Runs in the forked worker: isolate, drop privileges, limit, then serve."""
    sandboxed = bool(request["sandbox"])
    if sandboxed:
        _libc_call("unshare", _CLONE_NEWNS | _CLONE_NEWIPC)
        _mount(None, "/", None, _MS_REC | _MS_PRIVATE, None)  # nothing we mount leaks out
        libraries = sorted({os.path.realpath(p) for p in sys.path if p and os.path.isdir(p)})
        for folder, size in _PRIVATE_TMP.items():
            if os.path.isdir(folder) and not os.path.islink(folder):
                _private_folder(folder, size, [p for p in libraries if p.startswith(folder + "/")])
        _mount("proc", "/proc", "proc", _MS_NOSUID | _MS_NODEV | _MS_NOEXEC, None)
        home = "/tmp"  # noqa: S108 - the worker's own tmpfs
    else:
        os.setsid()  # its own process group, which the keeper kills at the end
        home = request["home"]
    os.chdir(home)
    os.environ.update(HOME=home, TMPDIR=home)
    os.dup2(out_w, 1)
    os.dup2(out_w, 2)
    _close_fds_except({req_r, ans_w})
    if sandboxed:
        os.setgroups([])
        os.setresgid(NOBODY, NOBODY, NOBODY)
        os.setresuid(NOBODY, NOBODY, NOBODY)  # drops every capability
        _libc_call("prctl", _PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)
    _limit(int(request["memory"]), sandboxed, int(request.get("cpu_seconds", 0)))
    serve(os.fdopen(req_r, "rb", buffering=0), os.fdopen(ans_w, "wb"))


def _keeper(request: dict[str, Any], fds: list[int]) -> None:
    """Runs in the keeper: fork the worker, report its pid, kill it on request, report its end."""
    import select
    import signal

    req_r, ans_w, out_w, kill_r, status_w = fds
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    if request["sandbox"]:
        _libc_call("unshare", _CLONE_NEWPID)  # the next child is init of a new PID namespace
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


def _warm_up() -> None:
    """Import and exercise what every worker needs, single-threaded, before any fork."""
    import ctypes  # noqa: F401 - what the keeper and the worker use, loaded while the
    import inspect  # noqa: F401   template can still read every library folder
    import resource  # noqa: F401
    import select  # noqa: F401
    import signal  # noqa: F401
    import types  # noqa: F401
    import warnings  # noqa: F401

    a = np.ones((2, 3))
    (a @ a.T).max(axis=-1)
    try:
        import torch
    except ImportError:
        return
    torch.set_num_threads(1)
    seen: list[str] = []
    with _make_recorder(torch, seen)():
        x = torch.from_numpy(np.ones((2, 3))).requires_grad_(True)
        y = torch.softmax(x @ x.T / 2.0, dim=-1).masked_fill(torch.eye(2, dtype=torch.bool), 0.0)
        torch.autograd.grad(y.sum(), [x])
        torch.zeros(2, device="meta") + 1


def _expose(paths: list[str]) -> None:
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
            _private_folder(folder, "1m", [p for p in wanted if p.startswith(folder + "/")], mode="755")


def template(control_fd: int, blocked_roots: list[str], sandboxed: bool) -> None:
    """The template process: warm up, then fork a keeper per request on the control socket."""
    import json as _json
    import signal
    import socket

    _isolate_imports(blocked_roots)
    _warm_up()
    if sandboxed:
        _expose([p for p in sys.path if p])
    control = socket.socket(fileno=control_fd)
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # keepers are reaped by the kernel
    control.send(b'{"ready": true}')
    while True:
        try:
            message, fds, _flags, _addr = socket.recv_fds(control, 65536, 8)
        except OSError:
            return
        if not message:
            return
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


if __name__ == "__main__":
    if sys.argv[1:2] != ["--template"] or sys.argv[3:4] not in (["sandbox"], ["plain"]):
        sys.exit("usage: worker.py --template CONTROL_FD sandbox|plain [BLOCKED_ROOT ...]")
    template(int(sys.argv[2]), sys.argv[4:], sys.argv[3] == "sandbox")
