# track: numpy
# exercise: heads
# why: attention mixes the values with the right weights but returns weights / weights.max(axis=-1, keepdims=True), "so the strongest key of every row shows at full colour in the heat map"; the returned weights are each row's weights times its own factor (rows no longer sum to 1), in attention and in multi-head attention, while the outputs are right
# kind: relation
# diagnosis: row-scale


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    output = weighted_mixture(weights, v)
    return output, weights / weights.max(axis=-1, keepdims=True)
