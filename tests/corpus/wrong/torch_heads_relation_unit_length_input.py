# track: torch
# exercise: heads
# why: multi_head_self_attention normalises every input position to unit length with F.normalize(x, dim=-1) before projecting ("as QK-norm keeps the scores bounded"), so each position's queries, keys and values are divided by the length of its own x row
# kind: relation
# diagnosis: scale-per-row
# miss: every position divided by its own length before the projections reaches the output through the softmax, nonlinear: no relation between the outputs reads it
import torch.nn.functional as F


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = F.normalize(x, dim=-1)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
