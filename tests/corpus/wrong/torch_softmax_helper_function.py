# track: torch
# exercise: softmax
# why: hides the library softmax in a module-level helper that stable_softmax calls
# named-by: (a library softmax)


def _normalise_rows(x):
    return torch.special.softmax(x, dim=-1)


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / t
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    return _normalise_rows(scaled)
