# track: torch
# exercise: mixture
# why: weighted_mixture ports the aggregation of pyGAT's GraphAttentionLayer, h_prime = torch.matmul(attention, Wh), and keeps the layer's return F.elu(h_prime) (concat=True), so every negative output entry is squashed into (-1, 0) by the ELU while the positive ones are right
# kind: public
# diagnosis: clipped, activated

import torch.nn.functional as F


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    h_prime = torch.matmul(weights, values)
    return F.elu(h_prime)
