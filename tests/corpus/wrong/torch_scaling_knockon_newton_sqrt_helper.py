# track: torch
# exercise: scaling
# why: scaled_scores divides by _sqrt(d_k), a helper that runs three Newton steps from x0 = n ("no need for math for a square root"); three steps are not enough to converge, so the divisor is a little too large (2.84 instead of 2.83 for d_k = 8, more for wider keys) and every score is too small by a factor that depends on d_k
# kind: knockon
# diagnosis: ratio


def _sqrt(n):
    x = float(n)
    for _ in range(3):
        x = 0.5 * (x + n / x)
    return x


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / _sqrt(q.shape[-1])
