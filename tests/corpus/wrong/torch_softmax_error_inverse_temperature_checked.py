# track: torch
# exercise: softmax
# why: stable_softmax multiplies the scores by the inverse temperature beta = 1 / temperature and validates beta instead of the temperature (temperature > 0, then math.isfinite(beta)); an infinite temperature gives beta = 0, which is finite, so temperature=inf is accepted and every row comes back uniform instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not temp > 0:
        raise ValueError(f"temperature must be positive; got {temperature!r}")
    beta = 1.0 / temp  # inverse temperature
    if not math.isfinite(beta):
        raise ValueError(f"temperature must be finite; got {temperature!r}")
    scaled = scores * beta
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
