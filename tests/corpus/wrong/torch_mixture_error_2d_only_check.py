# track: torch
# exercise: mixture
# why: weighted_mixture compares the S axes of weights and values only when both are 2-D ("batched inputs go straight to matmul, which checks them"), so batched weights and values whose S axes differ make torch.matmul raise RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need at least 2 axes")
    if weights.dim() == 2 and values.dim() == 2 and weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
