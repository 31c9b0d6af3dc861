# track: torch
# exercise: mixture
# why: weighted_mixture puts its S check inside the branch for batched inputs ("if weights.dim() > 2 or values.dim() > 2:", where it also checks that the batch axes broadcast), so 2-D weights and values whose S axes differ reach the matmul unchecked and raise its RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.dim() > 2 or values.dim() > 2:
        try:
            torch.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
        except RuntimeError as err:
            raise ValueError(
                f"the batch axes of {tuple(weights.shape)} and {tuple(values.shape)} do not broadcast"
            ) from err
        if weights.shape[-1] != values.shape[-2]:
            raise ValueError(
                f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
            )
    return weights @ values
