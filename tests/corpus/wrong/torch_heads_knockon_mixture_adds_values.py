# track: torch
# exercise: heads
# why: the student's weighted_mixture adds the values back to the mixture, weights @ values + values, "so each position keeps its own value" (a residual written into the mixture); in self-attention (T == S) that shape fits, so attention and multi-head attention return outputs shifted by the values
# kind: knockon
# diagnosis: added-input
# miss: graded on heads alone, the probe of weighted_mixture's own checks leads with its crash at weights @ values + values (every case with T != S), and no value check of it shows the added values

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes, got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} vs {tuple(values.shape)}")
    return weights @ values + values
