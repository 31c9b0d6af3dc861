# track: torch
# exercise: masking
# why: causal_mask keeps the masks it built in a module dict keyed by t alone ("the same mask is rebuilt in every layer"), so a later call for the same t on another device returns the mask cached on the first call's device
# kind: rules
# diagnosis: wrong-device, stale-result


_CAUSAL_MASKS = {}


def causal_mask(t, device=None):
    if t not in _CAUSAL_MASKS:
        _CAUSAL_MASKS[t] = torch.ones(t, t, dtype=torch.bool, device=device).tril()
    return _CAUSAL_MASKS[t]
