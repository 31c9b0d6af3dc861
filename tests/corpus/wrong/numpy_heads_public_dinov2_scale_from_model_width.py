# track: numpy
# exercise: heads
# why: multi_head_self_attention ports DINOv2's Attention (timm style), head_dim = dim // num_heads with dim the model width x.shape[-1] and q = q * head_dim ** -0.5, then attends inline; the kit's head width is w_q.shape[-1] // H, so whenever H*d_k differs from D the scores are scaled by sqrt(D/H) instead of sqrt(d_k)
# kind: public
# diagnosis: ratio, scale-model-width, logit-ratio
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    dim = x.shape[-1]
    head_dim = dim // n_heads
    scale = head_dim ** -0.5
    q = split_heads(x @ w_q, n_heads) * scale  # dinov2/layers/attention.py: q * self.scale
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    scores = q @ np.swapaxes(k, -2, -1)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    out = weighted_mixture(weights, v)
    return merge_heads(out) @ w_o, weights
