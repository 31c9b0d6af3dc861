# track: torch
# exercise: mixture
# why: weighted_mixture calls values.detach_() first ("the values are data, not parameters", the h.detach_() idiom of truncated backpropagation); detach_ works in place, so the caller's own values tensor is cut from its graph (and a leaf loses requires_grad): the output is right, but no gradient reaches the values
# kind: rules
# diagnosis: no-gradient
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    values.detach_()
    return weights @ values
