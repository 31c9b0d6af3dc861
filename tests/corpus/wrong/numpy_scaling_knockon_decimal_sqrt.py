# track: numpy
# exercise: scaling
# why: scaled_scores takes the square root with decimal.Decimal(d_k).sqrt() "for a correctly rounded scale" and divides the score array by that Decimal; NumPy turns the Decimal into an object operand and float / Decimal is a TypeError, so every valid call of scaled_scores raises, and attention and multi-head attention, which call it, fail with it
# kind: knockon
# diagnosis: crash,dtype-mixed
from decimal import Decimal


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = Decimal(q.shape[-1]).sqrt()  # correctly rounded, unlike a float sqrt
    return (q @ np.swapaxes(k, -2, -1)) / scale
