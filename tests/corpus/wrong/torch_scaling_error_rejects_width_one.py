# track: torch
# exercise: scaling
# why: scaled_scores raises ValueError when the feature width is 1 ("a single feature gives no dot product to scale"), although d_k = 1 is valid and its scores are simply q k^T
# kind: error
# diagnosis: error-on-valid


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    if d_k < 2:
        raise ValueError("scaled_scores needs a feature width of at least 2")
    return (q @ k.transpose(-2, -1)) / math.sqrt(d_k)
