# track: numpy
# exercise: heads
# why: multi_head_self_attention follows MLX's MultiHeadAttention, which splits the keys straight into (B, H, d_h, S) (keys.reshape(B, S, H, -1).transpose(0, 2, 3, 1)) so that queries @ keys needs no transpose, written as np.swapaxes(split_heads(x @ w_k), -2, -1), and then hands them to the kit's attention, which transposes the keys itself: valid calls raise ValueError unless T == d_k, and then the keys are used transposed
# kind: public
# diagnosis: error-on-valid, needs-square, keys-reshaped, bad-inner-call:caller
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    queries = split_heads(x @ w_q, n_heads)  # (..., H, T, d_h)
    keys = np.swapaxes(split_heads(x @ w_k, n_heads), -2, -1)  # (..., H, d_h, T), as MLX keeps them
    values = split_heads(x @ w_v, n_heads)
    heads, weights = attention(queries, keys, values, allowed)
    return merge_heads(heads) @ w_o, weights
