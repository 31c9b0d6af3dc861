# track: torch
# exercise: mixture
# why: divides the mixture by weights.sum(-1).mean(), the average row total of the weights ("so unnormalised weights cannot blow the output up"); attention weights sum to 1 and are untouched, but any other weights scale every output by one constant
# kind: relation
# diagnosis: mixture-renormalised, ratio, ratio:constant

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {tuple(weights.shape)}, values {tuple(values.shape)}")
    return (weights @ values) / weights.sum(dim=-1).mean()
