# track: torch
# exercise: softmax
# why: stable_softmax keeps the row maxima of the first call of every score shape in a module dict ("the maxima of a layer barely move between steps, skip the reduction") and shifts later calls of that shape by them; the shift cancels for moderate scores, but a later call with much larger scores overflows exp (inf / inf = NaN) and one with much smaller scores underflows to 0 / 0
# kind: rules
# diagnosis: stale-result:shape
# miss: the cached maxima cancel on moderate scores; stale-result:shape needs most repeated shapes wrong, and only the calls with far larger or smaller scores are
_ROW_MAX = {}


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    key = (tuple(scaled.shape), scaled.dtype)
    if key not in _ROW_MAX:
        _ROW_MAX[key] = scaled.detach().amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - _ROW_MAX[key])
    return exps / exps.sum(dim=-1, keepdim=True)
