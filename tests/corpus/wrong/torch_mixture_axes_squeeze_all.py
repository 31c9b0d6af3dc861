# track: torch
# exercise: mixture
# why: weighted_mixture mixes every query as a (1, S) row, weights.unsqueeze(-2) @ values.unsqueeze(-3), and drops the helper axis with a bare .squeeze(), which removes every axis of length 1: with T = 1, d_v = 1 or a batch axis of length 1 the result loses that axis too
# kind: axes
# diagnosis: missing-axis


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    rows = weights.unsqueeze(-2) @ values.unsqueeze(-3)  # (..., T, 1, d_v)
    return rows.squeeze()
