# track: torch
# exercise: scaling
# why: scaled_scores adopts the fixed attention scale of the modded-nanogpt speedrun, scores = (q @ k^T) * 0.12 (flex_attention(..., scale=0.12), tuned there for 128-wide heads behind a QK-norm), instead of 1 / sqrt(d_k); with the kit's plain queries and keys every score is off by the ratio 0.12 * sqrt(d_k)
# kind: public
# diagnosis: ratio:fixed-scale, ratio
import torch

ATTN_SCALE = 0.12  # the speedrun's tuned value, used in place of 1 / sqrt(head_dim)


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes;"
            f" got {tuple(q.shape)} and {tuple(k.shape)}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(
            f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]};"
            f" shapes {tuple(q.shape)} and {tuple(k.shape)}"
        )
    return (q @ k.transpose(-2, -1)) * ATTN_SCALE
