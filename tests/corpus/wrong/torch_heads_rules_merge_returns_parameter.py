# track: torch
# exercise: heads
# why: merge_heads returns torch.nn.Parameter(merged) "so the merged heads can be fine-tuned"; a Parameter is a new leaf made from the data, so the graph is cut there and no gradient reaches the heads (nor x, w_q, w_k, w_v through multi-head attention)
# kind: rules
# diagnosis: no-gradient, wrong-array-type
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    merged = x.transpose(-3, -2).reshape(*lead, t, h * d_h)
    return torch.nn.Parameter(merged, requires_grad=merged.requires_grad)
