# track: numpy
# exercise: heads
# why: multi_head_self_attention projects with np.matmul(x, w, dtype=np.float64) "for accurate projections", so float32 inputs give float64 heads, weights and output
# kind: rules
# diagnosis: dtype-float64, dtype-changed
import numpy as np
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(np.matmul(x, w_q, dtype=np.float64), n_heads)
    k = split_heads(np.matmul(x, w_k, dtype=np.float64), n_heads)
    v = split_heads(np.matmul(x, w_v, dtype=np.float64), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
