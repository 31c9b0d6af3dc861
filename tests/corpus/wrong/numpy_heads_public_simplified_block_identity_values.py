# track: numpy
# exercise: heads
# why: multi_head_self_attention follows the simplified transformer block of He and Hofmann (2023, "Simplifying Transformer Blocks"), which fixes the value projection to the identity, and splits x itself into value heads, v = split_heads(x, n_heads), never using w_v; the values are the raw inputs, so the output is wrong and widths that do not fit raise
# kind: public
# diagnosis: mhsa-wrong-projection
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x, n_heads)  # identity value projection, as in the simplified block
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
