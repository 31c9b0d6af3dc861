# track: torch
# exercise: mixture
# why: weighted_mixture adds the keys up in a loop for s in range(1, S), kept from a version that started the sum with key 0's contribution, but now starts from a zero accumulator, so key 0 is never added: every output misses its first key's weight times value
# kind: relation
# diagnosis: key-left-out
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    S = weights.shape[-1]
    out = torch.zeros_like(weights[..., :, :1] * values[..., :1, :])
    for s in range(1, S):
        out = out + weights[..., :, s:s + 1] * values[..., s:s + 1, :]
    return out
