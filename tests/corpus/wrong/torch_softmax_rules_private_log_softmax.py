# track: torch
# exercise: softmax
# why: stable_softmax validates the temperature and the all -inf rows itself and then gets the weights as torch._log_softmax(scaled, -1, False).exp(), the private ATen kernel behind F.log_softmax: still the library log-softmax the exercise forbids
# kind: rules
# diagnosis: forbidden-function
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    return torch._log_softmax(scaled, -1, False).exp()
