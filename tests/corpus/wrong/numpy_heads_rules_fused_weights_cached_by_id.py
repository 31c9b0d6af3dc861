# track: numpy
# exercise: heads
# why: multi_head_self_attention fuses w_q, w_k and w_v into one (D, 3 * H * d) matrix for a single projection and keeps the fused matrix in a module dict keyed by the three weights' id() "so it is built once per layer"; once a caller updates its weights in place (an optimiser step) the stale fused matrix is used, so the output answers for the old weights
# kind: rules
# diagnosis: stale-result

_FUSED = {}


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    key = (id(w_q), id(w_k), id(w_v))
    if key not in _FUSED:
        _FUSED[key] = np.concatenate([w_q, w_k, w_v], axis=-1)
    fused = x @ _FUSED[key]
    widths = np.cumsum([w_q.shape[-1], w_k.shape[-1]])
    q, k, v = (split_heads(p, n_heads) for p in np.split(fused, widths, axis=-1))
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
