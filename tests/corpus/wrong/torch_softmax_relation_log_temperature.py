# track: torch
# exercise: softmax
# why: stable_softmax reads the temperature as a log-temperature, the way learnable temperatures are stored as a log, and divides the scores by math.exp(temperature); even the default temperature 1 divides them by e, so every weight is a softmax of the scores times exp(-T) instead of 1/T
# kind: relation
# diagnosis: logit-ratio


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / math.exp(temp)  # temperatures are kept on a log scale
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
