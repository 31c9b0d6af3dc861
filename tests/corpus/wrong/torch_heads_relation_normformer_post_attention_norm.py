# track: torch
# exercise: heads
# why: multi_head_self_attention adds NormFormer's post-attention LayerNorm (Shleifer et al. 2021, the extra norm on the attention module's output) inside the function, returning F.layer_norm(out, out.shape[-1:]) with no affine, so every output row is centred and scaled to unit variance instead of being merge_heads(heads) @ w_o
# kind: relation
# diagnosis: standardised
import torch
import torch.nn.functional as F


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    out = merge_heads(heads) @ w_o
    return F.layer_norm(out, out.shape[-1:]), weights
