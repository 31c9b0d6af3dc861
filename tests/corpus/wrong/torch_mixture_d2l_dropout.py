# track: torch
# exercise: mixture
# why: weighted_mixture keeps the d2l DotProductAttention line torch.bmm(self.dropout(self.attention_weights), values) in spirit: it applies F.dropout(weights, p=0.1), which drops (and rescales) weights at random since training defaults to True
# kind: public-code
# diagnosis: not-deterministic
# random: F.dropout zeroes a random tenth of the weights on every call
import torch
import torch.nn.functional as F


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return F.dropout(weights, p=0.1) @ values
