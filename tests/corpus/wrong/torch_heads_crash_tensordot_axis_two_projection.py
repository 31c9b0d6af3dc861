# track: torch
# exercise: heads
# why: multi_head_self_attention projects with torch.tensordot(x, w, dims=([2], [0])), copied from a (B, T, D) example, naming x's feature axis as axis 2 instead of -1; that is the feature axis only for 3-D x: 2-D x has no axis 2 (IndexError), and 4-D x contracts its T axis with w's rows, a size mismatch unless T == D
# kind: crash
# diagnosis: fixed-leading-axes, crash
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    def project(w):
        return torch.tensordot(x, w, dims=([2], [0]))  # (B, T, D) x (D, E) -> (B, T, E)

    q = split_heads(project(w_q), n_heads)
    k = split_heads(project(w_k), n_heads)
    v = split_heads(project(w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
