# track: torch
# exercise: heads
# why: attention divides every query by its length, q / q.norm(dim=-1, keepdim=True) ("unit queries keep the scores bounded"), before scaled_scores, so each query's row of scores is the expected one divided by that query's norm and the softmax of every row is flatter or sharper than it should be
# kind: relation
# diagnosis: row-logit-scale, scale-per-row
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    q = q / q.norm(dim=-1, keepdim=True)
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
