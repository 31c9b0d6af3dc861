# track: torch
# exercise: heads
# why: the student's weighted_mixture multiplies with torch.mul(weights, values) where torch.matmul was meant, an elementwise product of a (..., T, S) and an (..., S, d_v) tensor that only broadcasts when the sizes happen to line up, so attention and multi-head attention, correct themselves, raise RuntimeError on most valid inputs and return wrong outputs on the rest
# kind: knockon
# diagnosis: crash,bad-inner-call


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return torch.mul(weights, values)
