# track: torch
# exercise: scaling
# why: scaled_scores ports the null key of lucidrains' Imagen Attention (k = torch.cat((nk, k), dim=-2), a learned key for classifier-free guidance), with the null key initialised at zero; every query gets one more score column, so the scores are (..., T, S + 1) with a 0 in front of the S right ones
# kind: public
# diagnosis: extra-entries
# miss: a zero score column in front of the S right ones, (T, S + 1): the wrong shape is said, and no relation reads a column prepended
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q = q * (q.shape[-1] ** -0.5)
    # Imagen: a null key every query may attend to, prepended to the keys
    nk = k.new_zeros(*k.shape[:-2], 1, k.shape[-1])
    k = torch.cat((nk, k), dim=-2)
    return q @ k.transpose(-2, -1)
