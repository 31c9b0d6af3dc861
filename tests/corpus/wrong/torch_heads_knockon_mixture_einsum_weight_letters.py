# track: torch
# exercise: heads
# why: the student's weighted_mixture writes torch.einsum("...st,...sd->...td", weights, values), the weights' letters in the wrong order, so the sum runs over the weights' query axis: self-attention (T == S) silently mixes with the transposed weights and any T != S raises
# kind: knockon
# diagnosis: mixture-wrong-axis,needs-square,einsum-letters

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes, got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} vs {tuple(values.shape)}")
    return torch.einsum("...st,...sd->...td", weights, values)
