# track: numpy
# exercise: heads
# why: multi_head_self_attention loops attention over the heads with np.vectorize(lambda qh, kh, vh: attention(qh, kh, vh, allowed), signature="(t,d),(s,d),(s,e)->(t,e),(t,s)"), so every (T, T) head slice meets the caller's whole mask: a (T, T) mask works, but a mask with batch or head axes cannot broadcast to one head's scores and valid calls raise ValueError
# kind: axes
# diagnosis: fails-with-head-mask, fails-with-fewer-mask-axes, bad-inner-call:caller
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    per_head = np.vectorize(
        lambda qh, kh, vh: attention(qh, kh, vh, allowed),
        signature="(t,d),(s,d),(s,e)->(t,e),(t,s)",
    )
    heads, weights = per_head(q, k, v)
    return merge_heads(heads) @ w_o, weights
