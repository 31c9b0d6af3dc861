# track: numpy
# exercise: heads
# why: multi_head_self_attention ports Selective Attention (Leviathan et al. 2024): head 0's scores, passed through a ReLU (a token never masks itself or the first token), are summed down the queries before each one (F = exclusive cumsum over earlier queries) and F is taken from every head's scores before the softmax, so later queries weigh the keys that earlier tokens "selected" less
# kind: public
# diagnosis: hides-visible
# miss: scores lowered by what earlier queries selected (head 0's relu scores, summed): no relation replays a penalty built from other queries
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    scores = scaled_scores(q, k)  # (..., H, T, T)
    # selection from head 0, as the paper does
    sel = np.maximum(scores[..., 0, :, :], 0)
    t = sel.shape[-1]
    sel = sel * (1 - np.eye(t, dtype=sel.dtype))  # a token does not mask itself
    sel[..., :, 0] = 0  # nor the first token
    f = np.cumsum(sel, axis=-2) - sel  # what earlier queries selected
    scores = scores - f[..., None, :, :]
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    heads = weighted_mixture(weights, v)
    return merge_heads(heads) @ w_o, weights
