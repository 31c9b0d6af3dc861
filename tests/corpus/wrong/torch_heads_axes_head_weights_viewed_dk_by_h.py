# track: torch
# exercise: heads
# why: multi_head_self_attention projects all heads at once with torch.einsum("...td,dkh->...htk", x, w.view(D, d, H)) for w_q, w_k and w_v, viewing each matrix's columns as (d, H) where (H, d) belongs, so head h is built from the interleaved columns h, h+H, h+2H... of each projection instead of its own block (merge_heads then joins the heads as blocks)
# kind: axes
# diagnosis: split-interleaved
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    d_model = x.shape[-1]
    if n_heads < 1 or w_q.shape[-1] % n_heads or w_v.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the projection widths")

    def heads(w):
        return torch.einsum("...td,dkh->...htk", x, w.reshape(d_model, -1, n_heads))

    out, weights = attention(heads(w_q), heads(w_k), heads(w_v), allowed)
    return merge_heads(out) @ w_o, weights
