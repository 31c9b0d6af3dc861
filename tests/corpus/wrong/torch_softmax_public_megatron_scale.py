# track: torch
# exercise: softmax
# why: ports Megatron-LM's FusedScaleMaskSoftmax, which applies its scale as input * scale before the softmax, and passes the temperature in as that scale, so the scores are multiplied by the temperature instead of divided by it (right only at temperature 1)
# kind: public
# diagnosis: softmax-temperature-multiplied


def stable_softmax(scores, temperature=1.0):
    try:
        scale = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(scale) and scale > 0):
        raise ValueError("temperature must be a positive finite number")
    x = scores * scale
    row_max = x.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(x - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
