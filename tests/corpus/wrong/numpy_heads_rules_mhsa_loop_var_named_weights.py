# track: numpy
# exercise: heads
# why: multi_head_self_attention applies the output projection head by head in a loop "for h, weights in enumerate(np.split(w_o, n_heads))", reusing the name weights that held attention's weights; a for loop's variable outlives the loop, so the function returns w_o's last block of rows (d_v, D) as the weights, while the output is right
# kind: rules
# diagnosis: weights-item-shape
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    out = 0
    for h, weights in enumerate(np.split(np.asarray(w_o), n_heads, axis=0)):
        out = out + heads[..., h, :, :] @ weights  # head h's rows of w_o
    return out, weights
