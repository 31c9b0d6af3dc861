# track: torch
# exercise: softmax
# why: imports the library softmax under an alias: from torch.nn.functional import softmax as normalise
# named-by: (a library softmax)

from torch.nn.functional import softmax as normalise


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / t
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    return normalise(scaled, dim=-1)
