# track: numpy
# exercise: heads
# why: multi_head_self_attention ports Whisper's qkv_attention, which scales both q and k by d_h ** -0.25 so that their product carries the 1/sqrt(d_h), but it then calls the kit's attention, which divides by sqrt(d_k) again, so every head's scores are divided by d_k instead of sqrt(d_k)
# kind: public
# diagnosis: logit-ratio, scale-dk
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    scale = q.shape[-1] ** -0.25  # Whisper: scale = (n_state // n_head) ** -0.25
    heads, weights = attention(q * scale, k * scale, v, allowed)
    return merge_heads(heads) @ w_o, weights
