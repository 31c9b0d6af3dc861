# track: torch
# exercise: mixture
# why: weighted_mixture builds one term per key as a lambda in a list comprehension, [lambda: weights[..., s, None] * values[..., s, None, :] for s in range(S)], and sums the calls afterwards; the closures read s when they are called, so every term is the last key's share and the mixture is S times the last key's weight times its value row, the other keys left out
# kind: relation
# diagnosis: key-left-out
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weighted_mixture needs at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    terms = [lambda: weights[..., s, None] * values[..., s, None, :] for s in range(weights.shape[-1])]
    out = terms[0]()
    for term in terms[1:]:
        out = out + term()
    return out
