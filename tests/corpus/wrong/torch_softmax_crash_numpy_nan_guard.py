# track: torch
# exercise: softmax
# why: stable_softmax ends with a NaN self-check written on weights.numpy(); Tensor.numpy() refuses a tensor that requires grad, so every call whose scores track gradients raises RuntimeError
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
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    weights = exps / exps.sum(dim=-1, keepdim=True)
    values = weights.numpy()
    if (values != values).any():  # NaN guard
        raise ValueError("stable_softmax produced NaN")
    return weights
