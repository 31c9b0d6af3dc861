# track: torch
# exercise: softmax
# saved: cr
# why: classic Mac line endings (a lone CR) throughout the module, as Python still reads them


def stable_softmax(scores, temperature=1.0):
    if isinstance(temperature, bool) or not isinstance(temperature, (int, float)) or not 0 < temperature < math.inf:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}")
    scaled = scores / temperature
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row has no visible key: every score in it is -inf")
    shifted = scaled - scaled.amax(dim=-1, keepdim=True).detach()
    e = torch.exp(shifted)
    return e / e.sum(dim=-1, keepdim=True)
