# track: torch
# exercise: mixture
# why: divides the mixture by sqrt(S) "so that the output's variance does not grow with the number of keys", although the weights are to be used exactly as given
# kind: relation
# diagnosis: ratio


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {tuple(weights.shape)}, values {tuple(values.shape)}")
    n_keys = weights.shape[-1]
    return (weights @ values) / math.sqrt(n_keys)
