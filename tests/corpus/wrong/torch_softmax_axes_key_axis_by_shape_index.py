# track: torch
# exercise: softmax
# why: stable_softmax finds "the key axis" as dim = scaled.shape.index(S), the first axis whose length equals the number of keys S; that is the last axis only when no earlier axis has length S, so whenever T == S (self-attention) or a batch or head axis has length S it normalises over that earlier axis instead of the keys
# kind: axes
# diagnosis: softmax-axis
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    key_dim = scaled.shape.index(scaled.shape[-1])
    row_max = scaled.amax(dim=key_dim, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=key_dim, keepdim=True)
