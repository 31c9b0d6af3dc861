# track: torch
# exercise: softmax
# why: stable_softmax validates the inputs and then normalises with torch.nn.Softmax2d(), a library softmax (forbidden) that moreover normalises over the channel axis -3, not the keys
# kind: rules-types
# diagnosis: forbidden-function,softmax-axis

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"bad temperature {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    return torch.nn.Softmax2d()(scaled)
