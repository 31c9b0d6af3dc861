# track: torch
# exercise: softmax
# why: adds 1e-10 to every exponential "so that a later log is safe", so -inf (hidden) scores get a small positive weight and no weight is exactly as expected
# kind: relation
# diagnosis: only-at-special,epsilon,offset


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach()) + 1e-10
    return exps / exps.sum(dim=-1, keepdim=True)
