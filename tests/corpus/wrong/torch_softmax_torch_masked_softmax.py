# track: torch
# exercise: softmax
# why: validates the inputs itself and then normalises with torch.masked.softmax(scaled, -1, mask=~torch.isneginf(scaled)), a library softmax from the torch.masked namespace, which stable_softmax may not use
# kind: rules-types
# diagnosis: forbidden-function


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    return torch.masked.softmax(scaled, -1, mask=~torch.isneginf(scaled))
