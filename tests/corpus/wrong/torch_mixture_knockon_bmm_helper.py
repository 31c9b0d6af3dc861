# track: torch
# exercise: mixture
# why: weighted_mixture relies on a helper _as_batch that adds a batch axis to 2-D tensors so torch.bmm can be used, but bmm takes exactly 3-D tensors with equal batches, so 4-D and broadcasting inputs raise
# kind: knock-on
# diagnosis: fixed-ndim,fixed-leading-axes
import torch


def _as_batch(x):
    """bmm wants (B, n, m): give 2-D tensors a batch axis of 1."""
    return x.unsqueeze(0) if x.dim() == 2 else x


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    out = torch.bmm(_as_batch(weights), _as_batch(values))
    return out.squeeze(0) if weights.dim() == 2 and values.dim() == 2 else out
