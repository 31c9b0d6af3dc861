# track: torch
# exercise: heads
# why: multi_head_self_attention wraps its projections in torch.autograd.Variable(x @ w), the habit of pre-0.4 PyTorch tutorials; Variable() of a tensor now returns a detached copy, so the values are right but no gradient reaches x, w_q, w_k or w_v
# kind: rules
# diagnosis: no-gradient


from torch.autograd import Variable


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(Variable(x @ w_q), n_heads)
    k = split_heads(Variable(x @ w_k), n_heads)
    v = split_heads(Variable(x @ w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
