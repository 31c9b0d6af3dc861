# track: torch
# exercise: heads
# why: multi_head_self_attention divides its projected output by sqrt(2 * n_layer) with GPT-2's n_layer = 12, carrying over GPT-2's scaled initialisation of the residual projections (std 0.02 / sqrt(2 * n_layer)) as a scale applied on every forward pass, so every output is 1/sqrt(24) times the expected one (the weights are right)
# kind: relation
# diagnosis: ratio:constant

_N_LAYER = 12


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return (merge_heads(heads) @ w_o) / math.sqrt(2 * _N_LAYER), weights
