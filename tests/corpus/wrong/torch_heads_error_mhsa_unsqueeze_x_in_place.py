# track: torch
# exercise: heads
# why: multi_head_self_attention gives an unbatched (T, D) x its batch axis with x.unsqueeze_(0) and squeezes the results afterwards; the results are right, but the caller's x is reshaped in place to (1, T, D) (and a leaf x that requires grad makes the in-place call raise RuntimeError)
# kind: error
# diagnosis: input-changed
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    unbatched = x.dim() == 2
    if unbatched:
        x.unsqueeze_(0)  # the code below works on (B, T, D)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    out = merge_heads(heads) @ w_o
    if unbatched:
        out, weights = out.squeeze(0), weights.squeeze(0)
    return out, weights
