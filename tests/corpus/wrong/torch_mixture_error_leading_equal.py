# track: torch
# exercise: mixture
# why: weighted_mixture also requires the weights and the values to have identical leading axes (weights.shape[:-2] != values.shape[:-2] raises ValueError, "one value set per batch element"), so valid calls whose leading axes broadcast, such as 2-D values shared by batched weights, are rejected
# kind: error
# diagnosis: error-on-valid
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    if weights.shape[:-2] != values.shape[:-2]:
        raise ValueError(f"batch axes differ: {tuple(weights.shape[:-2])} and {tuple(values.shape[:-2])}")
    return weights @ values
