# track: torch
# exercise: heads
# why: merge_heads joins the last two axes with flatten(-1, -2), giving the two dims from the end as they were counted; flatten needs start_dim before end_dim, so every valid call raises RuntimeError (start_dim cannot come after end_dim)
# kind: crash
# diagnosis: crash
def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {tuple(x.shape)}")
    return x.transpose(-3, -2).flatten(-1, -2)
