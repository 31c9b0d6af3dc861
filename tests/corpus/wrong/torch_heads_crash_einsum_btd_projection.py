# track: torch
# exercise: heads
# why: multi_head_self_attention projects with torch.einsum('btd,dh->bth', x, w) as in batch-first tutorials, which names exactly three axes of x, so unbatched (T, D) or multi-batch x raises RuntimeError
# kind: crash
# diagnosis: einsum-letters, fixed-ndim, fixed-leading-axes

import torch

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(torch.einsum("btd,dh->bth", x, w_q), n_heads)
    k = split_heads(torch.einsum("btd,dh->bth", x, w_k), n_heads)
    v = split_heads(torch.einsum("btd,dh->bth", x, w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
