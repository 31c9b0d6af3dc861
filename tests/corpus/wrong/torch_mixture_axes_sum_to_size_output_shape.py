# track: torch
# exercise: mixture
# why: weighted_mixture forms every product weights[..., t, s] * values[..., s, :] as a (..., T, S, d_v) tensor and reduces it with .sum_to_size(*weights.shape[:-1], d_v), expecting sum_to_size to sum away "the axis the output lacks"; sum_to_size lines the sizes up from the right, so (T, d_v) meets the (S, d_v) axes: with T != S it raises RuntimeError, and with T == S it sums over the queries and keeps the keys, out[s] = (sum_t weights[t, s]) * values[s]
# kind: axes
# diagnosis: mixture-wrong-axis, needs-square
# miss: sum_to_size lines the sizes up from the right and raises wherever T != S; the crash's line leads (it names the call), no relation reads the square cases' sum over the queries
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    products = weights.unsqueeze(-1) * values.unsqueeze(-3)  # (..., T, S, d_v)
    return products.sum_to_size(*weights.shape[:-1], values.shape[-1])  # (..., T, d_v)
