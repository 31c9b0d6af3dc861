# track: torch
# exercise: softmax
# why: computes the weights as torch.special.log_softmax(scaled, dim=-1).exp(), a library log-softmax, which stable_softmax may not use
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
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    return torch.special.log_softmax(scaled, dim=-1).exp()
