# track: torch
# exercise: mixture
# why: weighted_mixture starts its accumulator as values.new_zeros(d_v).expand(*batch, T, d_v) ("a broadcast view, cheaper than allocating") and adds each key's contribution in place with +=; every row of an expanded tensor shares one memory location, so the in-place add raises RuntimeError on every valid input with T > 1
# kind: crash
# diagnosis: crash


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    batch = torch.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    t, d_v = weights.shape[-2], values.shape[-1]
    out = values.new_zeros(d_v).expand(*batch, t, d_v)
    for s in range(weights.shape[-1]):
        out += weights[..., :, s, None] * values[..., s, None, :]
    return out
