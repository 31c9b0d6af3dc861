# track: torch
# exercise: heads
# why: multi_head_self_attention projects the merged heads with "merge_heads(heads).detach() @ w_o" ("w_o is the only trainable part here"), so no gradient reaches x, w_q, w_k or w_v through the output
# kind: rules
# diagnosis: no-gradient, gradient-differs
import torch
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads).detach() @ w_o, weights
