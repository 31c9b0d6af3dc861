# track: torch
# exercise: heads
# why: multi_head_self_attention ports the weight quantisation of BitNet b1.58 (Ma et al. 2024), w_q = (w / mean|w|).round().clamp(-1, 1) * mean|w| with a straight-through estimator, to all four projection matrices, so every projection uses ternary weights {-s, 0, +s} instead of the caller's matrices and every output and weight carries that rounding
# kind: public
# diagnosis: inputs-rounded
# miss: the four projections quantised to {-s, 0, +s}: the outputs carry that rounding through the products, and no relation replays a rounding of the weights' matrices
import torch


def _ternary(w):
    # BitLinear weight_quant: absmean scale, round to {-1, 0, 1}, straight-through gradient
    scale = 1.0 / w.abs().mean().clamp(min=1e-5)
    w_q = (w * scale).round().clamp(-1, 1) / scale
    return w + (w_q - w).detach()


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ _ternary(w_q), n_heads)
    k = split_heads(x @ _ternary(w_k), n_heads)
    v = split_heads(x @ _ternary(w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ _ternary(w_o), weights
