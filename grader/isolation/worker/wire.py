"""The wire format both sides speak: a JSON header plus raw bytes of plain numeric arrays.

Nothing sent this way is ever unpickled or executed: the header lists each array's dtype
(from a short allow-list) and shape, and the bytes follow in C order. The grader's
``grader.isolation.runner`` and the worker import this same module.
"""

from __future__ import annotations

import json
import struct
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


_NAMES: dict[np.dtype[Any], str] = {}


def _name(dtype: np.dtype[Any]) -> str:
    """``dtype.name``, remembered: numpy builds that string anew on every look-up."""
    name = _NAMES.get(dtype)
    if name is None:
        name = _NAMES[dtype] = dtype.name
    return name


def send(stream: BinaryIO, header: dict[str, Any], arrays: list[np.ndarray] = ()) -> None:  # type: ignore[assignment]
    """Write one message: a JSON header that lists each array's dtype and shape, then the
    arrays' raw bytes in native byte order and C order."""
    stream.write(frame(header, arrays))
    stream.flush()


def frame(header: dict[str, Any], arrays: list[np.ndarray] = ()) -> bytes:  # type: ignore[assignment]
    """The bytes of one message (what :func:`send` writes); raises ValueError for an array
    that cannot be sent."""
    blobs, specs = [], []
    for array in arrays:
        plain = np.asarray(array, order="C")  # C order, and a 0-d array stays 0-d
        name = _name(plain.dtype)
        if name not in DTYPES:
            raise ValueError(f"arrays of dtype {plain.dtype} cannot be sent")
        if not plain.dtype.isnative:
            plain = plain.astype(plain.dtype.newbyteorder("="))
        specs.append([name, list(plain.shape)])
        blobs.append(plain.tobytes())
    header = dict(header, blobs=specs)
    text = json.dumps(header).encode()
    return _HEADER.pack(len(text), len(blobs)) + text + b"".join(blobs)


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
