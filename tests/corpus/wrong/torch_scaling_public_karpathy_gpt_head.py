# track: torch
# exercise: scaling
# why: ports the Head.forward of Karpathy's "Let's build GPT" lecture, B, T, C = x.shape and wei = q @ k.transpose(-2, -1) * C**-0.5, unpacking B, T, C from the queries; that unpacking only works for exactly 3-D tensors, so unbatched (T, d_k) and multi-head (B, H, T, d_k) queries raise ValueError from the unpacking, a valid input refused
# kind: public
# diagnosis: fixed-ndim, crash, error-on-valid
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    B, T, C = q.shape
    wei = q @ k.transpose(-2, -1) * C**-0.5  # (B, T, C) @ (B, C, T) -> (B, T, T)
    return wei
