# track: torch
# exercise: mixture
# why: weighted_mixture is decorated with functools.lru_cache "because attention mixes the same tensors again and again"; tensors hash and compare by identity, so a call with the same tensor objects after their contents changed in place (an optimiser step, a refilled buffer) returns the cached, stale mixture, and every cached output keeps its inputs and graph alive
# kind: rules
# diagnosis: stale-result

import functools


@functools.lru_cache(maxsize=128)
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return weights @ values
