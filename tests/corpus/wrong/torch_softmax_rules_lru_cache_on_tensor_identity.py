# track: torch
# exercise: softmax
# why: stable_softmax memoises its work in a helper decorated with functools.lru_cache(maxsize=None), keyed by (scores, temperature) "because attention recomputes the same softmax"; tensors hash by identity, so a call with the same scores tensor after its values changed in place returns the weights of the old values
# kind: rules
# diagnosis: stale-result

import functools


@functools.lru_cache(maxsize=None)
def _softmax_cached(scores, temp):
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)


def stable_softmax(scores, temperature=1.0):

    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")

    return _softmax_cached(scores, temp)
