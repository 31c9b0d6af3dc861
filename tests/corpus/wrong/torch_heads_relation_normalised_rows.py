# track: torch
# exercise: heads
# why: multi_head_self_attention ends with F.normalize(out, dim=-1), scaling every output row to unit length "as normalised transformers keep their hidden states on the sphere", so each position's output is the expected one divided by its own norm
# kind: relation
# diagnosis: scale-per-row


import torch.nn.functional as F


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    out = merge_heads(heads) @ w_o
    return F.normalize(out, dim=-1), weights
