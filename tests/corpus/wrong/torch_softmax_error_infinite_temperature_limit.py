# track: torch
# exercise: softmax
# why: treats an infinite temperature as its limit, uniform weights over each row's visible keys ("as the temperature grows the softmax flattens"), instead of raising ValueError for it
# kind: error
# diagnosis: error-not-raised

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if math.isnan(temp) or temp <= 0:
        raise ValueError(f"temperature must be a positive number; got {temperature!r}")
    visible = ~torch.isneginf(scores)
    if not visible.any(dim=-1).all():
        raise ValueError("a row of scores is entirely -inf")
    if math.isinf(temp):  # the limit of the softmax: every visible key gets the same weight
        flat = visible.to(scores.dtype)
        return flat / flat.sum(dim=-1, keepdim=True)
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
