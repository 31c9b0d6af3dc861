# track: numpy
# exercise: heads
# why: multi_head_self_attention divides the projected output by n_heads, merge_heads(heads) @ w_o / n_heads, "to average the heads' contributions"; w_o already combines the concatenated heads, so the output is the expected one divided by H
# kind: relation
# diagnosis: ratio
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o / n_heads, weights
