# track: numpy
# exercise: heads
# why: adapts multi-query attention (Shazeer 2019, as in PaLM and Falcon), where one key head and one value head are shared by every query head: it projects the keys and values with only the first head's columns of w_k and w_v, so every head but the first attends with the wrong keys and values
# kind: public-code
# diagnosis: mhsa-wrong-projection,mhsa-shared-kv-head


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    if w_k.shape[-1] % n_heads or w_v.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must divide the projected widths")
    d_k = w_k.shape[-1] // n_heads
    d_v = w_v.shape[-1] // n_heads
    k = (x @ w_k[:, :d_k])[..., None, :, :]  # (..., 1, T, d_k): one shared key head
    v = (x @ w_v[:, :d_v])[..., None, :, :]  # (..., 1, T, d_v): one shared value head
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
