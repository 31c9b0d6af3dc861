# track: torch
# exercise: mixture
# why: weighted_mixture returns (weights @ values).detach().requires_grad_(), "a fresh leaf so that the caller can ask for the mixture's own gradient"; the values are right, but the result is cut from the graph, so no gradient reaches the weights or the values
# kind: rules
# diagnosis: no-gradient


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return (weights @ values).detach().requires_grad_()
