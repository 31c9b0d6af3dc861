# track: numpy
# exercise: heads
# why: multi_head_self_attention fuses the projections, x @ concatenate([w_q, w_k, w_v], axis=1), and cuts the result the way spaCy's curated-transformers does with QkvSplitGroupedByHead (the GPT-NeoX / Falcon layout, each head's q, k and v columns side by side): split_heads of the fused width, then q, k, v = np.split(head, [d_k, 2 * d_k], axis=-1); the concatenation lays the columns out as all of Q, then all of K, then all of V, so with more than one head every head's q, k and v take columns of other heads and of the wrong projection
# kind: public
# diagnosis: fails-with-several-heads, mhsa-wrong-projection, qkv-grouped-by-head
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    if n_heads < 1 or w_q.shape[-1] % n_heads or w_v.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the projection widths")
    d_k = w_q.shape[-1] // n_heads
    qkv = x @ np.concatenate([w_q, w_k, w_v], axis=1)  # (..., T, H*(2*d_k + d_v))
    # grouped by head: (..., H, T, d_k + d_k + d_v)
    per_head = split_heads(qkv, n_heads)
    q, k, v = np.split(per_head, [d_k, 2 * d_k], axis=-1)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
