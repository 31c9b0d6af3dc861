# track: torch
# exercise: heads
# why: multi_head_self_attention checks that a mask with 3 or more axes has exactly n_heads entries on its head axis (allowed.shape[-3] == n_heads) and raises ValueError otherwise, rejecting valid masks that broadcast over the heads such as (1, T, T) or (B, 1, T, T)
# kind: error
# diagnosis: error-on-valid


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    if allowed is not None and allowed.dim() >= 3 and allowed.shape[-3] != n_heads:
        raise ValueError(
            f"a mask with a head axis needs {n_heads} heads there; got shape {tuple(allowed.shape)}"
        )
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
