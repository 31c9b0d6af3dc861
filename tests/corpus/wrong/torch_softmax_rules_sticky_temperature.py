# track: torch
# exercise: softmax
# why: stable_softmax keeps the last temperature it was given in a module-level "slider" and uses it whenever it is called without one (temperature=None as the default), like the lesson's temperature control that stays where it was left; after a call with temperature 0.5 every later default call, attention's included, divides the scores by 0.5 instead of 1
# kind: rules
# diagnosis: logit-ratio:fixed-temperature
# miss: graded on softmax alone, the temperature 0.5 kept from an earlier call shows on the default calls as a constant logit ratio of 2 (logit-ratio:constant); logit-ratio:fixed-temperature needs wrong cases at two temperatures passed; graded with attention too, the lead names the module state that varies (not-deterministic)

_SLIDER = {"temperature": 1.0}


def stable_softmax(scores, temperature=None):
    if temperature is None:
        temperature = _SLIDER["temperature"]  # the slider stays where it was left
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    _SLIDER["temperature"] = temp
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
