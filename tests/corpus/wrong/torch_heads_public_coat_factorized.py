# track: torch
# exercise: heads
# why: attention ports the factorized attention of CoaT (Xu et al. 2021, mlpc-ucsd/CoaT FactorAtt_ConvRelPosEnc): the softmax is taken over the keys' positions for each feature (k.softmax(dim=2), here the student's stable_softmax of k transposed) and the weights are scale * q @ softmax(k)^T, so no softmax over the scores of a row is ever taken: the returned weights and the output are linear in q and their rows do not sum to 1 (hidden keys are zeroed)
# kind: public
# diagnosis: weights-not-exp
# miss: the weights are q times a softmax of k over its positions, linear in q: no relation replays a factorised attention, and attention's failures lead as the root of multi-head attention's

import math

import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = q.shape[-1] ** -0.5
    # CoaT: k_softmax = k.softmax(dim=2) -- over the N tokens, feature by feature
    k_softmax = stable_softmax(k.transpose(-2, -1)).transpose(-2, -1)  # (..., S, d_k)
    weights = scale * (q @ k_softmax.transpose(-2, -1))  # (..., T, S)
    if allowed is not None:
        visible = torch.as_tensor(allowed, device=weights.device).bool()
        if not torch.broadcast_to(visible, weights.shape).any(dim=-1).all():
            raise ValueError("a query row has no visible key")
        weights = weights.masked_fill(~visible, 0.0)  # a hidden key contributes nothing
    return weighted_mixture(weights, v), weights
