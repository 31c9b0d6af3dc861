# track: torch
# exercise: softmax
# why: stable_softmax changes the default to temperature=None ("None means no temperature") and validates only a temperature that is given, but still divides the scores by temperature, so every call without a temperature raises TypeError (Tensor / None)
# kind: crash
# diagnosis: none-argument
def stable_softmax(scores, temperature=None):
    if temperature is not None:
        temp = float(temperature)
        if not (math.isfinite(temp) and temp > 0):
            raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temperature
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
