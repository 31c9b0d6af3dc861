# track: torch
# exercise: heads
# why: multi_head_self_attention expands the mask over the heads with allowed.repeat_interleave(n_heads, dim=0), nn.MultiheadAttention's (N*H, T, S) attn_mask layout, so a (T, T) mask becomes (H*T, T) and masks no longer broadcast to (..., H, T, T)
# kind: axes-shapes
# diagnosis: fails-with-mask,fails-with-broadcast-mask,bad-inner-call

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    if allowed is not None:
        allowed = torch.as_tensor(allowed).repeat_interleave(n_heads, dim=0)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
