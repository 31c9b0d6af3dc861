# track: torch
# exercise: mixture
# why: the rank check joins its two conditions with "and" instead of "or", so it raises only when both inputs are 1-D; a 1-D weights vector is silently mixed and a 1-D values vector reaches values.shape[-2] (IndexError)
# kind: inputs-errors
# diagnosis: error-not-raised, error-not-valueerror


def weighted_mixture(weights, values):
    if weights.dim() < 2 and values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {tuple(weights.shape)}, values {tuple(values.shape)}")
    return weights @ values
