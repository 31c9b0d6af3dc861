# track: torch
# exercise: heads
# why: attention ports ReLA, rectified linear attention (Zhang, Titov and Sennrich 2021): the weights are relu of the (masked) scores, not a softmax, and the mixture is RMS-normalised per row with its gain at 1 to make up for the missing normalisation, so weights and outputs both differ
# kind: public
# diagnosis: weights-elementwise, weights-not-exp
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = torch.relu(scores)  # -inf becomes 0: hidden keys drop out
    out = weighted_mixture(weights, v)
    out = out * torch.rsqrt(out.pow(2).mean(dim=-1, keepdim=True) + 1e-6)  # RMSNorm, g = 1
    return out, weights
