# track: torch
# exercise: mixture
# why: weighted_mixture folds the weights' leading axes into rows, torch.mm(weights.reshape(-1, S), values), because torch.mm takes matrices only; that is right while the values are 2-D, but batched values make torch.mm raise RuntimeError on every valid call
# kind: crash
# diagnosis: fixed-ndim
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    s = weights.shape[-1]
    rows = torch.mm(weights.reshape(-1, s), values)  # (rows, d_v)
    return rows.reshape(*weights.shape[:-1], values.shape[-1])
