# track: torch
# exercise: mixture
# why: weighted_mixture stacks every query row of every batch element into one (N, S) matrix, weights.reshape(-1, S), for "a single big product" with the values, and reshapes back to the weights' leading shape; that is right only for 2-D values shared by all rows: batched values then pair every row with every batch of values, and the result raises or comes back in the wrong layout
# kind: axes
# diagnosis: fails-with-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on the number of keys S")
    rows = weights.reshape(-1, weights.shape[-1])  # (N, S): all query rows at once
    out = rows @ values
    return out.reshape(*weights.shape[:-1], values.shape[-1])
