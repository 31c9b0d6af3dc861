# track: torch
# exercise: scaling
# why: scaled_scores follows OpenFold's Attention._prep_qkv, q /= math.sqrt(c_hidden), dividing the queries in place; in the kit q is the caller's own tensor, so its values are changed (and a q that requires grad makes the in-place division raise)
# kind: public
# diagnosis: input-changed, in-place-autograd
import math

import torch

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")

    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q /= math.sqrt(q.shape[-1])
    return q @ k.transpose(-2, -1)
