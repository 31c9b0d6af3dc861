# track: torch
# exercise: scaling
# why: scaled_scores ports ParlAI's MultiHeadAttention line dot_prod = q.div_(scale).bmm(k.transpose(1, 2)) (with @ and transpose(-2, -1) for any batch), keeping div_, which divides the caller's queries in place: q is changed, and a q that requires grad raises RuntimeError
# kind: public
# diagnosis: input-changed, in-place-autograd
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = math.sqrt(q.shape[-1])
    return q.div_(scale) @ k.transpose(-2, -1)
