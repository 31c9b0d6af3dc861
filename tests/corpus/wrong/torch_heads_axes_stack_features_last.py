# track: torch
# exercise: heads
# why: merge_heads lays the heads side by side with torch.stack(x.unbind(-3), dim=-1).flatten(-2), stacking the heads as the LAST axis, (..., T, d_h, H), so the flattened feature j*H + h comes from head h: the features are interleaved instead of head h holding [h*d_h, (h+1)*d_h)
# kind: axes
# diagnosis: reordered,fails-with-several-heads
def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {tuple(x.shape)}")
    return torch.stack(x.unbind(-3), dim=-1).flatten(-2)
