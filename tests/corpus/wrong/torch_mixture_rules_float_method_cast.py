# track: torch
# exercise: mixture
# why: weighted_mixture returns (weights @ values).float(), reading .float() as "make sure the result is floating point"; Tensor.float() casts to float32, so float64 weights and values come back as a float32 mixture
# kind: rules
# diagnosis: dtype-changed
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return (weights @ values).float()
