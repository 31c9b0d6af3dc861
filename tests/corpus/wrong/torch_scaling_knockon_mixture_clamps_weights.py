# track: torch
# exercise: scaling
# why: scaled_scores reuses the student's weighted_mixture for q @ k^T (weighted_mixture(q, k.mT), the queries as the weights), but that weighted_mixture clamps its weights into [0, 1] ("weights are probabilities"), so every query entry outside [0, 1] is cut before the product and the scores are wrong
# kind: knockon
# diagnosis: mixture-clipped
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return weights.clamp(0.0, 1.0) @ values


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    return weighted_mixture(q, k.mT) / math.sqrt(q.shape[-1])
