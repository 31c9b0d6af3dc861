# track: torch
# exercise: mixture
# why: flattens the leading axes with reshape(-1, T, S) and uses bmm, which cannot broadcast different leading shapes
# diagnosis: fixed-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    *lead, t, s = weights.shape
    d_v = values.shape[-1]
    out = torch.bmm(weights.reshape(-1, t, s), values.reshape(-1, s, d_v))
    return out.reshape(*lead, t, d_v)
