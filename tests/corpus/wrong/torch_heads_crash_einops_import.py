# track: torch
# exercise: heads
# why: merge_heads imports einops inside the function and writes the merge as rearrange(x, "... h t d -> ... t (h d)"), as in the tutorial it learned from; einops is not a dependency of the kit and is not installed where it is graded, so every call of merge_heads (and of multi-head attention) raises ModuleNotFoundError
# kind: crash
# diagnosis: crash


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {tuple(x.shape)}")
    from einops import rearrange

    return rearrange(x, "... h t d -> ... t (h d)")
