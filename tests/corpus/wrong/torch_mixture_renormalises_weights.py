# track: torch
# exercise: mixture
# why: divides the weights by their row sums before mixing, although they must be used as given
# diagnosis: mixture-renormalised


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    weights = weights / weights.sum(dim=-1, keepdim=True)
    return weights @ values
