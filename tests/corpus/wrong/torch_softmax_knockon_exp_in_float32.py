# track: torch
# exercise: softmax
# why: stable_softmax computes the exponentials in single precision, torch.exp((scaled - row_max).float()), "exp is faster in float32", and casts the weights back with .to(scores.dtype); float64 scores keep their dtype but lose their precision to float32 rounding, in stable_softmax and in attention and multi-head attention on float64 input
# kind: knockon
# diagnosis: float32-precision
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
    return (exps / exps.sum(dim=-1, keepdim=True)).to(scores.dtype)
