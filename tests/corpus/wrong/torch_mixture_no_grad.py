# track: torch
# exercise: mixture
# why: wraps the product in torch.no_grad() "to save memory", so the result is cut from the autograd graph
# kind: autograd
# diagnosis: no-gradient


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    with torch.no_grad():
        return weights @ values
