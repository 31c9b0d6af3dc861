# track: torch
# exercise: heads
# why: the student's weighted_mixture ends with .squeeze(-3) "to drop the head axis of a single head", which removes any third-from-last axis of length 1: attention with a batch (or head) axis of size 1 returns its output without that axis, and multi-head attention with n_heads=1 gets heads without their head axis, which merge_heads rejects (unbatched) or reads with the batch axis as the heads (batched)
# kind: knockon
# diagnosis: missing-axis


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    out = weights @ values  # (..., T, d_v)
    if out.dim() >= 3:
        out = out.squeeze(-3)  # a single head needs no head axis
    return out
