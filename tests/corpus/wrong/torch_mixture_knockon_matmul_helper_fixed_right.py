# track: torch
# exercise: mixture
# why: weighted_mixture is right, but its helper _matmul(a, b) uses a @ b only when both have the same number of axes and otherwise falls back to torch.einsum("...ij,jk->...ik", a, b), written for a 2-D right operand shared by a batched left one; when the values have more leading axes than the weights (a valid broadcast) einsum raises
# kind: knockon
# diagnosis: crash, fails-with-leading-axes


def _matmul(a, b):
    if a.dim() == b.dim():
        return a @ b
    return torch.einsum("...ij,jk->...ik", a, b)  # batched a, shared 2-D b


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return _matmul(weights, values)
