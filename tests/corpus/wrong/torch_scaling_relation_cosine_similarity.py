# track: torch
# exercise: scaling
# why: scaled_scores computes each query-key score as F.cosine_similarity(q[..., :, None, :], k[..., None, :, :], dim=-1) divided by sqrt(d_k) ("compatibility is how aligned two vectors are"), dropping the vectors' lengths: the scores are the dot products divided by |q| |k| as well
# kind: relation
# diagnosis: distance-scores, ratio, standardised, cosine-scores

import math
import torch
import torch.nn.functional as F

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    sim = F.cosine_similarity(q.unsqueeze(-2), k.unsqueeze(-3), dim=-1)
    return sim / math.sqrt(q.shape[-1])
