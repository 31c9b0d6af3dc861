# track: torch
# exercise: heads
# why: multi_head_self_attention runs its body under torch.inference_mode() "since it is only a forward pass", so its results are inference tensors with no autograd history: no gradient reaches x or the weights
# kind: rules-types
# diagnosis: no-gradient
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    with torch.inference_mode():
        q = split_heads(x @ w_q, n_heads)
        k = split_heads(x @ w_k, n_heads)
        v = split_heads(x @ w_v, n_heads)
        heads, weights = attention(q, k, v, allowed)
        return merge_heads(heads) @ w_o, weights
