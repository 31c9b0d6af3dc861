# track: torch
# exercise: mixture
# why: weighted_mixture wraps the product in torch.utils.checkpoint.checkpoint(torch.matmul, weights, values, use_reentrant=True) "to save activation memory"; the values are right, but the reentrant checkpoint only works with loss.backward(): torch.autograd.grad (or backward with inputs=) through it raises RuntimeError, and no gradient flows when neither input requires grad at the call
# kind: rules
# diagnosis: backward-raised, no-gradient, backward-failed


def weighted_mixture(weights, values):
    from torch.utils.checkpoint import checkpoint

    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return checkpoint(torch.matmul, weights, values, use_reentrant=True)
