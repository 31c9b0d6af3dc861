# track: numpy
# exercise: mixture
# why: weighted_mixture ports the core of Deformable DETR's ms_deform_attn_core_pytorch, (sampled values (.., D, Lq, P) * attention_weights (.., 1, Lq, P)).sum(-1), as (swapaxes(values)[..., :, None, :] * weights[..., None, :, :]).sum(-1), and returns it channels-first as that function does (its caller transposes later), so the output is (..., d_v, T) where (..., T, d_v) belongs
# kind: public
# diagnosis: transposed
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need 2+ axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    sampled = np.swapaxes(values, -2, -1)[..., :, None, :]  # (..., d_v, 1, S)
    attn = weights[..., None, :, :]  # (..., 1, T, S)
    return (sampled * attn).sum(-1)  # (..., d_v, T), channels first
