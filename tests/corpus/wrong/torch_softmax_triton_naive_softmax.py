# track: torch
# exercise: softmax
# why: adapts naive_softmax from the Triton fused-softmax tutorial (x_max = x.max(dim=1)[0]; z = x - x_max[:, None]; ... numerator.sum(dim=1)), written for a 2-D matrix: dim 1 is the key axis only for 2-D scores, so batched scores are shifted and normalised over another axis (the queries for 3-D, the heads for 4-D)
# kind: public-code
# diagnosis: fails-with-leading-axes, softmax-axis, reduced-other-axis


def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = scores / temp
    x_max = x.max(dim=1)[0]
    if torch.isneginf(x_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    z = x - x_max[:, None].detach()
    numerator = torch.exp(z)
    denominator = numerator.sum(dim=1)
    return numerator / denominator[:, None]
