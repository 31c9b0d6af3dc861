# track: numpy
# exercise: heads
# why: multi_head_self_attention stores the merged heads in half precision before the output projection, merge_heads(heads).astype(np.float16) ("the concatenation is the largest activation; inference keeps it in fp16"); the product with w_o promotes back to w_o's dtype, so the dtype is kept, but every output carries float16's rounding (about 3 significant digits)
# kind: relation
# diagnosis: half-precision
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    merged = merge_heads(heads).astype(np.float16)  # (..., T, H*d_v), half precision
    return merged @ w_o, weights
