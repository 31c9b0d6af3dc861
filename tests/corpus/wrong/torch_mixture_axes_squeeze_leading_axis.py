# track: torch
# exercise: mixture
# why: returns (weights @ values).squeeze(0) "to drop the batch axis of a single example", which also drops a leading axis that belongs to the result: unbatched inputs with one query (T = 1) lose their T axis and a batch of one loses its batch axis
# kind: axes
# diagnosis: missing-axis

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes, got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} vs {tuple(values.shape)}")
    return (weights @ values).squeeze(0)
