# track: torch
# exercise: mixture
# why: weighted_mixture casts the values with values.double() "for an accurate sum" but not the weights, so for float32 inputs the matmul meets float32 and float64 tensors and raises RuntimeError
# kind: crash
# diagnosis: dtype-mixed

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2 or weights.shape[-1] != values.shape[-2]:
        raise ValueError("bad shapes")
    return (weights @ values.double()).to(values.dtype)
