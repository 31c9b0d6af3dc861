# track: torch
# exercise: softmax
# why: applies the temperature the way gpleiss/temperature_scaling's ModelWithTemperature.temperature_scale does, temperature.unsqueeze(1).expand(logits.size(0), logits.size(1)) and logits / temperature, written for 2-D (batch, classes) logits; on the kit's scores it builds a (T, S)-sized divisor only for 2-D scores, and with any batch or head axis the expanded (B, T) temperature no longer lines up with the scores and the division raises RuntimeError
# kind: public
# diagnosis: fixed-ndim,fails-unless-ndim, crash


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    t = torch.full((1,), temp, dtype=scores.dtype, device=scores.device)
    t = t.unsqueeze(1).expand(scores.size(0), scores.size(1))
    scaled = scores / t
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
