# track: torch
# exercise: heads
# why: merge_heads brings the heads to the front with x.transpose(0, -3) and joins them with torch.cat(list(...), dim=-1); a transpose swaps, it does not move, so with two or more batch axes the head axis trades places with the first batch axis and the batch axes come back swapped; multi-head attention fails through it
# kind: knockon
# diagnosis: permuted, fails-with-leading-axes, fixed-leading-axes
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    heads_first = x.transpose(0, -3)  # (H, ..., T, d_h)
    return torch.cat(list(heads_first), dim=-1)  # (..., T, H*d_h)
