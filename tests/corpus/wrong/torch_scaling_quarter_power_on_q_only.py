# track: torch
# exercise: scaling
# why: splits the scale "symmetrically" as d_k ** -0.25 per operand but applies it only to q and forgets k, so the scores are divided by d_k ** 0.25 instead of sqrt(d_k)
# kind: relation
# diagnosis: ratio


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q_scaled = q * q.shape[-1] ** -0.25
    return q_scaled @ k.transpose(-2, -1)
