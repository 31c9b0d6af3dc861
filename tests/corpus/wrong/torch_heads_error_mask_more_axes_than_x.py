# track: torch
# exercise: heads
# why: multi_head_self_attention rejects any mask with more axes than x ("a mask is (T, T) or per batch element, never per head"), so valid masks with a head axis, (H, T, T) or (1, T, T) for an unbatched x and (B, 1, T, T) or (B, H, T, T) for a batched one, raise ValueError
# kind: error
# diagnosis: error-on-valid


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    if allowed is not None and allowed.dim() > x.dim():
        raise ValueError(
            f"the mask has {allowed.dim()} axes but x has {x.dim()}: masks are per batch element, not per head"
        )
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
