# track: torch
# exercise: heads
# why: multi_head_self_attention merges the heads inline with heads.transpose(-3, -2).reshape_as(x) ("the merged heads have the input's shape"); that holds only when H*d_v equals the model width D, so valid value projections of another width (w_v of shape (D, H*d_v) with H*d_v != D) make reshape_as raise RuntimeError
# kind: knockon
# diagnosis: crash
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    merged = heads.transpose(-3, -2).reshape_as(x)
    return merged @ w_o, weights
