# track: torch
# exercise: heads
# why: multi_head_self_attention caches each projection matrix rearranged per head, (H, D, d), in a module dict keyed by the matrix's shape and n_heads ("the layout only depends on the sizes"), and projects with the cached copy; every later call whose projection matrices have the same shapes reuses the first call's weights, so its outputs and weights are stale
# kind: rules
# diagnosis: stale-result:shape
# miss: the checks that fill the cache are not all in the ledger, so most calls with new shapes already come out wrong and no pattern of shapes holds; the gradient check's true fact (no gradient reaches w_q, which is never used after the first call) leads


_PER_HEAD = {}


def _per_head(w, n_heads):
    key = (tuple(w.shape), n_heads, w.dtype)
    if key not in _PER_HEAD:
        d_in, width = w.shape
        _PER_HEAD[key] = w.reshape(d_in, n_heads, width // n_heads).permute(1, 0, 2)
    return _PER_HEAD[key]


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    if n_heads < 1 or w_q.shape[-1] % n_heads or w_v.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the projected widths")
    xh = x.unsqueeze(-3)  # (..., 1, T, D)
    q = xh @ _per_head(w_q, n_heads)  # (..., H, T, d_k)
    k = xh @ _per_head(w_k, n_heads)
    v = xh @ _per_head(w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
