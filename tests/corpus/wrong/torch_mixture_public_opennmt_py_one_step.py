# track: torch
# exercise: mixture
# why: weighted_mixture keeps the one_step branch of OpenNMT-py's GlobalAttention (a single decoder step is a (B, 1, S) batch, and the context attn_h.squeeze(1) comes back 2-D), written as .squeeze(-2) when T == 1, so every one-query mixture loses its T axis
# kind: public
# diagnosis: missing-axis
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes, got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    one_step = weights.shape[-2] == 1
    c = torch.matmul(weights, values)
    if one_step:
        c = c.squeeze(-2)
    return c
