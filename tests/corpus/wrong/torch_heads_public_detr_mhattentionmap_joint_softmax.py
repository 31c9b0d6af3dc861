# track: torch
# exercise: heads
# why: multi_head_self_attention follows DETR's MHAttentionMap, weights = F.softmax(weights.flatten(2), dim=-1).view(weights.size()), which normalises each query's scores over all heads and keys together; written with the kit's stable_softmax on the (..., T, H*S) flattening, so each query's weights sum to 1 over every head instead of per head
# kind: public
# diagnosis: row-scale, row-sum, blocks-apart, reduced-other-axis
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    scores = scaled_scores(q, k)  # (..., H, T, T)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    per_query = scores.transpose(-3, -2)  # (..., T, H, S)
    weights = stable_softmax(per_query.flatten(-2)).view(per_query.shape).transpose(-3, -2)
    heads = weighted_mixture(weights, v)
    return merge_heads(heads) @ w_o, weights
