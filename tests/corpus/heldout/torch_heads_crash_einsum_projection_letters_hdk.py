# track: torch
# exercise: heads
# why: multi_head_self_attention projects straight into heads with torch.einsum("...td,hdk->...htk", x, w_q.view(D, n_heads, -1)), writing the weight's letters in the order of the heads it wants out (h, d, k) while the view lays it out (D, H, d_k); "d" then names D in x and H in the weight, so every valid call with D != H raises
# kind: crash
# diagnosis: einsum-letters, crash
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    d_model = x.shape[-1]

    def project(w):
        # (..., T, D) x (D, H, d_h) -> (..., H, T, d_h), one einsum instead of reshape + transpose
        return torch.einsum("...td,hdk->...htk", x, w.view(d_model, n_heads, -1))

    q, k, v = project(w_q), project(w_k), project(w_v)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
