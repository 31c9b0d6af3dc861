# track: torch
# exercise: softmax
# why: the temperature check reads "if not temperature > 0 and math.isfinite(temperature): raise", where not binds only to the first comparison, so it raises only for finite non-positive temperatures and lets inf and NaN through instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    if not temperature > 0 and math.isfinite(temperature):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temperature
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
