# track: torch
# exercise: heads
# why: merges with torch.cat(list(x), dim=-1), which iterates the first axis: right for unbatched (H, T, d_h) input, but with batch axes it concatenates batch elements instead of heads
# kind: pattern
# diagnosis: fails-with-leading-axes,fixed-leading-axes


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError("merge_heads needs x (..., H, T, d_h)")
    return torch.cat(list(x), dim=-1)
