# track: torch
# exercise: mixture
# kind: crash
# why: weighted_mixture runs the product through a hand-written torch.autograd.Function written in the pre-1.3 style of old tutorials, forward(self, weights, values) and backward(self, grad) as instance methods with self.save_for_backward, called as _Mixture()(weights, values); current PyTorch refuses legacy functions with non-static forward methods, so every valid call raises RuntimeError ("Legacy autograd function with non-static forward method is deprecated")
# diagnosis: crash

def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    """Exercise 1: mix the value vectors with the given weights.

    Args:
        weights: ``(..., T, S)``, one weight per query and source key. Used as given:
            not checked or renormalised, so any real numbers are mixed.
        values: ``(..., S, d_v)``, one value vector per source key.

    Returns:
        ``(..., T, d_v)``: row ``t`` is ``sum_s weights[..., t, s] * values[..., s, :]``.

    Raises:
        ValueError: when either input has fewer than 2 axes, or their S axes differ.
    """
    ### BEGIN SOLUTION
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v) with at least"
            f" 2 axes each; got shapes {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]}"
            f" rows; shapes {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    return _Mixture()(weights, values)


class _Mixture(torch.autograd.Function):
    """weights @ values with a hand-written backward."""

    def forward(self, weights, values):
        self.save_for_backward(weights, values)
        return weights @ values

    def backward(self, grad):
        weights, values = self.saved_tensors
        return grad @ values.transpose(-2, -1), weights.transpose(-2, -1) @ grad
