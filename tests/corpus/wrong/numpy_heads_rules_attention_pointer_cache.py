# track: numpy
# exercise: heads
# why: attention memoises its (output, weights) in a module dict keyed by where q, k, v and the mask live in memory and their shapes, (q.ctypes.data, ..., q.shape, ...), "so repeated calls on the same arrays are free"; called again with the same arrays after their contents changed, it returns the first call's output and weights
# kind: rules
# diagnosis: stale-result

_ATTENTION_CACHE = {}


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    mask_key = None if allowed is None else (np.asarray(allowed).ctypes.data, np.shape(allowed))
    key = (q.ctypes.data, k.ctypes.data, v.ctypes.data, q.shape, k.shape, v.shape, mask_key)
    if key not in _ATTENTION_CACHE:
        if k.shape[-2] != v.shape[-2]:
            raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
        scores = scaled_scores(q, k)
        if allowed is not None:
            scores = mask_scores(scores, allowed)
        weights = stable_softmax(scores)
        _ATTENTION_CACHE[key] = (weighted_mixture(weights, v), weights)
    return _ATTENTION_CACHE[key]
