# track: numpy
# exercise: scaling
# why: scaled_scores multiplies by _inv_sqrt(d_k), the student's helper that looks the factor up in a table of the rounded values it worked out for the lesson's examples ({1: 1.0, 2: 0.7071, 4: 0.5, 8: 0.3536, 16: 0.25, 32: 0.1768, 64: 0.125}) and computes 1 / math.sqrt(n) only for other widths; for d_k = 2, 8 or 32 every score is off by the table's rounding (a relative 1e-5 to 1e-4)
# kind: knockon
# diagnosis: ratio:constant


_INV_SQRT = {1: 1.0, 2: 0.7071, 4: 0.5, 8: 0.3536, 16: 0.25, 32: 0.1768, 64: 0.125}


def _inv_sqrt(n):
    return _INV_SQRT.get(n, 1.0 / math.sqrt(n))


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) * _inv_sqrt(q.shape[-1])
