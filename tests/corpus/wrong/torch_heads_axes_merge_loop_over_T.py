# track: torch
# exercise: heads
# why: merge_heads lays the heads side by side with torch.cat([x[..., h, :, :] for h in range(x.shape[-2])], dim=-1), taking the head count from axis -2 (T) where -3 (H) belongs: with more positions than heads the loop indexes past the last head (IndexError), with fewer it drops heads
# kind: axes
# diagnosis: index-past-end
def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {tuple(x.shape)}")
    return torch.cat([x[..., h, :, :] for h in range(x.shape[-2])], dim=-1)
