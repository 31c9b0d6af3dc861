# track: torch
# exercise: mixture
# why: weighted_mixture keeps the output gate of AlphaFold's gated attention (weighted_avg *= sigmoid(q_data @ gating_w + gating_b)) at the initialisation AlphaFold gives it, gating_w = 0 and gating_b = 1, so every mixed value is multiplied by sigmoid(1) = 0.7311
# kind: public
# diagnosis: ratio
# miss: a ratio of sigmoid(1) = 0.7311, a number no size of the inputs gives, is said as a constant ratio (evidence), not named
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    weighted_avg = weights @ values
    # AlphaFold's gating: linear layer initialised with zero weights and a bias of ones
    gating_b = torch.ones((), dtype=weighted_avg.dtype, device=weighted_avg.device)
    gate_values = torch.sigmoid(gating_b)
    return weighted_avg * gate_values
