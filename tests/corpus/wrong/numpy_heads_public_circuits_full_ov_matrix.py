# track: numpy
# exercise: heads
# why: multi_head_self_attention follows the "OV circuit" of A Mathematical Framework for Transformer Circuits (Elhage et al. 2021), which writes each head as A_h (x W_V W_O), but folds the FULL value and output matrices into one W_OV = w_v @ w_o instead of each head's own block (w_v's columns and w_o's rows of head h), so every head's pattern mixes all heads' value features and the output is sum_h A_h x w_v w_o (the weights are right)
# kind: public
# diagnosis: fails-with-several-heads
# miss: every head's weights applied to x @ w_v @ w_o with the whole matrices: the output is wrong with the right shape and no relation replays a sum over heads of unsplit value projections, so no cause leads
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    w_ov = w_v @ w_o  # (D, D): the OV circuit, values and output projection in one matrix
    xov = np.expand_dims(x @ w_ov, -3)  # (..., 1, T, D), shared by every head
    per_head, weights = attention(q, k, xov, allowed)  # (..., H, T, D), (..., H, T, T)
    return per_head.sum(axis=-3), weights  # heads add up in the residual stream
