# track: torch
# exercise: heads
# why: merge_heads brings the head axis next to the features with x.movedim(-3, -1) and joins the last two axes with flatten(-2); that lays the merged features out as (d_h, H), feature j * H + h from head h, so the heads come out interleaved instead of side by side, and multi-head attention projects the wrong features with w_o (right with one head)
# kind: axes
# diagnosis: reordered,fails-with-several-heads
def merge_heads(x: torch.Tensor) -> torch.Tensor:
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    return x.movedim(-3, -1).flatten(-2)  # (..., T, d_h, H) -> (..., T, H*d_h)
