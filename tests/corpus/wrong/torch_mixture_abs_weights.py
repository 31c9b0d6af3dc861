# track: torch
# exercise: mixture
# why: mixes with weights.abs() "since a weight is a magnitude", so negative weights count as positive instead of being used as given
# kind: relation
# diagnosis: mixture-clipped,mixture-transformed


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return weights.abs() @ values
