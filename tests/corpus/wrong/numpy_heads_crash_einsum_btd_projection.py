# track: numpy
# exercise: heads
# why: multi_head_self_attention projects with np.einsum('btd,dh->bth', x, w) (the batch-first letters of a (B, T, D) tutorial), which names exactly three axes of x, so unbatched (T, D) or multi-batch x raises
# kind: crash
# diagnosis: einsum-letters, fixed-ndim, fixed-leading-axes

import numpy as np

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(np.einsum("btd,dh->bth", x, w_q), n_heads)
    k = split_heads(np.einsum("btd,dh->bth", x, w_k), n_heads)
    v = split_heads(np.einsum("btd,dh->bth", x, w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
