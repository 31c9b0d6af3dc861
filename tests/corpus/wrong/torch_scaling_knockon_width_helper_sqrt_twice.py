# track: torch
# exercise: scaling
# why: scaled_scores takes its divisor from a helper _key_width(q) that already returns q.shape[-1] ** 0.5 (it was written to give "the width scale") and then takes math.sqrt of it again, so the scores are divided by d_k ** 0.25 instead of sqrt(d_k)
# kind: knockon
# diagnosis: ratio


def _key_width(q):
    return q.shape[-1] ** 0.5  # scale of the key width


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(_key_width(q))
