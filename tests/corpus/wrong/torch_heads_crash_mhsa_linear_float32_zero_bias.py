# track: torch
# exercise: heads
# why: multi_head_self_attention projects the way nn.Linear does, with a zero bias, F.linear(x, w.T, torch.zeros(w.shape[1])); torch.zeros makes the bias in the default dtype float32, so float32 inputs are right but float64 inputs raise RuntimeError (F.linear refuses a float32 bias next to float64 input and weight)
# kind: crash
# diagnosis: dtype-mixed, crash
import torch
import torch.nn.functional as F


def _linear(x, w):
    # a Linear layer with a bias that starts at zero
    return F.linear(x, w.T, torch.zeros(w.shape[1], device=x.device))


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(_linear(x, w_q), n_heads)
    k = split_heads(_linear(x, w_k), n_heads)
    v = split_heads(_linear(x, w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return _linear(merge_heads(heads), w_o), weights
