# track: torch
# exercise: heads
# why: multi_head_self_attention ports ReZero (Bachlechner et al. 2020), returning x + alpha * attention_output with the residual weight alpha at its initialisation 0 ("the block starts as the identity"), so the output is the input x itself, whatever the attention computed
# kind: public
# diagnosis: input-returned, added-input
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    alpha = 0.0  # ReZero's resweight, initialised at zero
    return x + alpha * (merge_heads(heads) @ w_o), weights
