# track: torch
# exercise: softmax
# why: stable_softmax caches its weights in a module dict keyed by (scores.data_ptr(), shape, temperature) "to skip repeated work"; a tensor whose memory is refilled with other scores (or a new one at a freed address) gets the weights of the scores that were there before
# kind: rules-types
# diagnosis: stale-result, not-deterministic
# random: attention calls it on scores of its own, freed after each call, so whether a later call lands on a freed address (and which checks of attention fail) depends on the allocator; the refilled call of the determinism check fails it on every run

_SOFTMAX_CACHE = {}


def stable_softmax(scores, temperature=1.0):
    key = (scores.data_ptr(), tuple(scores.shape), scores.dtype, float(temperature))
    if key in _SOFTMAX_CACHE:
        return _SOFTMAX_CACHE[key]
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    top = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(top).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - top)
    weights = exps / exps.sum(dim=-1, keepdim=True)
    _SOFTMAX_CACHE[key] = weights
    return weights
