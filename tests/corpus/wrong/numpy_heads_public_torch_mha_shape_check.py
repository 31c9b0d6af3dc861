# track: numpy
# exercise: heads
# why: multi_head_self_attention adapts nn.MultiheadAttention's _mha_shape_check, which accepts only an unbatched 2-D or a batched 3-D query and raises otherwise; so a valid x with two or more leading axes (4-D and up) raises ValueError
# kind: public
# diagnosis: error-on-valid, fails-unless-ndim
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    if x.ndim not in (2, 3):
        raise ValueError(f"query should be unbatched 2D or batched 3D tensor but received {x.ndim}-D query tensor")
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
