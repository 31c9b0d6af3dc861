# track: torch
# exercise: softmax
# why: stable_softmax validates the temperature with torch.isfinite(temperature), carrying the tensor habit over to the Python float it is given; torch.isfinite only takes tensors, so every call, the default temperature 1.0 included, raises TypeError before any weight is computed
# kind: crash
# diagnosis: crash


def stable_softmax(scores, temperature=1.0):
    if not torch.isfinite(temperature) or temperature <= 0:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temperature
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
