# track: torch
# exercise: heads
# why: multi_head_self_attention runs one attention call per head and, when the mask has 3 or more axes, hands head h the slice allowed[..., h, :, :]; a mask whose head axis has length 1 and broadcasts over the heads, such as (B, 1, T, T) or (1, T, T), raises IndexError for every h >= 1
# kind: crash
# diagnosis: crash, fails-with-broadcast-mask


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    outs, maps = [], []
    for h in range(n_heads):
        mask = allowed
        if allowed is not None and allowed.dim() >= 3:
            mask = allowed[..., h, :, :]  # this head's (T, T) mask
        out, w = attention(q[..., h, :, :], k[..., h, :, :], v[..., h, :, :], mask)
        outs.append(out)
        maps.append(w)
    heads = torch.stack(outs, dim=-3)  # (..., H, T, d_v)
    weights = torch.stack(maps, dim=-3)  # (..., H, T, T)
    return merge_heads(heads) @ w_o, weights
