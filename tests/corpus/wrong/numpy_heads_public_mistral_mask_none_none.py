# track: numpy
# exercise: heads
# why: multi_head_self_attention ports the masking line of Mistral's reference attention, scores += mask[None, None, ...], written for 4-D (B, H, T, S) scores and a (T, S) mask, as allowed = np.asarray(allowed)[None, None, ...] before calling attention; the mask always gains two leading axes, so with an unbatched x (scores (H, T, T)) or a mask that has a batch or heads axis already, mask_scores is given a mask with more axes than the scores and raises ValueError on valid inputs
# kind: public
# diagnosis: bad-inner-call:caller, bad-inner-call, fails-with-mask
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    if allowed is not None:
        allowed = np.asarray(allowed)[None, None, ...]  # (1, 1, T, T): broadcast over batch and heads
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
