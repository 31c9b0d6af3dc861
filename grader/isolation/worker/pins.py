"""Keeping alive what student code remembers by address, so no grade depends on the heap.

CPython gives a freed object's address to the next object of its size, and malloc gives a
freed buffer to the next buffer. Code that keys a cache by ``id(x)``, by ``hash(x)`` of an
object hashed by identity, or by a tensor's ``data_ptr()`` finds a stale entry when a new
object lands where a freed one was. Whether one does depends on the heap's history: the run,
the operating system, the library versions. So a worker *pins* every object that student
code takes such an address of: it stays alive, and its address is never reused while the
worker lives. The mistake then shows only where a check means it to: when the grader hands
the same object back with new values (``Session._refill``).

What is pinned is bounded (:data:`PIN_BYTES`, the oldest dropped first). Addresses read
through NumPy's C attributes (``a.ctypes.data``, ``__array_interface__``) cannot be seen.
"""

from __future__ import annotations

import builtins
from collections import OrderedDict
from typing import Any

PIN_BYTES = 64 * 2**20
"""How much data a worker keeps alive for the addresses student code has taken."""

_VALUES = (int, float, complex, str, bytes, tuple, frozenset, bool, type(None))
"""Types hashed by value: hashing one takes no address."""


class KeepAlive:
    """Objects held so that their addresses stay theirs, the oldest let go first once
    their sizes pass ``budget`` (the newest is always held)."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self._held: OrderedDict[int, tuple[Any, int]] = OrderedDict()
        self._bytes = 0

    @property
    def held(self) -> int:
        return len(self._held)

    def hold(self, value: Any) -> None:
        key = id(value)
        if key in self._held:  # held already: the same object, since it cannot have died
            return
        size = nbytes(value)
        self._held[key] = (value, size)
        self._bytes += size
        while self._bytes > self.budget and len(self._held) > 1:
            self._bytes -= self._held.popitem(last=False)[1][1]


def nbytes(value: Any) -> int:
    """An object's data size where it says (arrays, tensors), summed over a call's argument
    list or dict, and 64 for anything else."""
    if isinstance(value, (list, tuple)):
        return sum(nbytes(v) for v in value) + 64
    if isinstance(value, dict):
        return sum(nbytes(v) for v in value.values()) + 64
    size = getattr(value, "nbytes", None)
    return int(size) if isinstance(size, int) else 64


class Pins:
    """The pins of one worker: ``builtins`` for the student's modules, and a torch patch."""

    def __init__(self, budget: int = PIN_BYTES) -> None:
        self.kept = KeepAlive(budget)

    def student_builtins(self) -> dict[str, Any]:
        """The builtins a student's module runs with: Python's, with ``id`` and ``hash``
        pinning what they are asked about."""
        kept = self.kept
        real_id, real_hash = builtins.id, builtins.hash

        def id(obj: Any, /) -> int:  # noqa: A001 - stands in for the builtin
            kept.hold(obj)
            return real_id(obj)

        def hash(obj: Any, /) -> int:  # noqa: A001
            if not isinstance(obj, _VALUES):
                kept.hold(obj)
            return real_hash(obj)

        id.__doc__, hash.__doc__ = real_id.__doc__, real_hash.__doc__
        return {**vars(builtins), "id": id, "hash": hash}

    def patch_torch(self, torch: Any) -> None:
        """Pin every tensor and storage whose ``data_ptr()`` is read, in this process (the
        patch is the class's, so the latest :class:`Pins` to patch holds them)."""
        _TORCH_PINS[:] = [self.kept]
        for cls in (torch.Tensor, torch.UntypedStorage):
            if not getattr(cls.data_ptr, "pins", False):
                cls.data_ptr = _pinning(cls.data_ptr)


_TORCH_PINS: list[KeepAlive] = []


def _pinning(raw: Any) -> Any:
    def data_ptr(self: Any) -> int:
        _TORCH_PINS[0].hold(self)
        return int(raw(self))

    data_ptr.__doc__ = raw.__doc__
    data_ptr.pins = True  # type: ignore[attr-defined]
    return data_ptr
