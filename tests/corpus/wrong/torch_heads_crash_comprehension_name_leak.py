# track: torch
# exercise: heads
# why: merge_heads collects the heads with a list comprehension, [x[..., h, :, :] for h in range(H)], and then checks the width with (h + 1) * d_h, counting on h to hold the last head as it would after a for loop; a comprehension's variable does not outlive it in Python 3, so every valid call of merge_heads (and of multi-head attention) raises NameError
# kind: crash
# diagnosis: name-undefined
import torch


def merge_heads(x: torch.Tensor) -> torch.Tensor:
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {tuple(x.shape)}")
    blocks = [x[..., h, :, :] for h in range(x.shape[-3])]
    merged = torch.cat(blocks, dim=-1)
    if merged.shape[-1] != (h + 1) * x.shape[-1]:  # the last head ends the row
        raise ValueError("heads were lost while merging")
    return merged
