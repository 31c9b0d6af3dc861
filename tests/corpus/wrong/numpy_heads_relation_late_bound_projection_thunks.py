# track: numpy
# exercise: heads
# why: multi_head_self_attention prepares the three projections as thunks, [lambda: split_heads(x @ w, n_heads) for w in (w_q, w_k, w_v)], and calls them afterwards; a closure reads w when it is called, after the comprehension has ended on w_v, so queries, keys and values are all x @ w_v split into heads
# kind: relation
# diagnosis: mhsa-wrong-projection
# miss: queries, keys and values all made with w_v show only in a replay of multi_head_self_attention with other projections, which the engine does not ship; a constant logit ratio fits the smallest case and leads as evidence
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    project = [lambda: split_heads(x @ w, n_heads) for w in (w_q, w_k, w_v)]
    q, k, v = (p() for p in project)  # (..., H, T, d)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    return merge_heads(heads) @ w_o, weights
