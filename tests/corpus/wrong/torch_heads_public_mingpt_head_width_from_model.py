# track: torch
# exercise: heads
# why: multi_head_self_attention copies minGPT's CausalSelfAttention split, q.view(B, T, n_head, C // n_head).transpose(1, 2) with C the model width x.shape[-1]; the kit's heads are (H*d_k) / H wide, not D / H, so whenever H*d_k != D the view raises or cuts the wrong widths
# kind: public
# diagnosis: crash

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    *lead, t, c = x.shape

    def heads(y):
        return y.reshape(*lead, t, n_heads, c // n_heads).transpose(-3, -2)

    q, k, v = heads(x @ w_q), heads(x @ w_k), heads(x @ w_v)
    out, weights = attention(q, k, v, allowed)
    return merge_heads(out) @ w_o, weights
