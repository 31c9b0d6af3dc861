# track: torch
# exercise: mixture
# why: the rank check reads "weights.dim() < 2 or values.dim() <= 2", an off-by-one on the values, so every valid call with plain 2-D values (S, d_v) raises ValueError
# kind: error-case
# diagnosis: error-on-valid


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() <= 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
