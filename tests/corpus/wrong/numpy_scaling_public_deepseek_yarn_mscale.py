# track: numpy
# exercise: scaling
# why: adapts DeepSeek-V2's attention scale, softmax_scale = q_head_dim ** -0.5 * mscale ** 2 with YaRN's mscale = 0.1 * mscale_all_dim * ln(factor) + 1 and the release config (rope factor 40, mscale_all_dim 0.707); that correction belongs to YaRN-extended rotary embeddings, so here every score is 1.59 times the expected one
# kind: public
# diagnosis: ratio, ratio:constant


_ROPE_SCALING = {"factor": 40.0, "mscale_all_dim": 0.707}


def _yarn_get_mscale(scale=1.0, mscale=1.0):
    if scale <= 1:
        return 1.0
    return 0.1 * mscale * math.log(scale) + 1.0


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    softmax_scale = q.shape[-1] ** -0.5
    mscale = _yarn_get_mscale(_ROPE_SCALING["factor"], _ROPE_SCALING["mscale_all_dim"])
    softmax_scale = softmax_scale * mscale * mscale
    return (q @ np.swapaxes(k, -2, -1)) * softmax_scale
