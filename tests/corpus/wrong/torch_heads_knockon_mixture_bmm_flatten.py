# track: torch
# exercise: heads
# why: attention and multi_head_self_attention are right, but the student's weighted_mixture folds the leading axes for torch.bmm with weights.flatten(0, -3) and values.flatten(0, -3); a 2-D tensor has no axis -3, so attention on plain (T, d) inputs raises IndexError, and values with other leading axes than the weights fail in bmm
# kind: knockon
# diagnosis: fixed-ndim,fixed-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    out = torch.bmm(weights.flatten(0, -3), values.flatten(0, -3))
    return out.view(*weights.shape[:-1], values.shape[-1])
