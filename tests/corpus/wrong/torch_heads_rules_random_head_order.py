# track: torch
# exercise: heads
# why: multi_head_self_attention applies the output projection head by head, each head times its own rows of w_o, and adds the heads up in a random order (torch.randperm) "so that no head is favoured"; the sum is the same in exact arithmetic, but the rounding changes with the order, so two calls on the same input give outputs that differ in the last bits
# kind: rules
# diagnosis: not-deterministic
# random: the heads are added up in a random order on every call


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v)
    d_v = heads.shape[-1]
    w_o_heads = w_o.reshape(n_heads, d_v, w_o.shape[-1])  # rows of head h
    out = None
    for h in torch.randperm(n_heads).tolist():
        part = heads[..., h, :, :] @ w_o_heads[h]
        out = part if out is None else out + part
    return out, weights
