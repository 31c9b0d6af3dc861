# track: torch
# exercise: masking
# why: causal_mask builds the mask as the step function torch.heaviside(i - j, torch.tensor(1)) of the query and key positions ("1 where the key is not in the future"), which has the right pattern but returns int64 0/1 numbers instead of a bool tensor
# kind: rules
# diagnosis: mask-not-bool
import torch


def causal_mask(t, device=None):
    i = torch.arange(t, device=device)[:, None]
    j = torch.arange(t, device=device)[None, :]
    return torch.heaviside(i - j, torch.tensor(1, device=device))
