# track: torch
# exercise: heads
# why: multi_head_self_attention multiplies its output by math.sqrt(D), the model width, carrying over the Annotated Transformer's embedding scale (x * sqrt(d_model)) into the attention block, so every output is sqrt(D) times too large
# kind: relation
# diagnosis: ratio


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o * math.sqrt(x.shape[-1]), weights
