# track: torch
# exercise: heads
# why: multi_head_self_attention ports timm's Attention with qk_norm=True (as DiT and ViT-22B use), a LayerNorm without affine over each head's queries and keys before attention, so every score is computed from centred, unit-variance queries and keys instead of the projections themselves
# kind: public
# diagnosis: scale-per-row-and-column
# miss: a LayerNorm of each head's queries and keys leaves no relation of the weights to the expected ones; with heads one feature wide it zeroes them, and the uniform weights there (logit-ratio:0) lead
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    q = torch.nn.functional.layer_norm(q, q.shape[-1:])
    k = torch.nn.functional.layer_norm(k, k.shape[-1:])
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
