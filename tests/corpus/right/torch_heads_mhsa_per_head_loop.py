# track: torch
# exercise: heads
# why: multi_head_self_attention loops over the heads, slicing the weight columns, and stacks the head weights


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    if n_heads < 1 or w_q.shape[-1] % n_heads or w_v.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must divide the projection widths")
    d_k, d_v = w_q.shape[-1] // n_heads, w_v.shape[-1] // n_heads
    if allowed is not None:
        allowed = torch.as_tensor(allowed, device=x.device).to(torch.bool)
        t = x.shape[-2]
        allowed = allowed.expand(*allowed.shape[:-3], n_heads, t, t) if allowed.dim() >= 3 else allowed
    outs, ws = [], []
    for h in range(n_heads):
        q = x @ w_q[:, h * d_k:(h + 1) * d_k]
        k = x @ w_k[:, h * d_k:(h + 1) * d_k]
        v = x @ w_v[:, h * d_v:(h + 1) * d_v]
        mask = None if allowed is None else (allowed if allowed.dim() < 3 else allowed[..., h, :, :])
        out, w = attention(q, k, v, mask)
        outs.append(out)
        ws.append(w)
    merged = torch.cat(outs, dim=-1)  # (..., T, H*d_v)
    weights = torch.stack(ws, dim=-3)  # (..., H, T, T)
    return merged @ w_o, weights
