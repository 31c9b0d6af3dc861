# track: torch
# exercise: mixture
# why: weighted_mixture follows fairseq's MultiheadAttention, attn = torch.bmm(attn_probs, v) on tensors folded to (bsz * heads, T, S) and (bsz * heads, S, d), folding each input's leading axes with reshape(-1, ...); that only lines up when weights and values have the same leading axes, so values shared across a batch (broadcasting) raise or pair the wrong batches
# kind: public
# diagnosis: fails-with-leading-axes, axes-folded, crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    *lead, t, s = weights.shape
    d = values.shape[-1]
    attn = torch.bmm(weights.reshape(-1, t, s), values.reshape(-1, s, d))
    return attn.view(*lead, t, d)
