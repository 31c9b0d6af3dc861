# track: torch
# exercise: heads
# why: multi_head_self_attention keeps nanoGPT's residual dropout on the output projection, F.dropout(y @ w_o, p=0.1), whose training flag defaults to True, so outputs are randomly zeroed and rescaled on every call
# kind: rules-types
# diagnosis: not-deterministic
# random: dropout draws anew on every call, so which checks fail first (and what they show) varies: the lead is not asserted

import torch.nn.functional as F


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    y = merge_heads(heads) @ w_o
    return F.dropout(y, p=0.1), weights  # self.resid_dropout(self.c_proj(y))
