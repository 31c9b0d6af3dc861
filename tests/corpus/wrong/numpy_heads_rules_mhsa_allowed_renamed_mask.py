# track: numpy
# exercise: heads
# why: multi_head_self_attention renames its last parameter from allowed to mask, the name PyTorch's modules use (def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, mask=None)); the body is right, but every call that names the contract's parameter, allowed=..., raises TypeError (an unexpected keyword argument)
# kind: rules
# diagnosis: signature-differs
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, mask=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, mask)
    return merge_heads(heads) @ w_o, weights
