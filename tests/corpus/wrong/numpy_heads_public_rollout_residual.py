# track: numpy
# exercise: heads
# why: attention returns its weights the way attention-rollout code (Abnar and Zuidema 2020) prepares them, 0.5 * weights + 0.5 * identity, "the residual connection folded into the map"; the output is mixed with the true weights and is right, but every returned weight is halved and each query's own key (the diagonal) gains 0.5, in attention and in multi-head attention
# kind: public
# diagnosis: ratio, identity-mixed


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    output = weighted_mixture(weights, v)
    eye = np.eye(weights.shape[-2], weights.shape[-1], dtype=weights.dtype)
    return output, 0.5 * weights + 0.5 * eye
