# track: torch
# exercise: mixture
# why: weighted_mixture mixes the keys in two blocks "to save memory", zip(weights.chunk(2, dim=-1), values.chunk(2)), and adds the partial products; values.chunk(2) leaves out dim=-2 and cuts along dim 0, which is the key axis only for 2-D values, so with any batch axis it pairs half of the keys' weights with half of the BATCH and raises RuntimeError
# kind: axes
# diagnosis: split-default-axis, fixed-leading-axes, matmul-mismatch
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = None
    for w_block, v_block in zip(weights.chunk(2, dim=-1), values.chunk(2)):
        part = w_block @ v_block
        out = part if out is None else out + part
    return out
