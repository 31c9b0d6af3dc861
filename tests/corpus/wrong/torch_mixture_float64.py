# track: torch
# exercise: mixture
# why: casts to float64 "for accuracy" and returns float64 for float32 inputs
# diagnosis: dtype-float64


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return weights.double() @ values.double()
