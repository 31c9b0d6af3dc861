# track: numpy
# exercise: heads
# why: multi_head_self_attention ports Twicing Attention (Abdullaev & Nguyen 2024), mixing each head's values with 2A - A @ A instead of the attention weights A themselves (a kernel twicing correction), so every head's output is off while the returned weights are right
# kind: public
# diagnosis: mixture-transformed
# miss: the values mixed with 2A - A@A (A the weights) inside each head, the weights returned right; no relation replays a matrix polynomial of the weights, and no pattern separates the cases, so no cause leads
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    _, weights = attention(q, k, v, allowed)  # (..., H, T, T)
    # twicing: (2A - A^2) V, "debiases the smoothing of plain attention"
    twiced = 2 * weights - weights @ weights
    heads = twiced @ v
    return merge_heads(heads) @ w_o, weights
