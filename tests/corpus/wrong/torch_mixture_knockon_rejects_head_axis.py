# track: torch
# exercise: mixture
# why: weighted_mixture also raises ValueError for inputs with more than 3 axes ("weights are (T, S) or (B, T, S)"), so valid (B, H, T, S) weights and (B, H, S, d_v) values are refused, and multi_head_self_attention, whose heads always bring an axis before T, fails through it on batched inputs
# kind: knockon
# diagnosis: error-on-valid, bad-inner-call
import torch


def weighted_mixture(weights, values):
    if not (2 <= weights.dim() <= 3 and 2 <= values.dim() <= 3):
        raise ValueError(
            f"weights must be (T, S) or (B, T, S) and values (S, d_v) or (B, S, d_v);"
            f" got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {tuple(weights.shape)}, values {tuple(values.shape)}")
    return weights @ values
