"""Running the calls the grader sends: load the student's modules, call, record, answer.

A :class:`Session` is one worker's state. It compiles exactly the source the grader sent,
calls one function per request with fresh copies of the arguments (a ``refill`` request
gets the last refill call's objects, with its own values copied in), keeps every call's
arguments alive, and every object the student's code takes the address of
(``pins``), so that no address is reused by chance, notes which watched torch
functions the call reached, and answers with plain data (``values``).
"""

from __future__ import annotations

import linecache
import random
import sys
import time
import zlib
from typing import Any

import numpy as np

from .cpuwatch import CpuWatch
from .pins import KeepAlive, Pins
from .values import describe, describe_error, signature

WATCHED = ("scaled_dot_product", "multi_head_attention", "multiheadattention", "softmax", "softmin")
"""Parts of library function names the rules care about (``grader.judging.rules`` judges them):
attention shortcuts and their backends, and every softmax or softmin variant."""


_WATCHED_NAMES: dict[str, bool] = {}

_SEEDS = (random.seed, np.random.seed)
"""The global generators' seeders, kept before any student code runs (a module that
replaces ``np.random.seed`` changes only its own name for it)."""


def watched(name: str) -> bool:
    known = _WATCHED_NAMES.get(name)
    if known is None:
        lowered = name.lower()
        known = _WATCHED_NAMES[name] = any(part in lowered for part in WATCHED)
    return known


class Session:
    """State of one worker: loaded modules, the torch call recorder, the arrays in flight."""

    def __init__(self, watch: CpuWatch | None = None) -> None:
        self.watch = watch  # limits a call's CPU time when its request says so
        self.modules: dict[str, Any] = {}
        self.torch: Any = None
        self._torch_seed: Any = None
        self._cuda: Any = None
        self.seen: list[str] = []
        self.calls: dict[str, int] = {}  # calls made so far, per function: each call's seed
        self._alive = KeepAlive(_ALIVE_BYTES)  # every call's arguments, while they fit
        self.pins = Pins()  # what the student's code takes the address of
        self._refilled: dict[str, tuple[list[Any], dict[str, Any]]] = {}  # the last refill call's arguments

    # -- torch, loaded lazily: the NumPy track never pays for it -------------------------
    def _load_torch(self) -> Any:
        if self.torch is None:
            import torch

            torch.set_num_threads(1)
            self.torch = torch
            self._torch_seed = torch.default_generator.manual_seed  # the CPU's: 1 us, where torch.manual_seed
            self._cuda = torch.cuda  # takes 80 (it seeds every device); CUDA's only once it has started
            self._mode = make_recorder(torch, self.seen)
            self.pins.patch_torch(torch)
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

    # -- operations ------------------------------------------------------------------------
    def op_import(self, header: dict[str, Any]) -> dict[str, Any]:
        module = self._load(header["module"], header["path"], header["source"])
        functions = {}
        for name in header["functions"]:
            functions[name] = signature(getattr(module, name, None))
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
            module.__dict__["__builtins__"] = self.pins.student_builtins()
            sys.modules[name] = module
            # inspect.getsource (torch.jit.script, functools tools...) reads through linecache;
            # the file itself may be out of the sandbox's reach. mtime None: never re-read.
            linecache.cache[path] = (len(source), None, source.splitlines(True), path)
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
        if header.get("refill"):
            args, kwargs = self._refill(str(header["func"]), args, kwargs)
        self._keep_alive(args, kwargs)
        try:
            inspect.signature(func).bind(*args, **kwargs)
        except TypeError as err:
            return {"ok": False, "signature": signature(func), "why": str(err)}, []
        except ValueError:
            pass  # builtins without a signature: let the call decide
        if self.torch is None and "torch" in sys.modules:
            self._load_torch()  # a NumPy submission that reaches for torch is watched too
        del self.seen[:]
        self._seed(str(header["func"]))
        out: list[np.ndarray] = []
        cpu_limit = header.get("cpu_limit")
        watch = self.watch if isinstance(cpu_limit, (int, float)) else None
        started, cpu_started = time.perf_counter(), time.process_time()
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            old = np.seterr(over="warn", divide="warn", invalid="warn", under="ignore")
            if watch is not None:
                watch.arm(str(header.get("id")), float(cpu_limit))  # type: ignore[arg-type]
            try:
                if self.torch is not None:
                    with self._mode():
                        result = func(*args, **kwargs)
                else:
                    result = func(*args, **kwargs)
            except BaseException as err:  # noqa: BLE001 - student code may raise anything
                if isinstance(err, KeyboardInterrupt):
                    raise
                return {"ok": False, "raised": describe_error(err, (m.__file__ for m in self.modules.values())),
                        "cpu_seconds": time.process_time() - cpu_started}, []
            finally:
                if watch is not None:
                    watch.disarm()
                np.seterr(**old)
        answer: dict[str, Any] = {
            "ok": True,
            "seconds": time.perf_counter() - started,
            "cpu_seconds": time.process_time() - cpu_started,
            "result": describe(result, out, self.torch),
            "warnings": [
                {"category": w.category.__name__, "message": str(w.message)[:300]} for w in caught[:20]
            ],
            "library_calls": sorted(set(self.seen)),
        }
        if header.get("return_args"):
            answer["args_after"] = [describe(a, out, self.torch) for a in args]
            answer["kwargs_after"] = {name: describe(value, out, self.torch) for name, value in kwargs.items()}
            answer["aliases"] = self._aliases(args, result)
        if header.get("grad"):
            answer["grads"] = self._grads(header["grad"], args, result, arrays, out)
        return answer, out

    def _keep_alive(self, args: list[Any], kwargs: dict[str, Any]) -> None:
        """Keep the arguments of every call (while they fit :data:`_ALIVE_BYTES`): a new
        argument never takes a freed one's address by chance, so code that remembers its
        arguments by ``id()`` grades the same on every run; only a refill call
        (:meth:`_refill`) gives it the same objects again, on purpose."""
        self._alive.hold((args, kwargs))

    def _refill(self, func: str, args: list[Any], kwargs: dict[str, Any]) -> tuple[list[Any], dict[str, Any]]:
        """For a request that says ``refill``: the argument objects of the function's last
        refill call, with this call's values copied into them, where every array has the
        same type, shape and dtype (and every other argument is equal); otherwise this
        call's own. A function that returns what it remembered for the same objects
        (a cache keyed by ``id()``) shows it on every run."""
        kept = self._refilled.get(func)
        if kept is not None and _refillable((kept[0], kept[1]), (args, kwargs)):
            for old, new in zip((*kept[0], *(kept[1][k] for k in sorted(kept[1]))),
                                (*args, *(kwargs[k] for k in sorted(kwargs)))):
                if isinstance(old, np.ndarray):
                    np.copyto(old, new)
                elif self.torch is not None and isinstance(old, self.torch.Tensor):
                    with self.torch.no_grad():
                        old.copy_(new)
            args, kwargs = kept
        self._refilled[func] = (args, kwargs)
        return args, kwargs

    def _seed(self, func: str) -> None:
        """Seed the global random generators (Python's, NumPy's, torch's) for this call: the
        n-th call of a function always gets the same seed, so code that draws from them
        (dropout left in, a random order) grades the same on every run, and two calls
        in a row get different draws (the determinism check still sees them differ)."""
        n = self.calls.get(func, 0)
        self.calls[func] = n + 1
        seed = zlib.crc32(f"{func}:{n}".encode())
        for seeder in _SEEDS:
            seeder(seed)
        if self._torch_seed is not None:
            self._torch_seed(seed)
            if self._cuda.is_initialized():
                self._cuda.manual_seed_all(seed)

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
                    shared = _address(arg) == _address(out)  # read unpinned: the grader's own look
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
        return {"values": [None if g is None else describe(g, out, self.torch) for g in grads]}


_ALIVE_BYTES = 64 * 2**20
"""How much argument data a worker keeps alive so that addresses are not reused by chance."""


def _address(tensor: Any) -> int:
    import torch

    return int(torch._C.StorageBase.data_ptr(tensor.untyped_storage()))  # type: ignore[attr-defined]


def _refillable(old: tuple[list[Any], dict[str, Any]], new: tuple[list[Any], dict[str, Any]]) -> bool:
    """Whether ``new``'s values can be copied into ``old``'s objects: as many arguments, the
    same names, arrays of one type, shape and dtype (writable, not requiring grad), equal
    other values."""
    if len(old[0]) != len(new[0]) or set(old[1]) != set(new[1]):
        return False
    for a, b in zip((*old[0], *(old[1][k] for k in sorted(old[1]))), (*new[0], *(new[1][k] for k in sorted(new[1])))):
        if type(a) is not type(b):
            return False
        if hasattr(a, "shape") and hasattr(a, "dtype"):
            if a.shape != b.shape or a.dtype != b.dtype or getattr(a, "requires_grad", False) \
                    or getattr(b, "requires_grad", False) or not getattr(getattr(a, "flags", None), "writeable", True):
                return False
        elif not isinstance(a, (int, float, str, bool, type(None))) or a != b:
            return False
    return True


def make_recorder(torch: Any, seen: list[str]) -> Any:
    """A TorchFunctionMode that notes every torch function the student calls directly."""
    from torch.overrides import TorchFunctionMode

    class Recorder(TorchFunctionMode):
        def __torch_function__(self, func, types, args=(), kwargs=None):  # type: ignore[no-untyped-def]
            name = getattr(func, "__name__", "")
            if watched(name):
                seen.append(name)
            return func(*args, **(kwargs or {}))

    return Recorder
