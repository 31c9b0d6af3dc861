# track: torch
# exercise: heads
# why: attention ports the clipped softmax of Bondarenko et al. 2023 ("Quantizable Transformers"), torch.clip((zeta - gamma) * softmax + gamma, 0, 1) with gamma = -0.03 and zeta = 1.0 from the config it was copied from, so every weight is stretched by 1.03 and lowered by 0.03, and weights under 0.03 / 1.03 become exactly 0 (rows no longer sum to 1)
# kind: public
# diagnosis: clipped, scaled-offset
import torch

CLIP_GAMMA = -0.03
CLIP_ZETA = 1.0


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    probs = stable_softmax(scores)
    weights = torch.clip((CLIP_ZETA - CLIP_GAMMA) * probs + CLIP_GAMMA, 0, 1)
    return weighted_mixture(weights, v), weights
