# track: torch
# exercise: heads
# why: attention ports "Efficient Attention: Attention with Linear Complexities" (Shen et al. 2021, cmsflash/efficient-attention), softmax of each query over its features times softmax of the keys over the positions, rho_q(q) @ rho_k(k)^T, with no exp of the dot products and no 1/sqrt(d_k); rows still sum to 1 (hidden keys are zeroed and the rows renormalised), but the weights are not softmax(q k^T / sqrt(d_k))
# kind: public
# diagnosis: features-mapped
# miss: softmax(q over its features) @ softmax(k over the positions)^T: no exp of the dot products, and no relation replays a factorised attention; attention leads as the root of multi-head attention
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    query = stable_softmax(q)  # each query normalised over its d_k features
    key = stable_softmax(k.transpose(-2, -1)).transpose(-2, -1)  # each feature normalised over the S positions
    weights = query @ key.transpose(-2, -1)  # (..., T, S), rows sum to 1
    if allowed is not None:
        visible = mask_scores(torch.zeros_like(weights), allowed) == 0
        weights = torch.where(visible, weights, torch.zeros_like(weights))
        weights = weights / weights.sum(dim=-1, keepdim=True)
    return weighted_mixture(weights, v), weights
