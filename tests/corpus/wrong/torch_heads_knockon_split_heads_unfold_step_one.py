# track: torch
# exercise: heads
# why: multi_head_self_attention is right, but the student's split_heads cuts the heads with x.unfold(-1, d_h, 1), giving the window size but leaving the step at 1 instead of d_h, so it makes width - d_h + 1 overlapping "heads" instead of H; with more than one head the weights get too many heads and merge_heads' width no longer fits w_o (RuntimeError), only n_heads = 1 works
# kind: knockon
# diagnosis: crash, bad-inner-call, fails-with-several-heads, extra-entries
def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    d_h = x.shape[-1] // n_heads
    return x.unfold(-1, d_h, 1).transpose(-3, -2)  # (..., H, T, d_h)
