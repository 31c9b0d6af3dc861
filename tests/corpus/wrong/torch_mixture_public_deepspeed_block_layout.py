# track: torch
# exercise: mixture
# why: weighted_mixture ports DeepSpeed's block-sparse "dsd" MatMul with the unidirectional layout of its FixedSparsityConfig (blocks of 2 keys): only the weights in blocks on or below the block diagonal, key block <= query block, take part, so the weights of later key blocks are dropped (including the one later key inside each diagonal block)
# kind: public
# diagnosis: weights-triangle
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes or more;"
            f" got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    block = 2
    query_block = torch.arange(weights.shape[-2], device=weights.device) // block
    key_block = torch.arange(weights.shape[-1], device=weights.device) // block
    layout = key_block[None, :] <= query_block[:, None]  # unidirectional block layout
    return torch.where(layout, weights, weights.new_zeros(())) @ values
