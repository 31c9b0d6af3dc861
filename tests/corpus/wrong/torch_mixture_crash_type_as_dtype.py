# track: torch
# exercise: mixture
# why: weighted_mixture ends with .type_as(weights.dtype) "to keep the dtype", but type_as takes a tensor, not a dtype (that is .to(dtype)), so every valid call raises TypeError
# kind: crash
# diagnosis: crash


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return (weights @ values).type_as(weights.dtype)
