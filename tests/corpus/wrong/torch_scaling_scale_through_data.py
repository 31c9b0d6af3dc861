# track: torch
# exercise: scaling
# why: applies the constant scale with scores.data /= math.sqrt(d_k) "so autograd does not record a division by a constant"; the values are right, but the gradient that reaches q and k is not divided by sqrt(d_k)
# kind: rules-types
# diagnosis: gradient-differs


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = q @ k.transpose(-2, -1)
    scores.data /= math.sqrt(q.shape[-1])
    return scores
