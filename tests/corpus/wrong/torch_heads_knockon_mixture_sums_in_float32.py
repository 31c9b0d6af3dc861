# track: torch
# exercise: heads
# why: the student's weighted_mixture adds the weighted values up with .sum(dim=-2, dtype=torch.float32) "to save memory", so float64 attention returns a float32 output and multi-head attention then multiplies float32 heads with the float64 w_o and raises a dtype mismatch
# kind: knockon
# diagnosis: dtype-changed


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need (..., T, S) and (..., S, d_v), got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} and {values.shape[-2]}")
    products = weights.unsqueeze(-1) * values.unsqueeze(-3)  # (..., T, S, d_v)
    return products.sum(dim=-2, dtype=torch.float32)
