# track: numpy
# exercise: heads
# why: multi_head_self_attention ports Longformer's sliding-window attention with the toy config the student copied (attention_window = 4, so each query sees keys at most attention_window // 2 = 2 positions away) and ANDs that band into the caller's mask (using it alone when allowed is None), so every key farther than 2 positions from its query is hidden although the caller left it visible
# kind: public
# diagnosis: hides-visible, fails-without-mask
import numpy as np

ATTENTION_WINDOW = 4  # config.attention_window (one-sided window = attention_window // 2)


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    t = x.shape[-2]
    pos = np.arange(t)
    band = np.abs(pos[:, None] - pos[None, :]) <= ATTENTION_WINDOW // 2  # (T, T)
    if allowed is None:
        allowed = band
    else:
        allowed = np.logical_and(np.asarray(allowed).astype(bool), band)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
