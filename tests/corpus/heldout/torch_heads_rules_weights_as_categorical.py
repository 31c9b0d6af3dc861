# track: torch
# exercise: heads
# why: multi_head_self_attention returns its weights wrapped as torch.distributions.Categorical(probs=weights) ("the weights are one distribution over the keys per query and head, so callers can sample them or take their entropy"), a Distribution object where the contract's weights tensor (..., H, T, T) belongs
# kind: rules
# diagnosis: wrong-array-type
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, torch.distributions.Categorical(probs=weights)
