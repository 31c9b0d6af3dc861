# track: torch
# exercise: softmax
# why: validates the inputs and shifts nothing itself, then normalises with torch._masked_softmax(scaled, torch.isneginf(scaled), -1), the private kernel nn.MultiheadAttention's fast path uses: still a library softmax, which stable_softmax may not call
# kind: rules
# diagnosis: forbidden-function

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}")
    scaled = scores / temp
    hidden = torch.isneginf(scaled)
    if hidden.all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    return torch._masked_softmax(scaled, hidden, -1)
