# track: torch
# exercise: mixture
# why: weighted_mixture registers a hook on the weights, weights.register_hook(lambda g: g - g.mean(-1, keepdim=True)), "so that a gradient step keeps every weights row summing to 1"; the values are right, but the gradient that reaches the caller's weights has each row's mean taken out, so it is not the gradient of the mixture
# kind: rules
# diagnosis: gradient-differs


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on the number of keys S")
    if weights.requires_grad:
        weights.register_hook(lambda g: g - g.mean(dim=-1, keepdim=True))
    return weights @ values
