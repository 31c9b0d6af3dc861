# track: torch
# exercise: softmax
# why: stable_softmax divides by the temperature only when it is a float, scores / temperature if isinstance(temperature, float) else scores ("an int temperature is the slider's default step"), so a valid integer temperature such as 2 or 3 is validated but never applied and the weights are those of temperature 1
# kind: relation
# diagnosis: softmax-temperature-ignored, logit-ratio


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temperature if isinstance(temperature, float) else scores
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
