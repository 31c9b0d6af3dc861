# track: torch
# exercise: heads
# why: multi_head_self_attention applies w_o head by head, cutting its rows with w_o.reshape(d_v, H, D).transpose(0, 1) as if merged feature j*H + h came from head h; the merged layout is h*d_v + j, so each head is projected with the wrong rows of w_o (right only for one head or d_v = 1)
# kind: axes
# diagnosis: mhsa-wrong-projection, fails-with-several-heads

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v)
    d_v = heads.shape[-1]
    w_o_heads = w_o.reshape(d_v, n_heads, w_o.shape[-1]).transpose(0, 1)  # (H, d_v, D)
    out = torch.einsum("...htd,hdo->...to", heads, w_o_heads)
    return out, weights
