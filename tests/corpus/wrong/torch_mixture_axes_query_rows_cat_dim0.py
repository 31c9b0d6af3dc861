# track: torch
# exercise: mixture
# why: weighted_mixture mixes one query row at a time, w.unsqueeze(-2) @ values for w in weights.unbind(-2), and joins the (..., 1, d_v) rows with torch.cat(..., dim=0) where dim=-2 belongs: right for 2-D weights, but with batch or head axes the queries are stacked along the first axis, so the rows land in the wrong axes
# kind: axes
# diagnosis: axes-folded, permuted, fails-with-leading-axes
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    rows = [w.unsqueeze(-2) @ values for w in weights.unbind(-2)]  # each (..., 1, d_v)
    return torch.cat(rows, dim=0)
