# track: torch
# exercise: softmax
# why: stable_softmax ends with a leftover self-test, torch.testing.assert_close(weights.sum(-1), torch.ones(weights.shape[:-1])); torch.ones is made in the default float32 and assert_close also compares dtypes, so every float64 input raises AssertionError (float32 inputs pass)
# kind: crash
# diagnosis: crash


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
    torch.testing.assert_close(weights.sum(-1).detach().cpu(), torch.ones(weights.shape[:-1]))
    return weights
