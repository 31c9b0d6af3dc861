# track: torch
# exercise: softmax
# why: stable_softmax is right but keeps a self-check from debugging, torch.testing.assert_close(weights, torch.softmax(scaled, dim=-1)), so it still calls the library softmax the exercise forbids
# kind: rules
# diagnosis: forbidden-function


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
    exps = torch.exp(scaled - row_max.detach())
    weights = exps / exps.sum(dim=-1, keepdim=True)
    torch.testing.assert_close(weights, torch.softmax(scaled, dim=-1))  # sanity check
    return weights
