# track: numpy
# exercise: heads
# why: multi_head_self_attention runs one attention call per head and collects the results with outputs = outputs.append(out_h) (and maps = maps.append(w_h)); list.append works in place and returns None, so after the first head the lists are None and the next append (or np.stack) raises
# kind: crash
# diagnosis: none-returned, crash


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    mask = None
    if allowed is not None:
        mask = np.broadcast_to(np.asarray(allowed), q.shape[:-1] + (q.shape[-2],))
    outputs, maps = [], []
    for h in range(n_heads):
        mask_h = None if mask is None else mask[..., h, :, :]
        out_h, w_h = attention(q[..., h, :, :], k[..., h, :, :], v[..., h, :, :], mask_h)
        outputs = outputs.append(out_h)
        maps = maps.append(w_h)
    heads = np.stack(outputs, axis=-3)
    weights = np.stack(maps, axis=-3)
    return merge_heads(heads) @ w_o, weights
