# track: torch
# exercise: heads
# why: multi_head_self_attention folds the scale into the queries and attends inline, q = q * d_h ** -1/2, meaning d_h to the power -1/2; ** binds tighter than /, so the factor is (1 / d_h) / 2 and every head's scores are divided by 2 * d_h instead of sqrt(d_h)
# kind: relation
# diagnosis: ratio, scale-dk
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    d_h = q.shape[-1]
    q = q * d_h ** -1/2
    scores = q @ k.transpose(-2, -1)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    heads = weighted_mixture(weights, v)
    return merge_heads(heads) @ w_o, weights
