# track: torch
# exercise: heads
# why: multi_head_self_attention ports Stable Diffusion's CrossAttention, which scales inside its own score line (sim = einsum('b i d, b j d -> b i j', q, k) * self.scale, scale = dim_head ** -0.5), by multiplying the split queries by d_k ** -0.5 and then handing them to the kit's attention, whose scaled_scores divides by sqrt(d_k) again: every head's scores are divided by d_k instead of sqrt(d_k)
# kind: public
# diagnosis: scale-dk, logit-ratio
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    scale = q.shape[-1] ** -0.5  # dim_head ** -0.5, as in CrossAttention.__init__
    heads, weights = attention(q * scale, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
