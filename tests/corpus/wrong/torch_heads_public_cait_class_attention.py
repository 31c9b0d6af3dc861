# track: torch
# exercise: heads
# why: multi_head_self_attention ports timm's ClassAttn (CaiT, Touvron et al. 2021), q = self.q(x[:, 0]).unsqueeze(1), written x[..., :1, :] @ w_q: only the class token (position 0) asks a query while every position gives keys and values, so the output is (..., 1, D) and the weights (..., H, 1, T), the first row of the expected ones with the other T - 1 rows missing
# kind: public
# diagnosis: cut-short
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x[..., :1, :] @ w_q, n_heads)  # the class token's query: (..., H, 1, d_k)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    if allowed is not None and torch.as_tensor(allowed).dim() >= 2:
        allowed = torch.as_tensor(allowed)[..., :1, :]
    heads, weights = attention(q, k, v, allowed)  # (..., H, 1, d_v), (..., H, 1, T)
    return merge_heads(heads) @ w_o, weights
