# track: torch
# exercise: heads
# why: multi_head_self_attention runs attention through torch.utils.checkpoint.checkpoint(attention, q, k, v, allowed, use_reentrant=True) "to save activation memory as large models do"; the values are right, but the reentrant checkpoint does not support torch.autograd.grad (only .backward()), and returns outputs that require no grad when none of q, k, v does, so gradient computations through multi-head attention fail or get nothing
# kind: rules
# diagnosis: no-gradient, backward-raised, backward-failed
import torch
from torch.utils.checkpoint import checkpoint


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = checkpoint(attention, q, k, v, allowed, use_reentrant=True)
    return merge_heads(heads) @ w_o, weights
