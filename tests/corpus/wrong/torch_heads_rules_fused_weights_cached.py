# track: torch
# exercise: heads
# why: multi_head_self_attention fuses w_q, w_k and w_v into one matrix once and keeps it in a module dict keyed by their data_ptr() ("the weights do not move between steps"); after an optimiser step updates the weights in place (same storage, new values) it still projects with the old values
# kind: rules
# diagnosis: stale-result

_FUSED = {}


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    key = (w_q.data_ptr(), w_k.data_ptr(), w_v.data_ptr(), tuple(w_q.shape), tuple(w_v.shape))
    if key not in _FUSED:
        _FUSED[key] = torch.cat([w_q, w_k, w_v], dim=-1)
    fused = _FUSED[key]
    dq, dk = w_q.shape[-1], w_k.shape[-1]
    proj = x @ fused
    q = split_heads(proj[..., :dq], n_heads)
    k = split_heads(proj[..., dq:dq + dk], n_heads)
    v = split_heads(proj[..., dq + dk:], n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
