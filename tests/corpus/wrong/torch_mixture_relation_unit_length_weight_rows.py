# track: torch
# exercise: mixture
# why: weighted_mixture first scales every weights row to unit length, weights / weights.norm(dim=-1, keepdim=True) ("so no query's output can blow up"), dividing by the row's L2 norm where the weights must be used as given, so every output row is the expected one divided by its weights' Euclidean length
# kind: relation
# diagnosis: mixture-renormalised


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    unit = weights / weights.norm(dim=-1, keepdim=True)
    return unit @ values
