# track: torch
# exercise: scaling
# why: scaled_scores applies the scale with scores += 1 / math.sqrt(d_k), a + typed where *= was meant, so it returns the raw dot products shifted up by 1/sqrt(d_k) instead of divided by sqrt(d_k): every score is the expected one times sqrt(d_k) plus a constant
# kind: relation
# diagnosis: scaled-offset


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = q @ k.transpose(-2, -1)
    scores += 1 / math.sqrt(q.shape[-1])
    return scores
