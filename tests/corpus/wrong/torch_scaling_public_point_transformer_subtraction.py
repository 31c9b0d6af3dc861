# track: torch
# exercise: scaling
# why: scaled_scores ports the subtraction relation of Point Transformer (Zhao et al. 2021; the PointTransformerLayer of POSTECH-CVLab/point-transformer), w = gamma(phi(x_i) - psi(x_j)), with the mapping gamma taken as a plain sum over the features: every score is (q_t - k_s).sum(-1) / sqrt(d_k), the difference of the query's and the key's feature totals, instead of the dot product q_t . k_s / sqrt(d_k)
# kind: public
# diagnosis: distance-scores, scores-summed-over-keys
# miss: scores that are the difference of the query's and the key's feature totals: no relation replays a subtraction relation

import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    # Point Transformer: relation = phi(x_i) - psi(x_j) for every pair, then gamma over the channels
    relation = q.unsqueeze(-2) - k.unsqueeze(-3)  # (..., T, S, d_k)
    return relation.sum(dim=-1) / math.sqrt(q.shape[-1])  # (..., T, S)
