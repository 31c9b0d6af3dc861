# track: torch
# exercise: mixture
# why: demands that weights and values have the same number of axes, rejecting valid broadcasting inputs
# kind: error-case
# diagnosis: error-on-valid


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.dim() != values.dim():
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} differ in rank")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return weights @ values
