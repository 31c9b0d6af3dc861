# track: torch
# exercise: heads
# why: attention ports the Nystromformer approximation (Xiong et al. 2021; the HF NystromformerSelfAttention) for unmasked calls, softmax(Q K~^T) @ pinv(softmax(Q~ K~^T)) @ softmax(Q~ K^T) with 2 landmarks, the means of 2 segments of the queries and keys, so without a mask the weights and output are a low-rank approximation instead of the exact softmax (masked calls keep the exact path)
# kind: public
# diagnosis: fails-without-mask
# miss: as its NumPy twin: the approximation is exact on the small unmasked cases, so fails-without-mask does not hold cleanly, and no relation reads a low-rank approximation of the weights
import math

import torch

NUM_LANDMARKS = 2


def _landmarks(x):
    # (..., T, d) -> (..., m, d): the mean of each of m consecutive segments of positions
    return torch.cat([seg.mean(dim=-2, keepdim=True) for seg in x.tensor_split(NUM_LANDMARKS, dim=-2)], dim=-2)


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if allowed is not None or min(q.shape[-2], k.shape[-2]) <= NUM_LANDMARKS:
        scores = scaled_scores(q, k)
        if allowed is not None:
            scores = mask_scores(scores, allowed)
        weights = stable_softmax(scores)
        return weighted_mixture(weights, v), weights
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = math.sqrt(q.shape[-1])
    q_land, k_land = _landmarks(q), _landmarks(k)
    kernel_1 = stable_softmax(q @ k_land.transpose(-2, -1) / scale)  # (..., T, m)
    kernel_2 = stable_softmax(q_land @ k_land.transpose(-2, -1) / scale)  # (..., m, m)
    kernel_3 = stable_softmax(q_land @ k.transpose(-2, -1) / scale)  # (..., m, S)
    weights = kernel_1 @ torch.linalg.pinv(kernel_2) @ kernel_3
    return weighted_mixture(weights, v), weights
