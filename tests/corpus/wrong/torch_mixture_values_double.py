# track: torch
# exercise: mixture
# why: casts only the values to double "for accuracy": right for float64 inputs, but float32 inputs raise a dtype mismatch in the matmul
# kind: pattern
# diagnosis: fails-in-float32, crash


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return weights @ values.double()
