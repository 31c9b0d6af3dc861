# track: torch
# exercise: mixture
# why: casts the weights with weights.float() "in case they arrive as half or double", so float64 inputs make the product mix float32 with float64 and raise a dtype RuntimeError
# kind: crash
# diagnosis: crash


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {tuple(weights.shape)}, values {tuple(values.shape)}")
    weights = weights.float()
    return weights @ values
