# track: torch
# exercise: heads
# why: multi_head_self_attention projects with torch.linalg.multi_dot([x, w]) ("the chain product of the lesson's X W") for w_q, w_k, w_v and w_o; torch's multi_dot takes only 1-D or 2-D tensors, so every x with a batch axis raises RuntimeError (it is right for an unbatched (T, D) x only)
# kind: crash
# diagnosis: crash, fixed-ndim
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(torch.linalg.multi_dot([x, w_q]), n_heads)
    k = split_heads(torch.linalg.multi_dot([x, w_k]), n_heads)
    v = split_heads(torch.linalg.multi_dot([x, w_v]), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return torch.linalg.multi_dot([merge_heads(heads), w_o]), weights
