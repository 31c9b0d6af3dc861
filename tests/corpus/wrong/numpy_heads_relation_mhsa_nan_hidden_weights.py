# track: numpy
# exercise: heads
# why: multi_head_self_attention returns its weights with the hidden places set to NaN, np.where(visible, weights, np.nan) ("so a heatmap of the weights leaves the masked cells blank"), where the contract wants weight 0; the output and the visible weights are right
# kind: relation
# diagnosis: nan-at-hidden, values-nan
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    if allowed is not None:
        visible = np.broadcast_to(np.asarray(allowed).astype(bool), weights.shape)
        weights = np.where(visible, weights, np.nan).astype(weights.dtype)
    return merge_heads(heads) @ w_o, weights
