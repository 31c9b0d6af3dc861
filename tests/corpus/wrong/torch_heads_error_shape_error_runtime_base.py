# track: torch
# exercise: heads
# why: split_heads and merge_heads report bad inputs with the student's own exception class, class HeadShapeError(RuntimeError) ("shape errors in torch are RuntimeErrors"), derived from RuntimeError instead of ValueError, so a bad head count, a 1-D input to split_heads and a 2-D input to merge_heads all raise an exception the contract's ValueError does not catch
# kind: error
# diagnosis: error-not-valueerror
import torch


class HeadShapeError(RuntimeError):
    """A tensor whose shape does not fit the heads layout."""


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise HeadShapeError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise HeadShapeError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)


def merge_heads(x):
    if x.dim() < 3:
        raise HeadShapeError(f"merge_heads needs x (..., H, T, d_h); got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h)
