# track: torch
# exercise: softmax
# why: validates the inputs itself and then computes the weights as scaled.log_softmax(dim=-1).exp(), the tensor method form of the library log-softmax, which stable_softmax may not use
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
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    return scaled.log_softmax(dim=-1).exp()
