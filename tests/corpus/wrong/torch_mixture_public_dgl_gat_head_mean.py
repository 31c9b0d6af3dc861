# track: torch
# exercise: mixture
# why: weighted_mixture ports the last layer of DGL's GAT example, h = self.gat_layers[-1](g, h).mean(1), averaging the heads' aggregated features, written (weights @ values).mean(dim=-3): a 2-D call raises IndexError, a 3-D one averages the batch away and a 4-D one the heads, so the output loses axis -3
# kind: public
# diagnosis: axis-reduced, crash, fixed-ndim
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need 2+ axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    h = weights @ values  # (..., H, T, d_v) per head
    return h.mean(dim=-3)  # average over the heads, as GAT's output layer does
