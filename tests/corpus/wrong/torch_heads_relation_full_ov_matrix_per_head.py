# track: torch
# exercise: heads
# why: multi_head_self_attention writes each head as "pattern times x times the OV matrix" and builds that matrix from the whole projections, w_ov = w_v @ w_o (D, D), instead of each head's own columns of w_v and rows of w_o, so every head's weights mix the value features of all heads: the output is (sum_h A_h) x w_v w_o where sum_h A_h x w_v[:, h] w_o[h] belongs (the weights are right)
# kind: relation
# diagnosis: fails-with-several-heads
# miss: the torch port of the circuits entry: no relation replays a sum over heads of unsplit value projections, so no cause leads
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    _, weights = attention(q, k, k, allowed)  # the patterns A_h, (..., H, T, T)
    xov = x @ (w_v @ w_o)  # (..., T, D): values and output projection folded together
    return (weights @ xov.unsqueeze(-3)).sum(dim=-3), weights
