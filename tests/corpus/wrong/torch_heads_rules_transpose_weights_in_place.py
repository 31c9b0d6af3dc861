# track: torch
# exercise: heads
# why: multi_head_self_attention stores its four projection matrices the way nn.Linear does, (out, in), by transposing them in place with w.t_() and then projects with F.linear(x, w); the values of that first call are right, but the caller's w_q, w_k, w_v and w_o come back transposed (a second call with them transposes them back and projects with the transposes), and matrices that require grad make t_() raise
# kind: rules
# diagnosis: input-changed
import torch.nn.functional as F


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    for w in (w_q, w_k, w_v, w_o):
        w.t_()  # nn.Linear layout: (out_features, in_features)
    q = split_heads(F.linear(x, w_q), n_heads)
    k = split_heads(F.linear(x, w_k), n_heads)
    v = split_heads(F.linear(x, w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return F.linear(merge_heads(heads), w_o), weights
