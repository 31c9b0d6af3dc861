# track: torch
# exercise: softmax
# why: clamps the shifted scores at -80 before exp "because exp underflows below that anyway", which also lifts -inf entries to -80, so hidden keys get a tiny nonzero weight instead of exactly 0
# kind: relation
# diagnosis: only-at-special


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    shifted = (scaled - row_max.detach()).clamp(min=-80.0)
    exps = torch.exp(shifted)
    return exps / exps.sum(dim=-1, keepdim=True)
