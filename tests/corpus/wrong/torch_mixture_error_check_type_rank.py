# track: torch
# exercise: mixture
# why: weighted_mixture states both of its checks with torch._check_type(cond, message) ("a vector where a matrix belongs is the wrong type of input"), PyTorch's internal check helper that raises TypeError, so inputs with fewer than 2 axes or mismatched S axes fail with TypeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    torch._check_type(
        weights.dim() >= 2 and values.dim() >= 2,
        lambda: f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}",
    )
    torch._check_type(
        weights.shape[-1] == values.shape[-2],
        lambda: f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}",
    )
    return weights @ values
