# track: torch
# exercise: scaling
# why: scaled_scores divides by math.sqrt(2 * d_k / math.pi), the mean absolute value of a sum of d_k unit-variance products ("the typical size of a dot product"), where lesson section 5 divides by its standard deviation sqrt(d_k); every score is sqrt(pi / 2), about 1.25, times too large
# kind: relation
# diagnosis: ratio:constant


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(2 * q.shape[-1] / math.pi)
