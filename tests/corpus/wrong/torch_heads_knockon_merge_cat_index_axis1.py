# track: torch
# exercise: heads
# why: merge_heads lays the heads side by side with torch.cat([x[:, h] for h in range(x.size(1))], dim=-1), indexing the heads on dim 1 as in (B, H, T, d_h); for unbatched (H, T, d_h) heads dim 1 is T, so piece h is position h of every head, the result is (H, T * d_h), and multi_head_self_attention on an unbatched x fails through it
# kind: knockon
# diagnosis: fixed-leading-axes, fails-unless-ndim, index-past-end
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(
            f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}"
        )
    return torch.cat([x[:, h] for h in range(x.size(1))], dim=-1)
