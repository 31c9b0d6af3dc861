# track: numpy
# exercise: heads
# why: multi_head_self_attention insists on a full (B, H, T, T) mask, raising ValueError unless allowed.ndim == 4, so a valid (T, T) causal mask (or any mask that broadcasts) is rejected
# kind: error
# diagnosis: error-on-valid
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    if allowed is not None and np.ndim(allowed) != 4:
        raise ValueError(f"allowed must be (B, H, T, T); got shape {np.shape(allowed)}")
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
