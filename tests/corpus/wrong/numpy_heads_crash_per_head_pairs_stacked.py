# track: numpy
# exercise: heads
# why: multi_head_self_attention attends head by head, outs = [attention(q[..., h, :, :], k[..., h, :, :], v[..., h, :, :], ...) for h in range(n_heads)], and stacks outs with np.stack(outs, axis=-3), forgetting that attention returns an (output, weights) pair: a pair of a (T, d_v) and a (T, T) array is ragged, so every valid call with d_v != T raises ValueError, and where d_v == T the pairs stack into an array of the wrong shape
# kind: crash
# diagnosis: crash, error-on-valid
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    mask = None if allowed is None else np.broadcast_to(allowed, q.shape[:-1] + (q.shape[-2],))
    outs = [
        attention(q[..., h, :, :], k[..., h, :, :], v[..., h, :, :],
                  None if mask is None else mask[..., h, :, :])
        for h in range(n_heads)
    ]
    heads = np.stack(outs, axis=-3)  # (..., H, T, d_v)
    weights = np.stack([w for _, w in outs], axis=-3)
    return merge_heads(heads) @ w_o, weights
