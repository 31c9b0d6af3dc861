# track: torch
# exercise: mixture
# why: weighted_mixture keeps the transposed value matrix in a module dict keyed by values.shape ("the same value matrix is mixed for every layer and query"), so a later call with other values of the same shape mixes the first call's values
# kind: rules
# diagnosis: stale-result:shape

_VALUES_T = {}


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    key = tuple(values.shape)
    if key not in _VALUES_T:
        _VALUES_T[key] = values.mT.contiguous()
    return weights @ _VALUES_T[key].mT
