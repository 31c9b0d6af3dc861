# track: torch
# exercise: heads
# why: multi_head_self_attention multiplies its projected output by 1 - p with the tutorial's dropout p = 0.1 ("nn.Dropout scales by the keep probability in eval mode", the old non-inverted dropout rule), so every output is 0.9 times the expected one while the weights are right
# kind: relation
# diagnosis: ratio:constant
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    p = 0.1
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return (merge_heads(heads) @ w_o) * (1 - p), weights
