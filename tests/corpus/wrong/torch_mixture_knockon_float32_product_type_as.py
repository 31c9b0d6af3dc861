# track: torch
# exercise: mixture
# why: weighted_mixture multiplies in single precision "as GPUs prefer", weights.float() @ values.float(), and casts back with .type_as(values); the dtype is right but float64 inputs lose their precision to float32 rounding, and attention (and multi-head attention) on float64 inputs inherit it
# kind: knockon
# diagnosis: float32-precision
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    return (weights.float() @ values.float()).type_as(values)
