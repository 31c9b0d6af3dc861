# track: torch
# exercise: mixture
# why: weighted_mixture adds the keys' contributions one at a time into out = torch.zeros(*weights.shape[:-1], values.shape[-1]), made without dtype=, so the buffer is float32; for float64 inputs the in-place out += ... cannot cast the float64 terms into it and raises RuntimeError
# kind: crash
# diagnosis: dtype-mixed, crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    lead = torch.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    out = torch.zeros(*lead, weights.shape[-2], values.shape[-1])
    for s in range(weights.shape[-1]):
        out += weights[..., :, s, None] * values[..., None, s, :]
    return out
