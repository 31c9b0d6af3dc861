# track: torch
# exercise: scaling
# why: scaled_scores multiplies by _inv_sqrt(d_k), the student's helper that ports Quake III's fast inverse square root (the 0x5f3759df bit trick with one Newton step) instead of 1 / math.sqrt(d_k); the result is off by up to about 0.2%, by an amount that depends on d_k, so every score is scaled by a slightly wrong factor
# kind: knockon
# diagnosis: ratio

import struct


def _inv_sqrt(n):
    x = float(n)
    i = struct.unpack("<i", struct.pack("<f", x))[0]
    i = 0x5F3759DF - (i >> 1)
    y = struct.unpack("<f", struct.pack("<i", i))[0]
    return y * (1.5 - 0.5 * x * y * y)


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) * _inv_sqrt(q.shape[-1])
