# track: torch
# exercise: softmax
# why: stable_softmax gets its temperature from the student's helper _temperature(t), which validates the value on its first call and stores it in a module global "so the check is not repeated for every attention layer", returning the stored value ever after; every later call uses the first call's temperature (and invalid temperatures are no longer rejected)
# kind: knockon
# diagnosis: stale-result:shape, softmax-temperature-ignored, logit-ratio:fixed-temperature


_TEMPERATURE = None


def _temperature(t):
    global _TEMPERATURE
    if _TEMPERATURE is None:
        try:
            value = float(t)
        except (TypeError, ValueError, RuntimeError) as err:
            raise ValueError("temperature must be a positive finite number") from err
        if not (math.isfinite(value) and value > 0):
            raise ValueError("temperature must be a positive finite number")
        _TEMPERATURE = value
    return _TEMPERATURE


def stable_softmax(scores, temperature=1.0):
    scaled = scores / _temperature(temperature)
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
