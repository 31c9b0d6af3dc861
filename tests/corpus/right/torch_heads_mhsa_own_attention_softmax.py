# track: torch
# exercise: heads
# why: multi_head_self_attention writes its attention inline with einsum and F.softmax (allowed outside stable_softmax)

import torch.nn.functional as F


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    scores = torch.einsum("...td,...sd->...ts", q, k) / math.sqrt(q.shape[-1])
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = F.softmax(scores, dim=-1)
    return merge_heads(weights @ v) @ w_o, weights
