# track: numpy
# exercise: heads
# why: attention returns its weights multiplied by 100 "as percentages for the heat map labels" (the output is mixed with the true weights), so every returned weight is 100 times too large and each row sums to 100
# kind: relation
# diagnosis: ratio:constant,row-scale

def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights * 100
