# track: torch
# exercise: scaling
# why: scaled_scores ports the kernel of cosFormer / ReLU linear attention (Qin et al. 2022), relu(q) @ relu(k)^T, keeping the 1/sqrt(d_k); every negative feature of q and k is zeroed before the dot products, so the scores are not q.k / sqrt(d_k) (they are never negative)
# kind: public
# diagnosis: activated, mhsa-nonlinear-projection, features-mapped
import math

import torch
import torch.nn.functional as F


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q_feat = F.relu(q)  # cosFormer's non-negative feature map
    k_feat = F.relu(k)
    return (q_feat @ k_feat.transpose(-2, -1)) / math.sqrt(q.shape[-1])
