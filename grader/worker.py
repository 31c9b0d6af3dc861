"""The worker: the only process in which student code runs, and the wire format it speaks.

The grader starts this file as a script (``python -I .../worker.py IN_FD OUT_FD``). The
worker imports the student modules, runs the calls it is sent and answers with plain
data: JSON headers plus arrays in ``.npy`` format, which the grader reads back with
``allow_pickle=False``. Nothing the worker sends is ever unpickled or executed, so a
submission that patches numpy, torch or this file inside the worker only changes what
the worker says, never how the grader judges it.

This module also holds the codec both sides share (``send``/``receive``); it imports
nothing from the grader package so the worker stays small and self-contained.
"""

from __future__ import annotations

import io
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


def _read_exact(stream: BinaryIO, n: int) -> bytes:
    chunks = []
    while n:
        chunk = stream.read(n)
        if not chunk:
            raise WireError("the other side closed the pipe")
        chunks.append(chunk)
        n -= len(chunk)
    return b"".join(chunks)


def send(stream: BinaryIO, header: dict[str, Any], arrays: list[np.ndarray] = ()) -> None:  # type: ignore[assignment]
    """Write one message: a JSON header and ``.npy`` blobs whose sizes the header lists."""
    blobs = []
    for array in arrays:
        buffer = io.BytesIO()
        np.save(buffer, np.ascontiguousarray(array), allow_pickle=False)
        blobs.append(buffer.getvalue())
    header = dict(header, blobs=[len(b) for b in blobs])
    text = json.dumps(header).encode()
    stream.write(_HEADER.pack(len(text), len(blobs)) + text + b"".join(blobs))
    stream.flush()


def receive(stream: BinaryIO) -> tuple[dict[str, Any], list[np.ndarray]]:
    """Read one message written by :func:`send`; arrays are loaded without pickle."""
    size, count = _HEADER.unpack(_read_exact(stream, _HEADER.size))
    if size > MAX_FRAME:
        raise WireError(f"message header of {size} bytes is over the limit")
    try:
        header = json.loads(_read_exact(stream, size))
    except ValueError as err:
        raise WireError(f"the message header is not JSON ({err})") from None
    sizes = header.get("blobs") if isinstance(header, dict) else None
    if (
        not isinstance(sizes, list)
        or len(sizes) != count
        or not all(type(n) is int and 0 <= n <= MAX_FRAME for n in sizes)
    ):
        raise WireError("malformed message header")
    if sum(sizes) > MAX_FRAME:
        raise WireError(f"message of {sum(sizes)} bytes is over the {MAX_FRAME}-byte limit")
    arrays = []
    for blob_size in sizes:
        blob = _read_exact(stream, blob_size)
        try:
            array = np.load(io.BytesIO(blob), allow_pickle=False)
        except Exception as err:  # noqa: BLE001 - whatever a forged blob makes np.load raise
            raise WireError(f"a blob is not a .npy array ({type(err).__name__})") from None
        if not isinstance(array, np.ndarray) or array.dtype.hasobject:
            raise WireError("a blob is not a plain array")
        arrays.append(array)
    return header, arrays


# ---------------------------------------------------------------------------------------
# Everything below runs only inside the worker process.

WATCHED = ("scaled_dot_product", "multi_head_attention", "multiheadattention", "softmax", "softmin")
"""Parts of library function names the rules care about (``grader.rules`` judges them):
attention shortcuts and their backends, and every softmax or softmin variant."""


def watched(name: str) -> bool:
    lowered = name.lower()
    return any(part in lowered for part in WATCHED)


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


def main(argv: list[str]) -> None:
    read_fd, write_fd, import_dir, memory = int(argv[1]), int(argv[2]), argv[3], int(argv[4])
    blocked_roots = [os.path.realpath(p) for p in argv[5:]]
    import resource

    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    resource.setrlimit(resource.RLIMIT_FSIZE, (64 * 2**20, 64 * 2**20))
    resource.setrlimit(resource.RLIMIT_NOFILE, (1024, 1024))
    if memory:
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    requests = os.fdopen(read_fd, "rb", buffering=0)
    answers = os.fdopen(write_fd, "wb")
    # Only the two student files are loaded (by path); the submission folder is not on the
    # path, and the grader's own folders and packages go away.
    sys.path[:] = [import_dir] + [
        p for p in sys.path[1:] if os.path.realpath(p or ".") not in blocked_roots
    ]
    sys.meta_path.insert(0, _Blocker({"grader", "solutions", "exercises", "tests"}))
    for name in [m for m in sys.modules if m.split(".")[0] in ("grader", "solutions")]:
        del sys.modules[name]
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


if __name__ == "__main__":
    main(sys.argv)
