# track: torch
# exercise: mixture
# why: weighted_mixture contracts S with torch.tensordot(weights, values, dims=([-1], [-2])) and then undoes tensordot's every-batch-with-every-batch pairing by taking .diagonal over each pair of batch axes, but diagonal moves the paired axis to the END, so batched results come out (T, d_v, B...) instead of (B..., T, d_v)
# kind: axes
# diagnosis: permuted, batches-paired-all, fails-with-leading-axes
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    out = torch.tensordot(weights, values, dims=([-1], [-2]))
    # tensordot pairs every batch with every batch: keep the matching ones only
    n_lead = min(weights.dim(), values.dim()) - 2
    for i in range(n_lead):
        remaining = n_lead - i
        out = out.diagonal(dim1=0, dim2=remaining + 1)
    return out
