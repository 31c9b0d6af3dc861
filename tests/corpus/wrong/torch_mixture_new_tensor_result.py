# track: torch
# exercise: mixture
# why: returns weights.new_tensor(weights @ values) "to get a fresh tensor with the weights' dtype and device"; new_tensor copies the data out of autograd, so no gradient reaches weights or values
# kind: rules-types
# diagnosis: no-gradient


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {tuple(weights.shape)}, values {tuple(values.shape)}")
    mixed = weights @ values
    return weights.new_tensor(mixed)
