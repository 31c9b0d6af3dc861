# track: numpy
# exercise: heads
# why: multi_head_self_attention ports QKNorm (Henry et al. 2020), which L2-normalises every head's queries and keys and multiplies their dot products by a learned gain g initialised to log2(L**2 - L) in place of the 1/sqrt(d_k) scale, with L = T here: the scores are cosines times g, not q.k / sqrt(d_k) (and T = 1 gives log2(0))
# kind: public
# diagnosis: cosine-scores
# miss: cosine scores inside multi_head_self_attention (times a gain of log2(T^2 - T)) show only in a replay of the whole function, which the engine does not ship (the release holds no reference); the smallest case, T = 1, gives log2(0) and NaN, which leads as evidence
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    t = x.shape[-2]
    g = np.log2(t * t - t)  # QKNorm's initial gain
    q = q / np.linalg.norm(q, axis=-1, keepdims=True)
    k = k / np.linalg.norm(k, axis=-1, keepdims=True)
    scores = (g * (q @ np.swapaxes(k, -2, -1))).astype(q.dtype)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    heads = weighted_mixture(weights, v)
    return merge_heads(heads) @ w_o, weights
