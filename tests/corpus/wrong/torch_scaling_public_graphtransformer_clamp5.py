# track: torch
# exercise: scaling
# why: scaled_scores keeps the clamp of Dwivedi & Bresson's Graph Transformer (src_dot_dst, then scaling by sqrt(out_dim) and .clamp(-5, 5) "for softmax numerical stability"), so every scaled score beyond +-5 is cut to 5
# kind: public
# diagnosis: clipped, logits-clipped
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"need at least 2 axes, got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    score = q @ k.transpose(-2, -1)
    score = score / math.sqrt(q.shape[-1])
    return score.clamp(-5, 5)
