# track: torch
# exercise: heads
# why: multi_head_self_attention attends head by head and gathers the per-head outputs and weights with torch.tensor([...]) where torch.stack was meant; torch.tensor cannot build a tensor from a list of multi-element tensors, so every valid call raises ValueError ("only one element tensors can be converted to Python scalars")
# kind: crash
# diagnosis: crash, error-on-valid
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    mask = None
    if allowed is not None:
        mask = torch.broadcast_to(torch.as_tensor(allowed, device=x.device), (*q.shape[:-1], q.shape[-2]))
    outs, maps = [], []
    for h in range(n_heads):
        out_h, w_h = attention(q[..., h, :, :], k[..., h, :, :], v[..., h, :, :],
                               None if mask is None else mask[..., h, :, :])
        outs.append(out_h)
        maps.append(w_h)
    heads = torch.tensor(outs).movedim(0, -3)  # (..., H, T, d_v)
    weights = torch.tensor(maps).movedim(0, -3)  # (..., H, T, T)
    return merge_heads(heads) @ w_o, weights
