# track: numpy
# exercise: heads
# why: multi_head_self_attention ports Keras' MultiHeadAttention with its default attention_axes=None, which attends over every axis between the batch axis (axis 0) and the features: it folds x to (B, N, D) with N the product of all middle axes, so (B, T, D) is right but an unbatched (T, D) input is read as T batches of one position (each query sees only itself) and a (B1, B2, T, D) input attends across B2 and T together
# kind: public
# diagnosis: fixed-leading-axes, fails-unless-ndim, axes-folded
import math

import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    # Keras MultiHeadAttention, attention_axes=None: "attention over all axes
    # except batch, heads and features"
    x = np.asarray(x)
    batch, *index_shape, d_model = x.shape
    n_positions = math.prod(index_shape)
    flat = x.reshape(batch, n_positions, d_model)  # (B, N, D)
    q = split_heads(flat @ w_q, n_heads)
    k = split_heads(flat @ w_k, n_heads)
    v = split_heads(flat @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    out = merge_heads(heads) @ w_o  # (B, N, D)
    return out.reshape(batch, *index_shape, out.shape[-1]), weights
