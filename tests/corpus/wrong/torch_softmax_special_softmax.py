# track: torch
# exercise: softmax
# why: calls torch.special.softmax, the library softmax under another namespace
# kind: rule
# diagnosis: forbidden-function


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    return torch.special.softmax(scaled, dim=-1)
