# track: torch
# exercise: mixture
# why: detaches the values ("they are data, not parameters"), so no gradient reaches values (only weights get one)
# kind: autograd
# diagnosis: no-gradient


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return weights @ values.detach()
