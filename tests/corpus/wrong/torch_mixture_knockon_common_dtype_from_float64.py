# track: torch
# exercise: mixture
# why: weighted_mixture casts both inputs to _common_dtype(weights, values), a helper that folds torch.promote_types over the inputs' dtypes but starts the fold at torch.float64, so the "common" dtype is always float64 and float32 weights and values come back as a float64 mixture
# kind: knockon
# diagnosis: dtype-float64, dtype-changed


import functools


def _common_dtype(*tensors):
    """The floating dtype that every tensor fits in."""
    return functools.reduce(torch.promote_types, (t.dtype for t in tensors), torch.float64)


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes each;"
            f" got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} keys but values have S={values.shape[-2]}")
    dtype = _common_dtype(weights, values)
    return weights.to(dtype) @ values.to(dtype)
