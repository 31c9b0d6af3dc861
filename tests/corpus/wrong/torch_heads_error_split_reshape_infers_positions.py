# track: torch
# exercise: heads
# why: split_heads leaves the check of n_heads to reshape, x.reshape(*lead, -1, n_heads, width // n_heads) inside try/except RuntimeError -> ValueError, with -1 written for T; the inferred axis soaks up the positions and features together, so a head count that does not divide the width still reshapes without error whenever T * width is a multiple of n_heads * (width // n_heads), and no ValueError is raised
# kind: error
# diagnosis: error-not-raised
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    *lead, t, width = x.shape
    try:
        heads = x.reshape(*lead, -1, n_heads, width // n_heads)  # (..., T, H, d_h)
    except (RuntimeError, ZeroDivisionError) as err:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}") from err
    return heads.transpose(-3, -2)
