# track: numpy
# exercise: heads
# why: multi_head_self_attention ports StreamingLLM's attention sink into the caller's mask, allowed | (key index == 0), so the first key is always visible to every query of every head, even where the caller's mask hides it (only masks that hide key 0 change)
# kind: public
# diagnosis: mask-ignored, shows-hidden
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    if allowed is not None:
        allowed = np.asarray(allowed).astype(bool)
        sink = np.arange(k.shape[-2]) == 0  # the first token is the attention sink
        allowed = allowed | sink
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
