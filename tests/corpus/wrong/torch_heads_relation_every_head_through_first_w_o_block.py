# track: torch
# exercise: heads
# why: multi_head_self_attention applies the output projection head by head and sums, as the concatenation allows, but gives every head the FIRST block of w_o's rows, heads[..., h, :, :] @ w_o[:d_v], where head h's own rows w_o[h*d_v:(h+1)*d_v] belong ("w_o is the per-head output map"); right with one head, wrong with more (the weights stay right)
# kind: relation
# diagnosis: fails-with-several-heads, w-o-first-block
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    d_v = heads.shape[-1]
    out = heads[..., 0, :, :] @ w_o[:d_v]
    for h in range(1, n_heads):
        out = out + heads[..., h, :, :] @ w_o[:d_v]
    return out, weights
