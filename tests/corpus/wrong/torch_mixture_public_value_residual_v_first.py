# track: torch
# exercise: mixture
# why: weighted_mixture ports the value residual of modded-nanogpt / ResFormer, v = 0.5 * v + 0.5 * v1 with v1 the FIRST layer's values, keeping v1 in a module global set on the first call of each values shape, so the first call is right and every later call with values of that shape mixes half of an earlier call's values
# kind: public
# diagnosis: stale-result:shape, stale-result:kept-state, stale-result
import torch

_V_FIRST = {}  # values of "layer 1", kept per shape


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}"
        )
    key = tuple(values.shape)
    if key not in _V_FIRST:
        _V_FIRST[key] = values.detach().clone()  # first layer: remember its values
        v1 = values  # in layer 1, v1 is v itself
    else:
        v1 = _V_FIRST[key].to(values.dtype)
    lamb = 0.5
    v = (1 - lamb) * values + lamb * v1
    return weights @ v
