# track: torch
# exercise: softmax
# why: keeps a fallback to torch.softmax for float16 and bfloat16 scores ("exp is inaccurate in half precision"); float32 and float64 never take that branch, but stable_softmax still calls a library softmax, which the exercise forbids
# kind: rules
# diagnosis: forbidden-function

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
        raise ValueError("a row of scores is entirely -inf")
    if scores.dtype in (torch.float16, torch.bfloat16):
        return torch.softmax(scaled.float(), dim=-1).to(scores.dtype)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
