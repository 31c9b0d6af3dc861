# track: torch
# exercise: softmax
# why: stable_softmax rejects a zero temperature with math.isclose(temp, 0.0) ("never compare floats with =="), and infinities and NaN with math.isfinite, but never tests the sign, so a negative temperature is accepted and flips every softmax instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if math.isclose(temp, 0.0) or not math.isfinite(temp):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
