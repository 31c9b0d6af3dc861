# track: numpy
# exercise: heads
# why: multi_head_self_attention ports the sliced attention of early diffusers (slice_size = 2, for i in range(n // slice_size): attend heads i*2 to i*2+2 into a zeroed buffer) over the head axis; the floor division drops the last slice when H is odd, so with H = 1 or 3 the last head's output and weights stay zero
# kind: public
# diagnosis: index-past-end
# miss: the last head left at zero for an odd head count (a loop over pairs of heads, n // 2) shows in multi_head_self_attention's output only through a replay of the whole function, which the engine does not ship, and no relation reads a head of zero weights
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    slice_size = 2
    lead = np.broadcast_shapes(q.shape[:-3], k.shape[:-3], v.shape[:-3])
    t = q.shape[-2]
    heads = np.zeros(lead + (n_heads, t, v.shape[-1]), dtype=q.dtype)
    weights = np.zeros(lead + (n_heads, t, k.shape[-2]), dtype=q.dtype)
    mask = None if allowed is None else np.broadcast_to(np.asarray(allowed), lead + (n_heads, t, k.shape[-2]))
    for i in range(n_heads // slice_size):
        sl = slice(i * slice_size, (i + 1) * slice_size)
        part_mask = None if mask is None else mask[..., sl, :, :]
        out, w = attention(q[..., sl, :, :], k[..., sl, :, :], v[..., sl, :, :], part_mask)
        heads[..., sl, :, :] = out
        weights[..., sl, :, :] = w
    return merge_heads(heads) @ w_o, weights
