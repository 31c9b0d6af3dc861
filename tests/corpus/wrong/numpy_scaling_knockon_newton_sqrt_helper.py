# track: numpy
# exercise: scaling
# why: scaled_scores divides by _sqrt(d_k), a helper that runs three Newton steps from x0 = n ("no need for math for a square root"); three steps do not converge, so the divisor is too large (2.84 for d_k = 8, far more for wide keys) and attention built on it gets too flat weights
# kind: knockon
# diagnosis: ratio, ratio:trend-d_k
import numpy as np


def _sqrt(n):
    x = float(n)
    for _ in range(3):
        x = 0.5 * (x + n / x)
    return x


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / _sqrt(q.shape[-1])
