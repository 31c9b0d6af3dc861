# track: torch
# exercise: mixture
# why: weighted_mixture guards against values passed feature-major and raises ValueError whenever the values have more features than keys (values.shape[-1] > values.shape[-2], "the values look transposed"), so every valid mixture with d_v > S is rejected
# kind: error
# diagnosis: error-on-valid


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on the number of keys S")
    if values.shape[-1] > values.shape[-2]:
        raise ValueError(
            f"values {tuple(values.shape)} have more features than keys: pass them as (..., S, d_v)"
        )
    return weights @ values
