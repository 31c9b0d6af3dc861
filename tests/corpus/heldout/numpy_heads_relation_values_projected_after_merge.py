# track: numpy
# exercise: heads
# why: multi_head_self_attention attends over the heads of x itself, v = split_heads(x, n_heads), and applies w_v once after merging ("a linear map commutes with the weighted sum"), merge_heads(heads) @ w_v @ w_o; it commutes only over the whole width, so each head mixes its own block of x's features and w_v then blends the heads' blocks: the outputs are wrong whenever there is more than one head
# kind: relation
# diagnosis: mhsa-wrong-projection, fails-with-several-heads
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x, n_heads)  # (..., H, T, D / H): values projected after the merge
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_v @ w_o, weights
