# track: torch
# exercise: softmax
# why: stable_softmax ports the second-order Taylor softmax of de Brebisson & Vincent (2016), weights proportional to 1 + x + x^2 / 2 of the scaled scores, "which cannot overflow like exp"; it is not the exponential softmax the kit asks for, so the weights are wrong, and a -inf score gives 1 - inf + inf = NaN, so masked rows come back NaN
# kind: public
# diagnosis: values-nan


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    f = 1 + scaled + 0.5 * scaled**2
    return f / f.sum(dim=-1, keepdim=True)
