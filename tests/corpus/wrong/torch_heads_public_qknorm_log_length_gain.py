# track: torch
# exercise: heads
# why: multi_head_self_attention ports QKNorm (Henry et al. 2020), F.normalize on every head's queries and keys and a learned gain g initialised to log2(L**2 - L) in place of the 1/sqrt(d_k) scale, with L = T here: the scores are cosines times g, not q.k / sqrt(d_k) (and T = 1 gives log2(0))
# kind: public
# diagnosis: cosine-scores
# miss: cosine scores inside multi_head_self_attention (times a gain of log2(T^2 - T)) show only in a replay of the whole function, which the engine does not ship (the release holds no reference); the smallest case, T = 1, gives log2(0) and NaN, which leads as evidence
import math

import torch
import torch.nn.functional as F


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = F.normalize(split_heads(x @ w_q, n_heads), dim=-1)
    k = F.normalize(split_heads(x @ w_k, n_heads), dim=-1)
    v = split_heads(x @ w_v, n_heads)
    t = x.shape[-2]
    g = math.log2(t * t - t) if t > 1 else float("-inf")  # QKNorm's initial gain
    scores = g * (q @ k.transpose(-2, -1))
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return merge_heads(weighted_mixture(weights, v)) @ w_o, weights
