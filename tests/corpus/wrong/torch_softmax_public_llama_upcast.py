# track: torch
# exercise: softmax
# why: stable_softmax keeps the upcast of Hugging Face's Llama eager attention, softmax(..., dtype=torch.float32).to(query.dtype), computing in scores.float() and casting back; the dtype is right, but float64 scores are rounded to float32 first, so float64 weights carry float32-sized errors
# kind: public
# diagnosis: float32-precision

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores.float() / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return (exps / exps.sum(dim=-1, keepdim=True)).to(scores.dtype)
