# track: torch
# exercise: heads
# why: multi_head_self_attention concatenates w_q, w_k and w_v once per set of weight tensors (a module dict keyed by their id(), "one fused matmul per layer") and reuses that concatenation; after the caller changes its weights in place (optimizer.step()) the stale fused weights are used, and they carry no gradient back to the new weights either
# kind: rules
# diagnosis: stale-result

_FUSED = {}


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    key = (id(w_q), id(w_k), id(w_v))
    if key not in _FUSED:
        _FUSED[key] = torch.cat([w_q, w_k, w_v], dim=-1)
    q, k, v = (x @ _FUSED[key]).split([w_q.shape[-1], w_k.shape[-1], w_v.shape[-1]], dim=-1)
    heads, weights = attention(split_heads(q, n_heads), split_heads(k, n_heads), split_heads(v, n_heads), allowed)
    return merge_heads(heads) @ w_o, weights
