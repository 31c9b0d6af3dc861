# track: numpy
# exercise: heads
# why: multi_head_self_attention ports Haiku's hk.MultiHeadAttention (heads kept as (..., T, H, d), einsum "...thd,...Thd->...htT", logits / sqrt(key_size)), including its mask line jnp.where(mask, attn_logits, -1e30); hidden keys still get weight 0, but a query row with no visible key gets uniform weights instead of raising ValueError
# kind: public
# diagnosis: error-not-raised

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)

    def project(w):
        y = x @ w
        if y.shape[-1] % n_heads or n_heads < 1:
            raise ValueError(f"n_heads={n_heads} must divide the width {y.shape[-1]}")
        return y.reshape(*y.shape[:-1], n_heads, y.shape[-1] // n_heads)

    query_heads, key_heads, value_heads = project(w_q), project(w_k), project(w_v)
    key_size = key_heads.shape[-1]
    attn_logits = np.einsum("...thd,...Thd->...htT", query_heads, key_heads)
    attn_logits = attn_logits / np.sqrt(key_size).astype(key_heads.dtype)
    if allowed is not None:
        attn_logits = np.where(np.asarray(allowed).astype(bool), attn_logits, -1e30)
    attn_weights = stable_softmax(attn_logits)
    attn = np.einsum("...htT,...Thd->...thd", attn_weights, value_heads)
    attn = attn.reshape(*attn.shape[:-2], -1)
    return attn @ w_o, attn_weights
