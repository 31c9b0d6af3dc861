# track: torch
# exercise: softmax
# why: stable_softmax replaces torch.exp by Schraudolph's fast exponential (the bit trick of "fast softmax" kernels: write 2^52/ln 2 * x + 1023 * 2^52 - 60801 * 2^32 into the bits of a float64), an approximation off by up to a few percent, so every weight is wrong by a few percent, hidden keys get a tiny positive weight instead of 0, and the integer cast passes no gradient back
# kind: relation
# diagnosis: no-gradient

_A = 2.0 ** 52 / math.log(2.0)
_B = 1023.0 * 2.0 ** 52 - 60801.0 * 2.0 ** 32


def _fast_exp(x):
    x = x.double().clamp(min=-700.0)  # below that the bit pattern underflows
    return (x * _A + _B).to(torch.int64).view(torch.float64)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = _fast_exp(scaled - row_max).to(scores.dtype)
    return exps / exps.sum(dim=-1, keepdim=True)
