# track: torch
# exercise: softmax
# why: stable_softmax applies add-one (Laplace) smoothing to the exponentials before normalising, (exp + 1) / sum(exp + 1), as for word counts, so every row is mixed with a uniform share and hidden (-inf) keys get a weight of 1 / (sum + S) instead of exactly 0
# kind: relation
# diagnosis: uniform-share


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
    counts = torch.exp(scaled - row_max.detach()) + 1.0  # add-one smoothing, as for counts
    return counts / counts.sum(dim=-1, keepdim=True)
