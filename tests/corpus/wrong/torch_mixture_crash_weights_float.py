# track: torch
# exercise: mixture
# why: weighted_mixture converts only the weights with weights.float() "so integer weights work too" and multiplies them with the values as they are; .float() is float32, so float64 values meet float32 weights and matmul raises RuntimeError on every float64 call
# kind: crash
# diagnosis: dtype-mixed

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes or more")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights.float() @ values
