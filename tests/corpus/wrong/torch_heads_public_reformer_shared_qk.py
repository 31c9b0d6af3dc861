# track: torch
# exercise: heads
# why: follows Reformer's shared-QK attention, taking the keys from the query projection (each head's queries scaled to unit length) and never using w_k, so every head attends with the wrong keys and no gradient reaches w_k
# kind: public-code
# diagnosis: mhsa-wrong-projection, no-gradient


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = q / q.norm(dim=-1, keepdim=True)  # shared-QK: keys are the normalised queries
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
