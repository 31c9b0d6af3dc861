# track: torch
# exercise: heads
# why: multi_head_self_attention keeps nn.MultiheadAttention's rule "embed_dim must be divisible by num_heads" and raises ValueError when x.shape[-1] % n_heads != 0; the kit's heads cut the H*d_k columns of w_q, not the model width D, so valid calls whose D is not a multiple of H are rejected
# kind: error
# diagnosis: error-on-valid

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    if x.shape[-1] % n_heads:
        raise ValueError(f"embed_dim {x.shape[-1]} must be divisible by num_heads {n_heads}")

    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    return merge_heads(heads) @ w_o, weights  # (..., T, D)
