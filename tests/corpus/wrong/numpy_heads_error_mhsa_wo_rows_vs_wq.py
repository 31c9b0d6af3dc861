# track: numpy
# exercise: heads
# why: multi_head_self_attention checks the output projection with "w_o.shape != (w_q.shape[1], x.shape[-1])", comparing w_o's rows with the query width H*d_k where the value width H*d_v belongs, so valid calls with d_v != d_k raise ValueError
# kind: error
# diagnosis: error-on-valid
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    w_o = np.asarray(w_o)
    if w_o.shape != (np.shape(w_q)[1], x.shape[-1]):
        raise ValueError(f"w_o must be (H*d, D) = {(np.shape(w_q)[1], x.shape[-1])}; got {w_o.shape}")
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
