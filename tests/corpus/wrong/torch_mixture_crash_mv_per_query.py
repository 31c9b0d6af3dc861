# track: torch
# exercise: mixture
# why: weighted_mixture mixes one query at a time with torch.mv(values.mT, w) over the rows "for w in weights", which iterates only the first axis: right for 2-D weights and values, but with any batch axis each w is a matrix and torch.mv raises RuntimeError
# kind: crash
# diagnosis: fixed-leading-axes,fails-unless-ndim


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    # each query's output is (values^T) @ its weight row
    return torch.stack([torch.mv(values.mT, w) for w in weights])
