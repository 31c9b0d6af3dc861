# track: torch
# exercise: softmax
# why: stable_softmax turns the row maxima into a plain number with scaled.amax(dim=-1, keepdim=True).item() ("the shift is just a number"); .item() only works on a one-element tensor, so every input with more than one row raises RuntimeError
# kind: crash
# diagnosis: crash

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
    row_max = scaled.amax(dim=-1, keepdim=True).item()
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)
