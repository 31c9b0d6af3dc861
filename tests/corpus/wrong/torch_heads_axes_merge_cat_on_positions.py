# track: torch
# exercise: heads
# why: merge_heads concatenates the heads with torch.cat(x.unbind(-3), dim=-2), along the positions instead of the features, so it returns (..., H*T, d_h), the heads stacked one after another instead of side by side
# kind: axes
# diagnosis: merge-no-transpose


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs (..., H, T, d_h), got {tuple(x.shape)}")
    return torch.cat(x.unbind(-3), dim=-2)
