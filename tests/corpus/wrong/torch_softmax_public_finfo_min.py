# track: torch
# exercise: softmax
# why: stable_softmax first replaces -inf scores by torch.finfo(dtype).min, the Hugging Face habit against NaN from fully masked rows; hidden keys still get weight 0 in ordinary rows, but a row that is entirely -inf becomes finite and comes back uniform instead of raising ValueError
# kind: public
# diagnosis: error-not-raised
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    scaled = scaled.masked_fill(torch.isneginf(scaled), torch.finfo(scaled.dtype).min)
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
