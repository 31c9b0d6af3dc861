# track: torch
# exercise: heads
# why: ports nanoGPT's Block, where attention is applied to ln_1(x), and keeps the pre-attention LayerNorm inside multi_head_self_attention (F.layer_norm over the model width, no affine), so the projections act on the normalised x instead of x itself and the weights and output are wrong (no key names a normalised input; the projections get the wrong input, mhsa-wrong-projection is the closest)
# kind: public
# diagnosis: mhsa-wrong-projection
# miss: a normalised input has no relation to the expected output (a per-row affine map before the projections); the uniform weights of width-1 cases no longer lead (a minority of the checks)
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    import torch.nn.functional as F

    h = F.layer_norm(x, x.shape[-1:])  # ln_1
    q = split_heads(h @ w_q, n_heads)
    k = split_heads(h @ w_k, n_heads)
    v = split_heads(h @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
