# track: torch
# exercise: mixture
# why: weighted_mixture warns about unnormalised weights with "if weights.sum(dim=-1) != 1:", written for a single row; the comparison gives one bool per row, and a tensor of several bools has no single truth value, so every valid call with more than one query row raises RuntimeError
# kind: crash
# diagnosis: ambiguous-truth, crash


import warnings


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes each;"
            f" got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} keys but values have S={values.shape[-2]}")
    if weights.sum(dim=-1) != 1:
        warnings.warn("the weights of a query do not sum to 1", stacklevel=2)
    return weights @ values
