# track: torch
# exercise: mixture
# why: passes the weights through stable_softmax before mixing "so they form a distribution", although they must be used exactly as given
# kind: relation
# diagnosis: mixture-renormalised


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return stable_softmax(weights) @ values
