# track: numpy
# exercise: heads
# why: ports the head-wise normalisation of the DIFF Transformer (Ye et al. 2024; RetNet's GroupNorm plays the same role), an RMSNorm of every head's output over its d_v features (weight 1, eps 1e-5) before the heads are merged and projected; the kit's multi-head attention has no such norm, so every head's output row is rescaled by its own factor and the output is wrong (the weights are right)
# kind: public
# diagnosis: scale-per-row
# miss: every head's output rows are rescaled before the output projection mixes the heads, so no relation of the output to the expected one survives the projection; the weights are right and the evidence shows only wrong values
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v)
    rms = np.sqrt(np.mean(heads * heads, axis=-1, keepdims=True) + 1e-5)
    heads = heads / rms  # sub-layer norm per head
    return merge_heads(heads) @ w_o, weights
