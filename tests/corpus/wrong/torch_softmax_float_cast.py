# track: torch
# exercise: softmax
# why: runs the exponentials in float32 (.float(), a mixed-precision habit) and never casts back, so float64 scores give float32 weights and attention's weights @ v then raises a dtype mismatch
# kind: knock-on
# diagnosis: dtype-changed, float32-precision


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp((scaled - row_max.detach()).float())
    return exps / exps.sum(dim=-1, keepdim=True)
